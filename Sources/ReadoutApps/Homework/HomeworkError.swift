/// Why a draft cannot be saved; each case is a stable code the API and pages translate.
public enum HomeworkError: Error, Equatable, Sendable {
    case titleMissing
    case titleTooLong(maximum: Int)
    case classTooLong(maximum: Int)
    case dueDayMissing
    case dueDayInvalid
    case dueTimeInvalid
    /// A page saved together must name at least one item…
    case noItems
    /// …and at most this many (a syllabus holds a term's deadlines, a few dozen).
    case tooManyItems(maximum: Int)

    public var code: String {
        switch self {
        case .titleMissing: "title_missing"
        case .titleTooLong: "title_too_long"
        case .classTooLong: "class_too_long"
        case .dueDayMissing: "due_day_missing"
        case .dueDayInvalid: "due_day_invalid"
        case .dueTimeInvalid: "due_time_invalid"
        case .noItems: "no_items"
        case .tooManyItems: "too_many_items"
        }
    }
}

extension HomeworkError: RuleRefusal {
    public var refusal: Refusal {
        switch self {
        case .titleTooLong(let maximum), .classTooLong(let maximum), .tooManyItems(let maximum):
            Refusal(app: "homework", code: code, arguments: ["count": .integer(maximum)])
        case .titleMissing, .dueDayMissing, .dueDayInvalid, .dueTimeInvalid, .noItems:
            Refusal(app: "homework", code: code)
        }
    }
}
