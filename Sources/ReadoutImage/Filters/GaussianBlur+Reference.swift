import Foundation

extension GaussianBlur {
    /// The slow, exact reference blur that tests and `make bench` measure `apply(to:)` against
    /// (with `psnr`): the same linear-light pipeline in double precision, with the sampled
    /// Gaussian truncated at 4 sigma and the border replicated. Its cost grows with sigma
    /// (about `width · height · min(8 sigma, width + height)`), so use small images or crops.
    public static func exact(_ image: Image, sigma: Double) -> Image {
        guard sigma.isFinite, sigma > 0, image.pixelCount > 0 else { return image }
        let channels = image.format.channels, width = image.width, height = image.height
        let kernel = GaussianKernel.weights(sigma: sigma, truncation: 4)
        var values = image.pixels.enumerated().map { index, byte -> Double in
            let isAlpha = channels == 4 && index % 4 == 3
            return isAlpha ? Double(byte) / 255 : SRGBTransfer.decode(Double(byte) / 255)
        }
        var scratch = values
        values.withUnsafeMutableBufferPointer { values in
            scratch.withUnsafeMutableBufferPointer { scratch in
                let line = ReferenceLine(kernel: kernel)
                let source = values.baseAddress!, target = scratch.baseAddress!
                // Rows: source → scratch, then columns: scratch → source.
                forEachBand(of: height, minimumRowsPerBand: 4) { rows in
                    for y in rows {
                        for c in 0..<channels {
                            let start = (y * width) * channels + c
                            line.convolve(source + start, into: target + start, count: width, step: channels)
                        }
                    }
                }
                forEachBand(of: width, minimumRowsPerBand: 4) { columns in
                    for x in columns {
                        for c in 0..<channels {
                            line.convolve(target + x * channels + c, into: source + x * channels + c,
                                          count: height, step: width * channels)
                        }
                    }
                }
            }
        }
        let pixels = values.enumerated().map { index, value -> UInt8 in
            let clamped = min(max(value, 0), 1)
            let isAlpha = channels == 4 && index % 4 == 3
            return UInt8(((isAlpha ? clamped : SRGBTransfer.encode(clamped)) * 255).rounded())
        }
        return Image(width: width, height: height, format: image.format, pixels: pixels)
    }
}

/// Convolution of one strided line with a symmetric kernel, reading beyond the ends as the
/// end values. The taps that fall off an end are summed in advance (`tail`), so a kernel far
/// longer than the line costs no more than the line.
private struct ReferenceLine {
    /// Weights of offsets 0…radius.
    let kernel: [Double]
    /// `tail[m]` = sum of `kernel[m...]`.
    let tail: [Double]

    init(kernel: [Double]) {
        self.kernel = kernel
        var tail = [Double](repeating: 0, count: kernel.count + 1)
        for m in stride(from: kernel.count - 1, through: 0, by: -1) { tail[m] = tail[m + 1] + kernel[m] }
        self.tail = tail
    }

    func convolve(_ input: UnsafePointer<Double>, into output: UnsafeMutablePointer<Double>, count: Int, step: Int) {
        let radius = kernel.count - 1
        for i in 0..<count {
            var sum = 0.0
            // Taps left of index 0 all read index 0; taps right of the end read the end.
            if i + 1 <= radius { sum += tail[i + 1] * input[0] }
            if count - i <= radius { sum += tail[count - i] * input[(count - 1) * step] }
            for j in max(0, i - radius)...min(count - 1, i + radius) {
                sum += kernel[abs(j - i)] * input[j * step]
            }
            output[i * step] = sum
        }
    }
}
