import Foundation
import ReadoutLanguage

/// One piece of homework: what it is, for which class, when it is due, whether it is done.
public struct HomeworkItem: Sendable, Codable, Equatable, Identifiable {
    public var id: UUID
    public var title: String
    /// The class it belongs to ("CS 101"); empty when none is set.
    public var className: String
    public var dueDay: CalendarDay
    /// The stated time; nil means the end of the day (shown as such).
    public var dueTime: ClockTime?
    /// The IANA time zone the due time is meant in (the browser's when it was saved), so a
    /// calendar app can place it.
    public var timeZone: String
    public var done: Bool
    /// The photo it was read from, if any (nil after that photo is deleted).
    public var photoID: UUID?
    /// The text recognised on that photo, kept for the item's page.
    public var recognizedText: String
    public var createdAt: Date

    public init(id: UUID = UUID(), title: String, className: String, dueDay: CalendarDay, dueTime: ClockTime?,
                timeZone: String, done: Bool = false, photoID: UUID? = nil, recognizedText: String = "", createdAt: Date) {
        self.id = id
        self.title = title
        self.className = className
        self.dueDay = dueDay
        self.dueTime = dueTime
        self.timeZone = timeZone
        self.done = done
        self.photoID = photoID
        self.recognizedText = recognizedText
        self.createdAt = createdAt
    }

    /// `YYYY-MM-DDTHH:MM`, 23:59 when no time is set: sorts in due order as text.
    public var dueValue: String { "\(dueDay.iso)T\(dueTime ?? .endOfDay)" }
}

/// Which items a list shows.
public enum HomeworkFilter: String, Sendable, CaseIterable, Codable {
    /// Not done yet (overdue ones included), soonest first.
    case upcoming
    case done
    case all
}

/// Where the user is in time relative to an item, for colouring the list.
public enum HomeworkUrgency: String, Sendable, Codable {
    case done, overdue
    /// Due within the next 48 hours.
    case soon
    case later
}
