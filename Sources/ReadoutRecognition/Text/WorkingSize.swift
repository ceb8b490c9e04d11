import ReadoutImage

/// A phone's 12-megapixel photo holds far more pixels than its text needs: a page filling the
/// frame has letters 30–60 px tall where Tesseract reads best at about 22. `.accurate` brings
/// such a photo down before anything else, so that finding the page, flattening it, evening its
/// light and every reading of it work on a few megapixels, never below the resolution its
/// letters need.
enum WorkingSize {
    /// Photos larger than this are considered for reduction.
    static let maximumPixels = 4_000_000

    /// The factor (≤ 1) to scale `image` by before `.accurate` reads it: down to
    /// `maximumPixels`, unless its letters measured there would fall below the preprocessor's
    /// target height, in which case only as far as the letters allow (1 when not at all).
    static func factor(for image: Image, preprocessor: Preprocessor) throws -> Double {
        guard image.pixelCount > maximumPixels else { return 1 }
        // A scanner declares its resolution (300 dpi and the like) and Tesseract sizes its filters
        // by it; a phone photo says 72 or nothing. A scanned page stays as it was scanned (a
        // 17-megapixel 300-dpi page read at half size lost letters: "lately" → "latcly").
        if let dotsPerInch = image.dotsPerInch, dotsPerInch >= 150 { return 1 }
        let budget = (Double(maximumPixels) / Double(image.pixelCount)).squareRoot()
        let copy = try image.scaled(by: budget)
        let binary = try PixOperations.otsu(PixOperations.normalizeBackground(PixOperations.gray(copy)))
        // How much larger than at `budget` the letters must be; 1 or less when they are large enough there.
        guard let letters = preprocessor.letterFactor(for: binary) else { return 1 }
        let factor = budget * max(1, letters)
        return factor >= 0.9 ? 1 : factor
    }
}
