import Foundation
import ReadoutApps
import ReadoutLanguage
import Testing

/// Homework's rules: a draft is checked and normalised (or refused with a stable code), lists
/// sort soonest first with done items last, and an item's urgency is read in its own time zone.
@Suite("Homework rules")
struct HomeworkRulesTests {
    func draft(title: String = "Essay", className: String = "CS 101", day: String = "2026-12-03", time: String = "",
               zone: String = "Europe/Warsaw") -> HomeworkDraft {
        HomeworkDraft(title: title, className: className, dueDay: day, dueTime: time, timeZone: zone)
    }

    func item(_ title: String, day: String, time: ClockTime? = nil, zone: String = "UTC", done: Bool = false) -> HomeworkItem {
        HomeworkItem(title: title, className: "", dueDay: CalendarDay(iso: day)!, dueTime: time, timeZone: zone, done: done,
                     createdAt: Date(timeIntervalSince1970: 0))
    }

    @Test func aDraftIsTrimmedAndItsTimeRead() throws {
        let valid = try HomeworkRules.validate(draft(title: "  Research \n essay ", className: " CS  101 ", time: " 9:05 "))
        #expect(valid.title == "Research essay" && valid.className == "CS 101")
        #expect(valid.day == CalendarDay(year: 2026, month: 12, day: 3) && valid.time == ClockTime(hour: 9, minute: 5))
        #expect(valid.timeZone == "Europe/Warsaw")
        #expect(try HomeworkRules.validate(draft(time: "17:30:00")).time == ClockTime(hour: 17, minute: 30), "seconds allowed")
        #expect(try HomeworkRules.validate(draft(time: "")).time == nil, "no time: the end of the day")
        #expect(try HomeworkRules.validate(draft(zone: "Mars/Olympus")).timeZone == "UTC", "an unknown zone falls back to UTC")
    }

    @Test func aDraftThatCannotBeSavedSaysWhy() {
        func refusal(_ draft: HomeworkDraft) -> HomeworkError? {
            do { _ = try HomeworkRules.validate(draft); return nil } catch { return error }
        }
        #expect(refusal(draft(title: " \n ")) == .titleMissing)
        #expect(refusal(draft(title: String(repeating: "a", count: 201))) == .titleTooLong(maximum: 200))
        #expect(refusal(draft(title: String(repeating: "a", count: 200))) == nil, "200 characters are allowed")
        #expect(refusal(draft(className: String(repeating: "c", count: 61))) == .classTooLong(maximum: 60))
        #expect(refusal(draft(day: "  ")) == .dueDayMissing)
        #expect(refusal(draft(day: "2026-02-30")) == .dueDayInvalid)
        #expect(refusal(draft(day: "next friday")) == .dueDayInvalid)
        for time in ["25:00", "9", "9:5", "09:60", "ab:cd", "123:00", "1:2:3:4"] {
            #expect(refusal(draft(time: time)) == .dueTimeInvalid, "\(time)")
        }
        #expect(HomeworkError.titleTooLong(maximum: 200).refusal.arguments["count"] == .integer(200))
        #expect(HomeworkError.dueDayInvalid.refusal.code == "due_day_invalid")
    }

    @Test func listsSortSoonestFirstWithDoneItemsLast() {
        let items = [
            item("B, no time", day: "2026-12-03"),
            item("done early", day: "2026-12-01", done: true),
            item("A at nine", day: "2026-12-03", time: ClockTime(hour: 9)),
            item("earlier day", day: "2026-12-02", time: ClockTime(hour: 23)),
            item("A, no time", day: "2026-12-03"),
        ]
        #expect(HomeworkRules.sorted(items).map(\.title) == ["earlier day", "A at nine", "A, no time", "B, no time", "done early"])
    }

    @Test func urgencyIsReadInTheItemsTimeZone() {
        // 3 December 2026, 17:00 in Warsaw is 16:00 UTC.
        let warsaw = item("essay", day: "2026-12-03", time: ClockTime(hour: 17), zone: "Europe/Warsaw")
        let due = HomeworkRules.dueInstant(of: warsaw)
        #expect(due == Date(timeIntervalSince1970: 1_796_313_600))
        #expect(HomeworkRules.urgency(of: warsaw, now: due.addingTimeInterval(1)) == .overdue)
        #expect(HomeworkRules.urgency(of: warsaw, now: due.addingTimeInterval(-48 * 3600)) == .soon, "48 hours ahead is soon")
        #expect(HomeworkRules.urgency(of: warsaw, now: due.addingTimeInterval(-48 * 3600 - 1)) == .later)
        var done = warsaw
        done.done = true
        #expect(HomeworkRules.urgency(of: done, now: due.addingTimeInterval(3600)) == .done, "done is never overdue")
        // Without a time an item is due at the day's last second.
        let allDay = HomeworkRules.dueInstant(of: item("reading", day: "2026-12-03"))
        #expect(allDay == Date(timeIntervalSince1970: 1_796_342_399))
    }
}
