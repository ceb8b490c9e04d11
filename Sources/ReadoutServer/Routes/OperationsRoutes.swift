import Foundation
import Hummingbird

/// `/healthz` (is the database reachable), `/metrics` (Prometheus text) and `/openapi.yaml`.
struct OperationsRoutes {
    let services: AppServices

    struct Health: Encodable {
        let status: String
        let database: String
        let version: String
    }

    func register<Base: RouterMethods>(on routes: CatalogedRoutes<Base>) {
        routes.get("/healthz") { _, context in
            do {
                try await services.store.checkHealth()
                return try JSONResponse.make(Health(status: "ok", database: services.store.engine.rawValue, version: ReadoutVersion.current))
            } catch {
                context.logger.error("Health check failed", metadata: ["error": "\(error)"])
                return try JSONResponse.make(Health(status: "database unreachable", database: services.store.engine.rawValue,
                                                    version: ReadoutVersion.current), status: .serviceUnavailable)
            }
        }
        routes.get("/metrics") { _, _ in
            var headers = HTTPFields()
            headers[.contentType] = "text/plain; version=0.0.4; charset=utf-8"
            headers[.cacheControl] = "no-store"
            return Response(status: .ok, headers: headers, body: .init(byteBuffer: ByteBuffer(string: services.metrics.exposition())))
        }
        routes.get("/openapi.yaml") { _, _ in
            guard let url = Bundle.module.url(forResource: "openapi", withExtension: "yaml"),
                  let document = try? Data(contentsOf: url) else {
                throw AppError.notFound(.apiDocument)
            }
            var headers = HTTPFields()
            headers[.contentType] = "application/yaml; charset=utf-8"
            return Response(status: .ok, headers: headers, body: .init(byteBuffer: ByteBuffer(bytes: document)))
        }
    }
}
