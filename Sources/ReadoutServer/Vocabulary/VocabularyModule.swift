import Hummingbird

/// Vocabulary (seed 002): notebooks of words, filled from photographed pages or pasted text.
struct VocabularyModule: AppModule {
    static let slug = "vocabulary"

    let pages: VocabularyPages
    let api: VocabularyAPI

    init(services: AppServices) {
        let vocabulary = VocabularyService(repository: services.store.vocabulary, events: services.webhookEvents)
        let extraction = VocabularyExtraction(repository: services.store.vocabulary, photoLibrary: services.store.photos,
                                              decoder: services.photos.decoder, recognition: services.recognition,
                                              dictionaries: FreeDictionaries())
        pages = VocabularyPages(services: services, vocabulary: vocabulary)
        api = VocabularyAPI(vocabulary: vocabulary, extraction: extraction)
    }

    func registerPages<Base: RouterMethods>(on routes: CatalogedRoutes<Base>) { pages.register(on: routes) }
    func registerAPI<Base: RouterMethods>(on routes: CatalogedRoutes<Base>) { api.register(on: routes) }
}
