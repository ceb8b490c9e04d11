import Foundation
import Hummingbird

/// An error a client can act on: an HTTP status, a stable machine-readable code, and a sentence
/// for people. The API sends it as `{"error": {"code": …, "message": …}}`; pages show the
/// message (or, for `signInRequired`, redirect to the sign-in page).
public struct AppError: Error, Sendable, Equatable, CustomStringConvertible {
    public let status: HTTPResponse.Status
    public let code: String
    public let message: String
    /// Seconds the client should wait before retrying (429, 503).
    public let retryAfter: Int?

    public init(_ status: HTTPResponse.Status, code: String, message: String, retryAfter: Int? = nil) {
        self.status = status
        self.code = code
        self.message = message
        self.retryAfter = retryAfter
    }

    public var description: String { message }

    public static let signInRequired = AppError(.unauthorized, code: "sign_in_required", message: "Sign in to continue.")
    public static func notFound(_ what: String = "page") -> AppError {
        AppError(.notFound, code: "not_found", message: "There is no such \(what).")
    }
    public static func badRequest(_ message: String, code: String = "bad_request") -> AppError {
        AppError(.badRequest, code: code, message: message)
    }
    public static func invalid(_ message: String, code: String = "invalid") -> AppError {
        AppError(.unprocessableContent, code: code, message: message)
    }
    public static let csrf = AppError(.forbidden, code: "csrf",
                                      message: "This form has expired or did not come from Readout. Reload the page and try again.")
    public static let apiHeaderMissing = AppError(.forbidden, code: "csrf",
                                                  message: "API requests that change data must carry the header X-Readout: 1.")
    public static func tooLarge(_ message: String) -> AppError {
        AppError(.contentTooLarge, code: "too_large", message: message)
    }
    public static func busy(retryAfter: Int) -> AppError {
        AppError(.serviceUnavailable, code: "busy",
                 message: "Readout is busy recognising other photos. Try again in \(retryAfter) seconds.", retryAfter: retryAfter)
    }
    public static func throttled(retryAfter: Int) -> AppError {
        let minutes = max(1, (retryAfter + 59) / 60)
        return AppError(.tooManyRequests, code: "too_many_attempts",
                        message: "Too many failed sign-ins. Try again in \(minutes) minute\(minutes == 1 ? "" : "s").",
                        retryAfter: retryAfter)
    }
    public static let internalError = AppError(.internalServerError, code: "internal",
                                               message: "Something went wrong on the server. It has been logged; try again.")
}
