/// An error of one of the apps' rules. Each describes itself as a `Refusal`, which the server
/// answers the same way for every app (`AppError(refusal:)`): the status of its kind, its code for
/// the API, and the catalogue's sentence `error.<app>.<message>` filled with its arguments.
public protocol RuleRefusal: Error, Sendable {
    var refusal: Refusal { get }
}

/// What a rule refused, in the terms the server answers with.
public struct Refusal: Sendable, Equatable {
    /// Bad input (400), a value the rules do not accept (422), or a request the state has made
    /// impossible (409).
    public enum Kind: Sendable {
        case badRequest, invalid, conflict
    }

    /// A value the sentence shows.
    public enum Argument: Sendable, Equatable {
        case integer(Int)
        case decimal(Double, fractionDigits: Int)
    }

    /// The app's part of the message key: `filterLab`, `mathSprint`, `vocabulary`, `homework`, `meters`.
    public let app: String
    /// The API's error code, snake_case; clients test it, so it never changes.
    public let code: String
    /// The sentence's name in the catalogue, camelCase: the code's words unless several sentences share a code.
    public let message: String
    public let arguments: [String: Argument]
    public let kind: Kind

    public init(app: String, code: String, message: String? = nil, arguments: [String: Argument] = [:], kind: Kind = .invalid) {
        self.app = app
        self.code = code
        self.message = message ?? Self.camelCase(code)
        self.arguments = arguments
        self.kind = kind
    }

    /// The catalogue key of the sentence.
    public var messageKey: String { "error.\(app).\(message)" }

    /// `too_many_decimals` → `tooManyDecimals`.
    static func camelCase(_ code: String) -> String {
        let words = code.split(separator: "_")
        return words.enumerated().map { index, word in index == 0 ? String(word) : word.prefix(1).uppercased() + word.dropFirst() }.joined()
    }
}
