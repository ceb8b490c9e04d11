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
    /// A line Tesseract is this unsure of as a whole keeps only the words it is surer of, and
    /// long words of letters: texture under a threshold (a postcard's wood grain after
    /// Binarize) comes back as many such lines of short word-like guesses ("Gleb beh tee",
    /// "ff Ole oe” ae Wee” rod"), while a rare name Tesseract doubts ("Longbourn" at 0.25) is
    /// long. The bar was 0.3 without the long words, chosen when tiny blurred columns still
    /// read at recall 0.06 and a stricter one cost them characters. Now that they read, 0.4
    /// with the long words, on the gallery after Binarize 25 %: 546 words read → 467, junk
    /// tokens 61 → 54, recall 0.581 → 0.578; at Original recall 0.927 → 0.929; dev scenes
    /// 0.376 → 0.319; camera pages (dev and seeds 4–20, 125) the same or better but for one
    /// (D2-columns-10 0.17 → 0.20).
    static let unsureLineConfidence = 0.4
    static let wordOnUnsureLineConfidence = 0.5
    /// Letters in a word that an unsure line keeps at `fragmentConfidence` (a receipt's dotted
    /// rule read as `caaanaaee` at 0.0 is not kept).
    static let longWordOnUnsureLine = 6
    /// Marks that carry meaning on their own between words (`Oat & Honey`, `Soup — 4.50`).
    static let meaningfulSymbols: Set<String> = ["&", "-", "–", "—", "+", "=", "%", "$", "€", "£", "#", "/", "*", "•", "@"]

    /// The words of a line worth keeping; empty when the whole line is texture.
    /// `lineConfidence` is Tesseract's confidence in the line as a whole.
    func kept(_ words: [TesseractWord], lineConfidence: Double = 1) -> [TesseractWord] {
        let isReal = words.map {
            Self.isRealWord($0) && (lineConfidence >= Self.unsureLineConfidence
                || $0.confidence >= Self.wordOnUnsureLineConfidence
                || (Self.isLongWord($0.text) && $0.confidence >= Self.fragmentConfidence))
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

    /// At least `longWordOnUnsureLine` letters, capitalised or lower case, with end punctuation:
    /// `Longbourn`, `House,`; not `ODM`, `Wee”` or `len.`.
    static func isLongWord(_ text: String) -> Bool {
        let core = text.trimmingCharacters(in: CharacterSet(charactersIn: "\"'“”‘’([{)]}.,;:!?"))
        guard core.count >= longWordOnUnsureLine, let first = core.first, first.isLetter else { return false }
        return core.dropFirst().allSatisfy { $0.isLowercase || $0 == "-" || $0 == "'" || $0 == "’" }
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
