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

    @Test func aReadingIsRoundedToTheMetersDecimalsAndFitsItsWheels() throws {
        let meter = Meter(name: "Water", kind: .water, integerDigits: 5, decimalDigits: 2, createdAt: start)
        #expect(try MeterRules.reading(reading(531.826, day: 0, note: "  ok "), of: meter).value == 531.83)
        #expect(try MeterRules.reading(reading(531.826, day: 0, note: "  ok "), of: meter).note == "ok")
        #expect(throws: MeterRuleError.invalidValue) { try MeterRules.reading(reading(-1, day: 0), of: meter) }
        #expect(throws: MeterRuleError.invalidValue) { try MeterRules.reading(reading(100_000, day: 0), of: meter) }
        #expect(throws: MeterRuleError.invalidValue) { try MeterRules.reading(reading(.infinity, day: 0), of: meter) }
        #expect(throws: MeterRuleError.noteTooLong(limit: 500)) { try MeterRules.reading(reading(1, day: 0, note: String(repeating: "n", count: 501)), of: meter) }
    }

    @Test func lowerReadingsAndUnusualUseAreFlagged() {
        let history = [reading(100, day: 0), reading(110, day: 10), reading(121, day: 20), reading(130, day: 30)]
        #expect(MeterPlausibility.concerns(value: 140, takenAt: start.addingTimeInterval(40 * day), among: history) == [])
        #expect(MeterPlausibility.concerns(value: 125, takenAt: start.addingTimeInterval(40 * day), among: history) == [.lowerThanPrevious])
        // About a unit a day is usual; 60 in ten days is six times that.
        #expect(MeterPlausibility.concerns(value: 190, takenAt: start.addingTimeInterval(40 * day), among: history) == [.unusuallyHighUse])
        #expect(MeterPlausibility.concerns(value: 125, takenAt: start.addingTimeInterval(15 * day), among: history) == [.higherThanNext])
        // Two intervals are not enough to know what is usual.
        #expect(MeterPlausibility.concerns(value: 500, takenAt: start.addingTimeInterval(40 * day), among: Array(history.prefix(3))) == [])
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
