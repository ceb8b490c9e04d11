import Foundation

/// A language Readout speaks: every page, message and error comes in each of them.
public enum Language: String, Sendable, CaseIterable, Codable {
    case english = "en"
    case polish = "pl"

    /// The language when nothing says otherwise.
    public static let fallback = Language.english

    /// The language of a tag such as `pl`, `pl-PL` or `EN_us`; nil when Readout does not speak it.
    public init?(tag: String) {
        let primary = tag.trimmingCharacters(in: .whitespaces)
            .split(whereSeparator: { $0 == "-" || $0 == "_" }).first.map { $0.lowercased() } ?? ""
        guard let language = Language(rawValue: primary) else { return nil }
        self = language
    }

    /// The BCP 47 tag for `<html lang>` and the browser's `Intl` formatters.
    public var tag: String { rawValue }

    /// Tesseract's models to read a user's own photos with: their language first, then English
    /// (Polish pages quote English, and English words are read better by its own model).
    public var recognitionLanguages: [String] {
        switch self {
        case .english: ["eng"]
        case .polish: ["pol", "eng"]
        }
    }
}

extension Language {
    /// The language of a request: the account's setting, else the visitor's cookie (the footer
    /// switch when signed out), else the best supported language of `Accept-Language`, else English.
    /// Values Readout does not speak are skipped, never an error.
    public static func resolve(accountSetting: String?, cookie: String?, acceptLanguage: String?) -> Language {
        if let setting = accountSetting.flatMap(Language.init(tag:)) { return setting }
        if let chosen = cookie.flatMap(Language.init(tag:)) { return chosen }
        if let header = acceptLanguage, let preferred = AcceptLanguage(header).bestMatch { return preferred }
        return .fallback
    }
}
