import Foundation

/// The page finder's third way, for a sheet that hardly differs from the desk in light: its
/// edges are still straight lines where the colour or the light changes a little, all along
/// their length. Straight lines come from a Hough transform of the edge pixels (each votes only
/// near its own gradient's direction); every quadrilateral that two roughly horizontal and two
/// roughly vertical lines (or the frame, where the sheet runs out of the picture) make is scored
/// by how much of each side is an edge, and the largest whose sides all are wins.
extension PageFinder {
    /// A straight line `x·cos θ + y·sin θ = ρ` (θ the normal's angle), or a side of the frame.
    struct Line {
        var theta: Double
        var rho: Double
        var isFrame = false

        var normal: Point { Point(x: cos(theta), y: sin(theta)) }

        /// Where this line meets `other`; nil when they are nearly parallel.
        func meeting(_ other: Line) -> Point? {
            let (a, b) = (normal, other.normal)
            let determinant = a.x * b.y - a.y * b.x
            guard abs(determinant) > 1e-6 else { return nil }
            return Point(x: (rho * b.y - other.rho * a.y) / determinant, y: (a.x * other.rho - b.x * rho) / determinant)
        }
    }

    /// The edge strength of an image: per pixel the Sobel gradient of the channel that changes
    /// most there (gray, or red, green and blue), in gray levels per pixel.
    struct EdgeMap {
        var width: Int, height: Int
        var dx: [Float], dy: [Float]

        init(_ image: Image) {
            (width, height) = (image.width, image.height)
            let channels = image.format == .rgba ? 3 : 1, stride = image.format.channels
            dx = [Float](repeating: 0, count: width * height)
            dy = dx
            guard width >= 3, height >= 3 else { return }
            for y in 1..<(height - 1) {
                for x in 1..<(width - 1) {
                    var best: (Float, Float, Float) = (0, 0, 0)
                    for c in 0..<channels {
                        func p(_ px: Int, _ py: Int) -> Float { Float(image.pixels[(py * width + px) * stride + c]) }
                        let gx = (p(x + 1, y - 1) + 2 * p(x + 1, y) + p(x + 1, y + 1) - p(x - 1, y - 1) - 2 * p(x - 1, y) - p(x - 1, y + 1)) / 8
                        let gy = (p(x - 1, y + 1) + 2 * p(x, y + 1) + p(x + 1, y + 1) - p(x - 1, y - 1) - 2 * p(x, y - 1) - p(x + 1, y - 1)) / 8
                        let magnitude = gx * gx + gy * gy
                        if magnitude > best.2 { best = (gx, gy, magnitude) }
                    }
                    dx[y * width + x] = best.0
                    dy[y * width + x] = best.1
                }
            }
        }

        func magnitude(_ index: Int) -> Float { (dx[index] * dx[index] + dy[index] * dy[index]).squareRoot() }

        /// The edge strength that this share of the pixels stays below, and at least `minimumEdge`.
        func strength(atPercentile share: Double) -> Float {
            let strengths = (0..<(width * height)).map(magnitude).sorted()
            guard !strengths.isEmpty else { return PageFinder.minimumEdge }
            return max(PageFinder.minimumEdge, strengths[Int(share * Double(strengths.count - 1))])
        }

        /// The strongest gradient across a line with unit normal `normal`, at (x, y) or up to
        /// `band` pixels either side.
        func across(_ x: Double, _ y: Double, normal: Point, band: Int = 1) -> Float {
            var best: Float = 0
            for offset in -band...band {
                let px = Int((x + Double(offset) * normal.x).rounded(.down)), py = Int((y + Double(offset) * normal.y).rounded(.down))
                guard px >= 0, py >= 0, px < width, py < height else { continue }
                let index = py * width + px
                best = max(best, abs(dx[index] * Float(normal.x) + dy[index] * Float(normal.y)))
            }
            return best
        }
    }

    /// The least gradient across a sheet's edge, in gray levels per pixel of the reduced copy:
    /// a white page on a pale desk differs by a few levels, spread over a pixel or two.
    static let minimumEdge: Float = 2.5
    /// The least share of a side's length along which it must be an edge.
    static let minimumSideSupport = 0.6
    /// Only the strongest edge pixels vote for lines (this share of the photo's pixels is
    /// weaker): text, wood grain and fabric are edges too, and would bury a pale sheet's sides.
    static let votingPercentile = 0.85
    /// Along a side, an edge counts when it is stronger than this share of the photo's pixels.
    static let supportPercentile = 0.7
    /// How much more paper-like (of 255) the sheet must be just inside a side than just outside.
    static let minimumPaperContrast = 20.0
    /// How paper-like the sheet must be along a side where it runs out of the frame.
    static let minimumPaperAtFrame = 128.0

