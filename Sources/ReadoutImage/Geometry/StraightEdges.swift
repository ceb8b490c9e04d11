import Foundation

/// The edges of a small colour photo and the straight lines they run along: what a page's four
/// sides are made of, whatever the light. A white page on a light wooden desk differs from it in
/// colour more than in brightness, so each pixel's edge is taken in the colour channel where it
/// is strongest. Each edge keeps its direction (from dark to bright), so a sheet brighter than
/// its surroundings has its four sides' directions all pointing into it.
struct StraightEdges {
    /// One straight line: the points `p` with `p.x * cos φ + p.y * sin φ == distance`, where φ
    /// (`degrees`) is the direction from its dark side to its bright side.
    struct Line: Equatable {
        var degrees: Double
        var distance: Double
        /// How many edge pixels voted for it.
        var votes: Int

        var normal: Point { Point(x: cos(degrees * .pi / 180), y: sin(degrees * .pi / 180)) }
    }

    let width: Int
    let height: Int
    /// Per pixel: true on a thinned edge (a local maximum across it) above the threshold.
    private(set) var isEdge: [Bool]
    /// Per pixel: the edge's direction from dark to bright, in degrees 0..<360.
    private(set) var direction: [Float]

    /// Gradient magnitude (Sobel, on the lightly smoothed channel) an edge must reach: about 5
    /// gray levels per pixel, low enough for a page close in brightness to its desk. Straightness
    /// does the rest: the desk's grain and the page's letters make short edges in every direction.
    static let minimumMagnitude: Float = 20

    /// The edges of `image` (gray or RGBA; meant for a copy of a few hundred pixels a side).
    init(_ image: Image) {
        width = image.width
        height = image.height
        let channels = image.format == .gray ? [0] : [0, 1, 2]
        let stride = image.format.channels
        var magnitude = [Float](repeating: 0, count: width * height)
        var gx = [Float](repeating: 0, count: width * height), gy = gx
        for channel in channels {
            let plane = Self.smoothed((0..<width * height).map { Float(image.pixels[$0 * stride + channel]) }, width: width, height: height)
            for y in 1..<max(height - 1, 1) {
                for x in 1..<max(width - 1, 1) {
                    let i = y * width + x
                    let dx = (plane[i - width + 1] + 2 * plane[i + 1] + plane[i + width + 1])
                        - (plane[i - width - 1] + 2 * plane[i - 1] + plane[i + width - 1])
                    let dy = (plane[i + width - 1] + 2 * plane[i + width] + plane[i + width + 1])
                        - (plane[i - width - 1] + 2 * plane[i - width] + plane[i - width + 1])
                    let strength = dx * dx + dy * dy
                    if strength > magnitude[i] { magnitude[i] = strength; gx[i] = dx; gy[i] = dy }
                }
            }
        }
        isEdge = [Bool](repeating: false, count: width * height)
        direction = [Float](repeating: 0, count: width * height)
        let threshold = Self.minimumMagnitude * Self.minimumMagnitude
        for y in 1..<max(height - 1, 1) {
            for x in 1..<max(width - 1, 1) {
                let i = y * width + x
                guard magnitude[i] >= threshold else { continue }
                // Thinned: stronger than both neighbours across the edge (the gradient's direction
                // rounded to one of four).
                let angle = atan2(gy[i], gx[i])
                let (sx, sy) = (Int((cos(angle)).rounded()), Int((sin(angle)).rounded()))
                let step = sy * width + sx
                guard magnitude[i] >= magnitude[i + step], magnitude[i] > magnitude[i - step] else { continue }
                isEdge[i] = true
                var degrees = angle * 180 / .pi
                if degrees < 0 { degrees += 360 }
                direction[i] = degrees
            }
        }
    }

    /// A 5-tap binomial blur (σ ≈ 1) along rows, then columns: the print's dots and the
    /// photo's noise off the edges, the page's sides kept.
    private static func smoothed(_ plane: [Float], width: Int, height: Int) -> [Float] {
        let taps: [Float] = [1, 4, 6, 4, 1].map { $0 / 16 }
        var rows = plane, out = plane
        for y in 0..<height {
            for x in 0..<width {
                var sum: Float = 0
                for k in -2...2 { sum += taps[k + 2] * plane[y * width + min(max(x + k, 0), width - 1)] }
                rows[y * width + x] = sum
            }
        }
        for y in 0..<height {
            for x in 0..<width {
                var sum: Float = 0
                for k in -2...2 { sum += taps[k + 2] * rows[min(max(y + k, 0), height - 1) * width + x] }
                out[y * width + x] = sum
            }
        }
        return out
    }

    /// True when pixel (x, y) is an edge whose direction is within `tolerance` degrees of `degrees`.
    func isEdge(x: Int, y: Int, facing degrees: Double, tolerance: Double) -> Bool {
        guard x >= 0, y >= 0, x < width, y < height, isEdge[y * width + x] else { return false }
        var difference = abs(Double(direction[y * width + x]) - degrees).truncatingRemainder(dividingBy: 360)
        if difference > 180 { difference = 360 - difference }
        return difference <= tolerance
    }

    /// The straight lines most edge pixels lie on (a Hough transform in which each edge votes
    /// only for directions within 3° of its own), strongest first: at most `count`, each with
    /// at least `minimumVotes`, no two within 4° and 6 px of each other.
    func lines(count: Int, minimumVotes: Int) -> [Line] {
        let span = Int((Double(width * width + height * height)).squareRoot().rounded(.up)) + 1
        let distances = 2 * span + 1
        var votes = [Int32](repeating: 0, count: 360 * distances)
        let cosines = (0..<360).map { cos(Double($0) * .pi / 180) }, sines = (0..<360).map { sin(Double($0) * .pi / 180) }
        for y in 0..<height {
            for x in 0..<width where isEdge[y * width + x] {
                let own = Int(direction[y * width + x].rounded())
                for turn in -3...3 {
                    let degrees = (own + turn + 360) % 360
                    let distance = Int(((Double(x) + 0.5) * cosines[degrees] + (Double(y) + 0.5) * sines[degrees]).rounded()) + span
                    votes[degrees * distances + distance] += 1
                }
            }
        }
        var peaks: [Line] = []
        for degrees in 0..<360 {
            for distance in 0..<distances {
                let value = votes[degrees * distances + distance]
                guard value >= minimumVotes else { continue }
                var isPeak = true
                search: for dd in -2...2 {
                    let row = ((degrees + dd + 360) % 360) * distances
                    for dr in -2...2 where (dd, dr) != (0, 0) {
                        let other = distance + dr
                        guard other >= 0, other < distances else { continue }
                        // Ties go to the first in scan order.
                        if votes[row + other] > value || (votes[row + other] == value && (dd < 0 || (dd == 0 && dr < 0))) {
                            isPeak = false
                            break search
                        }
                    }
                }
                if isPeak { peaks.append(Line(degrees: Double(degrees), distance: Double(distance - span), votes: Int(value))) }
            }
        }
        var kept: [Line] = []
        for peak in peaks.sorted(by: { $0.votes > $1.votes }) where kept.count < count {
            let near = kept.contains { line in
                var turn = abs(line.degrees - peak.degrees)
                if turn > 180 { turn = 360 - turn }
                return turn <= 4 && abs(line.distance - peak.distance) <= 6
            }
            if !near { kept.append(peak) }
        }
        return kept
    }
}
