import Foundation

/// A point spread function as the offsets and weights of its non-negligible taps (summing to
/// 1): a straight smear convolved with a Gaussian defocus, the blur of a phone photo taken
/// with a moving hand and a lens focused a little off.
public struct BlurKernel: Sendable {
    public struct Tap: Sendable, Equatable {
        public var dx: Int
        public var dy: Int
        public var weight: Float
    }

    public private(set) var taps: [Tap]

    /// σ of the defocus assumed beside a phone photo's smear: erring low leaves some blur,
    /// erring high rings. The smeared two-column dev photos (nine, seeds 1–14) read 0.143 at
    /// 0.3 and 0.4, 0.148 at 0.5, 0.159 at 0.7 and 0.28 at 0.9, although the generator's
    /// defocus was 0.5–1.2: the sampled smear and the JPEG soften the kernel already.
    public static let phoneDefocus = 0.4

    /// The smear `motion` (nil: none) blurred by a Gaussian of `defocus` pixels (σ).
    public init(motion: MotionBlur?, defocus: Double) {
        let smear = Self.smear(motion)
        let gaussianRadius = Int((3 * defocus).rounded(.up))
        let reach = (smear.map { max(abs($0.x), abs($0.y)) }.max() ?? 0) + gaussianRadius + 1
        let side = 2 * reach + 1
        var grid = [Double](repeating: 0, count: side * side)
        for point in smear {
            for gy in -gaussianRadius...gaussianRadius {
                for gx in -gaussianRadius...gaussianRadius {
                    let weight = point.weight * exp(-Double(gx * gx + gy * gy) / (2 * defocus * defocus))
                    grid[(point.y + gy + reach) * side + point.x + gx + reach] += weight
                }
            }
        }
        let strongest = grid.max() ?? 1
        var taps: [Tap] = []
        for (index, weight) in grid.enumerated() where weight >= strongest * 0.01 {
            taps.append(Tap(dx: index % side - reach, dy: index / side - reach, weight: Float(weight)))
        }
        let total = taps.reduce(0) { $0 + $1.weight }
        self.taps = taps.map { Tap(dx: $0.dx, dy: $0.dy, weight: $0.weight / total) }
    }

    /// `image` (converted to gray) blurred by this kernel, borders repeating their edge pixels:
    /// the photo a steady, focused camera would not have taken.
    public func blur(_ image: Image) -> Image {
        let gray = image.grayscale()
        guard gray.pixelCount > 0 else { return gray }
        let input = gray.pixels.map(Float.init)
        var output = [UInt8](repeating: 0, count: gray.pixelCount)
        input.withUnsafeBufferPointer { input in
            output.withUnsafeMutableBufferPointer { output in
                RichardsonLucy.convolve(input.baseAddress!, self, width: gray.width, height: gray.height) { y, row in
                    for x in 0..<gray.width { output[y * gray.width + x] = UInt8(max(0, min(255, row[x] + 0.5))) }
                }
            }
        }
        return Image(width: gray.width, height: gray.height, format: .gray, pixels: output)
    }

    /// The kernel turned by half a turn: what the adjoint of the blur convolves with.
    public var mirrored: BlurKernel {
        var copy = self
        copy.taps = taps.map { Tap(dx: -$0.dx, dy: -$0.dy, weight: $0.weight) }
        return copy
    }

    /// A smear N pixels long is a segment N pixels long end to end, sampled finely and each
    /// sample shared between its four nearest pixels. A camera smearing a point over N pixels
    /// lights N pixels alike: its spectrum is a box's, zero at period N, which is where the
    /// estimator finds it. A segment N − 1 long (from the first pixel's centre to the last's)
    /// has its zeros elsewhere and rings: two smeared dev photos read 0.20 and 0.22 with it,
    /// 0.05 and 0.06 deblurred with the full length (both with a 0.7-px defocus; more dev seeds
    /// 9–14: 0.059 → 0.048).
    private static func smear(_ motion: MotionBlur?) -> [(x: Int, y: Int, weight: Double)] {
        guard let motion, motion.length >= 1.5 else { return [(0, 0, 1)] }
        let samples = max(2, Int(motion.length * 8))
        var weights: [Int: Double] = [:]
        let reach = Int(motion.length) + 2
        func add(_ x: Int, _ y: Int, _ weight: Double) {
            weights[(y + reach) * (2 * reach + 1) + x + reach, default: 0] += weight
        }
        for sample in 0...samples {
            let t = Double(sample) / Double(samples) - 0.5
            let x = t * Double(motion.dx), y = t * Double(motion.dy)
            let x0 = floor(x), y0 = floor(y), fx = x - x0, fy = y - y0
            add(Int(x0), Int(y0), (1 - fx) * (1 - fy))
            add(Int(x0) + 1, Int(y0), fx * (1 - fy))
            add(Int(x0), Int(y0) + 1, (1 - fx) * fy)
            add(Int(x0) + 1, Int(y0) + 1, fx * fy)
        }
        return weights.map { key, weight in
            (x: key % (2 * reach + 1) - reach, y: key / (2 * reach + 1) - reach, weight: weight)
        }
    }
}
