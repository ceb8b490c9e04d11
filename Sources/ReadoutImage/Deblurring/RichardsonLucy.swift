import Foundation

/// Richardson–Lucy deconvolution: the sharp image that, blurred by a known kernel, best explains
/// the photo under Poisson noise, found by multiplicative updates
/// `u ← u · (Kᵀ ∗ (d / (K ∗ u)))` that keep it non-negative. It stops after a fixed number of
/// steps, before it amplifies the noise into speckle.
public struct RichardsonLucy: Sendable {
    public var kernel: BlurKernel
    public var iterations: Int

    public init(kernel: BlurKernel, iterations: Int = 60) {
        self.kernel = kernel
        self.iterations = iterations
    }

    /// `image` (converted to gray) deblurred; the same size. Borders repeat their edge pixels.
    public func deblur(_ image: Image) -> Image {
        let gray = image.grayscale()
        let width = gray.width, height = gray.height
        guard width > 0, height > 0 else { return gray }
        // A small floor keeps black pixels able to change (a multiplicative update leaves 0 at 0).
        let observed = gray.pixels.map { Float($0) / 255 + 0.01 }
        var estimate = observed
        var blurred = [Float](repeating: 0, count: observed.count)
        let mirrored = kernel.mirrored
        for _ in 0..<iterations {
            estimate.withUnsafeBufferPointer { estimate in
                blurred.withUnsafeMutableBufferPointer { blurred in
                    Self.convolve(estimate.baseAddress!, kernel, width: width, height: height) { y, row in
                        let target = blurred.baseAddress! + y * width
                        for x in 0..<width { target[x] = observed[y * width + x] / max(row[x], 1e-3) }
                    }
                }
            }
            blurred.withUnsafeBufferPointer { ratio in
                estimate.withUnsafeMutableBufferPointer { estimate in
                    Self.convolve(ratio.baseAddress!, mirrored, width: width, height: height) { y, row in
                        let target = estimate.baseAddress! + y * width
                        for x in 0..<width { target[x] *= row[x] }
                    }
                }
            }
        }
        let pixels = estimate.map { UInt8(max(0, min(255, ($0 - 0.01) * 255 + 0.5))) }
        var result = Image(width: width, height: height, format: .gray, pixels: pixels)
        result.dotsPerInch = image.dotsPerInch
        return result
    }

    /// Convolves `input` with `kernel` row by row (across cores), handing each finished row to
    /// `emit(y, row)`; rows are independent, so `emit` may write row `y` of another buffer.
    static func convolve(_ input: UnsafePointer<Float>, _ kernel: BlurKernel, width: Int, height: Int,
                         emit: (Int, UnsafePointer<Float>) -> Void) {
        forEachBand(of: height) { rows in
            var row = [Float](repeating: 0, count: width)
            row.withUnsafeMutableBufferPointer { row in
                let row = row.baseAddress!
                for y in rows {
                    row.update(repeating: 0, count: width)
                    for tap in kernel.taps {
                        let source = input + min(max(y + tap.dy, 0), height - 1) * width
                        let weight = tap.weight, dx = tap.dx
                        // Inside, a contiguous run the compiler vectorises; outside, the edge pixel.
                        let inside = max(0, -dx)..<max(max(0, -dx), min(width, width - dx))
                        for x in 0..<inside.lowerBound { row[x] += weight * source[0] }
                        for x in inside { row[x] += weight * source[x + dx] }
                        for x in inside.upperBound..<width { row[x] += weight * source[width - 1] }
                    }
                    emit(y, row)
                }
            }
        }
    }
}
