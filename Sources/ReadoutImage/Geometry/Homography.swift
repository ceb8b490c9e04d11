/// A point in image pixels (x right, y down), fractional.
public struct Point: Sendable, Equatable, CustomStringConvertible {
    public var x: Double
    public var y: Double

    public init(x: Double, y: Double) {
        self.x = x
        self.y = y
    }

    public var description: String { "(\(x), \(y))" }

    func distance(to other: Point) -> Double {
        ((x - other.x) * (x - other.x) + (y - other.y) * (y - other.y)).squareRoot()
    }
}

/// A projective transform of the plane: how a flat page maps into a photo taken at an angle.
/// `(x, y)` goes to `((h0 x + h1 y + h2) / w, (h3 x + h4 y + h5) / w)` with `w = h6 x + h7 y + h8`.
///
/// ```swift
/// let page = Homography(mapping: [corner0, corner1, corner2, corner3], to: photoCorners)!
/// page.apply(Point(x: 0, y: 0))  // corner 0 in the photo
/// ```
public struct Homography: Sendable, Equatable {
    /// Row-major 3×3, `h[8]` normalised to 1.
    public let h: [Double]

    init(h: [Double]) { self.h = h }

    public static let identity = Homography(h: [1, 0, 0, 0, 1, 0, 0, 0, 1])

    /// The homography taking each `source` point to the matching `target` point (four each);
    /// nil when three of either lie on one line, where no unique answer exists.
    public init?(mapping source: [Point], to target: [Point]) {
        guard source.count == 4, target.count == 4, Self.isQuadrilateral(source), Self.isQuadrilateral(target) else { return nil }
        // Eight equations in h0…h7 (h8 = 1): for each pair,
        // h0 x + h1 y + h2 − h6 x u − h7 y u = u and h3 x + h4 y + h5 − h6 x v − h7 y v = v.
        var rows: [[Double]] = []
        for (s, t) in zip(source, target) {
            rows.append([s.x, s.y, 1, 0, 0, 0, -s.x * t.x, -s.y * t.x, t.x])
            rows.append([0, 0, 0, s.x, s.y, 1, -s.x * t.y, -s.y * t.y, t.y])
        }
        guard let solution = Self.solve(rows) else { return nil }
        self.h = solution + [1]
    }

    /// True when no three of the four points lie on one line (nor two coincide).
    static func isQuadrilateral(_ points: [Point]) -> Bool {
        let scale = max(1, points.map { max(abs($0.x), abs($0.y)) }.max() ?? 1)
        for skipped in 0..<4 {
            let t = points.enumerated().filter { $0.offset != skipped }.map(\.element)
            let area = abs((t[1].x - t[0].x) * (t[2].y - t[0].y) - (t[1].y - t[0].y) * (t[2].x - t[0].x))
            if area < 1e-9 * scale * scale { return false }
        }
        return true
    }

    /// Where `point` goes.
    public func apply(_ point: Point) -> Point {
        let w = h[6] * point.x + h[7] * point.y + h[8]
        return Point(x: (h[0] * point.x + h[1] * point.y + h[2]) / w,
                     y: (h[3] * point.x + h[4] * point.y + h[5]) / w)
    }

    /// The transform that undoes this one; nil when it is singular.
    public func inverted() -> Homography? {
        let a = h
        // The adjugate over the determinant.
        let c0 = a[4] * a[8] - a[5] * a[7], c1 = a[2] * a[7] - a[1] * a[8], c2 = a[1] * a[5] - a[2] * a[4]
        let c3 = a[5] * a[6] - a[3] * a[8], c4 = a[0] * a[8] - a[2] * a[6], c5 = a[2] * a[3] - a[0] * a[5]
        let c6 = a[3] * a[7] - a[4] * a[6], c7 = a[1] * a[6] - a[0] * a[7], c8 = a[0] * a[4] - a[1] * a[3]
        let determinant = a[0] * c0 + a[1] * c3 + a[2] * c6
        guard abs(determinant) > 1e-12, abs(c8) > 1e-12 else { return nil }
        return Homography(h: [c0, c1, c2, c3, c4, c5, c6, c7, c8].map { $0 / c8 })
    }

