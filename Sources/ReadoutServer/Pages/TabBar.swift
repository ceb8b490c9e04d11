/// One entry of the tab bar, as the layout reads it: Home, then every app in `AppModules.all`
/// (named `apps.<slug>.tab`, shortened on narrow screens to `apps.<slug>.tabShort`), then the
/// photos and About, which narrow screens leave out (`extra`).
struct TabBarItem: Sendable {
    let href: String
    /// The symbol's name in partials/icons.mustache (`#i-<icon>`).
    let icon: String
    let name: String
    let shortName: String?
    let current: Bool
    let extra: Bool

    static func all(current: PageContext.Tab, _ localizer: Localizer) -> [TabBarItem] {
        let home = TabBarItem(href: "/", icon: "home", name: localizer("nav.home"), shortName: nil,
                              current: current == .home, extra: false)
        let apps = AppModules.all.map { app in
            TabBarItem(href: "/apps/\(app.slug)", icon: app.slug, name: localizer("apps.\(app.slug).tab"),
                       shortName: localizer("apps.\(app.slug).tabShort"), current: current == .app(app.slug), extra: false)
        }
        let photos = TabBarItem(href: "/photos", icon: "photos", name: localizer("nav.photos"), shortName: nil,
                                current: current == .photos, extra: true)
        let about = TabBarItem(href: "/about", icon: "about", name: localizer("nav.about"), shortName: nil,
                               current: current == .about, extra: true)
        return [home] + apps + [photos, about]
    }
}
