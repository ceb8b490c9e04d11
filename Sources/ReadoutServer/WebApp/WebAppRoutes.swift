import Foundation
import Hummingbird

/// What makes Readout an installable app: the manifest, the service worker (at the root, so its
/// scope is the whole site) and the offline page it shows when a page cannot be fetched.
struct WebAppRoutes {
    let services: AppServices
    let shell: AppShell

    static let manifestPath = "/manifest.webmanifest"
    static let serviceWorkerPath = "/service-worker.js"
    static let offlinePath = "/offline"

    func register<Base: RouterMethods>(on routes: CatalogedRoutes<Base>) {
        routes.get(Self.manifestPath) { _, context in
            let encoder = JSONEncoder()
            encoder.keyEncodingStrategy = .convertToSnakeCase
            encoder.outputFormatting = [.sortedKeys, .withoutEscapingSlashes]
            var headers = HTTPFields()
            headers[.contentType] = "application/manifest+json; charset=utf-8"
            headers[.cacheControl] = "no-cache"
            // In the visitor's language: the names and shortcuts follow the language switch.
            headers[.vary] = "Cookie, Accept-Language"
            let body = try encoder.encode(WebAppManifest(context.localizer))
            return Response(status: .ok, headers: headers, body: .init(byteBuffer: ByteBuffer(bytes: body)))
        }
        routes.get(Self.serviceWorkerPath) { _, _ in
            var headers = HTTPFields()
            headers[.contentType] = "text/javascript; charset=utf-8"
            // Always asked again, so a new version of Readout replaces the old worker at once.
            headers[.cacheControl] = "no-cache"
            return Response(status: .ok, headers: headers, body: .init(byteBuffer: ByteBuffer(bytes: shell.serviceWorker)))
        }
        routes.get(Self.offlinePath) { request, context in
            // The same for everyone: the worker keeps one copy, shown whoever is signed in later.
            var anonymous = context
            anonymous.identity = nil
            return try services.page("offline", title: "webapp.offline.title", tab: .none, content: NoContent(),
                                     request: request, context: anonymous)
        }
    }
}
