import Foundation
import Testing
@testable import ReadoutRecognition

/// The shipped counter-digit model: small, and reading a fixed slice of meter-digits (every tenth
/// crop of the six meters that chose its settings; the shipped model was then trained on all
/// crops, these too) as measured when it was made. Its held-out number is meter-digits-test's,
/// reported in MODELS.md, never read by tests.
@Suite("Shipped meter-digit model")
struct ShippedMeterDigitModelTests {
    @Test func isSmallAndReadsAFixedSliceAsMeasured() throws {
        let url = try #require(MeterDigitReader.shippedModelURL)
        let size = try #require(try FileManager.default.attributesOfItem(atPath: url.path)[.size] as? Int)
        #expect(size < 1_000_000)
        let reader = try MeterDigitReader.shipped()
        let slice = MeterDigitTestData.validationSlice
        #expect(slice.count > 200)
        let set = try MeterDigitTestData.withFolder(slice) { try MeterDigitSet(directory: $0) }
        let accuracy = reader.accuracy(on: set.samples)
        print("shipped meter-digit model: \(accuracy) of \(set.samples.count) crops of the validation meters within half a step")
        #expect(accuracy >= 0.99)  // measured 247 of 247 (it trained on them; the six meters all 0.9972)
    }
}
