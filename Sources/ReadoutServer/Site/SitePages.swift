import Foundation
import Hummingbird

/// The home page (five app tiles) and the About page.
struct SitePages {
    let services: AppServices

    struct HomeContent: Sendable {
        let apps: [AppTileContent]
    }

    func register<Base: RouterMethods>(on routes: CatalogedRoutes<Base>) {
        routes.get("/") { request, context in
            try services.page("home", title: "home.title", tab: .home,
                              content: HomeContent(apps: AppTileContent.all(context.localizer)),
                              request: request, context: context)
        }
        routes.get("/about") { request, context in
            try services.page("about", title: "about.title", tab: .about, content: NoContent(), request: request, context: context)
        }
    }
}
