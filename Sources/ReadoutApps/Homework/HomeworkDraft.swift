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

