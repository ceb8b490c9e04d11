/// One piece of text as the date grammar sees it: a number, a lower-cased word or a symbol,
/// with where it came from.
struct DateToken: Sendable, Equatable {
    enum Kind: Sendable, Equatable {
        /// A run of digits (OCR look-alikes such as `O` and `l` already repaired).
        case number(Int, digits: Int)
        /// A run of letters, lower-cased.
        case word(String)
        case symbol(Character)
    }

    var kind: Kind
    var range: Range<String.Index>
    /// The line the token is on (0-based), so cues and merges stay within a line.
    var line: Int
    /// Whitespace (or the start of the text) comes right before it.
    var spaceBefore: Bool
    /// The first letter was a capital in the source ("May" the month vs "may" the verb).
    var capitalized = false

    var number: Int? {
        if case .number(let value, _) = kind { return value }
        return nil
    }

    var digits: Int {
        if case .number(_, let digits) = kind { return digits }
        return 0
    }

    var word: String? {
        if case .word(let word) = kind { return word }
        return nil
    }

    /// The month and the weekday this word names (misreadings included), looked up once by
    /// `DateTokenizer` since every form of date asks.
    var month: Int?
    var weekday: Int?

    func isSymbol(_ characters: [Character]) -> Bool {
        if case .symbol(let symbol) = kind { return characters.contains(symbol) }
        return false
    }

    func isWord(_ words: Set<String>) -> Bool {
        word.map(words.contains) ?? false
    }

    func isWord(_ words: [String]) -> Bool {
        word.map(words.contains) ?? false
    }
}
