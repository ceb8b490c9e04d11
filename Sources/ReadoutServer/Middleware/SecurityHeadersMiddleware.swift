import Foundation
import HTTPTypes
import Hummingbird

/// Headers that shut doors the app never uses: scripts and styles only from Readout itself (so
/// injected markup cannot run), no framing, no MIME sniffing, no referrer leaks. Over HTTPS, also
/// HSTS (the browser never tries plain HTTP again) and `Secure` on every cookie.
struct SecurityHeadersMiddleware: RouterMiddleware {
    typealias Context = AppRequestContext
    /// A year, the usual HSTS lifetime; no `includeSubDomains`, which is not ours to promise.
    static let strictTransportSecurity = "max-age=31536000"

    func handle(_ request: Request, context: Context, next: (Request, Context) async throws -> Response) async throws -> Response {
        var response = try await next(request, context)
        response.headers[.contentSecurityPolicy] = "default-src 'self'; img-src 'self' blob: data:; "
            + "style-src 'self'; script-src 'self'; connect-src 'self'; frame-ancestors 'none'; form-action 'self'; base-uri 'none'"
        response.headers[.xContentTypeOptions] = "nosniff"
        // A route may ask for a stricter policy (the glance's read-only link sends none at all).
        if response.headers[HTTPField.Name("Referrer-Policy")!] == nil {
            response.headers[HTTPField.Name("Referrer-Policy")!] = "same-origin"
        }
        response.headers[HTTPField.Name("X-Frame-Options")!] = "DENY"
        if context.isHTTPS {
            response.headers[.strictTransportSecurity] = Self.strictTransportSecurity
            response.headers = Self.securingCookies(response.headers)
        }
        return response
    }

    /// `headers` with `; Secure` added to each `Set-Cookie` that lacks it.
    static func securingCookies(_ headers: HTTPFields) -> HTTPFields {
        var secured = HTTPFields()
        for field in headers {
            let isInsecureCookie = field.name == .setCookie
                && !field.value.split(separator: ";").contains { $0.trimmingCharacters(in: .whitespaces).lowercased() == "secure" }
            secured.append(isInsecureCookie ? HTTPField(name: .setCookie, value: field.value + "; Secure") : field)
        }
        return secured
    }
}
