import Mustache

/// `{{t.photos.title}}` in a template: the name after `t.` is a catalogue key, looked up in the
/// page's language. Mustache splits the name at dots and asks for one part at a time, so each
/// part either completes a key (its text) or is the prefix of a longer one (another lookup).
struct MessageLookup: MustacheParent, CustomStringConvertible, Sendable {
    let localizer: Localizer
    let prefix: String

    init(_ localizer: Localizer, prefix: String = "") {
        self.localizer = localizer
        self.prefix = prefix
    }

    func child(named name: String) -> Any? {
        let key = prefix.isEmpty ? name : prefix + "." + name
        if localizer.catalog.entry(key, in: localizer.language) != nil { return localizer(key) }
        return MessageLookup(localizer, prefix: key)
    }

    /// A name that is no key: nothing in a release build, the key in brackets in a debug build
    /// (where the catalogue tests and browser tests see it).
    var description: String {
        localizer(prefix)
    }
}
