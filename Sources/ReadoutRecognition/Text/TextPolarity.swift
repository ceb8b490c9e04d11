import CTesseract
import ReadoutImage

/// Whether a photo's text is light on a dark ground: a code editor's dark theme, a slide, a sign.
/// Every later step (the page finder's light sheet, background normalisation, Sauvola, the
/// letter-size scale) takes dark text on light paper; given light text they binarise the ground
/// into specks and read nonsense (dev 049, a dark editor on a screen: CER 0.95; inverted 0.13).
/// `TextRecognizer` reads such a photo inverted too.
enum TextPolarity {
    /// True when the photo, thresholded once, has clearly more letter-like components among its
    /// light parts than among its dark ones. On dark text the light parts are the paper and the
    /// letters' holes (o, e, a), far fewer than the letters; on light text it is the other way
    /// round. A page on a dark desk still has its letters dark on the page, and a web page with
    /// one dark banner has more dark letters than light ones, so both stay as they are.
    static func isLightOnDark(_ image: Image) throws -> Bool {
        var gray = try PixOperations.gray(image)
        let longSide = max(gray.width, gray.height)
        if longSide > sampleSide { gray = try PixOperations.scale(gray, by: Double(sampleSide) / Double(longSide)) }
        // Otsu's level over the whole histogram: Leptonica's (`PixOperations.otsu`, which may
        // settle anywhere its score is within a tenth of the best) found 180 dark and 1,800
        // light marks on a book held over jeans (dev 014), the plain level 3,300 and 390.
        let dark = try PixOperations.own(pixThresholdToBinary(gray.pointer, Int32(otsuLevel(of: gray) + 1)), "threshold")
        let light = try PixOperations.own(pixInvert(nil, dark.pointer), "inversion")
        let darkLetters = letterLike(PixOperations.componentHeights(dark), pageHeight: gray.height)
        let lightLetters = letterLike(PixOperations.componentHeights(light), pageHeight: gray.height)
        ReadingTrace.note("polarity: \(darkLetters) dark and \(lightLetters) light letter-like marks")
        return lightLetters >= minimumLetters && Double(lightLetters) >= margin * Double(darkLetters)
    }

    /// Whether a reading of the inverted photo is sure enough to keep without reading the photo
    /// as it came: mostly confident words, and enough of them to be text, not a sticker's.
    static func isSure(_ reading: RecognizedText) -> Bool {
        reading.meanConfidence >= sureConfidence && reading.confidentCharacters >= sureCharacters
    }

    /// Tesseract's mean word confidence above which an inverted reading is sure (dev 049's
    /// inverted editor read at 0.78, the stickers of dev 053 at 0.35).
    static let sureConfidence = 0.7
    /// Confident characters below which a sure reading is too short to judge by.
    static let sureCharacters = 100.0

    /// The reduced copy's long side: letters of a 12-megapixel page stay several pixels tall.
    static let sampleSide = 1600
    /// How many times more light marks than dark ones make the text light.
    static let margin = 2.0
    /// Fewer light marks than this are no text to judge by.
    static let minimumLetters = 30

    /// The gray level that best splits the histogram in two (Otsu's, on the whole range).
    static func otsuLevel(of gray: LeptonicaPix) -> Int {
        guard let numa = pixGetGrayHistogram(gray.pointer, 1) else { return 127 }
        var pointer: UnsafeMutablePointer<NUMA>? = numa
        defer { numaDestroy(&pointer) }
        var counts = [Double](repeating: 0, count: 256)
        for level in 0..<256 {
            var value: Float = 0
            numaGetFValue(numa, Int32(level), &value)
            counts[level] = Double(value)
        }
        let total = counts.reduce(0, +)
        let sum = counts.enumerated().reduce(0) { $0 + Double($1.offset) * $1.element }
        var best = (level: 127, variance: -1.0)
        var below = 0.0, belowSum = 0.0
        for level in 0..<255 {
            below += counts[level]
            belowSum += Double(level) * counts[level]
            let above = total - below
            guard below > 0, above > 0 else { continue }
            let difference = belowSum / below - (sum - belowSum) / above
            let variance = below * above * difference * difference
            if variance > best.variance { best = (level, variance) }
        }
        return best.level
    }

    private static func letterLike(_ sizes: [(width: Int, height: Int)], pageHeight: Int) -> Int {
        let tallest = max(6, pageHeight / 10)
        return sizes.filter { $0.height >= 4 && $0.height <= tallest && $0.width <= 3 * $0.height && $0.width >= 2 }.count
    }

    /// Every channel but alpha turned over (255 - value).
    static func inverted(_ image: Image) -> Image {
        var result = image
        let channels = image.format.channels
        result.pixels.withUnsafeMutableBufferPointer { pixels in
            for index in pixels.indices where channels == 1 || index % channels != 3 {
                pixels[index] = 255 - pixels[index]
            }
        }
        return result
    }
}
