import Foundation

/// The keys every page template reads: title, version, who is signed in, the CSRF token for
/// forms, which tab is active, and an error or notice to show.
struct PageContext: Sendable {
    struct SignedInUser: Sendable {
        let email: String
    }

    /// The navigation entries; exactly one is active per page.
    enum Tab: Sendable {
        case home, filterLab, mathSprint, vocabulary, homework, meters, photos, about, none
    }

    let title: String
    let version = ReadoutVersion.current
    let user: SignedInUser?
    let csrfToken: String
    var error: String?
    var notice: String?
    let tabHome: Bool
    let tabFilterLab: Bool
    let tabMathSprint: Bool
    let tabVocabulary: Bool
    let tabHomework: Bool
    let tabMeters: Bool
    let tabPhotos: Bool
    let tabAbout: Bool

    init(title: String, tab: Tab, identity: Identity?, csrfToken: String, error: String? = nil, notice: String? = nil) {
        self.title = title
        self.user = identity.map { SignedInUser(email: $0.user.email) }
        self.csrfToken = csrfToken
        self.error = error
        self.notice = notice
        tabHome = tab == .home
        tabFilterLab = tab == .filterLab
        tabMathSprint = tab == .mathSprint
        tabVocabulary = tab == .vocabulary
        tabHomework = tab == .homework
        tabMeters = tab == .meters
        tabPhotos = tab == .photos
        tabAbout = tab == .about
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
