import HTTPTypes
import ReadoutApps

extension AppError {
    /// A rule's refusal as every app answers it: 400, 422 or 409 by its kind, its code, and the
    /// catalogue's sentence `error.<app>.<message>` with its arguments.
    init(refusal: Refusal) {
        let status: HTTPResponse.Status = switch refusal.kind {
        case .badRequest: .badRequest
        case .invalid: .unprocessableContent
        case .conflict: .conflict
        }
        let arguments = refusal.arguments.mapValues { argument -> MessageArgument in
            switch argument {
            case .integer(let value): .integer(value)
            case .decimal(let value, let digits): .decimal(value, fractionDigits: digits)
            }
        }
        self.init(status, code: refusal.code, text: LocalizedText(refusal.messageKey, arguments))
    }

    init(refusal: some RuleRefusal) {
        self.init(refusal: refusal.refusal)
    }

    /// What `check` returns, or its refusal as an `AppError`.
    static func refusing<T, Failure: RuleRefusal>(_ check: () throws(Failure) -> T) throws(AppError) -> T {
        do {
            return try check()
        } catch {
            throw AppError(refusal: error)
        }
    }
}
