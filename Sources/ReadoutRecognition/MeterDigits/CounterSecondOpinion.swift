import Foundation
import ReadoutImage

/// Tesseract's reading of a counter strip, digits only and as one line: a second opinion beside
/// the network's. It is weak on counters (white wheels on black, digits half rolled: on the
/// three real meters it read "8046" for 00016 and "2" for 00532), so it never sets a digit; where
/// it reads as many digits as there are wheels and differs on one, that wheel is shown as unsure.
public enum CounterSecondOpinion {
    public static let options = RecognitionOptions(level: .accurate, languages: ["eng"], segmentation: .singleLine,
                                                   characterWhitelist: "0123456789")

    /// The digits Tesseract reads in `strip` (an image of the counter strip alone).
    public static func read(_ strip: Image, with recognizer: TextRecognizer) async throws -> String {
        try await recognizer.recognize(strip, options: options).text.filter(\.isWholeNumber)
    }

    /// The wheels where the two readings differ, or none when Tesseract did not read one digit a wheel.
    public static func disagreements(digits: [Int], tesseract: String) -> [Int] {
        let read = tesseract.compactMap(\.wholeNumberValue)
        guard read.count == digits.count else { return [] }
        return digits.indices.filter { digits[$0] != read[$0] }
    }
}
