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
    /// erring high rings (two smeared dev photos read alike from 0.5 to 0.9 with 100 steps;
    /// 0.7 reads them in 60).
    public static let phoneDefocus = 0.7

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

    /// A smear N pixels long covers N pixel centres, N − 1 apart end to end: the segment is
    /// sampled finely and each sample shared between its four nearest pixels.
    private static func smear(_ motion: MotionBlur?) -> [(x: Int, y: Int, weight: Double)] {
        guard let motion, motion.length >= 1.5 else { return [(0, 0, 1)] }
        let half = (motion.length - 1) / (2 * motion.length)
        let samples = max(2, Int(motion.length * 8))
        var weights: [Int: Double] = [:]
        let reach = Int(motion.length) + 2
        func add(_ x: Int, _ y: Int, _ weight: Double) {
            weights[(y + reach) * (2 * reach + 1) + x + reach, default: 0] += weight
        }
        for sample in 0...samples {
            let t = -half + 2 * half * Double(sample) / Double(samples)
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
