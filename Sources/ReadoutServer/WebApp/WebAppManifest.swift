/// The web app manifest (`/manifest.webmanifest`): what a phone needs to install Readout as an app
/// of its own: names in the visitor's language, icons (plain and maskable), colours, standalone
/// display, a shortcut to each app, and the share target that puts Readout in the share sheet.
struct WebAppManifest: Encodable, Sendable {
    struct Icon: Encodable, Sendable {
        let src: String
        let sizes: String
        let type = "image/png"
        let purpose: String
    }

    struct Shortcut: Encodable, Sendable {
        let name: String
        let url: String
        let icons: [Icon]
    }

    /// The share sheet posts a photo here as a multipart form (`ShareTarget`).
    struct ShareTarget: Encodable, Sendable {
        struct Params: Encodable, Sendable {
            struct File: Encodable, Sendable {
                let name = UploadReader.imageField
                let accept = ["image/*", ".jpg", ".jpeg", ".png", ".webp", ".heic"]
            }
            let title = "title"
            let text = "text"
            let files = [File()]
        }
        let action = ShareTargetRoutes.path
        let method = "POST"
        let enctype = "multipart/form-data"
        let params = Params()
    }

    /// Chromium's proposal for dark-mode colours; other browsers skip it and use the meta tags.
    struct ColourSchemes: Encodable, Sendable {
        struct Colours: Encodable, Sendable {
            let themeColor: String
            let backgroundColor: String
        }
        let colorSchemeDark = Colours(themeColor: WebAppManifest.darkBackground, backgroundColor: WebAppManifest.darkBackground)
    }

    /// The system backgrounds of the pages' light and dark themes (readout.css), so the splash
    /// screen and the status bar match the first page.
    static let lightBackground = "#f2f2f7"
    static let darkBackground = "#000000"

    let id = "/"
    let name = "Readout"
    let shortName = "Readout"
    let description: String
    let lang: String
    let dir = "ltr"
    let startUrl = "/"
    let scope = "/"
    let display = "standalone"
    let orientation = "any"
    let themeColor = lightBackground
    let backgroundColor = lightBackground
    let userPreferences = ColourSchemes()
    let categories = ["productivity", "education", "utilities"]
    let icons = [
        Icon(src: "/static/icon-192.png", sizes: "192x192", purpose: "any"),
        Icon(src: "/static/icon-512.png", sizes: "512x512", purpose: "any"),
        Icon(src: "/static/icon-maskable-512.png", sizes: "512x512", purpose: "maskable"),
    ]
    let shortcuts: [Shortcut]
    let shareTarget = ShareTarget()

    init(_ localizer: Localizer) {
        description = localizer("webapp.description")
        lang = localizer.language.tag
        let icon = [Icon(src: "/static/icon-192.png", sizes: "192x192", purpose: "any")]
        shortcuts = AppTileContent.all(localizer).map { Shortcut(name: $0.name, url: $0.href, icons: icon) }
    }
}
