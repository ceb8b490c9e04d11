import Foundation
import ReadoutSupport

/// Trains the digit network on MNIST's training part, holding out a stratified validation split,
/// and on pen-drawn digits (pendigits) when given, each drawn afresh through `strokeJitter`
/// every time it is used.
///
/// Adam with a one-cycle schedule (linear warm-up, cosine decay), mini-batches of 128 with
/// `ImageAugmentation.digits` applied per batch; every random draw comes from `seed`, so the
/// same settings and data give the same network. Give it the training part only: the official
/// test set (t10k) is for reporting, never for training or choosing a model.
public struct DigitTrainer: Sendable {
    /// The compact net: three conv-BN-ReLU-pool stages (16, 32, 64 filters) then dense 128 with
    /// batch norm and dropout 0.3 (99.32 % validation after 5 epochs in the smoke run).
    public static let defaultArchitecture = architecture(baseFilters: 16)

    /// The compact net widened: `baseFilters`, twice and four times as many filters in the three
    /// stages, and a dense layer of eight times as many units.
    public static func architecture(baseFilters: Int) -> [LayerSpec] {
        let base = max(1, baseFilters)
        return [
            .convolution(filters: base, kernel: 3, padding: 1), .batchNormalization(), .relu, .maxPooling(size: 2, stride: 2),
            .convolution(filters: 2 * base, kernel: 3, padding: 1), .batchNormalization(), .relu, .maxPooling(size: 2, stride: 2),
            .convolution(filters: 4 * base, kernel: 3, padding: 1), .batchNormalization(), .relu, .maxPooling(size: 2, stride: 2),
            .flatten, .dense(outputs: 8 * base), .batchNormalization(), .relu, .dropout(rate: 0.3), .dense(outputs: 10),
        ]
    }

    public var architecture: [LayerSpec] = DigitTrainer.defaultArchitecture
    public var epochs = 8
    public var batchSize = 128
    public var peakLearningRate: Float = 3e-3
    public var warmupSteps = 100
    public var finalLearningRate: Float = 1e-5
    public var weightDecay: Float = 1e-4
    public var augmentation = ImageAugmentation.digits
    /// Digits held out of training to measure accuracy after every epoch (0: no validation).
    public var validationCount = 5_000
    /// Seeds the weights, the split, the batch order and the augmentation.
    public var seed: UInt64 = 1
    /// Pen-drawn digits trained on beside MNIST (drawn with the preprocessor's stroke path).
    public var penDigits: [PenDigitSample] = []
    /// Times each pen digit is used per epoch: MNIST's 55,000 would otherwise drown pendigits' 7,494.
    public var penRepeats = 1
    public var strokeJitter = StrokeJitter.fingerDrawing
    /// Pen digits measured after every epoch and never trained on (writers kept out of `penDigits`).
    public var penValidation: [PenDigitSample] = []
    /// Turns pen digits into network input; the classifier built from the result uses the same.
    public var preprocessor = DigitPreprocessor()
    /// A trained network to start from (fine-tuning) instead of fresh weights; `architecture` is
    /// then ignored.
    public var initialNetwork: Sequential?

    public init() {}

    /// Where training stands, reported after every batch and at the end of every epoch.
    public struct Progress: Sendable {
        /// 1-based epoch.
        public var epoch: Int
        public var epochs: Int
        /// Batches done in this epoch.
        public var batch: Int
        public var batchesPerEpoch: Int
        /// Mean training loss over this epoch's batches so far.
        public var loss: Float
        /// Validation accuracy, set once the epoch is done (nil while it runs or without validation).
        public var validationAccuracy: Double?
        /// Accuracy on `penValidation`, set once the epoch is done (nil while it runs or without pen validation).
        public var penValidationAccuracy: Double?
    }

    /// A trained network and how it did on the validation split after each epoch.
    public struct Result: Sendable {
        public var network: Sequential
        public var validationAccuracies: [Double]
        public var penValidationAccuracies: [Double]
        public var classifier: DigitClassifier { get throws { try DigitClassifier(network: network) } }
    }

