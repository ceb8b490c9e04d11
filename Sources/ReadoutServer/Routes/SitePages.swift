import Foundation
import Hummingbird

/// The home page (five app tiles), the About page, and a placeholder for apps still being built.
struct SitePages {
    let services: AppServices

    struct HomeContent: Sendable {
        let apps: [AppTileContent]
    }

    struct AppSoonContent: Sendable {
        let appName: String
        let line: String
    }

    func register<Base: RouterMethods>(on routes: CatalogedRoutes<Base>) {
        routes.get("/") { request, context in
            try services.page("home", title: "home.title", tab: .home,
                              content: HomeContent(apps: AppTile.all.map { AppTileContent($0, context.localizer) }),
                              request: request, context: context)
        }
        routes.get("/about") { request, context in
            try services.page("about", title: "about.title", tab: .about, content: NoContent(), request: request, context: context)
        }
        routes.get("/apps/:slug") { request, context in
            guard let tile = AppTile.all.first(where: { $0.slug == context.parameters.get("slug") }) else {
                throw AppError.notFound(.app)
            }
            return try services.page("app-soon", title: tile.nameKey, tab: tile.tab,
                                     content: AppSoonContent(appName: context.localizer(tile.nameKey), line: context.localizer(tile.lineKey)),
                                     request: request, context: context)
        }
    }
}