    /// The sheet in `reduced` (colour or gray, the finder's working copy; `edges` its edge map)
    /// found by its straight edges, or nil. `holdsText` says whether a quadrilateral holds the
    /// photo's text; `paper` is how paper-like each pixel is: each side must be more paper-like
    /// just inside than just outside (the seams of a plank desk are straight lines too), and a
    /// side on the frame must have paper along it.
    func pageByLines(in reduced: Image, edges: EdgeMap, paper: Image, holdsText: ([Point]) -> Bool) -> [Point]? {
        let (width, height) = (Double(reduced.width), Double(reduced.height))
        let supportEdge = edges.strength(atPercentile: Self.supportPercentile)
        let lines = Self.straightLines(in: edges, votingAbove: edges.strength(atPercentile: Self.votingPercentile), maximum: 16)
        let frame = [Line(theta: .pi / 2, rho: 0, isFrame: true), Line(theta: .pi / 2, rho: height, isFrame: true),
                     Line(theta: 0, rho: 0, isFrame: true), Line(theta: 0, rho: width, isFrame: true)]
        // A line whose normal is within 45° of vertical runs across the photo.
        let across = lines.filter { abs(sin($0.theta)) > 0.7 } + frame.prefix(2)
        let down = lines.filter { abs(sin($0.theta)) <= 0.7 } + frame.suffix(2)
        let minimumArea = self.minimumArea * width * height
        let slack = 0.02 * max(width, height)
        var best: (area: Double, quad: [Point])?
        for (i, top) in across.enumerated() {
            for bottom in across[(i + 1)...] {
                for (j, left) in down.enumerated() {
                    for right in down[(j + 1)...] {
                        let sides = [top, right, bottom, left]
                        guard sides.filter(\.isFrame).count <= 2,
                              let corners = Self.corners(of: sides), Self.isConvex(corners) else { continue }
                        guard corners.allSatisfy({ $0.x >= -slack && $0.y >= -slack && $0.x <= width + slack && $0.y <= height + slack })
                        else { continue }
                        let ordered = Self.ordered(corners)
                        let area = Self.area(ordered)
                        guard area >= minimumArea, area > best?.area ?? 0, Self.hasSquareishCorners(ordered) else { continue }
                        // Side k runs from corner k to corner k + 1. A side on the frame must
                        // have paper along it (the sheet runs out of the picture there, rather
                        // than the desk); any other must be an edge with paper inside it.
                        let supported = (0..<4).allSatisfy { side in
                            let (a, b) = (corners[side], corners[(side + 1) % 4])
                            if sides[side].isFrame { return Self.paperInside(side, of: corners, in: paper) >= Self.minimumPaperAtFrame }
                            return Self.support(from: a, to: b, in: edges, minimumEdge: supportEdge) >= Self.minimumSideSupport
                                && Self.contrast(side, of: corners, in: paper) >= Self.minimumPaperContrast
                        }
                        guard supported, holdsText(ordered) else { continue }
                        best = (area, ordered)
                    }
                }
            }
        }
        return best?.quad
    }

    /// The corners where consecutive sides (top, right, bottom, left) meet: top-left first.
    static func corners(of sides: [Line]) -> [Point]? {
        var corners: [Point] = []
        for side in 0..<4 {
            guard let corner = sides[(side + 3) % 4].meeting(sides[side]) else { return nil }
            corners.append(corner)
        }
        return corners
    }

    /// True when every corner's angle is between 45° and 135°: a sheet seen in perspective,
    /// not a sliver between two lines that nearly meet.
    static func hasSquareishCorners(_ quad: [Point]) -> Bool {
        (0..<4).allSatisfy { index in
            let a = quad[(index + 3) % 4], b = quad[index], c = quad[(index + 1) % 4]
            let u = Point(x: a.x - b.x, y: a.y - b.y), v = Point(x: c.x - b.x, y: c.y - b.y)
            let cosine = (u.x * v.x + u.y * v.y) / max(1e-9, (u.x * u.x + u.y * u.y).squareRoot() * (v.x * v.x + v.y * v.y).squareRoot())
            return abs(cosine) <= 0.71
        }
    }

