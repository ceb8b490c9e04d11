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
    /// More use since the previous reading than any household reaches with a meter of this kind
    /// in that time (`MeterPlausibility.householdCeiling`): judged from the second reading on, when
    /// there is no usual use yet to compare with.
    case beyondHouseholdUse = "beyond_household_use"
    /// The wheels on the left changed while the rightmost ones stayed exactly as they were: a
    /// real change that large would have turned the right wheels, so a left wheel is likely misread.
    case leftWheelsJumped = "left_wheels_jumped"
}

public enum MeterPlausibility {
    public static let unusualFactor = 5.0
    /// Earlier intervals needed before "usual" means anything.
    public static let intervalsForUsual = 3
    /// The shortest span the household ceiling is applied over: use comes in bursts (a bath, an
    /// oven, a garden hose at about 1 m³ an hour), so two readings minutes apart are allowed a
    /// quarter of a day's ceiling, not a few minutes' share of it.
    public static let shortestCeilingSpan = 0.25
    /// Rightmost wheels before the point that must have stayed unchanged for `leftWheelsJumped`:
    /// with one, any reading a multiple of ten later would be flagged; with two, one pair in a
    /// hundred by chance. The decimal wheels are left out: people type fewer decimals than the
    /// counter has (101.7 on a three-decimal meter), and those trailing zeros say nothing.
    public static let unchangedRightWheels = 2

    /// The most a household uses in a day with a meter of `kind` read in `unit`, well above real
    /// use (a family of four uses about 0.5 m³ of water, 30 kWh of electricity, 10 m³ of gas on a
    /// winter day); nil when the unit is not one we know for the kind ("other", a custom unit).
    public static func householdCeiling(kind: MeterKind, unit: String) -> Double? {
        let unit = unit.trimmingCharacters(in: .whitespaces).lowercased()
        switch (kind, unit) {
        case (.water, "m³"), (.water, "m3"): return 10
        case (.water, "l"), (.water, "litres"), (.water, "liters"): return 10_000
        case (.gas, "m³"), (.gas, "m3"): return 60
        case (.gas, "kwh"), (.heat, "kwh"): return 600
        case (.electricity, "kwh"): return 250
        case (.electricity, "mwh"), (.heat, "mwh"): return 0.6
        case (.heat, "gj"): return 2.2
        case (.heat, "mj"): return 2_200
        default: return nil
        }
    }

    /// The readings just before (or at) `takenAt` and just after it, which a new reading is judged against.
    public static func neighbours(of takenAt: Date, among readings: [MeterReading]) -> (previous: MeterReading?, next: MeterReading?) {
        (readings.filter { $0.takenAt <= takenAt }.max { $0.takenAt < $1.takenAt },
         readings.filter { $0.takenAt > takenAt }.min { $0.takenAt < $1.takenAt })
    }

    /// The reading a concern about a value at `takenAt` was judged against: the next one for
    /// `higherThanNext`, the previous one for every other.
    public static func comparedReading(for concern: MeterConcern, at takenAt: Date, among readings: [MeterReading]) -> MeterReading? {
        let (previous, next) = neighbours(of: takenAt, among: readings)
        return concern == .higherThanNext ? next : previous
    }

    /// The concerns about `value` at `takenAt` among the meter's other readings (any order).
    public static func concerns(value: Double, takenAt: Date, among readings: [MeterReading], of meter: Meter) -> [MeterConcern] {
        let sorted = readings.sorted { $0.takenAt < $1.takenAt }
        let (previous, next) = neighbours(of: takenAt, among: sorted)
        var concerns: [MeterConcern] = []
        if let previous, value < previous.value { concerns.append(.lowerThanPrevious) }
        if let next, value > next.value { concerns.append(.higherThanNext) }
        guard let previous, value > previous.value else { return concerns }
        let days = takenAt.timeIntervalSince(previous.takenAt) / 86_400
        let use = value - previous.value
        if let usual = usualUsePerDay(sorted.filter { $0.takenAt <= previous.takenAt }),
           // Within an hour the rate says nothing (a second photo of the same counter).
           days >= 1.0 / 24, use / days > unusualFactor * usual {
            concerns.append(.unusuallyHighUse)
        }
        if let ceiling = householdCeiling(kind: meter.kind, unit: meter.unit), use > ceiling * max(days, shortestCeilingSpan) {
            concerns.append(.beyondHouseholdUse)
        }
        if leftWheelsJumped(from: previous.value, to: value) {
            concerns.append(.leftWheelsJumped)
        }
        return concerns
    }

    /// Whether going from `old` to `new` changed a wheel before the point left of the rightmost
    /// `unchangedRightWheels` while those stayed exactly as they were.
    static func leftWheelsJumped(from old: Double, to new: Double) -> Bool {
        let oldWhole = Int64(old.rounded(.down)), newWhole = Int64(new.rounded(.down))
        let rightPart = Int64(pow(10, Double(unchangedRightWheels)))
        return newWhole / rightPart > oldWhole / rightPart && oldWhole % rightPart == newWhole % rightPart
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
