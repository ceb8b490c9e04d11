/// Why a draft cannot be saved; each case is a stable code the API and pages translate.
public enum HomeworkError: Error, Equatable, Sendable {
    case titleMissing
    case titleTooLong(maximum: Int)
    case classTooLong(maximum: Int)
    case dueDayMissing
    case dueDayInvalid
    case dueTimeInvalid

    public var code: String {
        switch self {
        case .titleMissing: "title_missing"
        case .titleTooLong: "title_too_long"
        case .classTooLong: "class_too_long"
        case .dueDayMissing: "due_day_missing"
        case .dueDayInvalid: "due_day_invalid"
        case .dueTimeInvalid: "due_time_invalid"
        }
    }
}

extension HomeworkError: RuleRefusal {
    public var refusal: Refusal {
        switch self {
        case .titleTooLong(let maximum), .classTooLong(let maximum):
            Refusal(app: "homework", code: code, arguments: ["count": .integer(maximum)])
        case .titleMissing, .dueDayMissing, .dueDayInvalid, .dueTimeInvalid:
            Refusal(app: "homework", code: code)
        }
    }
}
