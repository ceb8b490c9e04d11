/// Text to show a person, not yet in a language: a catalogue key and its arguments.
/// Errors and pages carry it so the words are chosen per request, in the reader's language.
public struct LocalizedText: Sendable, Equatable {
    public let key: String
    public let arguments: [String: MessageArgument]

    public init(_ key: String, _ arguments: [String: MessageArgument] = [:]) {
        self.key = key
        self.arguments = arguments
    }

    /// The text in `language`, from the bundled catalogue.
    public func rendered(in language: Language) -> String {
        MessageCatalog.bundled.text(key, arguments, in: language)
    }
}
