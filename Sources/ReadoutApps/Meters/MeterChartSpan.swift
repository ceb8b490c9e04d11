import Foundation

/// What a meter's use chart covers: a named period back from now, or the days chosen (UTC days,
/// both included); bars per day up to two months, per month beyond.
public struct MeterChartSpan: Sendable, Equatable {
    /// How far back: 7, 30 or 365 days, everything since the first reading, or chosen days.
    public enum Period: String, CaseIterable, Sendable {
        case week, month, year, all, custom

        /// The periods offered as links (a custom one comes from its form).
        public static let links: [Period] = [.week, .month, .year, .all]

        func start(before end: Date, first: Date?) -> Date {
            switch self {
            case .week: end.addingTimeInterval(-7 * 86_400)
            case .month: end.addingTimeInterval(-30 * 86_400)
            case .year: end.addingTimeInterval(-365 * 86_400)
            case .all, .custom: first ?? end
            }
        }
    }

    public let period: Period
    public let start: Date
    public let end: Date

    /// Bars per day up to two months, per month beyond.
    public var bars: MeterConsumption.Period { end.timeIntervalSince(start) <= 62 * 86_400 ? .day : .month }

    /// - Parameters:
    ///   - asked: the period's name; a month when it is missing or unknown, or custom without its days.
    ///   - from: a custom span's first day (its start in UTC).
    ///   - to: a custom span's last day (its start in UTC); the span ends with it, or now if sooner.
    ///   - first: when the first reading was taken (where "all" begins).
    public init(period asked: String?, from: Date?, to: Date?, now: Date, first: Date?) {
        let chosen = Period(rawValue: asked ?? "") ?? .month
        if chosen == .custom, let from, let to, from <= to {
            period = .custom
            start = from
            end = min(to.addingTimeInterval(86_400), now)
            return
        }
        period = chosen == .custom ? .month : chosen
        end = now
        start = period.start(before: now, first: first)
    }
}
