import Foundation

/// Why a new reading looks wrong: each needs the user's explicit confirmation (the meter was
/// replaced, the reading is right) before it is saved.
public enum MeterConcern: String, Sendable, Codable, Equatable {
    /// Below the reading before it: counters only go up, unless the meter was replaced.
    case lowerThanPrevious = "lower_than_previous"
    /// Above a later reading (one entered for an earlier moment).
    case higherThanNext = "higher_than_next"
    /// Use per day since the previous reading more than `MeterPlausibility.unusualFactor` times
    /// the meter's usual (the median of its earlier intervals).
    case unusuallyHighUse = "unusually_high_use"
}

public enum MeterPlausibility {
    public static let unusualFactor = 5.0
    /// Earlier intervals needed before "usual" means anything.
    public static let intervalsForUsual = 3

    /// The concerns about `value` at `takenAt` among the meter's other readings (any order).
    public static func concerns(value: Double, takenAt: Date, among readings: [MeterReading]) -> [MeterConcern] {
        let sorted = readings.sorted { $0.takenAt < $1.takenAt }
        let previous = sorted.last { $0.takenAt <= takenAt }
        let next = sorted.first { $0.takenAt > takenAt }
        var concerns: [MeterConcern] = []
        if let previous, value < previous.value { concerns.append(.lowerThanPrevious) }
        if let next, value > next.value { concerns.append(.higherThanNext) }
        if let previous, value > previous.value, let usual = usualUsePerDay(sorted.filter { $0.takenAt <= previous.takenAt }) {
            let days = takenAt.timeIntervalSince(previous.takenAt) / 86_400
            // Within an hour the rate says nothing (a second photo of the same counter).
            if days >= 1.0 / 24, (value - previous.value) / days > unusualFactor * usual { concerns.append(.unusuallyHighUse) }
        }
        return concerns
    }

    /// The median use per day over consecutive readings (sorted), ignoring drops (replacements)
    /// and intervals under an hour; nil with fewer than `intervalsForUsual` or when it is zero.
    static func usualUsePerDay(_ sorted: [MeterReading]) -> Double? {
        var rates: [Double] = []
        for (earlier, later) in zip(sorted, sorted.dropFirst()) {
            let days = later.takenAt.timeIntervalSince(earlier.takenAt) / 86_400
            guard days >= 1.0 / 24, later.value >= earlier.value else { continue }
            rates.append((later.value - earlier.value) / days)
        }
        guard rates.count >= intervalsForUsual else { return nil }
        rates.sort()
        let median = rates.count % 2 == 1 ? rates[rates.count / 2] : (rates[rates.count / 2 - 1] + rates[rates.count / 2]) / 2
        return median > 0 ? median : nil
    }
}
