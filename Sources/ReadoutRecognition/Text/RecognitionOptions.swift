/// How `TextRecognizer` should read an image; the defaults suit a photo of a printed page.
public struct RecognitionOptions: Sendable, Equatable {
    /// Speed against robustness.
    public enum Level: String, Sendable, CaseIterable, Codable {
        /// The image goes to Tesseract as it is (converted to gray): right for clean scans and screenshots.
        case fast
        /// Photos: light is evened out, text is scaled to the size Tesseract reads best, the page is
        /// turned upright and deskewed. Slower, and boxes are still in the original image's pixels.
        case accurate
    }

    /// What layout to expect (Tesseract's page segmentation mode).
    public enum Segmentation: String, Sendable, CaseIterable, Codable {
        /// Find blocks, columns and lines on a page.
        case automatic
        /// One uniform block of text.
        case singleBlock
        /// Exactly one line of text, for example a crop of a field.
        case singleLine
        /// A single word or number.
        case singleWord
        /// Words scattered over a picture in no particular order: signs, labels, posters.
        case sparseText

        /// A page or a picture, not a crop of one line or word: orientation, skew and layout apply.
        var isWholePage: Bool { [.automatic, .singleBlock, .sparseText].contains(self) }
    }

    /// Default `.accurate`.
    public var level: Level
    /// Tesseract language codes (`eng`, `deu`, …), tried together; default `["eng"]`.
    public var languages: [String]
    /// Words whose box is shorter than this fraction of the image height are dropped (like Vision's
    /// `minimumTextHeight`); 0 keeps everything.
    public var minimumTextHeight: Double
    /// Default `.automatic`.
    public var segmentation: Segmentation
    /// When set, only these characters can be recognised (for example `"0123456789"` for a meter).
    public var characterWhitelist: String?
    /// Keeps every word Tesseract read, unsure fragments and odd shapes included, for readers
    /// that judge the text themselves: a faint receipt's `14/dun/2017` at confidence 0.3 is
    /// junk to a reader of prose and a date to the due-date extractor. Default false.
    public var keepsUnsureWords: Bool

    public init(level: Level = .accurate, languages: [String] = ["eng"], minimumTextHeight: Double = 0,
                segmentation: Segmentation = .automatic, characterWhitelist: String? = nil, keepsUnsureWords: Bool = false) {
        self.level = level
        self.languages = languages
        self.minimumTextHeight = minimumTextHeight
        self.segmentation = segmentation
        self.characterWhitelist = characterWhitelist
        self.keepsUnsureWords = keepsUnsureWords
    }

    /// The `-l` argument Tesseract expects: languages joined by `+`.
    var languageKey: String { languages.joined(separator: "+") }
}
