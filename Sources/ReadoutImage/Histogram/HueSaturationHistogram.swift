/// A 2-D hue × saturation histogram of an image, as OpenCV's `calcHist` computes it on the
/// image's 8-bit HSV conversion over hue [0, 180) and saturation [0, 256).
///
/// This is how the Meters app fingerprints a photo of a meter:
/// ```swift
/// let reference = HueSaturationHistogram(image: referencePhoto).normalizedMinMax()
/// let candidate = HueSaturationHistogram(image: cameraPhoto).normalizedMinMax()
/// let similarity = compare(reference, candidate, method: .correlation)
/// ```
/// Colours are read as RGB. (The Meters seed handed its RGBA `UIImage` pixels to
/// `COLOR_BGR2HSV`, which swaps red and blue; we take the hues a person would name instead.)
public struct HueSaturationHistogram: Sendable, Equatable {
    /// Number of bins across hue 0..<180 (the Meters app uses 50).
    public let hueBins: Int
    /// Number of bins across saturation 0..<256 (the Meters app uses 60).
    public let saturationBins: Int
    /// Bin values, hue-major like OpenCV's `hueBins × saturationBins` matrix: bin `(h, s)` is at
    /// `h * saturationBins + s`. Pixel counts as computed; scaled after `normalizedMinMax()`.
    public var counts: [Float]

    /// Wraps existing bin values; `counts.count` must be `hueBins * saturationBins`.
    public init(hueBins: Int, saturationBins: Int, counts: [Float]) {
        precondition(hueBins > 0 && saturationBins > 0, "a histogram needs at least one bin per axis")
        precondition(counts.count == hueBins * saturationBins, "bin count does not match hueBins × saturationBins")
        self.hueBins = hueBins
        self.saturationBins = saturationBins
        self.counts = counts
    }

    /// Counts the pixels of `image` by hue and saturation, equal to
    /// `cv2.calcHist([cvtColor(rgb, COLOR_RGB2HSV)], [0, 1], None, [hueBins, saturationBins], [0, 180, 0, 256])`.
    ///
    /// Alpha is ignored; gray images count as R = G = B, so every pixel lands in bin (0, 0).
    /// Each axis takes 1...256 bins (more than 180 hue bins only adds bins that stay empty).
    public init(image: Image, hueBins: Int = 50, saturationBins: Int = 60) {
        let totals: [Int]
        switch image.format {
        case .gray:
            precondition((1...256).contains(hueBins) && (1...256).contains(saturationBins),
                         "bins per axis must be between 1 and 256")
            // Hue 0 and saturation 0 fall in the first bin of each axis whatever the bin counts.
            var grays = [Int](repeating: 0, count: hueBins * saturationBins)
            grays[0] = image.pixelCount
            totals = grays
        case .rgba:
            let binning = HistogramBinning.forBins(hue: hueBins, saturation: saturationBins)
            totals = binning.countRGBA(image.pixels, width: image.width, height: image.height)
        }
        // calcHist counts in integers and converts to 32-bit float at the end; so do we.
        self.init(hueBins: hueBins, saturationBins: saturationBins, counts: totals.map(Float.init))
    }

    /// The value of the bin for hue bin `hue` and saturation bin `saturation`.
    public subscript(hue: Int, saturation: Int) -> Float {
        counts[hue * saturationBins + saturation]
    }
}
