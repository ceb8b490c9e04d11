import Foundation

/// Every word Readout shows, per language: `Resources/Messages/<language>/*.json`, each file a
/// flat object of keys (`"photos.title"`) to a text or, for counts, to its plural forms
/// (`{"one": "{count} słowo", "few": "{count} słowa", "many": "{count} słów", "other": …}`).
/// `{name}` marks where an argument goes. Pages, scripts and API errors all read from here.
///
/// A key missing in a language falls back to English; a key missing everywhere shows nothing in
/// a release build (`CatalogueTests` keeps both from happening).
public struct MessageCatalog: Sendable {
    /// One catalogue entry.
    public enum Entry: Sendable, Equatable {
        case text(String)
        case plural([PluralCategory: String])
    }

    /// Why a catalogue could not be loaded.
    public struct LoadError: Error, CustomStringConvertible {
        public let description: String
    }

    public let entries: [Language: [String: Entry]]

    public init(entries: [Language: [String: Entry]]) {
        self.entries = entries
    }

    /// Reads `folder/<language>/*.json` for every language.
    public init(folder: URL) throws {
        var entries: [Language: [String: Entry]] = [:]
        for language in Language.allCases {
            let directory = folder.appendingPathComponent(language.rawValue)
            let files = try FileManager.default.contentsOfDirectory(at: directory, includingPropertiesForKeys: nil)
                .filter { $0.pathExtension == "json" }
                .sorted { $0.lastPathComponent < $1.lastPathComponent }
            var table: [String: Entry] = [:]
            for file in files {
                for (key, entry) in try Self.entries(in: file) {
                    guard table[key] == nil else {
                        throw LoadError(description: "The message \(key) is defined twice in \(language.rawValue)/ (again in \(file.lastPathComponent)).")
                    }
                    table[key] = entry
                }
            }
            entries[language] = table
        }
        self.entries = entries
    }

    /// The catalogue shipped with the server, loaded once. `ReadoutApplication.build` loads it
    /// first, so a broken catalogue stops the server from starting instead of blanking pages.
    public static let bundledResult: Result<MessageCatalog, any Error> = Result {
        guard let folder = Bundle.module.resourceURL?.appendingPathComponent("Messages") else {
            throw LoadError(description: "The message catalogue is missing from the bundle.")
        }
        return try MessageCatalog(folder: folder)
    }

    /// The bundled catalogue (empty if it could not be loaded; the server refuses to start then).
    public static var bundled: MessageCatalog {
        (try? bundledResult.get()) ?? MessageCatalog(entries: [:])
    }

    /// The entry for `key` in `language`, else in English.
    public func entry(_ key: String, in language: Language) -> Entry? {
        entries[language]?[key] ?? entries[.fallback]?[key]
    }

    /// Whether the catalogue has `key` (in some language).
    public func has(_ key: String) -> Bool {
        entries.values.contains { $0[key] != nil }
    }

    /// The text of `key` in `language` with its arguments put in. A plural entry picks its form by
    /// the argument `count`.
    public func text(_ key: String, _ arguments: [String: MessageArgument] = [:], in language: Language) -> String {
        guard let entry = entry(key, in: language) else { return Self.missing(key) }
        let template: String
        switch entry {
        case .text(let text):
            template = text
        case .plural(let forms):
            let category = arguments["count"]?.pluralCategory(in: language) ?? .other
            template = forms[category] ?? forms[.other] ?? ""
        }
        return Self.fill(template, arguments, language)
    }

    /// Every entry whose key starts with `namespace.`, as the JSON the browser's `i18n.js` reads
    /// (English where the language lacks one). `<` is escaped, so it can sit inside a `<script>`.
    public func json(namespace: String, in language: Language) -> String {
        let prefix = namespace + "."
        var object: [String: Any] = [:]
        for key in (entries[.fallback] ?? [:]).keys.filter({ $0.hasPrefix(prefix) }) {
            switch entry(key, in: language) {
            case .text(let text): object[key] = text
            case .plural(let forms): object[key] = Dictionary(uniqueKeysWithValues: forms.map { ($0.key.rawValue, $0.value) })
            case nil: break
            }
        }
        let data = (try? JSONSerialization.data(withJSONObject: object, options: [.sortedKeys])) ?? Data("{}".utf8)
        return String(decoding: data, as: UTF8.self)
            .replacingOccurrences(of: "<", with: "\\u003c")
            .replacingOccurrences(of: "\u{2028}", with: "\\u2028")
            .replacingOccurrences(of: "\u{2029}", with: "\\u2029")
    }

    /// The `{name}` placeholders of a text.
    public static func placeholders(_ text: String) -> Set<String> {
        let pattern = try? NSRegularExpression(pattern: #"\{([A-Za-z][A-Za-z0-9]*)\}"#)
        let range = NSRange(text.startIndex..., in: text)
        return Set((pattern?.matches(in: text, range: range) ?? []).compactMap {
            Range($0.range(at: 1), in: text).map { String(text[$0]) }
        })
    }

    private static func fill(_ template: String, _ arguments: [String: MessageArgument], _ language: Language) -> String {
        guard template.contains("{") else { return template }
        var result = template
        for (name, argument) in arguments {
            result = result.replacingOccurrences(of: "{\(name)}", with: argument.formatted(in: language))
        }
        return result
    }

    private static func missing(_ key: String) -> String {
        #if DEBUG
        return "[[\(key)]]"
        #else
        return ""
        #endif
    }

    private static func entries(in file: URL) throws -> [String: Entry] {
        let object: Any
        do {
            object = try JSONSerialization.jsonObject(with: Data(contentsOf: file))
        } catch {
            throw LoadError(description: "\(file.lastPathComponent) is not valid JSON: \(error.localizedDescription)")
        }
        guard let table = object as? [String: Any] else {
            throw LoadError(description: "\(file.lastPathComponent) must be one JSON object of keys to messages.")
        }
        var entries: [String: Entry] = [:]
        for (key, value) in table {
            if let text = value as? String {
                entries[key] = .text(text)
            } else if let forms = value as? [String: String] {
                var plural: [PluralCategory: String] = [:]
                for (name, text) in forms {
                    guard let category = PluralCategory(rawValue: name) else {
                        throw LoadError(description: "\(key) in \(file.lastPathComponent) has the plural form \"\(name)\"; use zero, one, two, few, many or other.")
                    }
                    plural[category] = text
                }
                entries[key] = .plural(plural)
            } else {
                throw LoadError(description: "\(key) in \(file.lastPathComponent) must be a text or an object of plural forms.")
            }
        }
        return entries
    }
}
