import Testing
@testable import ReadoutRecognition

/// The wheel's circular scale: 9.8 is next to 0.0, soft targets wrap, and the reading of a
/// distribution is its circular mean with the mass within half a step as confidence.
@Suite("Meter digits: the circular scale")
struct MeterDigitScaleTests {
    @Test func distancesWrapAroundZero() {
        #expect(abs(MeterDigitScale.distance(9.8, 0.0) - 0.2) < 1e-9)
        #expect(abs(MeterDigitScale.distance(0.3, 9.9) - 0.4) < 1e-9)
        #expect(abs(MeterDigitScale.distance(2, 7) - 5) < 1e-9)
        #expect(abs(MeterDigitScale.distance(3.5, 3.1) - 0.4) < 1e-9)
        #expect(MeterDigitScale.bin(of: 9.96) == 0 && MeterDigitScale.bin(of: 4.54) == 45 && MeterDigitScale.bin(of: -0.1) == 99)
    }

    @Test func softTargetsSumToOnePeakAtTheLabelAndWrap() {
        let target = MeterDigitScale.softTarget(9.9, spread: 1.5)
        #expect(target.count == 100)
        #expect(abs(target.reduce(0, +) - 1) < 1e-4)
        #expect(target.firstIndex(of: target.max()!) == 99)
        #expect(target[0] > target[97] && target[0] == target[98], "0.0 is as near 9.9 as 9.8 is")
        #expect(target[50] < 1e-6)
    }

    @Test func aReadingIsTheCircularMeanOfItsDistribution() {
        var split = [Float](repeating: 0, count: 100)
        split[99] = 0.5
        split[1] = 0.5
        let between = MeterDigitReader.reading(split)
        #expect(between.value == 0.0, "half 9.9, half 0.1 reads 0.0, not 5.0")
        #expect(abs(between.confidence - 1) < 1e-6)
        let clear = MeterDigitReader.reading(MeterDigitScale.softTarget(3.7, spread: 1.5))
        #expect(clear.value == 3.7 && clear.confidence > 0.99)
        let unsure = MeterDigitReader.reading([Float](repeating: 0.01, count: 100))
        #expect(unsure.confidence < 0.15, "a flat distribution is not a confident reading")
    }
}
