import Hummingbird
import ServiceLifecycle

/// One of Readout's apps as the server wires it: its services built from the shared ones, its
/// pages, its JSON API, and any background service it runs. `AppModules.all` is the one list of
/// apps; the home page's tiles, the tab bar and route registration all follow it.
///
/// The slug names everything else an app brings: its address `/apps/<slug>`, its icon
/// `#i-<slug>` in partials/icons.mustache, and its catalogue keys `apps.<slug>.name`, `.line`,
/// `.tab` and `.tabShort`.
protocol AppModule: Sendable {
    static var slug: String { get }

    init(services: AppServices) throws

    /// Registers the app's pages under `/apps/<slug>`.
    func registerPages<Base: RouterMethods>(on routes: CatalogedRoutes<Base>)

    /// Registers the app's JSON API (the routes are under `/api/v1`).
    func registerAPI<Base: RouterMethods>(on routes: CatalogedRoutes<Base>)

    /// Services that run beside the server until graceful shutdown; none by default.
    var backgroundServices: [any Service] { get }
}

extension AppModule {
    /// The tab an app's pages mark as current.
    static var tab: PageContext.Tab { .app(slug) }

    var backgroundServices: [any Service] { [] }
}

/// The apps, in the order the home page and the tab bar show them. Adding an app adds one line here.
enum AppModules {
    static let all: [any AppModule.Type] = [
        FilterLabModule.self,
        MathSprintModule.self,
        VocabularyModule.self,
        HomeworkModule.self,
        MetersModule.self,
    ]
}
