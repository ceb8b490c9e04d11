extension Image {
    /// The gray image with its print joined up and darkened: a light Gaussian (sigma 0.7 px,
    /// on the stored sRGB values, so a dark dot spreads as dark) fills the gaps between the
    /// dots of dot-matrix print to nearer the dots' tone than the paper's and smooths JPEG
    /// ringing around thin strokes, then the levels are
    /// stretched (the darkest 1 % to black, the lightest 1 % to white) and darkened with a
    /// gamma of 2, so faded thermal print becomes solid strokes.
    ///
    /// Tesseract reads such print digit by digit and guesses wrongly where dots are missing
    /// ("26-03-18" as "24-13-18"): on a receipt it is a second view of the same text whose
    /// errors fall elsewhere.
    public func smoothedPrint() -> Image {
        var gray = grayscale()
        guard width > 2, height > 2 else { return gray }
        let kernel = GaussianKernel.weights(sigma: 0.7, truncation: 3)
        // Rows, then columns of the rounded rows (a pixel's neighbours one `step` apart).
        gray.pixels = Self.blurred(gray.pixels, lines: height, length: width, lineStep: width, step: 1, kernel: kernel)
        gray.pixels = Self.blurred(gray.pixels, lines: width, length: height, lineStep: 1, step: width, kernel: kernel)
        let (dark, light) = gray.levels(clipping: 0.01)
        let span = Double(max(1, light - dark))
        let curve = (0...255).map { value -> UInt8 in
            let stretched = min(1, max(0, Double(value - dark) / span))
            return UInt8((255 * stretched * stretched).rounded())
        }
        gray.pixels = gray.pixels.map { curve[Int($0)] }
        gray.dotsPerInch = dotsPerInch
        return gray
    }

    /// The gray values below which and above which `fraction` of the pixels lie.
    private func levels(clipping fraction: Double) -> (dark: Int, light: Int) {
        let counts = grayHistogram()
        let clipped = Int(Double(pixelCount) * fraction)
        var dark = 0, seen = counts[0]
        while dark < 255, seen <= clipped { dark += 1; seen += counts[dark] }
        var light = 255
        seen = counts[255]
        while light > 0, seen <= clipped { light -= 1; seen += counts[light] }
        return (dark, max(dark, light))
    }

    /// Each line convolved with the symmetric `kernel` (weights of offsets 0…r), edges
    /// replicated: line `i` starts at `i · lineStep`, its pixels lie `step` apart.
    private static func blurred(_ pixels: [UInt8], lines: Int, length: Int, lineStep: Int, step: Int, kernel: [Double]) -> [UInt8] {
        var output = [UInt8](repeating: 0, count: pixels.count)
        let radius = kernel.count - 1
        for line in 0..<lines {
            let start = line * lineStep
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
