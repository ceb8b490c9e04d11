import Hummingbird
import NIOConcurrencyHelpers

/// Every route the application registers, as `METHOD /path/{param}`: the OpenAPI test checks
/// the document against this list, so a route cannot be added without documenting it.
public final class RouteCatalog: Sendable {
    private let entries = NIOLockedValueBox<[String]>([])

    /// `GET /api/v1/photos/{id}`-style entries, sorted.
    public var routes: [String] { entries.withLockedValue { $0.sorted() } }

    /// The methods routed at a concrete path (`/api/v1/photos/3f…`), for the `Allow` header of a
    /// 405; empty when no route has that path at all. As in the router, a fixed segment wins over
    /// a parameter: `/meters/identifications` is not `/meters/{id}`.
    func methods(at path: String) -> [String] {
        let segments = path.split(separator: "/", omittingEmptySubsequences: false)
        var best: (fixedSegments: Int, methods: Set<String>) = (-1, [])
        for route in routes {
            let parts = route.split(separator: " ", maxSplits: 1)
            let template = parts[1].split(separator: "/", omittingEmptySubsequences: false)
            guard template.count == segments.count else { continue }
            var fixed = 0
            let matches = zip(template, segments).allSatisfy { pattern, segment in
                if pattern == segment { fixed += 1; return true }
                return pattern.hasPrefix("{") && pattern.hasSuffix("}") && !segment.isEmpty
            }
            guard matches, fixed >= best.fixedSegments else { continue }
            best = (fixed, fixed == best.fixedSegments ? best.methods.union([String(parts[0])]) : [String(parts[0])])
        }
        return (best.methods.contains("GET") ? best.methods.union(["HEAD"]) : best.methods).sorted()
    }

    func record(_ method: HTTPRequest.Method, _ path: String) {
        let openAPIPath = path.split(separator: "/", omittingEmptySubsequences: false)
            .map { $0.hasPrefix(":") ? "{\($0.dropFirst())}" : String($0) }
            .joined(separator: "/")
        entries.withLockedValue { $0.append("\(method.rawValue) \(openAPIPath.isEmpty ? "/" : openAPIPath)") }
    }
}

/// Registers handlers on a router (or group) and records them in the catalog.
struct CatalogedRoutes<Base: RouterMethods> where Base.Context == AppRequestContext {
    typealias Handler = @Sendable (Request, AppRequestContext) async throws -> Response
    let base: Base
    let prefix: String
    let catalog: RouteCatalog

    func get(_ path: String, _ handler: @escaping Handler) { add(.get, path, handler) }
    func post(_ path: String, _ handler: @escaping Handler) { add(.post, path, handler) }
    func put(_ path: String, _ handler: @escaping Handler) { add(.put, path, handler) }
    func delete(_ path: String, _ handler: @escaping Handler) { add(.delete, path, handler) }

    private func add(_ method: HTTPRequest.Method, _ path: String, _ handler: @escaping Handler) {
        base.on(RouterPath(stringLiteral: path), method: method, use: handler)
        catalog.record(method, prefix + path)
    }
}
