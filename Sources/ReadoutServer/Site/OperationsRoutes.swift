import Foundation
import Hummingbird
import HTTPTypes
import NIOCore

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
        routes.get("/metrics") { request, context in
            guard Self.mayReadMetrics(request, from: context.remoteAddress, token: services.settings.metricsToken) else {
                throw AppError(.forbidden, code: "metrics_forbidden", text: .init("error.metricsForbidden"))
            }
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

    /// `/metrics` tells how busy the server is and which routes it has: it answers this machine
    /// (a Prometheus or a curl beside it) and, with a configured secret, `Authorization: Bearer`.
    /// A request a proxy forwarded comes from loopback too, so one carrying `Forwarded` or
    /// `X-Forwarded-For` needs the secret like any other.
    static func mayReadMetrics(_ request: Request, from address: SocketAddress?, token: String?) -> Bool {
        if let token, !token.isEmpty, let authorization = request.headers[.authorization] {
            let expected = Array(("Bearer " + token).utf8), given = Array(authorization.utf8)
            // Compared in constant time: how far a guess matches must not show in the answer's timing.
            if expected.count == given.count, zip(expected, given).reduce(0, { $0 | ($1.0 ^ $1.1) }) == 0 { return true }
        }
        let forwarded = request.headers[HTTPField.Name("Forwarded")!] != nil || request.headers[HTTPField.Name("X-Forwarded-For")!] != nil
        guard !forwarded, let ip = address?.ipAddress else { return false }
        return Loopback.contains(ip)
    }
}
