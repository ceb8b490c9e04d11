import Foundation
import ReadoutLanguage

/// Homework's rules: what a valid item is, how lists sort and colour, and the title and class
/// a photo's text suggests.
public enum HomeworkRules {
    public static let maximumTitleLength = 200
    public static let maximumClassLength = 60
    /// The recognised text kept with an item (a dense page is a few thousand characters).
    public static let maximumRecognizedTextLength = 20_000
    /// A calendar feed's secret is at least this long; a shorter one is not looked up.
    public static let minimumCalendarSecretLength = 20
    /// The most items one request saves together (a page's or a syllabus's due dates).
    public static let maximumItemsSavedTogether = 100
    /// Items due within this many hours are highlighted.
    public static let soonHours = 48

    /// Refuses a page of items to save together that is empty or longer than `maximumItemsSavedTogether`.
    public static func validatePage(count: Int) throws(HomeworkError) {
        guard count > 0 else { throw .noItems }
        guard count <= maximumItemsSavedTogether else { throw .tooManyItems(maximum: maximumItemsSavedTogether) }
    }

    /// The draft's fields checked and normalised (spaces trimmed, unknown time zones → UTC).
    public static func validate(_ draft: HomeworkDraft) throws(HomeworkError)
        -> (title: String, className: String, day: CalendarDay, time: ClockTime?, timeZone: String) {
        let title = collapseSpaces(draft.title)
        let className = collapseSpaces(draft.className)
        guard !title.isEmpty else { throw .titleMissing }
        guard title.count <= maximumTitleLength else { throw .titleTooLong(maximum: maximumTitleLength) }
        guard className.count <= maximumClassLength else { throw .classTooLong(maximum: maximumClassLength) }
        let dayText = draft.dueDay.trimmingCharacters(in: .whitespaces)
        guard !dayText.isEmpty else { throw .dueDayMissing }
        guard let day = CalendarDay(iso: dayText) else { throw .dueDayInvalid }
        let timeText = draft.dueTime.trimmingCharacters(in: .whitespaces)
        var time: ClockTime?
        if !timeText.isEmpty {
            let parts = timeText.split(separator: ":")
            guard parts.count == 2 || parts.count == 3, parts[0].count <= 2, parts[1].count == 2,
                  let hour = Int(parts[0]), let minute = Int(parts[1]), let parsed = ClockTime(hour: hour, minute: minute)
            else { throw .dueTimeInvalid }
            time = parsed
        }
        let zone = TimeZone(identifier: draft.timeZone) != nil ? draft.timeZone : "UTC"
        return (title, className, day, time, zone)
    }

    /// Soonest first; done items after the open ones in "all".
    public static func sorted(_ items: [HomeworkItem]) -> [HomeworkItem] {
        items.sorted { ($0.done ? 1 : 0, $0.dueValue, $0.title) < ($1.done ? 1 : 0, $1.dueValue, $1.title) }
    }

    /// Overdue, due within 48 hours, or later, as seen at `now` in the item's time zone.
    public static func urgency(of item: HomeworkItem, now: Date) -> HomeworkUrgency {
        if item.done { return .done }
        let due = dueInstant(of: item)
        if due < now { return .overdue }
        return due.timeIntervalSince(now) <= Double(soonHours) * 3600 ? .soon : .later
    }

    /// The moment the item is due: its day and time in its time zone.
    public static func dueInstant(of item: HomeworkItem) -> Date {
        var calendar = Calendar(identifier: .gregorian)
        calendar.timeZone = TimeZone(identifier: item.timeZone) ?? TimeZone(identifier: "UTC")!
        let time = item.dueTime ?? .endOfDay
        let components = DateComponents(year: item.dueDay.year, month: item.dueDay.month, day: item.dueDay.day,
                                        hour: time.hour, minute: time.minute, second: item.dueTime == nil ? 59 : 0)
        return calendar.date(from: components) ?? Date(timeIntervalSince1970: 0)
    }

    private static func collapseSpaces(_ text: String) -> String {
        text.split(whereSeparator: \.isWhitespace).joined(separator: " ")
    }
}