    /// The median of how much brighter `image` is 2.5 px inside side `side` of `quad` than
    /// outside it (the lesser of 2.5 and 8 px out); -∞ when the side cannot be judged (its
    /// outside lies beyond the frame).
    static func contrast(_ side: Int, of quad: [Point], in image: Image) -> Double {
        let side = Self.side(side, of: quad)
        let contrasts = edgeContrasts(side.a, side.b, normal: side.normal, in: image, samples: 20).sorted()
        return contrasts.count >= 5 ? contrasts[contrasts.count / 2] : -.infinity
    }

    /// The median paper-likeness 4 px inside side `side` of `quad`.
    static func paperInside(_ side: Int, of quad: [Point], in paper: Image) -> Double {
        let side = Self.side(side, of: quad)
        var values: [UInt8] = []
        for index in 1..<20 {
            let t = Double(index) / 20
            let x = Int((side.a.x + (side.b.x - side.a.x) * t + 4 * side.normal.x).rounded(.down))
            let y = Int((side.a.y + (side.b.y - side.a.y) * t + 4 * side.normal.y).rounded(.down))
            if x >= 0, y >= 0, x < paper.width, y < paper.height { values.append(paper.pixels[y * paper.width + x]) }
        }
        return values.isEmpty ? 0 : Double(values.sorted()[values.count / 2])
    }

    /// The share of points spread along a→b where the image changes across the line (by at
    /// least `minimumEdge`, within 3 px of it: a curled sheet's edge bows a little).
    static func support(from a: Point, to b: Point, in edges: EdgeMap, minimumEdge: Float = minimumEdge, samples: Int = 48) -> Double {
        let length = max(a.distance(to: b), 1e-9)
        let normal = Point(x: -(b.y - a.y) / length, y: (b.x - a.x) / length)
        var inside = 0, strong = 0
        for index in 0..<samples {
            let t = (Double(index) + 0.5) / Double(samples)
            let x = a.x + (b.x - a.x) * t, y = a.y + (b.y - a.y) * t
            guard x >= 1, y >= 1, x < Double(edges.width - 1), y < Double(edges.height - 1) else { continue }
            inside += 1
            if edges.across(x, y, normal: normal, band: 3) >= minimumEdge { strong += 1 }
        }
        return inside >= samples / 2 ? Double(strong) / Double(inside) : 0
    }

    /// The strongest straight lines of the edge map, at most `maximum`: a Hough transform in
    /// which each edge pixel votes only for lines within a few degrees of square to its own
    /// gradient, then the highest peaks, each taking its neighbourhood out of the running.
    static func straightLines(in edges: EdgeMap, votingAbove threshold: Float, maximum: Int) -> [Line] {
        let angles = 180, spread = 3
        let diagonal = Int((Double(edges.width * edges.width + edges.height * edges.height)).squareRoot()) + 1
        let rhos = 2 * diagonal + 1
        var votes = [Int32](repeating: 0, count: angles * rhos)
        let cosines = (0..<angles).map { cos(Double($0) * .pi / Double(angles)) }
        let sines = (0..<angles).map { sin(Double($0) * .pi / Double(angles)) }
        for y in 1..<max(1, edges.height - 1) {
            for x in 1..<max(1, edges.width - 1) {
                let index = y * edges.width + x
                guard edges.magnitude(index) >= threshold else { continue }
                var direction = Int((atan2(Double(edges.dy[index]), Double(edges.dx[index])) * 180 / .pi).rounded())
                direction = ((direction % 180) + 180) % 180
                for offset in -spread...spread {
                    let angle = ((direction + offset) % angles + angles) % angles
                    let rho = Int((Double(x) * cosines[angle] + Double(y) * sines[angle]).rounded()) + diagonal
                    votes[angle * rhos + rho] += 1
                }
            }
        }
        // A side of a sheet is at least a tenth of the photo's shorter side long.
        let least = Int32(max(8, min(edges.width, edges.height) / 10))
        var lines: [Line] = []
        while lines.count < maximum {
            guard let peak = votes.indices.max(by: { votes[$0] < votes[$1] }), votes[peak] >= least else { break }
            let angle = peak / rhos, rho = peak % rhos
            lines.append(Line(theta: Double(angle) * .pi / Double(angles), rho: Double(rho - diagonal)))
            // Lines within 5° and 6 px of a peak are the same edge, blurred or slightly bent.
            for da in -5...5 {
                var a = angle + da, r0 = rho
                // Past 0°/180° the same line has its ρ negated.
                if a < 0 { a += angles; r0 = 2 * diagonal - rho } else if a >= angles { a -= angles; r0 = 2 * diagonal - rho }
                for r in max(0, r0 - 6)...min(rhos - 1, r0 + 6) { votes[a * rhos + r] = 0 }
            }
        }
        return lines
    }
}