    /// Gaussian elimination with partial pivoting on an n×(n+1) augmented matrix; nil when it is
    /// singular. (Also fits the text lines of a curled page, `LineDisparity`.)
    package static func solve(_ matrix: [[Double]]) -> [Double]? {
        var m = matrix
        let n = m.count
        for column in 0..<n {
            guard let pivot = (column..<n).max(by: { abs(m[$0][column]) < abs(m[$1][column]) }),
                  abs(m[pivot][column]) > 1e-10 else { return nil }
            m.swapAt(column, pivot)
            for row in 0..<n where row != column {
                let factor = m[row][column] / m[column][column]
                if factor == 0 { continue }
                for k in column...n { m[row][k] -= factor * m[column][k] }
            }
        }
        return (0..<n).map { m[$0][n] / m[$0][$0] }
    }
}

extension Image {
    /// A `width`×`height` image whose pixel (x, y) is this image sampled at
    /// `sourceOf(x + 0.5, y + 0.5)` (bilinear; `fill` outside). `sourceOf` maps output points into
    /// this image, for example a page's rectangle into the photo of it.
    public func warped(width: Int, height: Int, sourceOf: Homography, fill: UInt8 = 255) -> Image {
        let channels = format.channels
        var output = [UInt8](repeating: fill, count: width * height * channels)
        let (sourceWidth, sourceHeight) = (self.width, self.height)
        // The matrix's entries as constants, not looked up in its array at every pixel.
        let (h0, h1, h2, h3, h4, h5, h6, h7, h8) = (sourceOf.h[0], sourceOf.h[1], sourceOf.h[2], sourceOf.h[3], sourceOf.h[4],
                                                    sourceOf.h[5], sourceOf.h[6], sourceOf.h[7], sourceOf.h[8])
        pixels.withUnsafeBufferPointer { source in
            output.withUnsafeMutableBufferPointer { target in
                let source = UncheckedSendable(source), target = UncheckedSendable(target)
                forEachBand(of: height) { rows in
                    for y in rows {
                        let oy = Double(y) + 0.5
                        for x in 0..<width {
                            let ox = Double(x) + 0.5
                            let w = h6 * ox + h7 * oy + h8
                            // Pixel centres sit at +0.5; sample positions are in those units.
                            let sx = (h0 * ox + h1 * oy + h2) / w - 0.5
                            let sy = (h3 * ox + h4 * oy + h5) / w - 0.5
                            guard sx > -1, sy > -1, sx < Double(sourceWidth), sy < Double(sourceHeight) else { continue }
                            let x0 = Self.floorIndex(sx), y0 = Self.floorIndex(sy)
                            let fx = sx - Double(x0), fy = sy - Double(y0)
                            let x1 = min(x0 + 1, sourceWidth - 1), y1 = min(y0 + 1, sourceHeight - 1)
                            let cx0 = max(x0, 0), cy0 = max(y0, 0)
                            let out = (y * width + x) * channels
                            for c in 0..<channels {
                                let p00 = Double(source.value[(cy0 * sourceWidth + cx0) * channels + c])
                                let p10 = Double(source.value[(cy0 * sourceWidth + x1) * channels + c])
                                let p01 = Double(source.value[(y1 * sourceWidth + cx0) * channels + c])
                                let p11 = Double(source.value[(y1 * sourceWidth + x1) * channels + c])
                                let top = p00 + (p10 - p00) * fx, bottom = p01 + (p11 - p01) * fx
                                target.value[out + c] = Self.roundedByte(top + (bottom - top) * fy)
                            }
                        }
                    }
                }
            }
        }
        return Image(width: width, height: height, format: format, pixels: output)
    }

    /// `Int(value.rounded(.down))` for a finite `value` within `Int`'s range, without the call to
    /// the C library's `floor` that the baseline x86-64 target compiles `rounded(.down)` to (two
    /// a pixel in the warp): truncation is exact, and one step down below zero makes it the floor.
    @inline(__always)
    static func floorIndex(_ value: Double) -> Int {
        let whole = Int(value)
        return Double(whole) > value ? whole - 1 : whole
    }

    /// `value` rounded half away from zero and clamped to 0...255, as
    /// `UInt8(max(0, min(255, value.rounded())))` gives it, without the call to the C library's
    /// `round` that took a third of the warp. Above 0 the truncation is the floor, and the part
    /// it drops is exact.
    @inline(__always)
    static func roundedByte(_ value: Double) -> UInt8 {
        guard value > -1, value < 256 else { return value < 0 ? 0 : 255 }
        let whole = Int(value)
        return UInt8(clamping: value - Double(whole) >= 0.5 ? whole + 1 : whole)
    }
}
