import Foundation
import ReadoutApps
import Testing

/// Meters' rules: names, units, digits and strips validated; readings rounded to the meter's
/// decimals and bounded by its wheels; the plausibility concerns; use between readings and per
/// calendar period; the CSV export.
@Suite("Meters rules")
struct MetersRulesTests {
    let day = 86_400.0
    let start = Date(timeIntervalSince1970: 1_767_225_600)  // 2026-01-01 00:00 UTC

    func reading(_ value: Double, day offset: Double, note: String = "") -> MeterReading {
        MeterReading(value: value, takenAt: start.addingTimeInterval(offset * day), source: .manual, note: note)
    }

    @Test func aMeterNeedsANameAndSensibleDigits() throws {
        let water = try MeterRules.meter(Meter(name: "  Kitchen water ", kind: .water, integerDigits: 5, decimalDigits: 3, createdAt: start))
        #expect(water.name == "Kitchen water" && water.unit == "m³")
        #expect(Meter(name: "Power", kind: .electricity, createdAt: start).unit == "kWh")
        #expect(throws: MeterRuleError.emptyName) { try MeterRules.meter(Meter(name: " \n", kind: .gas, createdAt: start)) }
        #expect(throws: MeterRuleError.nameTooLong(limit: 100)) { try MeterRules.meter(Meter(name: String(repeating: "x", count: 101), kind: .gas, createdAt: start)) }
        #expect(throws: MeterRuleError.invalidDigits) { try MeterRules.meter(Meter(name: "Gas", kind: .gas, integerDigits: 0, createdAt: start)) }
        #expect(throws: MeterRuleError.invalidDigits) { try MeterRules.meter(Meter(name: "Gas", kind: .gas, decimalDigits: 5, createdAt: start)) }
        #expect(throws: MeterRuleError.unitTooLong(limit: 16)) { try MeterRules.meter(Meter(name: "Gas", kind: .gas, unit: String(repeating: "m", count: 17), createdAt: start)) }
        #expect(throws: MeterRuleError.invalidStrip) {
            try MeterRules.meter(Meter(name: "Gas", kind: .gas, strip: MeterStrip(x: 0.8, y: 0.1, width: 0.3, height: 0.1), createdAt: start))
        }
        #expect(throws: MeterRuleError.invalidStrip) { try MeterRules.strip(MeterStrip(x: 0.1, y: 0.1, width: 0, height: 0.1)) }
        #expect(throws: MeterRuleError.invalidStrip) { try MeterRules.strip(MeterStrip(x: .nan, y: 0.1, width: 0.2, height: 0.1)) }
        #expect(try MeterRules.strip(MeterStrip(x: 0.2, y: 0.3, width: 0.8, height: 0.1)).width == 0.8)
    }

    @Test func aReadingHasNoMoreDecimalsThanTheMeterAndFitsItsWheels() throws {
        let meter = Meter(name: "Water", kind: .water, integerDigits: 5, decimalDigits: 2, createdAt: start)
        #expect(try MeterRules.reading(reading(531.82, day: 0, note: "  ok "), of: meter).value == 531.82)
        #expect(try MeterRules.reading(reading(531.82, day: 0, note: "  ok "), of: meter).note == "ok")
        // Typed decimals the counter does not have are refused, never dropped without a word.
        #expect(throws: MeterRuleError.tooManyDecimals(limit: 2)) { try MeterRules.reading(reading(531.826, day: 0), of: meter) }
        let whole = Meter(name: "Kitchen water", kind: .water, integerDigits: 5, decimalDigits: 0, createdAt: start)
        #expect(throws: MeterRuleError.tooManyDecimals(limit: 0)) { try MeterRules.reading(reading(531.24, day: 0), of: whole) }
        #expect(try MeterRules.reading(reading(531, day: 0), of: whole).value == 531)
        // Binary fractions are no reason to refuse: 0.1 + 0.2 is 0.30000000000000004.
        #expect(try MeterRules.reading(reading(0.1 + 0.2, day: 0), of: meter).value == 0.3)
        #expect(throws: MeterRuleError.invalidValue) { try MeterRules.reading(reading(-1, day: 0), of: meter) }
        #expect(throws: MeterRuleError.invalidValue) { try MeterRules.reading(reading(100_000, day: 0), of: meter) }
        #expect(throws: MeterRuleError.invalidValue) { try MeterRules.reading(reading(.infinity, day: 0), of: meter) }
        #expect(throws: MeterRuleError.noteTooLong(limit: 500)) { try MeterRules.reading(reading(1, day: 0, note: String(repeating: "n", count: 501)), of: meter) }
    }

    @Test func lowerReadingsAndUnusualUseAreFlagged() {
        let other = Meter(name: "Counter", kind: .other, unit: "", createdAt: start)
        let history = [reading(100, day: 0), reading(110, day: 10), reading(121, day: 20), reading(130, day: 30)]
        func concerns(_ value: Double, day offset: Double, among readings: [MeterReading]) -> [MeterConcern] {
            MeterPlausibility.concerns(value: value, takenAt: start.addingTimeInterval(offset * day), among: readings, of: other)
        }
        #expect(concerns(140, day: 40, among: history) == [])
        #expect(concerns(125, day: 40, among: history) == [.lowerThanPrevious])
        // About a unit a day is usual; 60 in ten days is six times that.
        #expect(concerns(190, day: 40, among: history) == [.unusuallyHighUse])
        #expect(concerns(125, day: 15, among: history) == [.higherThanNext])
        // Two intervals are not enough to know what is usual (and "other" has no household ceiling).
        #expect(concerns(500, day: 40, among: Array(history.prefix(3))) == [])
    }

    /// The walkthrough's misread: a meter turned 25° read as 99,079 a minute after 531, saved
    /// without a word because one earlier reading gives no usual use.
    @Test func aReadingIsJudgedFromTheSecondOneOn() {
        let water = Meter(name: "Kitchen water", kind: .water, integerDigits: 5, decimalDigits: 0, createdAt: start)
        let first = [reading(531, day: 0)]
        func concerns(_ value: Double, day offset: Double, of meter: Meter = water) -> [MeterConcern] {
            MeterPlausibility.concerns(value: value, takenAt: start.addingTimeInterval(offset * day), among: first, of: meter)
        }
        #expect(concerns(99_079, day: 1.0 / 1440) == [.beyondHouseholdUse])
        #expect(concerns(9_009, day: 30) == [.beyondHouseholdUse], "8,478 m³ in a month is no household's water")
        // Real use passes: a week of a family's water, a burst of a garden hose within the hour.
        #expect(concerns(535, day: 7) == [])
        #expect(concerns(532, day: 1.0 / 24) == [])
        // A left wheel that moved while the two right ones stayed: 531 → 731 reads 200 m³ in a year,
        // which a household may use, but the units and tens wheels would have turned on the way.
        #expect(concerns(731, day: 365) == [.leftWheelsJumped])
        #expect(concerns(1_531, day: 3) == [.beyondHouseholdUse, .leftWheelsJumped])
        // A carry is no jump: 599 → 601 turned the right wheels.
        #expect(MeterPlausibility.concerns(value: 601, takenAt: start.addingTimeInterval(day), among: [reading(599, day: 0)], of: water) == [])
        // Decimals typed short say nothing: 100.5 → 101.7 on a three-decimal meter is a day's use,
        // though both end in "00" on the counter's last two wheels.
        let fine = Meter(name: "Fine", kind: .water, integerDigits: 5, decimalDigits: 3, createdAt: start)
        #expect(MeterPlausibility.concerns(value: 101.7, takenAt: start.addingTimeInterval(2 * day), among: [reading(100.5, day: 0)], of: fine) == [])
        #expect(MeterPlausibility.concerns(value: 900.5, takenAt: start.addingTimeInterval(200 * day), among: [reading(100.5, day: 0)], of: fine)
                == [.leftWheelsJumped])
        // Electricity has its own ceiling; a unit we do not know has none.
        let power = Meter(name: "Power", kind: .electricity, integerDigits: 6, createdAt: start)
        #expect(concerns(531 + 20, day: 1, of: power) == [])
        #expect(concerns(531 + 2_050, day: 1, of: power) == [.beyondHouseholdUse])
        let gallons = Meter(name: "Garden", kind: .water, unit: "gal", integerDigits: 6, createdAt: start)
        #expect(concerns(531 + 2_050, day: 1, of: gallons) == [])
    }

    @Test func useIsSpreadOverDaysAndAReplacedMeterStartsAgain() throws {
        var utc = Calendar(identifier: .gregorian)
        utc.timeZone = try #require(TimeZone(identifier: "UTC"))
        let readings = [reading(100, day: 0), reading(110, day: 10), reading(3, day: 12), reading(9, day: 14)]
        let intervals = MeterConsumption.intervals(readings.reversed())
        #expect(intervals.map(\.amount) == [10, 0, 6] && intervals.map(\.reset) == [false, true, false])
        let days = MeterConsumption.perPeriod(readings, period: .day, from: start, to: start.addingTimeInterval(30 * day), calendar: utc)
        #expect(days.count == 14)
        #expect(days.first.map { abs($0.amount - 1) < 1e-9 } == true && days.first?.start == start)
        #expect(days.map(\.amount)[10...11].allSatisfy { $0 == 0 }, "no use is made up across the replacement")
        #expect(abs(days.map(\.amount).reduce(0, +) - 16) < 1e-9)
        let months = MeterConsumption.perPeriod(readings, period: .month, from: start, to: start.addingTimeInterval(60 * day), calendar: utc)
        #expect(months.count == 1 && abs(months[0].amount - 16) < 1e-9)
        #expect(MeterConsumption.perPeriod([reading(1, day: 0)], period: .week, from: start, to: start.addingTimeInterval(day), calendar: utc).isEmpty)
    }

    @Test func theCSVListsReadingsWithTheirUse() {
        let meter = Meter(name: "Water", kind: .water, integerDigits: 5, decimalDigits: 1, createdAt: start)
        let csv = MeterExport.csv([reading(110.26, day: 10), reading(100, day: 0, note: "new, \"sealed\"")], meter: meter)
        #expect(csv == "taken_at,value,unit,use_since_previous,source,note\r\n"
                + "2026-01-01T00:00:00Z,100.0,m³,,manual,\"new, \"\"sealed\"\"\"\r\n"
                + "2026-01-11T00:00:00Z,110.3,m³,10.3,manual,\r\n")
    }
}
