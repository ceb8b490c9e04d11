import Foundation
import Hummingbird
import ReadoutLanguage

/// The `timeZone` query of the dashboard resources (a meter's sensor, the homework summary):
/// where "yesterday", "today" and "this week" begin. An IANA name; absent, UTC.
struct DashboardTimeZone {
    /// The name as asked (Foundation calls UTC "GMT").
    let name: String
    let calendar: Calendar

    init(_ request: Request) throws(AppError) {
        let asked = request.uri.queryParameters.get("timeZone").flatMap { $0.isEmpty ? nil : $0 } ?? "UTC"
        guard asked.count <= 64, let zone = TimeZone(identifier: asked) else {
            throw AppError.badRequest(.init("error.invalidTimeZone"), code: "invalid_time_zone")
        }
        var calendar = Calendar(identifier: .gregorian)
        calendar.timeZone = zone
        self.name = asked
        self.calendar = calendar
    }
}

/// A day as `YYYY-MM-DD` in `calendar`'s time zone.
func isoDay(_ date: Date, in calendar: Calendar) -> String {
    let parts = calendar.dateComponents([.year, .month, .day], from: date)
    return CalendarDay(year: parts.year ?? 0, month: parts.month ?? 0, day: parts.day ?? 0)?.iso ?? ""
}

/// Use and hours rounded for a dashboard: three decimals are more than any counter shows.
func dashboardRounded(_ value: Double) -> Double { (value * 1_000).rounded() / 1_000 }
