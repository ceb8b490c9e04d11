import HTTPTypes
import Hummingbird

/// Headers that shut doors the app never uses: scripts and styles only from Readout itself (so
/// injected markup cannot run), no framing, no MIME sniffing, no referrer leaks.
struct SecurityHeadersMiddleware: RouterMiddleware {
    typealias Context = AppRequestContext

    func handle(_ request: Request, context: Context, next: (Request, Context) async throws -> Response) async throws -> Response {
        var response = try await next(request, context)
        response.headers[.contentSecurityPolicy] = "default-src 'self'; img-src 'self' blob: data:; "
            + "style-src 'self'; script-src 'self'; connect-src 'self'; frame-ancestors 'none'; form-action 'self'; base-uri 'none'"
        response.headers[.xContentTypeOptions] = "nosniff"
        response.headers[HTTPField.Name("Referrer-Policy")!] = "same-origin"
        response.headers[HTTPField.Name("X-Frame-Options")!] = "DENY"
        return response
    }
}
