import Foundation

/// The catalogue bound to one reader's language: what routes and templates use to say things.
public struct Localizer: Sendable {
    public let language: Language
    let catalog: MessageCatalog

    public init(_ language: Language, catalog: MessageCatalog = .bundled) {
        self.language = language
        self.catalog = catalog
    }

    /// The text of `key` with its arguments.
    public func callAsFunction(_ key: String, _ arguments: [String: MessageArgument] = [:]) -> String {
        catalog.text(key, arguments, in: language)
    }

    /// A `LocalizedText` in this language.
    public func callAsFunction(_ text: LocalizedText) -> String {
        catalog.text(text.key, text.arguments, in: language)
    }
}
