import Foundation
import ReadoutImage
import Testing
@testable import ReadoutRecognition

@Suite("Digit classifier")
struct DigitClassifierTests {
    /// A tiny model: one epoch over 1,000 MNIST training digits (never t10k), trained once per run.
    static let tiny: Result<(DigitClassifier, DigitTrainer.Result), Error> = Result {
        let set = try DigitTestData.mnistTraining.get()
        var trainer = DigitTrainer()
        trainer.epochs = 1
        trainer.batchSize = 32
        trainer.warmupSteps = 5
        trainer.validationCount = 100
        trainer.augmentation = .none
        let result = try trainer.train(on: set.subset(0..<1_000))
        return (try result.classifier, result)
    }

    @Test func tinyTrainingLearnsWellAboveChance() throws {
        let (classifier, result) = try Self.tiny.get()
        #expect(result.validationAccuracies.count == 1)
        let set = try DigitTestData.mnistTraining.get()
        let others = Array(50_000..<50_500)
        let predictions = classifier.classify(others.map { set.digit(at: $0) })
        let correct = zip(predictions, others).filter { $0.digit == Int(set.labels[$1]) }.count
        print("tiny digit model: \(correct) of \(others.count) unseen training digits, validation \(result.validationAccuracies)")
        #expect(Double(correct) / Double(others.count) > 0.5)
    }

    @Test func predictionsAreProbabilitiesAndBatchesMatchSingles() throws {
        let (classifier, _) = try Self.tiny.get()
        let set = try DigitTestData.mnistTraining.get()
        let digits = (2_000..<2_005).map { set.digit(at: $0) }
        let batch = classifier.classify(digits)
        for (digit, prediction) in zip(digits, batch) {
            #expect(abs(prediction.probabilities.reduce(0, +) - 1) < 1e-4)
            #expect(prediction.probabilities.max() == prediction.confidence)
            let single = classifier.classify(digit)
            #expect(single.digit == prediction.digit)
            #expect(zip(single.probabilities, prediction.probabilities).allSatisfy { abs($0 - $1) < 1e-5 })
        }
        #expect(classifier.classify([PreparedDigit]()).isEmpty)
    }

    @Test func modelFileRoundTripAndNoDigitInputs() throws {
        let (classifier, _) = try Self.tiny.get()
        let loaded = try DigitClassifier(modelFileData: classifier.network.modelFileData())
        let set = try DigitTestData.mnistTraining.get()
        let digit = set.digit(at: 3_000)
        #expect(loaded.classify(digit).probabilities == classifier.classify(digit).probabilities)
        #expect(classifier.classify(set.image(at: 3_000)) != nil)
        #expect(classifier.classify(PenDrawing(strokes: [], canvasWidth: 200, canvasHeight: 200)) == nil)
        let blank = Image(width: 40, height: 40, format: .gray, pixels: [UInt8](repeating: 255, count: 1_600))
        #expect(classifier.classify(blank) == nil)
    }

    @Test func concurrentClassificationAgrees() async throws {
        let (classifier, _) = try Self.tiny.get()
        let set = try DigitTestData.mnistTraining.get()
        let digits = (4_000..<4_016).map { set.digit(at: $0) }
        let expected = classifier.classify(digits).map(\.digit)
        let results = await withTaskGroup(of: (Int, Int).self) { group in
            for (index, digit) in digits.enumerated() { group.addTask { (index, classifier.classify(digit).digit) } }
            var out = [Int](repeating: -1, count: digits.count)
            for await (index, digit) in group { out[index] = digit }
            return out
        }
        #expect(results == expected)
    }

    @Test func wrongShapesAndCorruptFilesAreRefused() throws {
        let network = try Sequential(inputShape: [1, 28, 28], layers: [.flatten, .dense(outputs: 5)], seed: 1)
        #expect(throws: NetworkError.self) { try DigitClassifier(network: network) }
        #expect(throws: ModelFileError.self) { try DigitClassifier(modelFileData: Data([1, 2, 3])) }
    }
}
