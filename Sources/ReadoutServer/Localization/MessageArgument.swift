import Foundation

/// A value put into a message's `{placeholder}`: numbers are written the language's way.
public enum MessageArgument: Sendable, Equatable, ExpressibleByStringLiteral, ExpressibleByIntegerLiteral {
    /// Put in as it is (a name, an email address, a file name, a year).
    case text(String)
    /// An integer with the language's digit grouping ("1,234" / "1 234"); also picks plural forms.
    case integer(Int)
    /// A decimal number with a fixed number of fraction digits ("1.5" / "1,5").
    case decimal(Double, fractionDigits: Int)
    /// A day, written the language's way ("Nov 26, 2026" / "26.11.2026").
    case date(Date)
    /// Messages of their own, each rendered in the same language, joined by "; " (the reasons
    /// inside a refusal's sentence).
    case messages([LocalizedText])

    public init(stringLiteral value: String) { self = .text(value) }
    public init(integerLiteral value: Int) { self = .integer(value) }

    /// The argument as the language writes it.
    func formatted(in language: Language) -> String {
        switch self {
        case .text(let text): text
        case .integer(let value): language.format(value)
        case .decimal(let value, let digits): language.format(value, fractionDigits: digits)
        case .date(let date): language.formatDate(date)
        case .messages(let texts): texts.map { $0.rendered(in: language) }.joined(separator: "; ")
        }
    }

    /// The plural category this argument selects, when it is a number. Written with fraction
    /// digits ("1.0", "2,5") a number is CLDR's `other` in both languages.
    func pluralCategory(in language: Language) -> PluralCategory? {
        switch self {
        case .text(let text): Int(text).map(language.pluralCategory)
        case .integer(let value): language.pluralCategory(value)
        case .decimal(let value, let digits): digits == 0 ? language.pluralCategory(value.rounded()) : PluralCategory.other
        case .date, .messages: PluralCategory?.none
        }
    }
}
