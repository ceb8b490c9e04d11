import Foundation
import Hummingbird
import HummingbirdCore
import HummingbirdTLS
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
        let shell = try AppShell.bundled()
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
            photos: PhotoService(store: store, limits: settings.imageLimits),
            uploads: UploadReader(maximumBytes: settings.maximumBodyBytes),
            recognition: TextRecognitionService(recognizer: recognizer ?? TextRecognizer(engineCount: settings.recognitionWorkers), gate: gate),
            metrics: metrics,
            logger: logger)

        let router = Router(context: AppRequestContext.self)
        router.add(middleware: RequestMetricsMiddleware(metrics: metrics))
        router.add(middleware: LogRequestsMiddleware(.info))
        router.add(middleware: ForwardedClientMiddleware(trustedProxies: settings.trustedProxies, servesTLS: settings.tls != nil))
        router.add(middleware: SecurityHeadersMiddleware())
        router.add(middleware: SessionMiddleware(store: store))
        router.add(middleware: LanguageMiddleware())
        let catalog = RouteCatalog()
        router.add(middleware: ErrorMiddleware(pages: pages, csrf: csrf, routes: catalog))
        if let publicFolder = Bundle.module.resourceURL?.appendingPathComponent("Public").path {
            router.add(middleware: FileMiddleware(publicFolder, urlBasePath: "/static",
                                                  cacheControl: .init([(MediaType(type: .any), [CacheControl.Value.noCache])]), logger: logger))
        }

        let apps = try AppModules.all.map { try $0.init(services: services) }

        let site = CatalogedRoutes(base: router, prefix: "", catalog: catalog)
        OperationsRoutes(services: services).register(on: site)
        SitePages(services: services).register(on: site)
        AccountPages(services: services).register(on: site)
        AccountSettingsPages(services: services).register(on: site)
        WebhookPages(services: services).register(on: site)
        AdminPages(services: services).register(on: site)
        LanguagePages(services: services).register(on: site)
        PhotoPages(services: services).register(on: site)
        WebAppRoutes(services: services, shell: shell).register(on: site)
        ShareTargetRoutes(services: services).register(on: site)
        for app in apps { app.registerPages(on: site) }

        let apiGroup = router.group("/api/v1").add(middleware: BearerTokenMiddleware(store: store)).add(middleware: APIWriteGuard())
        let api = CatalogedRoutes(base: apiGroup, prefix: "/api/v1", catalog: catalog)
        AccountAPI(services: services).register(on: api)
        AccessTokenAPI(services: services).register(on: api)
        WebhookAPI(services: services).register(on: api)
        PhotoAPI(services: services).register(on: api)
        RecognizeAPI(services: services).register(on: api)
        for app in apps { app.registerAPI(on: api) }

        // Plain HTTP, or HTTPS from the given PEM files (read now, so a bad file stops the start).
        let server: HTTPServerBuilder = try settings.tls.map { try .tls(.http1(), tlsConfiguration: try $0.configuration()) } ?? .http1()
        var application = Application(
            router: router,
            server: server,
            configuration: .init(address: .hostname(settings.host, port: settings.port), serverName: "Readout"),
            onServerRunning: { channel in await onServerRunning(channel.localAddress?.port ?? settings.port) },
            logger: logger)
        application.addServices(Housekeeping(store: store, interval: settings.housekeepingInterval,
                                             throttleWindow: settings.throttleWindow, logger: logger))
        if settings.sendsWebhooks {
            application.addServices(WebhookDispatcher(store: store, sender: WebhookSender(), logger: logger))
        }
        for service in apps.flatMap(\.backgroundServices) { application.addServices(service) }
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
