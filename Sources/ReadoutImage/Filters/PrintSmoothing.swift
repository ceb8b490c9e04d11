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
        gray = gray.blurredAsStored(sigma: 0.7)
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
}
