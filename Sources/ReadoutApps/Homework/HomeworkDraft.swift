import Foundation
import ReadoutLanguage

/// What the user submits for a new or edited item, before the rules accept it.
public struct HomeworkDraft: Sendable, Equatable {
    public var title: String
    public var className: String
    /// `YYYY-MM-DD`; empty when the photo showed no date and the user has not chosen one.
    public var dueDay: String
    /// `HH:MM`; empty for the end of the day.
    public var dueTime: String
    public var timeZone: String

    public init(title: String, className: String, dueDay: String, dueTime: String, timeZone: String) {
        self.title = title
        self.className = className
        self.dueDay = dueDay
        self.dueTime = dueTime
        self.timeZone = timeZone
    }
}

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
