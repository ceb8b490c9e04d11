/// CLDR plural categories: which form of a word a number takes ("1 word", "2 words"; in Polish
/// "1 słowo", "2 słowa", "5 słów", "1,5 słowa").
public enum PluralCategory: String, Sendable, CaseIterable, Codable {
    case zero, one, two, few, many, other
}

extension Language {
    /// The categories this language's catalogue must give for every plural message.
    public var pluralCategories: [PluralCategory] {
        switch self {
        case .english: [.one, .other]
        case .polish: [.one, .few, .many, .other]
        }
    }

    /// The category of an integer count, by the CLDR rules for this language.
    public func pluralCategory(_ count: Int) -> PluralCategory {
        switch self {
        case .english:
            return count == 1 ? .one : .other
        case .polish:
            // one: 1; few: ends in 2–4 but not 12–14; many: every other integer.
            let units = abs(count) % 10, tens = abs(count) % 100
            if count == 1 { return .one }
            if (2...4).contains(units) && !(12...14).contains(tens) { return .few }
            return .many
        }
    }

    /// The category of a number that may have a fraction: English says "1.5 words", Polish
    /// "1,5 słowa" (CLDR's `other` for every non-integer).
    public func pluralCategory(_ value: Double) -> PluralCategory {
        if value.rounded() == value, abs(value) < Double(Int.max) { return pluralCategory(Int(value)) }
        return .other
    }
}
