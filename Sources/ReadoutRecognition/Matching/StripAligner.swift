import Foundation
import ReadoutImage

/// Finds the counter strip, marked once on a reference photo, in a later photo of the same meter.
///
/// Later photos differ from the reference mostly by where the phone was: shifted, nearer or
/// further, a few degrees tilted, in other light. The strip with a margin of its surroundings
/// (the window frame, the first dial) is searched for in the new photo over every position and a
/// few scales by normalised cross-correlation of grey levels, so brightness and contrast drop out;
/// first on small copies (longest side 160), then refined near the best place and scale on
/// copies twice as large. A peak below `minimumScore` means the strip was not found: the caller keeps
/// the marked place and lets the user move it.
public enum StripAligner {
    public struct Alignment: Sendable, Equatable {
        /// The strip in the new photo's pixels.
        public let strip: PixelRect
        /// The correlation at the peak, −1...1.
        public let score: Double
    }

    /// Chosen on simulated shots of two meters (seeds 1–20): wrong places peaked at ≤ 0.44, right ones at ≥ 0.48.
    public static let minimumScore = 0.45
    static let coarseSide = 160
    static let fineSide = 320
    static let scales: [Double] = [0.7, 0.8, 0.9, 1.0, 1.1, 1.25, 1.4]
    /// How much of the surroundings the template takes, in strip widths and heights on each side.
    static let margin = (x: 0.15, y: 0.4)

    /// The strip in `photo`, or nil when it was not found (the peak below `minimumScore`).
    public static func align(strip: PixelRect, reference: Image, photo: Image) throws -> Alignment? {
        try bestPlace(strip: strip, reference: reference, photo: photo).flatMap { $0.score >= minimumScore ? $0 : nil }
    }

    /// The best place whatever its score.
    static func bestPlace(strip: PixelRect, reference: Image, photo: Image) throws -> Alignment? {
        guard strip.width > 0, strip.height > 0, strip.x >= 0, strip.y >= 0,
              strip.x + strip.width <= reference.width, strip.y + strip.height <= reference.height else { return nil }
        // Every working copy is made from one shrunk grey copy, not from the 12-megapixel original.
        let referenceGrey = try workingCopy(reference), photoGrey = try workingCopy(photo)

        // Coarse: every position, every scale.
        let coarse = try Search(reference: referenceGrey, strip: strip, of: reference.width, side: coarseSide)
        var best: (scale: Double, match: Match)?
        for scale in scales {
            let target = try Plane(photoGrey, longestSide: Int((Double(coarseSide) * scale).rounded()))
            if let match = coarse.best(in: target, around: nil), match.score > best?.match.score ?? -2 {
                best = (scale, match)
            }
        }
        guard let (coarseScale, coarseMatch) = best else { return nil }

        // Fine: near the coarse peak, at scales between the coarse ones.
        let fine = try Search(reference: referenceGrey, strip: strip, of: reference.width, side: fineSide)
        let ratio = Double(fineSide) / Double(coarseSide)
        var refined: (plane: Plane, match: Match)?
        for scale in [0.86, 0.93, 1, 1.07, 1.15].map({ coarseScale * $0 }) {
            let target = try Plane(photoGrey, longestSide: Int((Double(fineSide) * scale).rounded()))
            let centre = (x: Int((Double(coarseMatch.x) * ratio * scale / coarseScale).rounded()),
                          y: Int((Double(coarseMatch.y) * ratio * scale / coarseScale).rounded()))
            if let match = fine.best(in: target, around: (centre.x, centre.y, Int(ratio) * 2)), match.score > refined?.match.score ?? -2 {
                refined = (target, match)
            }
        }
        guard let (plane, match) = refined else { return nil }

        // The template's place in the photo, back to the strip in full-size pixels.
        let factor = Double(photo.width) / Double(plane.width)
        let x = Int((Double(match.x + fine.stripOffset.x) * factor).rounded())
        let y = Int((Double(match.y + fine.stripOffset.y) * factor).rounded())
        let width = Int((Double(fine.stripSize.width) * factor).rounded())
        let height = Int((Double(fine.stripSize.height) * factor).rounded())
        let clampedX = min(max(0, x), photo.width - 1), clampedY = min(max(0, y), photo.height - 1)
        let placed = PixelRect(x: clampedX, y: clampedY, width: max(1, min(width, photo.width - clampedX)),
                               height: max(1, min(height, photo.height - clampedY)))
        return Alignment(strip: placed, score: (match.score * 1000).rounded() / 1000)
    }

    /// Grey, its longest side at most what the largest fine scale needs.
    static func workingCopy(_ image: Image) throws -> Image {
        let limit = Int(Double(fineSide) * 1.15 * (scales.last ?? 1) * 1.2)
        let factor = Double(limit) / Double(max(image.width, image.height))
        let small = factor < 1
            ? try image.resized(width: max(1, Int((Double(image.width) * factor).rounded())), height: max(1, Int((Double(image.height) * factor).rounded())))
            : image
        return small.format == .gray ? small : small.grayscale()
    }

    struct Match {
        let x: Int, y: Int, score: Double
    }

