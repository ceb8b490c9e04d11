import Hummingbird

/// Homework (seed 003): assignments photographed or typed in, their due dates read, listed and
/// published as a calendar feed.
struct HomeworkModule: AppModule {
    static let slug = "homework"

    let pages: HomeworkPages
    let api: HomeworkAPI

    init(services: AppServices) {
        let homework = HomeworkService(repository: services.store.homework, photoLibrary: services.store.photos,
                                       decoder: services.photos.decoder, recognition: services.recognition)
        pages = HomeworkPages(services: services, homework: homework)
        api = HomeworkAPI(services: services, homework: homework)
    }

    func registerPages<Base: RouterMethods>(on routes: CatalogedRoutes<Base>) { pages.register(on: routes) }
    func registerAPI<Base: RouterMethods>(on routes: CatalogedRoutes<Base>) { api.register(on: routes) }
}
