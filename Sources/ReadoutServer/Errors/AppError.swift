import Foundation
import Hummingbird

/// An error a client can act on: an HTTP status, a stable machine-readable code (English, never
/// translated), and a sentence for people from the message catalogue, in the reader's language.
/// The API sends it as `{"error": {"code": …, "message": …}}`; pages show the message (or, for
/// `signInRequired`, redirect to the sign-in page).
public struct AppError: Error, Sendable, Equatable, CustomStringConvertible {
    public let status: HTTPResponse.Status
    public let code: String
    /// What to tell the person, chosen per request by `message(in:)`.
    public let text: LocalizedText
    /// Seconds the client should wait before retrying (429, 503).
    public let retryAfter: Int?

    public init(_ status: HTTPResponse.Status, code: String, text: LocalizedText, retryAfter: Int? = nil) {
        self.status = status
        self.code = code
        self.text = text
        self.retryAfter = retryAfter
    }

    /// The message in `language`.
    public func message(in language: Language) -> String { text.rendered(in: language) }

    /// The message in English, for logs.
    public var message: String { message(in: .english) }

    public var description: String { message }

    /// What a 404 was looking for; each has its own sentence in the catalogue.
    public enum Missing: String, Sendable {
        case page, photo, apiDocument, galleryImage, game, sharedResult, homework, calendar, notebook, word, meter, meterReference, meterReading, accessToken, webhook
    }

    public static let signInRequired = AppError(.unauthorized, code: "sign_in_required", text: .init("error.signInRequired"))
    public static func notFound(_ what: Missing = .page) -> AppError {
        AppError(.notFound, code: "not_found", text: .init("error.notFound.\(what.rawValue)"))
    }
    public static func badRequest(_ text: LocalizedText, code: String = "bad_request") -> AppError {
        AppError(.badRequest, code: code, text: text)
    }
    public static func invalid(_ text: LocalizedText, code: String = "invalid") -> AppError {
        AppError(.unprocessableContent, code: code, text: text)
    }
    public static let csrf = AppError(.forbidden, code: "csrf", text: .init("error.csrf"))
    /// A bearer token that is unknown, revoked or expired, or whose account is disabled.
    public static let invalidToken = AppError(.unauthorized, code: "invalid_token", text: .init("error.invalidToken"))
    /// A token without the scope this request needs (read for reading, write for anything else).
    public static let insufficientScope = AppError(.forbidden, code: "insufficient_scope", text: .init("error.insufficientScope"))
    /// The account itself (password, sessions, tokens, deletion) is for a signed-in person only.
    public static let accountOnly = AppError(.forbidden, code: "insufficient_scope", text: .init("error.tokenAccountOnly"))
    public static let apiHeaderMissing = AppError(.forbidden, code: "csrf", text: .init("error.apiHeaderMissing"))
    public static func tooLarge(_ text: LocalizedText) -> AppError {
        AppError(.contentTooLarge, code: "too_large", text: text)
    }
    public static func busy(retryAfter: Int) -> AppError {
        AppError(.serviceUnavailable, code: "busy", text: .init("error.busy", ["count": .integer(retryAfter)]), retryAfter: retryAfter)
    }
    public static func throttled(retryAfter: Int) -> AppError {
        let minutes = max(1, (retryAfter + 59) / 60)
        return AppError(.tooManyRequests, code: "too_many_attempts", text: .init("error.tooManyAttempts", ["count": .integer(minutes)]),
                        retryAfter: retryAfter)
    }
    public static let internalError = AppError(.internalServerError, code: "internal", text: .init("error.internal"))
}
