import Foundation

/// The straight-line motion blur of a photo: the blur smears each point along `(dx, dy)`, a
/// vector as long as the smear in pixels (its sign does not matter: a smear is symmetric).
public struct MotionBlur: Sendable, Equatable {
    public var dx: Int
    public var dy: Int

    public init(dx: Int, dy: Int) {
        self.dx = dx
        self.dy = dy
    }

    /// The smear's length in pixels.
    public var length: Double { (Double(dx * dx + dy * dy)).squareRoot() }
}

/// Estimates a photo's motion blur from its cepstrum (the inverse transform of the log power
/// spectrum). A smear N pixels long multiplies the spectrum by a sinc whose zeros repeat every
/// 1/N along the smear, and the log of that periodic pattern is one sharp negative spike in the
/// cepstrum at the smear's vector (Cannon, "Blind deconvolution of spatially invariant image
/// blurs with phase", 1976). Text has its own periodic structure (the line pitch), but at
/// distances beyond a short smear, so the spike is searched for close to the origin.
///
/// The strongest spike is always somewhere: on a sharp photo the estimate is noise, which is
/// why a caller keeps a deblurred reading only when it reads better.
public struct MotionBlurEstimator: Sendable {
    /// Smears shorter than this are left to the defocus part of the blur model.
    public var shortest = 4.0
    /// Longer smears than this are not searched for (and would not leave text readable).
    public var longest = 40.0

    public init() {}

    /// Tiles averaged: the busiest of the photo, where its text is (a desk's smooth stripes or
    /// a wall have their own periodic patterns and no smear to show).
    public var tileSide = 256
    public var tilesAveraged = 8

    /// The most likely smear of `image` (converted to gray), or nil when the photo is too small
    /// or too flat to judge.
    public func estimate(in image: Image) -> MotionBlur? {
        let gray = image.grayscale()
        let side = tileSide
        guard gray.width >= side, gray.height >= side else { return nil }
        let origins = stride(from: 0, through: gray.height - side, by: side / 2).flatMap { y in
            stride(from: 0, through: gray.width - side, by: side / 2).map { x in (x: x, y: y) }
        }
        let busiest = origins.map { (origin: $0, detail: Self.detail(of: gray, x: $0.x, y: $0.y, side: side)) }
            .filter { $0.detail >= Self.minimumDetail }
            .sorted { $0.detail > $1.detail }
            .prefix(tilesAveraged)
        guard !busiest.isEmpty else { return nil }
        let fourier = FourierTransform(size: side)
        var meanLogPower = [Double](repeating: 0, count: side * side)
        for tile in busiest {
            let power = logPower(of: gray, x: tile.origin.x, y: tile.origin.y, fourier: fourier)
            for i in power.indices { meanLogPower[i] += power[i] }
        }
        var imaginary = [Double](repeating: 0, count: side * side)
        fourier.transform2D(real: &meanLogPower, imaginary: &imaginary, inverse: true)
        return deepestSpike(in: meanLogPower, side: side)
    }

    /// Below this mean step between neighbouring pixels a tile is flat (paper, a blank wall).
    static let minimumDetail = 1.0

    /// The mean absolute difference between horizontal and vertical neighbours in a tile.
    static func detail(of gray: Image, x: Int, y: Int, side: Int) -> Double {
        var total = 0
        gray.pixels.withUnsafeBufferPointer { pixels in
            for row in y..<(y + side - 1) {
                let line = row * gray.width
                for column in x..<(x + side - 1) {
                    let value = Int(pixels[line + column])
                    total += abs(value - Int(pixels[line + column + 1])) + abs(value - Int(pixels[line + gray.width + column]))
                }
            }
        }
        return Double(total) / Double((side - 1) * (side - 1))
    }

    /// The log power spectrum of one Hann-windowed tile.
    private func logPower(of gray: Image, x: Int, y: Int, fourier: FourierTransform) -> [Double] {
        let side = fourier.size
        var real = [Double](repeating: 0, count: side * side)
        for row in 0..<side {
            let source = (y + row) * gray.width + x
            for column in 0..<side { real[row * side + column] = Double(gray.pixels[source + column]) }
        }
        let mean = real.reduce(0, +) / Double(real.count)
        let window = (0..<side).map { 0.5 - 0.5 * cos(2 * Double.pi * Double($0) / Double(side - 1)) }
        for row in 0..<side {
            for column in 0..<side { real[row * side + column] = (real[row * side + column] - mean) * window[row] * window[column] }
        }
        var imaginary = [Double](repeating: 0, count: side * side)
        fourier.transform2D(real: &real, imaginary: &imaginary)
        for i in real.indices { real[i] = log(real[i] * real[i] + imaginary[i] * imaginary[i] + 1e-3) }
        return real
    }

    /// The most negative cepstral value between `shortest` and `longest` from the origin.
    private func deepestSpike(in cepstrum: [Double], side: Int) -> MotionBlur {
        let reach = Int(longest)
        var best = (value: Double.infinity, blur: MotionBlur(dx: 0, dy: 0))
        // The cepstrum of a real image is symmetric: half the plane is enough.
        for dy in 0...reach {
            for dx in -reach...reach where dy > 0 || dx > 0 {
                let distance = (Double(dx * dx + dy * dy)).squareRoot()
                guard distance >= shortest, distance <= longest else { continue }
                let value = cepstrum[dy * side + (dx + side) % side]
                if value < best.value { best = (value, MotionBlur(dx: dx, dy: dy)) }
            }
        }
        return best.blur
    }
}
