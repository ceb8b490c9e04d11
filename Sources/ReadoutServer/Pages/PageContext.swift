import Foundation

/// The keys every page template reads: title, version, who is signed in, the CSRF token for
/// forms, the tab bar with the active tab, an error or notice to show, and the page's language: `lang` for
/// `<html lang>`, `t` for the catalogue (`{{t.photos.title}}`), `messages` for the scripts
/// (`{{{messages.filterLab}}}` is the JSON of every `filterLab.*` message, for js/i18n.js).
struct PageContext: Sendable {
    struct SignedInUser: Sendable {
        let email: String
    }

    /// One button of the footer's language switch.
    struct LanguageOption: Sendable {
        let tag: String
        let name: String
        let current: Bool
    }

    /// The navigation entry a page belongs to (none for sign-in, errors and the like).
    enum Tab: Equatable, Sendable {
        case home, photos, about, none
        /// An app's pages, by the app's slug.
        case app(String)
    }

    let title: String
    let lang: String
    let t: MessageLookup
    let messages: ScriptMessages
    let languages: [LanguageOption]
    /// The page's own path and query, where the language switch comes back to.
    let path: String
    let version = ReadoutVersion.current
    let user: SignedInUser?
    let csrfToken: String
    var error: String?
    var notice: String?
    /// The tab bar, with the page's own tab marked.
    let tabs: [TabBarItem]

    /// - Parameter title: the catalogue key of the page's title.
    init(title: String, tab: Tab, identity: Identity?, csrfToken: String, language: Language, path: String,
         error: String? = nil, notice: String? = nil) {
        let localizer = Localizer(language)
        self.title = localizer(title)
        lang = language.tag
        t = MessageLookup(localizer)
        messages = ScriptMessages(language: language)
        languages = Language.allCases.map { option in
            LanguageOption(tag: option.tag, name: localizer("language.\(option.tag)"), current: option == language)
        }
        self.path = path
        self.user = identity.map { SignedInUser(email: $0.user.email) }
        self.csrfToken = csrfToken
        self.error = error
        self.notice = notice
        tabs = TabBarItem.all(current: tab, localizer)
    }
}

/// A page's own keys beside the common ones, flattened into one dictionary so a template reads
/// `{{title}}` and `{{photos}}` alike (Mustache looks names up on one object, not on two).
struct Page<Content: Sendable>: Sendable {
    let common: PageContext
    let content: Content

    var renderContext: [String: Any] {
        var keys: [String: Any] = [:]
        for value in [common as Any, content as Any] {
            for child in Mirror(reflecting: value).children {
                guard let label = child.label else { continue }
                // A page's key named like a common one would hide it from the layout (Vocabulary's
                // `languages` once replaced the footer's language switch). Checked in debug builds.
                assert(value is PageContext || !layoutKeys.contains(label), "\(Content.self).\(label) shadows the layout's key")
                // Absent optionals must be missing keys, so `{{#error}}` sections stay closed.
                if let optional = child.value as? any OptionalProtocol {
                    guard let wrapped = optional.wrappedAny else { continue }
                    keys[label] = wrapped
                } else {
                    keys[label] = child.value
                }
            }
        }
        return keys
    }
}

/// The layout's own keys, which no page's may repeat (made once, on the first debug-build check).
private let layoutKeys = Set(Mirror(reflecting: PageContext(title: "", tab: .none, identity: nil, csrfToken: "", language: .fallback,
                                                            path: "/")).children.compactMap(\.label))

/// Lets `Page` see through optionals held as `Any`.
private protocol OptionalProtocol {
    var wrappedAny: Any? { get }
}

extension Optional: OptionalProtocol {
    fileprivate var wrappedAny: Any? {
        switch self {
        case .some(let value): value
        case .none: nil
        }
    }
}
