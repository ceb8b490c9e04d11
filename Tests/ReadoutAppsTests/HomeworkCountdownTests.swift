import Foundation
import ReadoutLanguage
import Testing
@testable import ReadoutApps

/// "Due in 3 days" / "Overdue by 2 hours": minutes, then hours, then calendar days in the item's
/// time zone; nothing for done work.
@Suite("Homework countdown")
struct HomeworkCountdownTests {
    func item(day: String, time: ClockTime? = ClockTime(hour: 17), zone: String = "Europe/Warsaw", done: Bool = false) -> HomeworkItem {
        HomeworkItem(id: UUID(), title: "Essay", className: "", dueDay: CalendarDay(iso: day)!, dueTime: time,
                     timeZone: zone, done: done, createdAt: Date(timeIntervalSince1970: 0))
    }

    /// `2026-12-01 HH:MM` in Warsaw (UTC+1 in December).
    func warsaw(_ day: Int, _ hour: Int, _ minute: Int = 0) -> Date {
        var calendar = Calendar(identifier: .gregorian)
        calendar.timeZone = TimeZone(identifier: "Europe/Warsaw")!
        return calendar.date(from: DateComponents(year: 2026, month: 12, day: day, hour: hour, minute: minute))!
    }

    @Test func aheadInMinutesHoursThenCalendarDays() {
        let essay = item(day: "2026-12-04")
        #expect(HomeworkCountdown.of(essay, now: warsaw(4, 16, 35)) == .init(isOverdue: false, amount: 25, unit: .minute))
        #expect(HomeworkCountdown.of(essay, now: warsaw(4, 9)) == .init(isOverdue: false, amount: 8, unit: .hour))
        // Late on the 1st, the 4th is three calendar days away, though under three days of hours.
        #expect(HomeworkCountdown.of(essay, now: warsaw(1, 23)) == .init(isOverdue: false, amount: 3, unit: .day))
        #expect(HomeworkCountdown.of(essay, now: warsaw(4, 9))?.messageKey == "homework.countdown.dueIn.hour")
    }

    @Test func behindInHoursForTwoDaysThenDays() {
        let essay = item(day: "2026-12-04")
        #expect(HomeworkCountdown.of(essay, now: warsaw(4, 19)) == .init(isOverdue: true, amount: 2, unit: .hour))
        #expect(HomeworkCountdown.of(essay, now: warsaw(5, 23)) == .init(isOverdue: true, amount: 30, unit: .hour))
        #expect(HomeworkCountdown.of(essay, now: warsaw(9, 10)) == .init(isOverdue: true, amount: 5, unit: .day))
        #expect(HomeworkCountdown.of(essay, now: warsaw(9, 10))?.messageKey == "homework.countdown.overdueBy.day")
    }

    @Test func anAllDayItemIsDueAtTheEndOfItsDayAndDoneWorkHasNoCountdown() {
        let reading = item(day: "2026-12-04", time: nil)
        #expect(HomeworkCountdown.of(reading, now: warsaw(4, 20)) == .init(isOverdue: false, amount: 3, unit: .hour), "23:59:59, whole hours")
        #expect(HomeworkCountdown.of(item(day: "2026-12-04", done: true), now: warsaw(1, 9)) == nil)
    }
}