    /// Grey levels as floats, with running sums for the window means and energies.
    struct Plane {
        let width: Int, height: Int
        let values: [Float]
        /// (width + 1) × (height + 1) summed-area tables of values and squares.
        let sums: [Double], squares: [Double]

        init(_ grey: Image, longestSide: Int) throws {
            let factor = Double(longestSide) / Double(max(grey.width, grey.height))
            let small = try grey.resized(width: max(1, Int((Double(grey.width) * factor).rounded())),
                                         height: max(1, Int((Double(grey.height) * factor).rounded())))
            width = small.width
            height = small.height
            values = small.pixels.map(Float.init)
            var sums = [Double](repeating: 0, count: (width + 1) * (height + 1))
            var squares = sums
            for y in 0..<height {
                var row = 0.0, rowSquares = 0.0
                for x in 0..<width {
                    let value = Double(values[y * width + x])
                    row += value
                    rowSquares += value * value
                    sums[(y + 1) * (width + 1) + x + 1] = sums[y * (width + 1) + x + 1] + row
                    squares[(y + 1) * (width + 1) + x + 1] = squares[y * (width + 1) + x + 1] + rowSquares
                }
            }
            self.sums = sums
            self.squares = squares
        }

        func windowSum(_ table: [Double], x: Int, y: Int, width w: Int, height h: Int) -> Double {
            let stride = width + 1
            return table[(y + h) * stride + x + w] - table[y * stride + x + w] - table[(y + h) * stride + x] + table[y * stride + x]
        }
    }

    /// The template cut around the strip from the reference at one working size, zero-mean and
    /// unit-length, so a dot product with a window gives the correlation once divided by the
    /// window's own spread.
    struct Search {
        let template: [Float]
        let size: (width: Int, height: Int)
        let stripOffset: (x: Int, y: Int)
        let stripSize: (width: Int, height: Int)

        /// `strip` is in the pixels of the original reference, `originalWidth` wide.
        init(reference: Image, strip: PixelRect, of originalWidth: Int, side: Int) throws {
            let plane = try Plane(reference, longestSide: side)
            let factor = Double(plane.width) / Double(originalWidth)
            let sx = Double(strip.x) * factor, sy = Double(strip.y) * factor
            let sw = max(2, Double(strip.width) * factor), sh = max(2, Double(strip.height) * factor)
            // Some surroundings make the strip unique (its digits change), not so many that a nearer shot cuts them off.
            let left = max(0, Int((sx - sw * margin.x).rounded())), top = max(0, Int((sy - sh * margin.y).rounded()))
            let right = min(plane.width, Int((sx + sw * (1 + margin.x)).rounded())), bottom = min(plane.height, Int((sy + sh * (1 + margin.y)).rounded()))
            size = (max(1, right - left), max(1, bottom - top))
            stripOffset = (Int(sx.rounded()) - left, Int(sy.rounded()) - top)
            stripSize = (Int(sw.rounded()), Int(sh.rounded()))
            var values = [Float]()
            values.reserveCapacity(size.width * size.height)
            for y in top..<(top + size.height) {
                values.append(contentsOf: plane.values[(y * plane.width + left)..<(y * plane.width + left + size.width)])
            }
            let mean = values.reduce(0, +) / Float(values.count)
            let centred = values.map { $0 - mean }
            let length = centred.reduce(0) { $0 + $1 * $1 }.squareRoot()
            template = length > 0 ? centred.map { $0 / length } : centred
        }

        /// The best window of `plane`: everywhere, or within `radius` of a place.
        func best(in plane: Plane, around: (x: Int, y: Int, radius: Int)?) -> Match? {
            guard plane.width >= size.width, plane.height >= size.height else { return nil }
            let lastX = plane.width - size.width, lastY = plane.height - size.height
            let (left, right) = around.map { (max(0, $0.x - $0.radius), min(lastX, $0.x + $0.radius)) } ?? (0, lastX)
            let (top, bottom) = around.map { (max(0, $0.y - $0.radius), min(lastY, $0.y + $0.radius)) } ?? (0, lastY)
            guard left <= right, top <= bottom else { return nil }
            let xs = left...right, ys = top...bottom
            let count = Double(size.width * size.height)
            var best: Match?
            template.withUnsafeBufferPointer { template in
                plane.values.withUnsafeBufferPointer { values in
                    for y in ys {
                        for x in xs {
                            let sum = plane.windowSum(plane.sums, x: x, y: y, width: size.width, height: size.height)
                            let energy = plane.windowSum(plane.squares, x: x, y: y, width: size.width, height: size.height) - sum * sum / count
                            guard energy > 1 else { continue }
                            var dot: Float = 0
                            for row in 0..<size.height {
                                let start = (y + row) * plane.width + x, templateStart = row * size.width
                                for column in 0..<size.width {
                                    dot += template[templateStart + column] * values[start + column]
                                }
                            }
                            let score = Double(dot) / energy.squareRoot()
                            if score > best?.score ?? -2 { best = Match(x: x, y: y, score: score) }
                        }
                    }
                }
            }
            return best
        }
    }
}
