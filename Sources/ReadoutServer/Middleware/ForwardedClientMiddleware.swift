import Foundation
import HTTPTypes
import Hummingbird

/// Who the visitor is and how they came, when a reverse proxy stands between: the proxy's
/// `X-Forwarded-For` names the client and `X-Forwarded-Proto` the scheme, believed only when the
/// connection comes from a proxy the server was told about (`--trusted-proxy`). Without TLS or a
/// trusted proxy, every request is plain HTTP from its connection's address.
struct ForwardedClientMiddleware: RouterMiddleware {
    typealias Context = AppRequestContext
    let trustedProxies: Set<String>
    let servesTLS: Bool

    func handle(_ request: Request, context: Context, next: (Request, Context) async throws -> Response) async throws -> Response {
        var context = context
        context.isHTTPS = servesTLS
        if let peer = context.remoteAddress?.ipAddress, trustedProxies.contains(peer) {
            let forwardedFor = request.headers[values: .xForwardedFor].joined(separator: ",")
            context.forwardedAddress = Self.client(forwardedFor: forwardedFor, trusted: trustedProxies)
            if let scheme = request.headers[.xForwardedProto]?.split(separator: ",").first {
                context.isHTTPS = scheme.trimmingCharacters(in: .whitespaces).lowercased() == "https"
            }
        }
        return try await next(request, context)
    }

    /// The client in an `X-Forwarded-For` chain: the nearest address that is not one of our own
    /// proxies. Entries further left were written by whoever sent the request and prove nothing.
    static func client(forwardedFor: String, trusted: Set<String>) -> String? {
        let hops = forwardedFor.split(separator: ",").map { $0.trimmingCharacters(in: .whitespaces) }.filter { !$0.isEmpty }
        return hops.last { !trusted.contains($0) } ?? hops.first
    }
}

extension HTTPField.Name {
    static let xForwardedFor = Self("X-Forwarded-For")!
    static let xForwardedProto = Self("X-Forwarded-Proto")!
}
