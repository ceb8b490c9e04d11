import Foundation

/// The recognition object of `readout ocr --json`, of the web API and of Filter Lab's state: the
/// file when there is one, the text, its lines with their words and boxes, and how long it took.
/// Plain `Codable`: every writer encodes it with its own `JSONEncoder` (sorted keys, so a diff of
/// two outputs stays readable).
public struct RecognitionReport: Sendable, Codable, Equatable {
    public var file: String?
    public var text: String
    public var lines: [RecognizedLine]
    public var milliseconds: Double

    /// The report of `text`, its confidences and time rounded to four decimals (plenty for both,
    /// and a reader comparing two runs is not distracted by the fifteenth digit).
    public init(file: String? = nil, text: RecognizedText, milliseconds: Double) {
        self.file = file
        self.text = text.text
        self.lines = text.lines.map { line in
            var line = line
            line.confidence = Self.rounded(line.confidence)
            line.words = line.words.map { word in
                var word = word
                word.confidence = Self.rounded(word.confidence)
                return word
            }
            return line
        }
        self.milliseconds = Self.rounded(milliseconds)
    }

    /// The recognised text the report was made from (confidences as rounded).
    public var recognizedText: RecognizedText { RecognizedText(text: text, lines: lines) }

    /// Non-finite values (never seen from Tesseract) become 0: JSON has no NaN.
    private static func rounded(_ value: Double) -> Double {
        value.isFinite ? (value * 10_000).rounded() / 10_000 : 0
    }
}
