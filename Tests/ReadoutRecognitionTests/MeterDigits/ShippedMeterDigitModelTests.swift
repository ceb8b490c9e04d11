import Foundation
import Testing
@testable import ReadoutRecognition

/// The shipped counter-digit model: small, and reading the crops of the six validation meters
/// (never trained on) about as well as measured when it was made.
@Suite("Shipped meter-digit model")
struct ShippedMeterDigitModelTests {
    @Test func isSmallAndReadsTheValidationMetersAsMeasured() throws {
        let url = try #require(MeterDigitReader.shippedModelURL)
        let size = try #require(try FileManager.default.attributesOfItem(atPath: url.path)[.size] as? Int)
        #expect(size < 1_000_000)
        let reader = try MeterDigitReader.shipped()
        let slice = MeterDigitTestData.validationSlice
        #expect(slice.count > 200)
        let set = try MeterDigitTestData.withFolder(slice) { try MeterDigitSet(directory: $0) }
        let accuracy = reader.accuracy(on: set.samples)
        print("shipped meter-digit model: \(accuracy) of \(set.samples.count) validation-meter crops within half a step")
        #expect(accuracy >= 0.91)  // measured 0.927 (229 of 247); all 2,463 crops of those meters 0.9046
    }
}
