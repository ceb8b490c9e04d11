import Foundation
import ReadoutApps
import ReadoutLanguage
import Testing

/// What the polling dashboards show: a meter's latest reading and use per day; the next
/// homework item and the counts due today, this week and overdue.
@Suite("Dashboard summaries")
struct DashboardSummaryTests {
    let day = 86_400.0
    /// Friday 2026-11-27 00:00 UTC.
    let today = Date(timeIntervalSince1970: 1_795_737_600)
    var utc: Calendar {
        var calendar = Calendar(identifier: .gregorian)
        calendar.timeZone = TimeZone(identifier: "UTC")!
        return calendar
    }

    func reading(_ value: Double, day offset: Double) -> MeterReading {
        MeterReading(value: value, takenAt: today.addingTimeInterval(offset * day), source: .manual)
    }

    @Test func aMeterSensorSpreadsUseOverWholeDays() {
        // 70 over the 7 days to yesterday, then 12 over yesterday.
        let readings = [reading(100, day: -8), reading(170, day: -1), reading(182, day: 0), reading(185, day: 0.5)]
        let sensor = MeterSensor(readings: readings, now: today.addingTimeInterval(0.75 * day), calendar: utc)
        #expect(sensor.latest?.value == 185)
        #expect(sensor.yesterday == 12)
        #expect(sensor.days.count == 8 && sensor.days.first?.start == today.addingTimeInterval(-8 * day))
        #expect(sensor.days.allSatisfy { $0.start < today }, "today is still running: left out")
        #expect(abs((sensor.averageLast7Days ?? 0) - (6 * 10 + 12) / 7.0) < 1e-9)
        #expect(abs((sensor.averageLast30Days ?? 0) - 82 / 8.0) < 1e-9)
    }

    @Test func aMeterWithOneReadingHasAStateButNoUse() {
        let sensor = MeterSensor(readings: [reading(5, day: -3)], now: today, calendar: utc)
        #expect(sensor.latest?.value == 5)
        #expect(sensor.yesterday == nil && sensor.averageLast7Days == nil && sensor.days.isEmpty)
        #expect(MeterSensor(readings: [], now: today, calendar: utc).latest == nil)
    }

    func item(_ title: String, _ day: String, _ time: ClockTime?, done: Bool = false) -> HomeworkItem {
        HomeworkItem(title: title, className: "", dueDay: CalendarDay(iso: day)!, dueTime: time, timeZone: "UTC", done: done,
                     createdAt: Date(timeIntervalSince1970: 0))
    }

    @Test func homeworkCountsTodayThisWeekAndOverdue() {
        let now = today.addingTimeInterval(10 * 3_600)  // Friday 10:00
        let items = [
            item("Late", "2026-11-26", ClockTime(hour: 9)),
            item("Quiz", "2026-11-27", ClockTime(hour: 14)),
            item("Essay", "2026-11-27", nil),
            item("Lab", "2026-11-29", ClockTime(hour: 20)),  // Sunday: still this week
            item("Project", "2026-11-30", ClockTime(hour: 8)),  // Monday: next week
            item("Handed in", "2026-11-27", ClockTime(hour: 12), done: true),
        ]
        let summary = HomeworkSummary(items: items, now: now, calendar: utc)
        #expect(summary.next?.title == "Quiz")
        #expect(summary.dueToday == 2)
        #expect(summary.dueThisWeek == 3)
        #expect(summary.overdue == 1)
        #expect(summary.open == 5)
        #expect(HomeworkSummary(items: [], now: now, calendar: utc).next == nil)
    }
}
