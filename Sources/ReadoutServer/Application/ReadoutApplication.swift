import Foundation
import Hummingbird
import Logging
import ReadoutApps
import ReadoutRecognition
import ReadoutStore

/// Builds and runs the Readout web application: middleware, pages, JSON API, static files.
///
/// ```swift
/// let store = try await Store.open(.sqlite(path: "readout.sqlite"), logger: logger)
/// let built = try await ReadoutApplication.build(settings: settings, store: store, logger: logger)
/// try await built.application.runService()
/// ```
public enum ReadoutApplication {
    /// The application and the catalogue of its routes (for the OpenAPI check).
    public struct Built {
        public let application: Application<RouterResponder<AppRequestContext>>
        public let routes: RouteCatalog
        public let metrics: ServerMetrics
        public let gate: RecognitionGate
    }

    public static func build(
        settings: ServerSettings,
        store: Store,
        recognizer: TextRecognizer? = nil,
        logger: Logger,
        onServerRunning: @escaping @Sendable (_ port: Int) async -> Void = { _ in }
    ) async throws -> Built {
        // A broken message catalogue stops the start, rather than blanking every page.
        _ = try MessageCatalog.bundledResult.get()
        let metrics = ServerMetrics()
        let gate = RecognitionGate(workers: settings.recognitionWorkers, queueLimit: settings.recognitionQueueLimit, metrics: metrics)
        let csrf = CSRFProtection(secureCookies: settings.secureCookies)
        let pages = try await PageRenderer.bundled()
        let services = AppServices(
            settings: settings,
            store: store,
            pages: pages,
            accounts: AccountService(
                store: store,
                hasher: PasswordHasher(cost: settings.passwordHashCost),
                throttle: SignInThrottle(attempts: store.signInAttempts, perAccount: settings.failedSignInsPerAccount,
                                         perAddress: settings.failedSignInsPerAddress, window: settings.throttleWindow),
                sessionLifetime: settings.sessionLifetime, signUpPolicy: settings.signUpPolicy,
                mailer: settings.mailCommand.map { Mailer(command: $0, from: settings.mailFrom) }),
            csrf: csrf,
            photos: PhotoIntake(store: store, limits: settings.imageLimits),
            uploads: UploadReader(maximumBytes: settings.maximumBodyBytes),
            recognition: TextRecognitionService(recognizer: recognizer ?? TextRecognizer(engineCount: settings.recognitionWorkers), gate: gate),
            metrics: metrics)

        let router = Router(context: AppRequestContext.self)
        router.add(middleware: RequestMetricsMiddleware(metrics: metrics))
        router.add(middleware: LogRequestsMiddleware(.info))
        router.add(middleware: SecurityHeadersMiddleware())
        router.add(middleware: SessionMiddleware(store: store))
        router.add(middleware: LanguageMiddleware())
        router.add(middleware: ErrorMiddleware(pages: pages, csrf: csrf))
        if let publicFolder = Bundle.module.resourceURL?.appendingPathComponent("Public").path {
            router.add(middleware: FileMiddleware(publicFolder, urlBasePath: "/static",
                                                  cacheControl: .init([(MediaType(type: .any), [CacheControl.Value.noCache])]), logger: logger))
        }

        let glance = GlanceHub()
        let filterLab = FilterLabService(
            store: store, gallery: try FilterLabGallery.bundled(), photos: services.photos,
            recognition: services.recognition, cache: FilterLabImageCache(), glance: glance, logger: logger)
        let filterLabAPI = FilterLabAPI(services: services, filterLab: filterLab, glance: glance)
        let mathSprint = MathSprintService(store: store, classifier: try DigitClassifier.shipped())
        let homework = HomeworkService(store: store, photos: services.photos, recognizer: services.recognition.recognizer,
                                       gate: services.recognition.gate)
        let vocabulary = VocabularyService(store: store)
        // Decode the result card's font now, not on the first shared card.
        if CardFont.bundled == nil { logger.warning("The result card font is missing from the bundle; shared cards will fail.") }

        let catalog = RouteCatalog()
        let site = CatalogedRoutes(base: router, prefix: "", catalog: catalog)
        OperationsRoutes(services: services).register(on: site)
        SitePages(services: services).register(on: site)
        AccountPages(services: services).register(on: site)
        AccountSettingsPages(services: services).register(on: site)
        AdminPages(services: services).register(on: site)
        LanguagePages(services: services).register(on: site)
        PhotoPages(services: services).register(on: site)
        FilterLabPages(services: services, api: filterLabAPI).register(on: site)
        MathSprintPages(services: services, mathSprint: mathSprint).register(on: site)
        HomeworkPages(services: services, homework: homework).register(on: site)
        VocabularyPages(services: services, vocabulary: vocabulary).register(on: site)
        let meters = MetersService(store: store, photos: services.photos, recognition: services.recognition)
        MetersPages(services: services, meters: meters).register(on: site)

        let apiGroup = router.group("/api/v1").add(middleware: APIWriteGuard())
        let api = CatalogedRoutes(base: apiGroup, prefix: "/api/v1", catalog: catalog)
        AccountAPI(services: services).register(on: api)
        PhotoAPI(services: services).register(on: api)
        RecognizeAPI(services: services).register(on: api)
        filterLabAPI.register(on: api)
        MathSprintAPI(services: services, mathSprint: mathSprint).register(on: api)
        HomeworkAPI(services: services, homework: homework).register(on: api)
        VocabularyAPI(vocabulary: vocabulary,
                      extraction: VocabularyExtraction(store: store, photos: services.photos, recognizer: services.recognition.recognizer,
                                                       gate: services.recognition.gate)).register(on: api)
        MetersAPI(meters: meters).register(on: api)

        var application = Application(
            router: router,
            configuration: .init(address: .hostname(settings.host, port: settings.port), serverName: "Readout"),
            onServerRunning: { channel in await onServerRunning(channel.localAddress?.port ?? settings.port) },
            logger: logger)
        application.addServices(Housekeeping(store: store, interval: settings.housekeepingInterval,
                                             throttleWindow: settings.throttleWindow, logger: logger))
        if store.deliversNotificationsBetweenInstances {
            application.addServices(GlanceListener(store: store, hub: glance, logger: logger))
        }
        return Built(application: application, routes: catalog, metrics: metrics, gate: gate)
    }

    /// Opens the database, serves until SIGTERM or SIGINT (in-flight requests finish), then
    /// closes the database. `onServerRunning` receives the bound port (useful with port 0).
    public static func run(settings: ServerSettings, logger: Logger,
                           onServerRunning: @escaping @Sendable (_ port: Int) async -> Void = { _ in }) async throws {
        let store = try await Store.open(settings.database, logger: logger)
        do {
            let built = try await build(settings: settings, store: store, logger: logger, onServerRunning: onServerRunning)
            try await built.application.runService(gracefulShutdownSignals: [.sigterm, .sigint])
        } catch {
            try? await store.close()
            throw error
        }
        try await store.close()
    }
}
