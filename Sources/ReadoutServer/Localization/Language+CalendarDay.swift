import Foundation
import ReadoutLanguage

extension Language {
    /// A calendar day as the reader writes it: "Mar 12, 2026" / "12.03.2026", with the weekday
    /// in front ("Thu, Mar 12, 2026"), since deadlines are thought of by weekday.
    func formatDate(_ day: CalendarDay) -> String {
        let date = Date(timeIntervalSince1970: Double(day.daysSinceEpoch) * 86_400)
        return Localizer(self)("date.weekdayShort.\(day.weekday)") + ", " + formatDate(date, timeZone: .gmt)
    }

    /// A clock time as the reader writes it: "2:05 PM" / "14:05".
    func formatClock(_ time: ClockTime) -> String {
        formatTime(Date(timeIntervalSince1970: Double(time.hour * 3600 + time.minute * 60)), timeZone: .gmt)
    }
}
