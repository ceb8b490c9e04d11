import Foundation
import Hummingbird
import Logging
import NIOCore

/// Turns every error into an answer a person or a program can act on, never a stack trace:
/// JSON `{"error": …}` under `/api/`, an HTML error page elsewhere, and for pages that need a
/// signed-in user, a redirect to the sign-in page that comes back afterwards.
struct ErrorMiddleware: RouterMiddleware {
    typealias Context = AppRequestContext
    let pages: PageRenderer
    let csrf: CSRFProtection
    /// The routes, so that a known path asked with a method it lacks answers 405 and `Allow`.
    let routes: RouteCatalog

    func handle(_ request: Request, context: Context, next: (Request, Context) async throws -> Response) async throws -> Response {
        do {
            return try await next(request, context)
        } catch let error as HTTPError where error.status == .notFound {
            // Only the router's "no route": a handler that found nothing keeps its 404.
            let allowed = routes.methods(at: request.uri.path)
            guard !allowed.isEmpty, !allowed.contains(request.method.rawValue) else {
                return respond(to: error, request: request, context: context)
            }
            var response = respond(to: HTTPError(.methodNotAllowed), request: request, context: context)
            response.headers[.allow] = allowed.joined(separator: ", ")
            return response
        } catch {
            return respond(to: error, request: request, context: context)
        }
    }

    private func respond(to error: any Error, request: Request, context: Context) -> Response {
        let appError = Self.appError(for: error, context: context)
        if request.uri.path.hasPrefix("/api/") || request.uri.path.hasPrefix("/healthz") {
            return appError.jsonResponse(language: context.language)
        }
        if appError == .signInRequired, request.method == .get || request.method == .head {
            let next = request.uri.pathAndQuery
            let allowed = CharacterSet.alphanumerics.union(.init(charactersIn: "/-_.~"))
            return .seeOther("/sign-in?next=" + (next.addingPercentEncoding(withAllowedCharacters: allowed) ?? "/"))
        }
        return errorPage(appError, request: request, context: context)
    }

    private func errorPage(_ error: AppError, request: Request, context: Context) -> Response {
        let (token, cookie) = csrf.token(for: request, context: context)
        let heading = switch error.status.code {
        case 404: "error.page.notFound"
        case 401, 403: "error.page.notAllowed"
        case 429: "error.page.tooManyAttempts"
        case 503: "error.page.busy"
        default: "error.page.generic"
        }
        let common = PageContext(title: heading, tab: .none, identity: context.identity, csrfToken: token,
                                 language: context.language, path: request.uri.pathAndQuery)
        let page = Page(common: common, content: ErrorPageContent(status: error.status.code, message: error.message(in: context.language)))
        guard var response = try? pages.response("error", page, status: error.status) else { return error.jsonResponse(language: context.language) }
        if let retryAfter = error.retryAfter { response.headers[.retryAfter] = String(retryAfter) }
        if let cookie { response.setCookie(cookie) }
        return response
    }

    /// Known errors keep their meaning; Hummingbird's own (404 for unknown routes, 413 for large
    /// bodies) are translated; anything else is a logged 500 with a generic message.
    static func appError(for error: any Error, context: Context) -> AppError {
        switch error {
        case let error as AppError:
            return error
        case let error as HTTPError:
            switch error.status {
            case .notFound: return .notFound()
            case .contentTooLarge: return .tooLarge(.init("error.requestTooLarge"))
            case .badRequest:
                // Hummingbird's JSON and form decoding failures: the body is malformed.
                guard let detail = error.body else { return .badRequest(.init("error.malformedBody"), code: "malformed_body") }
                return .badRequest(.init("error.malformedBody.detail", ["detail": .text(detail)]), code: "malformed_body")
            case .methodNotAllowed: return AppError(.methodNotAllowed, code: "method_not_allowed", text: .init("error.methodNotAllowed"))
            default:
                return AppError(error.status, code: "http_\(error.status.code)",
                                text: .init("error.http", ["detail": .text(error.body ?? error.status.reasonPhrase),
                                                           "status": .text(String(error.status.code))]))
            }
        case is NIOTooManyBytesError:
            // A body collected with a limit (JSON bodies, uploads) went past it.
            return .tooLarge(.init("error.requestTooLarge"))
        case let error as DecodingError:
            return .badRequest(Self.describe(error), code: "malformed_body")
        default:
            context.logger.error("Unhandled error", metadata: ["error": "\(String(reflecting: error))"])
            return .internalError
        }
    }

    private static func describe(_ error: DecodingError) -> LocalizedText {
        switch error {
        case .keyNotFound(let key, _): .init("error.malformedBody.missingField", ["field": .text(key.stringValue)])
        case .typeMismatch(_, let context), .valueNotFound(_, let context):
            .init("error.malformedBody.wrongType", ["field": .text(context.codingPath.map(\.stringValue).joined(separator: "."))])
        case .dataCorrupted: .init("error.malformedBody.notJSON")
        @unknown default: .init("error.malformedBody.unreadable")
        }
    }
}

/// The keys of the `error` template.
struct ErrorPageContent: Sendable {
    let status: Int
    let message: String
}
