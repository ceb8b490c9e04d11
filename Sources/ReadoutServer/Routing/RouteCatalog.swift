import Hummingbird
import NIOConcurrencyHelpers

/// Every route the application registers, as `METHOD /path/{param}`: the OpenAPI test checks
/// the document against this list, so a route cannot be added without documenting it.
public final class RouteCatalog: Sendable {
    private let entries = NIOLockedValueBox<[String]>([])

    /// `GET /api/v1/photos/{id}`-style entries, sorted.
    public var routes: [String] { entries.withLockedValue { $0.sorted() } }

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
