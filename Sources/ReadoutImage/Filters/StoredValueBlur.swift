extension Image {
    /// A light Gaussian blur on the stored (sRGB-encoded) values, not in linear light as
    /// `GaussianBlur` does: a thin dark stroke spreads as dark instead of washing out into the
    /// paper around it, which is what text wants (dot-matrix dots joined, a screen's moiré
    /// melted into its letters). Alpha stays as it is; edges are replicated. Meant for small
    /// sigmas (a direct convolution over 3 sigma each way).
    public func blurredAsStored(sigma: Double) -> Image {
        guard sigma > 0, width > 2, height > 2 else { return self }
        let kernel = GaussianKernel.weights(sigma: sigma, truncation: 3)
        let channels = format.channels
        var result = self
        for channel in 0..<min(channels, 3) {
            // Rows, then columns of the rounded rows (a pixel's neighbours one `step` apart).
            result.pixels = Self.blurred(result.pixels, first: channel, lines: height, length: width,
                                         lineStep: width * channels, step: channels, kernel: kernel)
            result.pixels = Self.blurred(result.pixels, first: channel, lines: width, length: height,
                                         lineStep: channels, step: width * channels, kernel: kernel)
        }
        return result
    }

    /// Each line convolved with the symmetric `kernel` (weights of offsets 0…r), edges
    /// replicated: line `i` starts at `first + i · lineStep`, its pixels lie `step` apart. Bytes
    /// of no line (other channels) are copied as they are.
    private static func blurred(_ pixels: [UInt8], first: Int, lines: Int, length: Int, lineStep: Int, step: Int,
                                kernel: [Double]) -> [UInt8] {
        var output = pixels
        let radius = kernel.count - 1
        for line in 0..<lines {
            let start = first + line * lineStep
            for position in 0..<length {
                var sum = kernel[0] * Double(pixels[start + position * step])
                for offset in 1...radius {
                    let before = pixels[start + max(0, position - offset) * step]
                    let after = pixels[start + min(length - 1, position + offset) * step]
                    sum += kernel[offset] * (Double(before) + Double(after))
                }
                output[start + position * step] = UInt8(min(255, max(0, sum.rounded())))
            }
        }
        return output
    }
}
