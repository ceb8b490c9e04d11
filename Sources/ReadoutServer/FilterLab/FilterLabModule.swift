import Hummingbird
import ReadoutApps
import ServiceLifecycle

/// Filter Lab (seed 001): the lab and its glance, one service behind pages and API; on
/// PostgreSQL a listener carries glance updates between instances.
struct FilterLabModule: AppModule {
    static let slug = "filter-lab"

    let pages: FilterLabPages
    let api: FilterLabAPI
    let glanceLinks: GlanceLinkRoutes
    let backgroundServices: [any Service]

    init(services: AppServices) throws {
        let glance = GlanceHub()
        let filterLab = FilterLabService(
            repository: services.store.filterLab, photoLibrary: services.store.photos, notifier: services.store,
            gallery: try FilterLabGallery.bundled(), decoder: services.photos.decoder,
            recognition: services.recognition, cache: FilterLabImageCache(), glance: glance, logger: services.logger)
        pages = FilterLabPages(services: services, filterLab: filterLab)
        api = FilterLabAPI(services: services, filterLab: filterLab, glance: glance)
        glanceLinks = GlanceLinkRoutes(services: services, filterLab: filterLab, glance: glance)
        backgroundServices = services.store.deliversNotificationsBetweenInstances
            ? [GlanceListener(store: services.store, hub: glance, logger: services.logger)] : []
    }

    func registerPages<Base: RouterMethods>(on routes: CatalogedRoutes<Base>) {
        pages.register(on: routes)
        glanceLinks.register(on: routes)
    }
    func registerAPI<Base: RouterMethods>(on routes: CatalogedRoutes<Base>) { api.register(on: routes) }
}
