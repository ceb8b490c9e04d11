/// When a user's calendar reminds them of homework: alarms some time before each item is due,
/// carried by the calendar feed and each item's `.ics` (VALARM), so the phone's own calendar
/// rings where students look. Chosen per user on the Homework page.
public struct HomeworkReminders: Sendable, Equatable {
    /// Minutes before the due moment, largest first, no repeats; empty means no alarms.
    public let minutesBefore: [Int]

    /// Nil when a choice is not one of `choices` (or is repeated).
    public init?(minutesBefore: [Int]) {
        guard minutesBefore.allSatisfy(Self.choices.contains), Set(minutesBefore).count == minutesBefore.count else { return nil }
        self.minutesBefore = minutesBefore.sorted(by: >)
    }

    /// A day and two hours before: time to finish, and a last call.
    public static let standard = HomeworkReminders(minutesBefore: [24 * 60, 2 * 60])!

    /// What a user can pick from: a week, two days, a day, three hours, two hours, an hour,
    /// half an hour before.
    public static let choices = [7 * 24 * 60, 2 * 24 * 60, 24 * 60, 3 * 60, 2 * 60, 60, 30]

    /// As stored: the minutes joined by commas ("1440,120"; "" for none).
    public var stored: String { minutesBefore.map(String.init).joined(separator: ",") }

    /// Read back from `stored`; nil when it does not parse (the standard then applies).
    public init?(stored: String) {
        let parts = stored.split(separator: ",")
        let minutes = parts.compactMap { Int($0) }
        guard minutes.count == parts.count else { return nil }
        self.init(minutesBefore: minutes)
    }
}
