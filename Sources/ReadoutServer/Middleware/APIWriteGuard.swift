import HTTPTypes
import Hummingbird

/// CSRF protection for the JSON API: a request that changes data must carry `X-Readout: 1`, a
/// header that a cross-site HTML form cannot send (and a cross-site script cannot without a CORS
/// preflight, which Readout never grants).
struct APIWriteGuard: RouterMiddleware {
    typealias Context = AppRequestContext
    static let headerName = HTTPField.Name("X-Readout")!

    func handle(_ request: Request, context: Context, next: (Request, Context) async throws -> Response) async throws -> Response {
        let safe: Set<HTTPRequest.Method> = [.get, .head, .options]
        // A bearer token is never sent by a browser on its own, so it needs no such header.
        if !safe.contains(request.method), context.identity?.token == nil, request.headers[Self.headerName] != "1" {
            throw AppError.apiHeaderMissing
        }
        return try await next(request, context)
    }
}
