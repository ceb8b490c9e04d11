import Foundation
import ReadoutImage

/// What the classifier read: the most likely digit and the probability of every class 0…9.
public struct DigitPrediction: Sendable, Equatable {
    /// The most likely digit, 0…9.
    public let digit: Int
    /// Softmax probabilities for the digits 0…9 (they sum to 1).
    public let probabilities: [Float]

    public init(probabilities: [Float]) {
        precondition(probabilities.count == 10, "a digit prediction needs 10 probabilities")
        self.probabilities = probabilities
        var best = 0
        for index in probabilities.indices where probabilities[index] > probabilities[best] { best = index }
        self.digit = best
    }

    /// The probability of the predicted digit.
    public var confidence: Float { probabilities[digit] }
}

/// Reads handwritten digits with a trained network (28×28 input, 10 classes).
///
/// Inference goes through the layers' `infer`, which caches nothing, so one classifier can be
/// shared by many tasks at once.
public struct DigitClassifier: Sendable {
    /// The trained network.
    public let network: Sequential
    /// How images and pen drawings are turned into MNIST-like 28×28 digits.
    public var preprocessor: DigitPreprocessor

    /// Wraps a network that maps `[1, 28, 28]` inputs to 10 scores.
    public init(network: Sequential, preprocessor: DigitPreprocessor = DigitPreprocessor()) throws(NetworkError) {
        guard network.inputShape == [1, 28, 28] else {
            throw NetworkError("a digit network reads [1, 28, 28] inputs, not \(network.inputShape)")
        }
        guard network.outputShape == [10] else {
            throw NetworkError("a digit network gives 10 scores, not \(network.outputShape)")
        }
        self.network = network
        self.preprocessor = preprocessor
    }

    /// Loads a classifier from model-file bytes.
    public init(modelFileData data: Data) throws {
        try self.init(network: try Sequential(modelFileData: data))
    }

    /// Loads a classifier from a model file.
    public init(contentsOf url: URL) throws {
        try self.init(network: try Sequential(contentsOf: url))
    }

    /// The model file shipped with Readout: the compact net trained by `readout digits train`
    /// on MNIST's training part (seed 1, 8 epochs), weights in float16.
    public static var shippedModelURL: URL? { Bundle.module.url(forResource: "digits", withExtension: "rdnn") }

    /// The classifier shipped with Readout.
    public static func shipped() throws -> DigitClassifier {
        guard let url = shippedModelURL else { throw NetworkError("the shipped digit model is missing from the bundle") }
        return try DigitClassifier(contentsOf: url)
    }

    /// Classifies one prepared 28×28 digit (ink = 1).
    public func classify(_ digit: PreparedDigit) -> DigitPrediction {
        classify([digit])[0]
    }

    /// Classifies prepared digits in one batch, in order.
    public func classify(_ digits: [PreparedDigit]) -> [DigitPrediction] {
        guard !digits.isEmpty else { return [] }
        var values: [Float] = []
        values.reserveCapacity(digits.count * 784)
        for digit in digits {
            precondition(digit.width == 28 && digit.height == 28 && digit.pixels.count == 784,
                         "the classifier reads 28×28 digits, not \(digit.width)×\(digit.height)")
            values += digit.pixels
        }
        let probabilities = network.predict(Tensor(shape: [digits.count, 1, 28, 28], values: values))
        return (0..<digits.count).map { index in
            DigitPrediction(probabilities: Array(probabilities.values[index * 10..<(index + 1) * 10]))
        }
    }

    /// Classifies an image of one digit (dark-on-light or light-on-dark, any size); nil when
    /// the image holds no digit.
    public func classify(_ image: Image) -> DigitPrediction? {
        preprocessor.prepare(image).map { classify($0) }
    }

    /// Classifies pen drawings in order, in batches of 256 (memory stays small for a whole file);
    /// nil for a drawing with no digit.
    public func classify(_ drawings: [PenDrawing]) -> [DigitPrediction?] {
        let prepared = drawings.map { preprocessor.prepare($0) }
        let digits = prepared.compactMap { $0 }
        let batches = stride(from: 0, to: digits.count, by: 256).map { Array(digits[$0..<min($0 + 256, digits.count)]) }
        var predictions = batches.flatMap { classify($0) }.makeIterator()
        return prepared.map { $0 == nil ? nil : predictions.next() }
    }

    /// The digits read from `samples` (nil where a drawing holds none) and the share read as
    /// labelled: what `readout digits eval-strokes` and training's pen validation report.
    public func evaluate(_ samples: [PenDigitSample]) -> (accuracy: Double, predictions: [Int?]) {
        let predictions = classify(samples.map(\.drawing)).map { $0?.digit }
        let correct = zip(predictions, samples).filter { $0 == $1.label }.count
        return (samples.isEmpty ? 0 : Double(correct) / Double(samples.count), predictions)
    }

    /// Classifies a pen drawing; nil when the canvas is empty.
    public func classify(_ drawing: PenDrawing) -> DigitPrediction? {
        preprocessor.prepare(drawing).map { classify($0) }
    }
}
