/// The five apps of Readout, as the home page shows them; their names and lines are the
/// catalogue's `apps.<slug>.name` and `apps.<slug>.line`.
struct AppTile: Sendable {
    let slug: String
    var href: String { "/apps/\(slug)" }
    let tab: PageContext.Tab
    var nameKey: String { "apps.\(slug).name" }
    var lineKey: String { "apps.\(slug).line" }

    static let all: [AppTile] = [
        AppTile(slug: "filter-lab", tab: .filterLab),
        AppTile(slug: "math-sprint", tab: .mathSprint),
        AppTile(slug: "vocabulary", tab: .vocabulary),
        AppTile(slug: "homework", tab: .homework),
        AppTile(slug: "meters", tab: .meters),
    ]
}

/// A tile as the template reads it (computed properties are invisible to Mustache's Mirror).
struct AppTileContent: Sendable {
    let slug: String
    let name: String
    let line: String
    let href: String

    init(_ tile: AppTile, _ localizer: Localizer) {
        slug = tile.slug
        name = localizer(tile.nameKey)
        line = localizer(tile.lineKey)
        href = tile.href
    }
}
