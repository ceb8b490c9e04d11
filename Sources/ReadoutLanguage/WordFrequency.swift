import Foundation

/// How often each word occurs in a text, for "the three most frequent words" views.
///
/// Words are case-folded; stop words, one-letter tokens and tokens with digits are left out,
/// because "the", "a" and "2024" say nothing about what a page is about.
public struct WordFrequency: Sendable, Equatable {
    /// A word and how many times it occurs.
    public struct Entry: Sendable, Equatable, Codable {
        public let word: String
        public let count: Int

        public init(word: String, count: Int) {
            self.word = word
            self.count = count
        }
    }

    /// Every counted word, most frequent first; ties in alphabetical order so the result is stable.
    public let entries: [Entry]

    public init(text: String, stopWords: Set<String> = StopWords.english) {
        var counts: [String: Int] = [:]
        for token in Self.tokens(in: text) where Self.counts(token, stopWords: stopWords) {
            counts[token, default: 0] += 1
        }
        entries = counts.map { Entry(word: $0.key, count: $0.value) }
            .sorted { $0.count != $1.count ? $0.count > $1.count : $0.word < $1.word }
    }

    /// The `count` most frequent words.
    public func top(_ count: Int) -> [Entry] {
        Array(entries.prefix(count))
    }

    /// Lower-cased runs of letters, digits and inner apostrophes/hyphens ("don't", "well-known").
    static func tokens(in text: String) -> [String] {
        var tokens: [String] = []
        var current = ""
        func flush() {
            let trimmed = current.trimmingCharacters(in: CharacterSet(charactersIn: "'’-"))
            if !trimmed.isEmpty { tokens.append(trimmed) }
            current = ""
        }
        for character in text.lowercased() {
            if character.isLetter || character.isNumber || ((character == "'" || character == "’" || character == "-") && !current.isEmpty) {
                current.append(character == "’" ? "'" : character)
            } else {
                flush()
            }
        }
        flush()
        return tokens
    }

    private static func counts(_ token: String, stopWords: Set<String>) -> Bool {
        token.count > 1 && !token.contains(where: \.isNumber) && !stopWords.contains(token)
    }
}
