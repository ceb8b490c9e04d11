import Foundation

/// Recognised text as the vocabulary extractor reads it: line-end hyphenation joined, curly
/// apostrophes straightened, split into sentences and word tokens.
enum VocabularyText {
    struct Token {
        /// As written, apostrophes straightened ("Children's").
        var text: String
        var sentence: Int
        /// First word of its sentence (so its capital says nothing about a name).
        var startsSentence: Bool
    }

    /// "vocab-\nulary" → "vocabulary"; ’ and ‘ → '; soft hyphens dropped.
    static func normalized(_ text: String) -> String {
        text.replacingOccurrences(of: "\u{00AD}", with: "")
            .replacingOccurrences(of: #"[\x{2019}\x{2018}\x{02BC}]"#, with: "'", options: .regularExpression)
            .replacingOccurrences(of: #"(\p{Ll})[-\x{2010}\x{2011}][ \t]*\n\s*(\p{Ll})"#, with: "$1$2", options: .regularExpression)
    }

    /// The sentences (whitespace collapsed) and the word tokens in them, in order.
    static func read(_ text: String) -> (sentences: [String], tokens: [Token]) {
        let normalized = normalized(text)
        var sentences: [String] = []
        var tokens: [Token] = []
        for paragraph in normalized.components(separatedBy: "\n\n") {
            var current = ""
            var sentenceTokens: [String] = []
            func finish() {
                let sentence = current.split(whereSeparator: \.isWhitespace).joined(separator: " ")
                guard !sentence.isEmpty else { return }
                for (index, word) in sentenceTokens.enumerated() {
                    tokens.append(Token(text: word, sentence: sentences.count, startsSentence: index == 0))
                }
                sentences.append(sentence)
                current = ""
                sentenceTokens = []
            }
            var word = ""
            for character in paragraph {
                current.append(character)
                if character.isLetter || character.isNumber || (character == "'" || character == "-") && !word.isEmpty {
                    word.append(character)
                    continue
                }
                if !word.isEmpty { sentenceTokens.append(trimmed(word)) }
                word = ""
                // A full stop, ! or ? ends the sentence, except after an initial ("N.Y.", "Z. Galil").
                let initial = sentenceTokens.last.map { $0.count == 1 && $0.first!.isUppercase } ?? false
                if "!?".contains(character) || character == "." && !initial { finish() }
            }
            if !word.isEmpty { sentenceTokens.append(trimmed(word)) }
            finish()
        }
        return (sentences, tokens)
    }

    /// Without trailing apostrophes and hyphens ("students'", "pre-"); words start with a letter or digit.
    private static func trimmed(_ word: String) -> String {
        var word = word
        while word.last == "'" || word.last == "-" { word.removeLast() }
        return word
    }
}
