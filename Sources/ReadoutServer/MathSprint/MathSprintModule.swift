import Hummingbird
import ReadoutRecognition

/// Math Sprint (seed 005): the game, refereed by the shipped digit classifier, and its highscores.
struct MathSprintModule: AppModule {
    static let slug = "math-sprint"

    let pages: MathSprintPages
    let api: MathSprintAPI

    init(services: AppServices) throws {
        let mathSprint = MathSprintService(repository: services.store.mathSprint, classifier: try DigitClassifier.shipped(),
                                           events: services.webhookEvents)
        // Decode the result card's font now, not on the first shared card.
        if CardFont.bundled == nil { services.logger.warning("The result card font is missing from the bundle; shared cards will fail.") }
        pages = MathSprintPages(services: services, mathSprint: mathSprint)
        api = MathSprintAPI(services: services, mathSprint: mathSprint)
    }

    func registerPages<Base: RouterMethods>(on routes: CatalogedRoutes<Base>) { pages.register(on: routes) }
    func registerAPI<Base: RouterMethods>(on routes: CatalogedRoutes<Base>) { api.register(on: routes) }
}
