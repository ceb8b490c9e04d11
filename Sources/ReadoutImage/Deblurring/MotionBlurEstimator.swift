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
    public var shortest = 3.0
    /// Longer smears than this are not searched for (and would not leave text readable).
    public var longest = 40.0

    public init() {}

    /// The most likely smear of `image` (converted to gray), or nil when the photo is too small
    /// or too flat to judge.
    public func estimate(in image: Image) -> MotionBlur? {
        let gray = image.grayscale()
        // Tiles from the middle of the photo, where the page usually is (not the desk's edge).
        let margins = (x: gray.width / 6, y: gray.height / 6)
        let region = (width: gray.width - 2 * margins.x, height: gray.height - 2 * margins.y)
        let side = min(region.width, region.height) >= 512 ? 512 : 256
        guard min(region.width, region.height) >= side else { return nil }
        let fourier = FourierTransform(size: side)
        var meanLogPower = [Double](repeating: 0, count: side * side)
        var tiles = 0
        for y in Self.positions(in: region.height, tile: side) {
            for x in Self.positions(in: region.width, tile: side) {
                guard var power = logPower(of: gray, x: margins.x + x, y: margins.y + y, fourier: fourier) else { continue }
                for i in power.indices { meanLogPower[i] += power[i] }
                power.removeAll()
                tiles += 1
            }
        }
        guard tiles > 0 else { return nil }
        var imaginary = [Double](repeating: 0, count: side * side)
        fourier.transform2D(real: &meanLogPower, imaginary: &imaginary, inverse: true)
        return deepestSpike(in: meanLogPower, side: side)
    }

    /// Up to three tile origins spread evenly over `length`.
    static func positions(in length: Int, tile: Int) -> [Int] {
        let room = length - tile
        guard room > 0 else { return [0] }
        let count = min(3, room / (tile / 2) + 1)
        return count == 1 ? [room / 2] : (0..<count).map { room * $0 / (count - 1) }
    }

    /// The log power spectrum of one Hann-windowed tile; nil for a flat tile (a blank wall).
    private func logPower(of gray: Image, x: Int, y: Int, fourier: FourierTransform) -> [Double]? {
        let side = fourier.size
        var real = [Double](repeating: 0, count: side * side)
        for row in 0..<side {
            let source = (y + row) * gray.width + x
            for column in 0..<side { real[row * side + column] = Double(gray.pixels[source + column]) }
        }
        let mean = real.reduce(0, +) / Double(real.count)
        let variance = real.reduce(0) { $0 + ($1 - mean) * ($1 - mean) } / Double(real.count)
        guard variance >= 25 else { return nil }
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
