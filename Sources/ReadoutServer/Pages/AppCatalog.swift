/// An app's tile on the home page, in the order of `AppModules.all`; its name and line are the
/// catalogue's `apps.<slug>.name` and `apps.<slug>.line`.
struct AppTileContent: Sendable {
    let slug: String
    let name: String
    let line: String
    let href: String

    init(slug: String, _ localizer: Localizer) {
        self.slug = slug
        name = localizer("apps.\(slug).name")
        line = localizer("apps.\(slug).line")
        href = "/apps/\(slug)"
    }

    static func all(_ localizer: Localizer) -> [AppTileContent] {
        AppModules.all.map { AppTileContent(slug: $0.slug, localizer) }
    }
}
