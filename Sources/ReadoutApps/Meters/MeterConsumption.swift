import Foundation

/// Use between readings and per calendar period, for the history and the chart.
public enum MeterConsumption {
    /// The use between two consecutive readings. A drop (a replaced meter) starts counting anew:
    /// its use is 0 and `reset` is set, so the chart shows a gap rather than negative use.
    public struct Interval: Sendable, Equatable {
        public let start: Date
        public let end: Date
        public let amount: Double
        public let reset: Bool
    }

    public enum Period: String, Sendable, CaseIterable, Codable {
        case day, week, month
    }

    /// Intervals between consecutive readings, oldest first.
    public static func intervals(_ readings: [MeterReading]) -> [Interval] {
        let sorted = readings.sorted { $0.takenAt < $1.takenAt }
        return zip(sorted, sorted.dropFirst()).map { earlier, later in
            let drop = later.value < earlier.value
            return Interval(start: earlier.takenAt, end: later.takenAt, amount: drop ? 0 : later.value - earlier.value, reset: drop)
        }
    }

    /// Use per `period` from `from` to `to` (calendar periods in `calendar`'s time zone; weeks
    /// start on its first weekday): each interval's use spread evenly over its time, so a reading
    /// every ten days still gives daily bars. Periods with no reading around them are left out.
    public static func perPeriod(_ readings: [MeterReading], period: Period, from: Date, to: Date,
                                 calendar: Calendar) -> [(start: Date, amount: Double)] {
        let intervals = intervals(readings).filter { !$0.reset && $0.end > $0.start }
        guard from < to, let covered = intervals.first?.start, let coveredEnd = intervals.last?.end else { return [] }
        let component: Calendar.Component = switch period {
        case .day: .day
        case .week: .weekOfYear
        case .month: .month
        }
        guard var start = calendar.dateInterval(of: component, for: max(from, covered))?.start else { return [] }
        var buckets: [(start: Date, amount: Double)] = []
        while start < min(to, coveredEnd) {
            guard let end = calendar.date(byAdding: component, value: 1, to: start) else { break }
            var amount = 0.0
            for interval in intervals where interval.end > start && interval.start < end {
                let overlap = min(interval.end, end).timeIntervalSince(max(interval.start, start))
                amount += interval.amount * overlap / interval.end.timeIntervalSince(interval.start)
            }
            buckets.append((start, amount))
            start = end
        }
        return buckets
    }
}
