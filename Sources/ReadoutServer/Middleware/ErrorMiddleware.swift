import Foundation
import Hummingbird
import Logging

/// Turns every error into an answer a person or a program can act on, never a stack trace:
/// JSON `{"error": …}` under `/api/`, an HTML error page elsewhere, and for pages that need a
/// signed-in user, a redirect to the sign-in page that comes back afterwards.
struct ErrorMiddleware: RouterMiddleware {
    typealias Context = AppRequestContext
    let pages: PageRenderer
    let csrf: CSRFProtection

    func handle(_ request: Request, context: Context, next: (Request, Context) async throws -> Response) async throws -> Response {
        do {
            return try await next(request, context)
        } catch {
            let appError = Self.appError(for: error, context: context)
            if request.uri.path.hasPrefix("/api/") || request.uri.path.hasPrefix("/healthz") {
                return appError.jsonResponse()
            }
            if appError == .signInRequired, request.method == .get || request.method == .head {
                let next = request.uri.path + (request.uri.query.map { "?" + $0 } ?? "")
                let allowed = CharacterSet.alphanumerics.union(.init(charactersIn: "/-_.~"))
                return .seeOther("/sign-in?next=" + (next.addingPercentEncoding(withAllowedCharacters: allowed) ?? "/"))
            }
            return errorPage(appError, request: request, context: context)
        }
    }

    private func errorPage(_ error: AppError, request: Request, context: Context) -> Response {
        let (token, cookie) = csrf.token(for: request, context: context)
        let heading = switch error.status.code {
        case 404: "Not found"
        case 401, 403: "Not allowed"
        case 429: "Too many attempts"
        case 503: "Busy"
        default: "Something went wrong"
        }
        let page = Page(common: PageContext(title: heading, tab: .none, identity: context.identity, csrfToken: token),
                        content: ErrorPageContent(status: error.status.code, heading: heading, message: error.message))
        guard var response = try? pages.response("error", page, status: error.status) else { return error.jsonResponse() }
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
            case .contentTooLarge: return .tooLarge("The request is too large.")
            case .badRequest:
                // Hummingbird's JSON and form decoding failures: the body is malformed.
                return .badRequest(error.body ?? "The request body could not be read.", code: "malformed_body")
            case .methodNotAllowed: return AppError(.methodNotAllowed, code: "method_not_allowed", message: "This address does not accept that method.")
            default:
                return AppError(error.status, code: "http_\(error.status.code)", message: error.body ?? error.status.reasonPhrase)
            }
        case let error as DecodingError:
            return .badRequest("The request body is not what this endpoint expects: \(Self.describe(error))", code: "malformed_body")
        default:
            context.logger.error("Unhandled error", metadata: ["error": "\(String(reflecting: error))"])
            return .internalError
        }
    }

    private static func describe(_ error: DecodingError) -> String {
        switch error {
        case .keyNotFound(let key, _): "the field \"\(key.stringValue)\" is missing."
        case .typeMismatch(_, let context), .valueNotFound(_, let context):
            "the field \"\(context.codingPath.map(\.stringValue).joined(separator: "."))\" has the wrong type."
        case .dataCorrupted: "it is not valid JSON."
        @unknown default: "it could not be read."
        }
    }
}

/// The keys of the `error` template.
struct ErrorPageContent: Sendable {
    let status: Int
    let heading: String
    let message: String
}
