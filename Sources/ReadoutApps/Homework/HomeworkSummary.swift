import Foundation

/// What a wall tablet or a smart-home dashboard shows for Homework: the next item due, and how
/// many are due today, this week (to the end of Sunday in the dashboard's time zone) and overdue.
public struct HomeworkSummary: Sendable, Equatable {
    /// The soonest item not done that is not overdue yet.
    public let next: HomeworkItem?
    public let dueToday: Int
    public let dueThisWeek: Int
    public let overdue: Int
    /// Not done, overdue ones included.
    public let open: Int

    /// `items` may be all of the user's; done ones are not counted.
    public init(items: [HomeworkItem], now: Date, calendar: Calendar) {
        let open = items.filter { !$0.done }.map { (item: $0, due: HomeworkRules.dueInstant(of: $0)) }
        let upcoming = open.filter { $0.due >= now }.sorted { $0.due < $1.due }
        let endOfToday = calendar.dateInterval(of: .day, for: now)?.end ?? now
        var weeks = calendar
        weeks.firstWeekday = 2  // Monday: "this week" ends with Sunday
        let endOfWeek = weeks.dateInterval(of: .weekOfYear, for: now)?.end ?? endOfToday
        next = upcoming.first?.item
        dueToday = upcoming.filter { $0.due < endOfToday }.count
        dueThisWeek = upcoming.filter { $0.due < endOfWeek }.count
        overdue = open.count - upcoming.count
        self.open = open.count
    }
}
