import Hummingbird

/// Meters (seed 004): utility meters told apart by their reference photos, their counters read,
/// their use charted.
struct MetersModule: AppModule {
    static let slug = "meters"

    let pages: MetersPages
    let api: MetersAPI

    init(services: AppServices) {
        let meters = MetersService(repository: services.store.meters, photoLibrary: services.store.photos,
                                   decoder: services.photos.decoder, recognition: services.recognition, events: services.webhookEvents)
        pages = MetersPages(services: services, meters: meters)
        api = MetersAPI(meters: meters, idempotency: services.idempotency)
    }

    func registerPages<Base: RouterMethods>(on routes: CatalogedRoutes<Base>) { pages.register(on: routes) }
    func registerAPI<Base: RouterMethods>(on routes: CatalogedRoutes<Base>) { api.register(on: routes) }
}
