import Foundation
import ReadoutLanguage

/// How far an item's due moment is from now, as a person says it: "due in 3 days", "overdue by
/// 2 hours". Minutes under an hour, hours under a day ahead (two days behind: "overdue by 30
/// hours" reads better than "by 1 day" the morning after), else whole calendar days counted in
/// the item's time zone, the one its owner's browser reported (so an essay due tomorrow at 9:00
/// is "in 1 day" at 23:00 tonight).
public struct HomeworkCountdown: Sendable, Equatable {
    public enum Unit: String, Sendable { case minute, hour, day }

    /// True when the due moment has passed.
    public let isOverdue: Bool
    /// At least 1.
    public let amount: Int
    public let unit: Unit

    /// Nil for done items: nothing is due.
    public static func of(_ item: HomeworkItem, now: Date) -> HomeworkCountdown? {
        guard !item.done else { return nil }
        let due = HomeworkRules.dueInstant(of: item)
        let seconds = due.timeIntervalSince(now)
        let overdue = seconds < 0
        let span = abs(seconds)
        if span < 3600 { return HomeworkCountdown(isOverdue: overdue, amount: max(1, Int((span / 60).rounded())), unit: .minute) }
        if span < (overdue ? 48 : 24) * 3600 { return HomeworkCountdown(isOverdue: overdue, amount: Int(span / 3600), unit: .hour) }
        var calendar = Calendar(identifier: .gregorian)
        calendar.timeZone = TimeZone(identifier: item.timeZone) ?? TimeZone(identifier: "UTC")!
        let days = calendar.dateComponents([.day], from: calendar.startOfDay(for: now), to: calendar.startOfDay(for: due)).day ?? 0
        return HomeworkCountdown(isOverdue: overdue, amount: max(1, abs(days)), unit: .day)
    }

    /// The message key that says it: `homework.countdown.dueIn.day`, `homework.countdown.overdueBy.hour`.
    public var messageKey: String { "homework.countdown.\(isOverdue ? "overdueBy" : "dueIn").\(unit.rawValue)" }
}
