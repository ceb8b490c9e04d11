import Foundation

/// Drops what Tesseract read in texture rather than text: brick joints, wood grain, borders and
/// dial ticks come back as `{ : ;`, `|`, `_`, `=`, or as short fragments nobody is sure of.
/// Judged by shape, confidence and the line around each word, so that real short words and
/// numbers stay (measured on Filter Lab's gallery and the camera set, which know every word shown).
struct JunkFilter {
    /// A word-shaped token (letters, or a number, with punctuation only at its ends) is kept
    /// unless it is a short fragment below this confidence: Tesseract can be unsure of real
    /// words (`ZVI` at 0.15 on a clean scan), rarely of a one- or two-letter token that is real.
    static let fragmentConfidence = 0.2
    /// Tokens of any other shape (`[a`, `~_`, `=.`, `edabo’`) need this much confidence.
    static let oddShapeConfidence = 0.5
    /// A line made only of short, unsure fragments (`a`, `ie`) is texture.
    static let fragmentLength = 2
    static let fragmentLineConfidence = 0.6
    /// A line Tesseract is this unsure of as a whole keeps only the words it is surer of:
    /// texture under a threshold (a postcard's wood grain after Binarize) comes back as many
    /// such lines of word-like guesses ("Gleb beh tee", "eesee tes"). On the gallery after
    /// Binarize 25 % this drops 106 of the 580 words read (junk tokens 70 → 50) at the same
    /// recall, at Original one real word. 0.4 and 0.6 dropped more junk (37) but also more of
    /// what tiny blurred columns read (recall 0.06), whose CER rose from 0.73 to 0.96 (0.83
    /// with these): deleting garbage costs more characters than the garbage's misreadings did.
    static let unsureLineConfidence = 0.3
    static let wordOnUnsureLineConfidence = 0.5
    /// Marks that carry meaning on their own between words (`Oat & Honey`, `Soup — 4.50`).
    static let meaningfulSymbols: Set<String> = ["&", "-", "–", "—", "+", "=", "%", "$", "€", "£", "#", "/", "*", "•", "@"]

    /// The words of a line worth keeping; empty when the whole line is texture.
    /// `lineConfidence` is Tesseract's confidence in the line as a whole.
    func kept(_ words: [TesseractWord], lineConfidence: Double = 1) -> [TesseractWord] {
        let isReal = words.map {
            Self.isRealWord($0) && (lineConfidence >= Self.unsureLineConfidence || $0.confidence >= Self.wordOnUnsureLineConfidence)
        }
        let real = zip(words, isReal).filter(\.1).map(\.0)
        guard !real.isEmpty else { return [] }
        if real.allSatisfy({ $0.text.count <= Self.fragmentLength && $0.confidence < Self.fragmentLineConfidence }) { return [] }
        // Symbols stand between real words only.
        return zip(words, isReal).filter { $0.1 || Self.meaningfulSymbols.contains($0.0.text) }.map(\.0)
    }

    static func isRealWord(_ word: TesseractWord) -> Bool {
        guard hasLetterOrDigit(word.text) else { return false }
        if isWordShaped(word.text) {
            return word.text.count > fragmentLength || word.confidence >= fragmentConfidence
        }
        return word.confidence >= oddShapeConfidence
    }

    static func hasLetterOrDigit(_ text: String) -> Bool {
        text.unicodeScalars.contains { $0.properties.isAlphabetic || ("0"..."9").contains($0) }
    }

    /// Letters (with apostrophes and hyphens inside), or a number with its separators, with
    /// quotes, brackets and punctuation allowed only at the ends.
    static func isWordShaped(_ text: String) -> Bool {
        let ends = CharacterSet(charactersIn: "\"'“”‘’([{)]}.,;:!?")
        let core = text.unicodeScalars.drop { ends.contains($0) }.reversed().drop { ends.contains($0) }.reversed()
        guard !core.isEmpty else { return false }
        let letters = core.allSatisfy { $0.properties.isAlphabetic || "'’-".unicodeScalars.contains($0) }
        let number = core.allSatisfy { ("0"..."9").contains($0) || ".,:/-%$£€".unicodeScalars.contains($0) }
        return letters || number
    }
}