    /// Trains from scratch on `dataset` (MNIST's training part, 28×28).
    public func train(on dataset: MNISTDataset, progress: (Progress) -> Void = { _ in }) throws -> Result {
        guard dataset.rows == 28, dataset.columns == 28 else {
            throw NetworkError("digit training needs 28×28 images, not \(dataset.columns)×\(dataset.rows)")
        }
        let split = dataset.split(validationCount: validationCount, seed: seed)
        let training = split.training
        guard training.count >= batchSize, batchSize > 0, epochs > 0 else {
            throw NetworkError("\(training.count) training digits for batches of \(batchSize) over \(epochs) epochs")
        }
        var network = try initialNetwork ?? Sequential(inputShape: [1, 28, 28], layers: architecture, seed: seed)
        var optimizer = Adam(weightDecay: weightDecay)
        var generator = SeededRandomNumberGenerator(seed: seed &+ 0x5eed)
        // Positions past MNIST's training digits stand for pen digits, each `penRepeats` times.
        let penCount = penDigits.count * max(0, penRepeats)
        let batchesPerEpoch = (training.count + penCount) / batchSize
        let schedule = LearningRateSchedule.cosine(peak: peakLearningRate, warmupSteps: min(warmupSteps, epochs * batchesPerEpoch / 2),
                                                   totalSteps: epochs * batchesPerEpoch, final: finalLearningRate)
        var step = 0
        var accuracies: [Double] = []
        var penAccuracies: [Double] = []
        for epoch in 1...epochs {
            var lossSum: Float = 0
            let batches = MiniBatches.shuffled(count: training.count + penCount, batchSize: batchSize, using: &generator, dropLast: true)
            for (number, positions) in batches.enumerated() {
                let scans = positions.filter { $0 < training.count }.map { training[$0] }
                let pens = positions.filter { $0 >= training.count }.map { penDigits[($0 - training.count) % penDigits.count] }
                var input = Self.tensor(of: dataset, at: scans)
                if augmentation != .none, !scans.isEmpty { input = augmentation.augmented(input, using: &generator) }
                if !pens.isEmpty {
                    input = Tensor(shape: [scans.count + pens.count, 1, 28, 28],
                                   values: input.values + penPixels(pens, using: &generator))
                }
                let labels = scans.map { Int(dataset.labels[$0]) } + pens.map(\.label)
                lossSum += network.trainStep(input: input, labels: labels, optimizer: &optimizer, learningRate: schedule.rate(atStep: step))
                step += 1
                progress(Progress(epoch: epoch, epochs: epochs, batch: number + 1, batchesPerEpoch: batchesPerEpoch,
                                  loss: lossSum / Float(number + 1), validationAccuracy: nil))
            }
            var accuracy: Double?
            if !split.validation.isEmpty {
                accuracy = Self.accuracy(of: network, on: dataset, at: split.validation)
                accuracies.append(accuracy!)
            }
            var penAccuracy: Double?
            if !penValidation.isEmpty {
                penAccuracy = try DigitClassifier(network: network, preprocessor: preprocessor).evaluate(penValidation).accuracy
                penAccuracies.append(penAccuracy!)
            }
            progress(Progress(epoch: epoch, epochs: epochs, batch: batchesPerEpoch, batchesPerEpoch: batchesPerEpoch,
                              loss: lossSum / Float(max(1, batchesPerEpoch)), validationAccuracy: accuracy,
                              penValidationAccuracy: penAccuracy))
        }
        return Result(network: network, validationAccuracies: accuracies, penValidationAccuracies: penAccuracies)
    }

    /// Pen digits jittered and drawn as 28×28 digits, values one after another. A drawing the
    /// preprocessor refuses (jitter cannot empty one, but a file might hold a tap) is blank.
    private func penPixels(_ samples: [PenDigitSample], using generator: inout SeededRandomNumberGenerator) -> [Float] {
        var values: [Float] = []
        values.reserveCapacity(samples.count * 784)
        for sample in samples {
            let (drawing, penWidth) = strokeJitter.jittered(sample.drawing, using: &generator)
            var pen = preprocessor
            pen.strokeWidth = penWidth
            values += pen.prepare(drawing)?.pixels ?? [Float](repeating: 0, count: 784)
        }
        return values
    }

    /// The share of `indices` in `dataset` the network labels correctly.
    public static func accuracy(of network: Sequential, on dataset: MNISTDataset, at indices: [Int]) -> Double {
        guard !indices.isEmpty else { return 0 }
        var correct = 0
        for batch in MiniBatches.batches(of: indices, batchSize: 500) {
            let predicted = network.logits(tensor(of: dataset, at: batch)).argmaxPerSample()
            correct += zip(predicted, batch).filter { $0 == Int(dataset.labels[$1]) }.count
        }
        return Double(correct) / Double(indices.count)
    }

    /// Images `indices` as a `[count, 1, rows, columns]` tensor scaled to 0…1.
    static func tensor(of dataset: MNISTDataset, at indices: [Int]) -> Tensor {
        var values: [Float] = []
        values.reserveCapacity(indices.count * dataset.imageSize)
        for index in indices { values += dataset.pixels(at: index).lazy.map { Float($0) / 255 } }
        return Tensor(shape: [indices.count, 1, dataset.rows, dataset.columns], values: values)
    }
}
