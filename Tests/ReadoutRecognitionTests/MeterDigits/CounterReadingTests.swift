import Foundation
import ReadoutImage
import Testing
@testable import ReadoutRecognition

/// A counter from its wheels: the carry rule for a wheel whose right neighbour is rolling, the
/// decimal point, unsure wheels; and a strip of real crops read end to end.
@Suite("Meter digits: reading a counter")
struct CounterReadingTests {
    @Test func aWheelShowsTheDigitItLeavesUntilItsNeighbourPassesZero() {
        #expect(CounterReading.digits(of: [0, 5, 2.9, 9.8]) == [0, 5, 2, 9], "the last wheel shows the digit it has passed")
        #expect(CounterReading.digits(of: [0, 5, 2.9, 0.2]) == [0, 5, 3, 0], "once the right wheel reads 0.x, 2.9 is a 3")
        #expect(CounterReading.digits(of: [5, 3.1, 4.6]) == [5, 3, 4])
        #expect(CounterReading.digits(of: [9.9, 9.7, 0.1]) == [0, 0, 0], "9.9 and 9.7 over a wheel past 0 have rolled on")
        #expect(CounterReading.digits(of: [1.02, 9.99]) == [1, 9])
    }

    @Test func theTextPlacesTheDecimalPointAndListsUnsureWheels() {
        let wheels = [MeterDigitReading(value: 0, confidence: 0.99), MeterDigitReading(value: 5.1, confidence: 0.9),
                      MeterDigitReading(value: 3, confidence: 0.4), MeterDigitReading(value: 7.6, confidence: 0.95)]
        let reading = CounterReading(wheels: wheels, decimalDigits: 1)
        #expect(reading.text == "053.7" && reading.value == 53.7)
        // 0.9 and 0.95 are not sure: on held-out meters a wheel read that sure is wrong too often
        // (the walkthrough's misplaced strip showed "0 · 92 %" and "9 · 87 %" as sure, both wrong).
        #expect(reading.unsure == [1, 2, 3])
        #expect(CounterReading(wheels: Array(wheels.prefix(2)), decimalDigits: 2).text == "0.05")
    }

    @Test func aStripOfRealCropsReadsAsTheirLabelsAndABadStripIsRefused() throws {
        // Five clean wheels (labels n.0) of one meter of the training set, side by side.
        let rows = MeterDigitTestData.rows.filter { $0[4] == "collected/powermeter/ISKRA T3F-01S1" && $0[1].hasSuffix(".0") }
        var picked: [[String]] = []
        for digit in ["2", "0", "7", "4", "9"] {
            picked.append(try #require(rows.first { $0[2] == digit }))
        }
        let crops = try picked.map { row in try Image(data: Data(MeterDigitTestData.crop(row[0]))) }
        let cell = (width: 40, height: 64)
        var strip = Image(width: cell.width * 5 + 20, height: cell.height + 20, format: .rgba, filledWith: 30)
        for (index, crop) in crops.enumerated() {
            let resized = try (crop.format == .rgba ? crop : crop.rgba()).resized(width: cell.width, height: cell.height)
            for y in 0..<cell.height {
                for x in 0..<cell.width {
                    for channel in 0..<4 {
                        strip.pixels[((y + 10) * strip.width + 10 + index * cell.width + x) * 4 + channel] = resized.pixels[(y * cell.width + x) * 4 + channel]
                    }
                }
            }
        }
        let reader = try MeterDigitReader.shipped()
        let reading = try reader.readCounter(strip, strip: PixelRect(x: 10, y: 10, width: cell.width * 5, height: cell.height),
                                             integerDigits: 4, decimalDigits: 1)
        #expect(reading.text == "2074.9", "\(reading.wheels)")
        #expect(throws: MeterDigitReader.StripError.self) {
            try reader.readCounter(strip, strip: PixelRect(x: 150, y: 0, width: 200, height: 40), integerDigits: 5, decimalDigits: 0)
        }
        #expect(throws: MeterDigitReader.StripError.self) {
            try reader.readCounter(strip, strip: PixelRect(x: 0, y: 0, width: 100, height: 40), integerDigits: 0, decimalDigits: 0)
        }
    }
}
