import Mustache
import NIOConcurrencyHelpers

/// The messages a page's scripts need, by namespace: `{{{messages.photoPicker}}}` in a template is
/// the JSON of every `photoPicker.*` message in the page's language, inside
/// `<script type="application/json" data-messages>`, where js/i18n.js reads it. The strings are
/// the catalogue's, so no script keeps a copy of its own.
struct ScriptMessages: MustacheParent, Sendable {
    let language: Language

    func child(named namespace: String) -> Any? {
        ScriptMessageCache.shared.json(namespace: namespace, in: language)
    }
}

/// The JSON of each namespace, made once per language (the catalogue never changes at run time).
final class ScriptMessageCache: Sendable {
    static let shared = ScriptMessageCache()
    private let cache = NIOLockedValueBox<[String: String]>([:])

    func json(namespace: String, in language: Language) -> String {
        let key = language.tag + ":" + namespace
        if let cached = cache.withLockedValue({ $0[key] }) { return cached }
        let json = MessageCatalog.bundled.json(namespace: namespace, in: language)
        cache.withLockedValue { $0[key] = json }
        return json
    }
}
