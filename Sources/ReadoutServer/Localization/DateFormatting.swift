import Foundation

/// Dates and times written the way each language writes them: "Nov 23, 2026" and "2:05 PM" in
/// English, "23.11.2026" and "14:05" in Polish. The browser formats in the reader's own time
/// zone (js/i18n.js); the server uses these for text it renders itself.
extension Language {
    /// The calendar date of `date` in `timeZone`.
    public func formatDate(_ date: Date, timeZone: TimeZone = .gmt) -> String {
        let parts = components(date, timeZone)
        switch self {
        case .english:
            return "\(Self.englishMonths[parts.month - 1]) \(parts.day), \(parts.year)"
        case .polish:
            return String(format: "%02d.%02d.%04d", parts.day, parts.month, parts.year)
        }
    }

    /// The time of day of `date` in `timeZone`, to the minute.
    public func formatTime(_ date: Date, timeZone: TimeZone = .gmt) -> String {
        let parts = components(date, timeZone)
        switch self {
        case .english:
            let hour = parts.hour % 12 == 0 ? 12 : parts.hour % 12
            return String(format: "%d:%02d", hour, parts.minute) + (parts.hour < 12 ? "\u{00A0}AM" : "\u{00A0}PM")
        case .polish:
            return String(format: "%02d:%02d", parts.hour, parts.minute)
        }
    }

    /// Date and time together: "Nov 23, 2026, 2:05 PM" / "23.11.2026, 14:05".
    public func formatDateTime(_ date: Date, timeZone: TimeZone = .gmt) -> String {
        formatDate(date, timeZone: timeZone) + ", " + formatTime(date, timeZone: timeZone)
    }

    private static let englishMonths = ["Jan", "Feb", "Mar", "Apr", "May", "Jun", "Jul", "Aug", "Sep", "Oct", "Nov", "Dec"]

    private func components(_ date: Date, _ timeZone: TimeZone) -> (year: Int, month: Int, day: Int, hour: Int, minute: Int) {
        var calendar = Calendar(identifier: .gregorian)
        calendar.timeZone = timeZone
        let parts = calendar.dateComponents([.year, .month, .day, .hour, .minute], from: date)
        return (parts.year ?? 1970, parts.month ?? 1, parts.day ?? 1, parts.hour ?? 0, parts.minute ?? 0)
    }
}
