import Foundation

/// What a polling dashboard shows for a meter (Home Assistant's `rest` sensor, Grafana's JSON
/// data source): the latest reading, and the use per day, yesterday and on average, from the
/// same spreading of use over days as the chart (`MeterConsumption.perPeriod`).
public struct MeterSensor: Sendable, Equatable {
    public struct Day: Sendable, Equatable {
        /// The day's start in the sensor's time zone.
        public let start: Date
        public let use: Double
    }

    public let latest: MeterReading?
    /// Use on the last whole day; nil when no readings span it.
    public let yesterday: Double?
    /// Mean use per day over the whole days of the last 7 and 30 that readings span.
    public let averageLast7Days: Double?
    public let averageLast30Days: Double?
    /// The last 30 whole days that readings span, oldest first (today, still running, left out).
    public let days: [Day]

    public static let history = 30

    public init(readings: [MeterReading], now: Date, calendar: Calendar) {
        latest = readings.max { $0.takenAt < $1.takenAt }
        let today = calendar.startOfDay(for: now)
        let from = calendar.date(byAdding: .day, value: -Self.history, to: today) ?? today
        days = MeterConsumption.perPeriod(readings, period: .day, from: from, to: today, calendar: calendar)
            .filter { $0.start < today }
            .map { Day(start: $0.start, use: $0.amount) }
        let yesterdayStart = calendar.date(byAdding: .day, value: -1, to: today) ?? today
        yesterday = days.first { $0.start == yesterdayStart }?.use
        averageLast7Days = Self.average(of: days, since: calendar.date(byAdding: .day, value: -7, to: today) ?? today)
        averageLast30Days = Self.average(of: days, since: from)
    }

    private static func average(of days: [Day], since start: Date) -> Double? {
        let spanned = days.filter { $0.start >= start }
        return spanned.isEmpty ? nil : spanned.map(\.use).reduce(0, +) / Double(spanned.count)
    }
}
