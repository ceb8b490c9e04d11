import Foundation
import Hummingbird
import HummingbirdCore

extension AppServices {
    /// Renders a page with the common keys filled in for this request (in its language), setting
    /// the visitor's CSRF cookie when the page is their first.
    /// - Parameter title: the catalogue key of the page's title.
    func page<Content: Sendable>(
        _ template: String, title: String, tab: PageContext.Tab, content: Content,
        request: Request, context: AppRequestContext, error: AppError? = nil, notice: String? = nil,
        status: HTTPResponse.Status = .ok
    ) throws -> Response {
        let (token, cookie) = csrf.token(for: request, context: context)
        let common = PageContext(title: title, tab: tab, identity: context.identity, csrfToken: token, language: context.language,
                                 path: request.uri.pathAndQuery, error: error?.message(in: context.language),
                                 notice: notice.map { context.localizer($0) } ?? PageNotice.text(for: request, localizer: context.localizer))
        var response = try pages.response(template, Page(common: common, content: content), status: status)
        if let cookie { response.setCookie(cookie) }
        return response
    }

    /// `scheme://host[:port]` for links that leave the page (calendar feed, Open Graph URLs): the
    /// configured public address, else the address the visitor reached us at (https when they came
    /// over HTTPS, directly or through a trusted proxy).
    func origin(of request: Request, context: AppRequestContext) -> String {
        if let publicURL = settings.publicURL { return publicURL }
        let host = request.head.authority ?? "\(settings.host):\(settings.port)"
        return (settings.secureCookies || context.isHTTPS ? "https://" : "http://") + host
    }

    /// Reads an `application/x-www-form-urlencoded` body.
    func form<Form: Decodable>(_ type: Form.Type, from request: Request) async throws -> Form {
        let body = try await request.body.collect(upTo: 64 * 1024)
        do {
            return try URLEncodedFormDecoder().decode(Form.self, from: String(buffer: body))
        } catch {
            throw AppError.badRequest(.init("error.malformedForm"), code: "malformed_form")
        }
    }
}

/// A posted form that carries its CSRF token.
protocol CSRFProtectedForm: Decodable {
    var csrfToken: String? { get }
}

/// A form with nothing but its CSRF token: sign out, delete, toggle.
struct TokenForm: CSRFProtectedForm {
    let csrfToken: String?
}

extension AppServices {
    /// The posted form, its CSRF token checked: what every page form starts with.
    func verifiedForm<Form: CSRFProtectedForm>(_ type: Form.Type, request: Request, context: AppRequestContext) async throws -> Form {
        let form = try await self.form(Form.self, from: request)
        try csrf.verify(form.csrfToken, request: request, context: context)
        return form
    }
}

/// A page with no keys beyond the common ones.
struct NoContent: Sendable {}

extension Response {
    /// A 303 "See Other": after a form POST the browser GETs the next page.
    static func seeOther(_ location: String) -> Response {
        var headers = HTTPFields()
        headers[.location] = location
        return Response(status: .seeOther, headers: headers)
    }
}

extension HummingbirdCore.URI {
    /// The path with its query, as a `next` parameter carries it.
    var pathAndQuery: String { path + (query.map { "?" + $0 } ?? "") }
}

/// A `next` parameter is followed only to a path on this site, never to another host.
func safeNextPath(_ next: String?) -> String {
    guard let next, next.hasPrefix("/"), !next.hasPrefix("//"), !next.contains("\\") else { return "/" }
    return next
}
