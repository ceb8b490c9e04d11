/// The five apps of Readout, as the home page shows them.
struct AppTile: Sendable {
    let slug: String
    let name: String
    let line: String
    var href: String { "/apps/\(slug)" }
    let tab: PageContext.Tab

    static let all: [AppTile] = [
        AppTile(slug: "filter-lab", name: "Filter Lab", line: "See how blur and binarize change what text recognition reads.", tab: .filterLab),
        AppTile(slug: "math-sprint", name: "Math Sprint", line: "Mental arithmetic: draw the missing digit before time runs out.", tab: .mathSprint),
        AppTile(slug: "vocabulary", name: "Vocabulary", line: "Photograph a book page, keep the words worth learning.", tab: .vocabulary),
        AppTile(slug: "homework", name: "Homework", line: "Photograph an assignment, keep every due date.", tab: .homework),
        AppTile(slug: "meters", name: "Meters", line: "Photograph a utility meter, read it, chart your use.", tab: .meters),
    ]
}

/// A tile as the template reads it (computed properties are invisible to Mustache's Mirror).
struct AppTileContent: Sendable {
    let slug: String
    let name: String
    let line: String
    let href: String

    init(_ tile: AppTile) {
        slug = tile.slug
        name = tile.name
        line = tile.line
        href = tile.href
    }
}
