import Foundation
import Testing
@testable import ReadoutRecognition

@Suite("Shipped digit model")
struct ShippedDigitModelTests {
    @Test func isSmallHalfPrecisionAndScoresOnAFixedValidationSlice() throws {
        let url = try #require(DigitClassifier.shippedModelURL)
        let size = try #require(try FileManager.default.attributesOfItem(atPath: url.path)[.size] as? Int)
        #expect(size < 2_000_000)
        let classifier = try DigitClassifier.shipped()
        #expect(classifier.network.specs == DigitTrainer.defaultArchitecture)
        // The first 1,000 digits of the held-out validation split (seed 1): never trained on.
        let set = try DigitTestData.mnistTraining.get()
        let slice = Array(set.split(validationCount: 5_000, seed: 1).validation.prefix(1_000))
        let predictions = classifier.classify(slice.map { set.digit(at: $0) })
        let correct = zip(predictions, slice).filter { $0.digit == Int(set.labels[$1]) }.count
        print("shipped digit model: \(correct) of \(slice.count) validation digits")
        #expect(correct >= 990)  // measured 998 (float16); t10k 0.9937
    }
}
