import Foundation
import ReadoutLanguage
import Testing
@testable import ReadoutApps

/// Homework as iCalendar (RFC 5545): an event per item, all-day without a time, half an hour
/// ending at the due moment (in UTC) with one; alarms before the due moment; a UID that names no
/// host; text escaped; lines folded at 75 octets.
@Suite("Homework calendar")
struct HomeworkCalendarTests {
    let stamp = Date(timeIntervalSince1970: 1_796_000_000)  // 2026-11-30 00:53:20 UTC
    let id = UUID(uuidString: "6F1C1C2E-2D5B-4C11-9C53-0D1F3E1A2B3C")!

    func render(_ items: [HomeworkItem], name: String = "Homework", reminders: HomeworkReminders = .standard) -> [String] {
        let text = HomeworkCalendar(name: name, stamp: stamp, reminders: reminders).render(items)
        #expect(text.hasSuffix("\r\n") && !text.replacingOccurrences(of: "\r\n", with: "").contains("\n"), "CRLF line ends only")
        return text.components(separatedBy: "\r\n").dropLast()
    }

    func item(title: String = "Essay", className: String = "", day: String = "2026-12-03", time: ClockTime? = nil,
              zone: String = "Europe/Warsaw", done: Bool = false) -> HomeworkItem {
        HomeworkItem(id: id, title: title, className: className, dueDay: CalendarDay(iso: day)!, dueTime: time,
                     timeZone: zone, done: done, createdAt: stamp)
    }

    @Test func anItemWithoutATimeIsAnAllDayEvent() {
        let lines = render([item(className: "CS 101")])
        #expect(lines.first == "BEGIN:VCALENDAR" && lines.last == "END:VCALENDAR")
        #expect(lines.contains("UID:6f1c1c2e-2d5b-4c11-9c53-0d1f3e1a2b3c@homework.readout"))
        #expect(lines.contains("DTSTAMP:20261130T005320Z"))
        #expect(lines.contains("DTSTART;VALUE=DATE:20261203") && lines.contains("DTEND;VALUE=DATE:20261204"))
        #expect(lines.contains("SUMMARY:Essay") && lines.contains("CATEGORIES:CS 101"))
    }

    @Test func aTimedItemEndsAtItsDueMomentInUTC() {
        let lines = render([item(time: ClockTime(hour: 17), done: true)])
        #expect(lines.contains("DTSTART:20261203T153000Z") && lines.contains("DTEND:20261203T160000Z"), "17:00 in Warsaw")
        #expect(lines.contains("SUMMARY:✓ Essay"), "done items are ticked")
        #expect(!lines.contains { $0.hasPrefix("CATEGORIES") }, "no class, no category")
        // An all-day item on the last day of the year ends on the next year's first day.
        #expect(render([item(day: "2026-12-31")]).contains("DTEND;VALUE=DATE:20270101"))
    }

    @Test func textIsEscapedAndLongLinesFolded() {
        #expect(HomeworkCalendar.escape(#"a\b;c,d"# + "\nnext") == #"a\\b\;c\,d\nnext"#)
        let title = String(repeating: "ż", count: 60)  // 2 octets each
        let noAlarms = HomeworkReminders(minutesBefore: [])!
        let summary = render([item(title: title)], name: "Ada's; homework", reminders: noAlarms).filter { $0.hasPrefix("SUMMARY:") || $0.hasPrefix(" ") }
        #expect(summary.count == 2, "120 octets of title fold once: \(summary)")
        #expect(summary.allSatisfy { $0.utf8.count <= 75 })
        #expect(summary.joined().replacingOccurrences(of: "SUMMARY:", with: "").replacingOccurrences(of: " ", with: "") == title,
                "folding splits between characters, never inside one")
        #expect(render([], name: "Ada's; homework").contains(#"X-WR-CALNAME:Ada's\; homework"#))
    }

    @Test func openItemsCarryAnAlarmPerReminderCountedBackFromTheDueMoment() {
        let lines = render([item(time: ClockTime(hour: 17))])
        #expect(lines.filter { $0 == "BEGIN:VALARM" }.count == 2)
        #expect(lines.contains("TRIGGER;RELATED=END:-P1D") && lines.contains("TRIGGER;RELATED=END:-PT2H"))
        #expect(lines.contains("ACTION:DISPLAY") && lines.contains("DESCRIPTION:Essay"))
        let chosen = HomeworkReminders(minutesBefore: [30, 7 * 24 * 60])!
        #expect(render([item()], reminders: chosen).filter { $0.hasPrefix("TRIGGER") } == ["TRIGGER;RELATED=END:-P7D", "TRIGGER;RELATED=END:-PT30M"])
        #expect(!render([item()], reminders: HomeworkReminders(minutesBefore: [])!).contains("BEGIN:VALARM"), "none chosen, no alarm")
        #expect(!render([item(done: true)]).contains("BEGIN:VALARM"), "done work rings no more")
    }

    @Test func remindersAreChosenFromTheOfferAndStoredAsText() {
        #expect(HomeworkReminders(minutesBefore: [45]) == nil, "not offered")
        #expect(HomeworkReminders(minutesBefore: [60, 60]) == nil, "repeated")
        #expect(HomeworkReminders.standard.stored == "1440,120")
        #expect(HomeworkReminders(stored: "120,1440") == .standard)
        #expect(HomeworkReminders(stored: "")?.minutesBefore == [])
        #expect(HomeworkReminders(stored: "soon") == nil)
    }
}
