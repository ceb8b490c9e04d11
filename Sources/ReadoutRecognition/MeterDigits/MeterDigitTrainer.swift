import Foundation
import ReadoutImage
import ReadoutSupport

/// Trains the meter-digit network on a `MeterDigitSet`: 100 classes (tenths of a step) learnt
/// from soft targets (a circular Gaussian around the label, so 9.9 and 0.0 are neighbours), Adam
/// with a one-cycle schedule, mini-batches of 128 shifted, rotated and scaled a little and, a
/// third of the time, inverted (light digits on dark wheels and dark on light both occur).
///
/// Validation holds out whole meters (`validationGroups`), never single crops: crops of one meter
/// are near-duplicates, and the target is meters never seen. Every random draw comes from `seed`.
public struct MeterDigitTrainer: Sendable {
    public static let defaultArchitecture: [LayerSpec] = architecture(baseFilters: 16)

    /// Three conv-BN-ReLU-pool stages (`baseFilters`, 2× and 4× as many) then a dense layer of
    /// 8× as many units with batch norm and dropout, and the 100 tenths.
    public static func architecture(baseFilters: Int) -> [LayerSpec] {
        let base = max(1, baseFilters)
        return [
            .convolution(filters: base, kernel: 3, padding: 1), .batchNormalization(), .relu, .maxPooling(size: 2, stride: 2),
            .convolution(filters: 2 * base, kernel: 3, padding: 1), .batchNormalization(), .relu, .maxPooling(size: 2, stride: 2),
            .convolution(filters: 4 * base, kernel: 3, padding: 1), .batchNormalization(), .relu, .maxPooling(size: 2, stride: 2),
            .flatten, .dense(outputs: 8 * base), .batchNormalization(), .relu, .dropout(rate: 0.3), .dense(outputs: MeterDigitScale.bins),
        ]
    }

    /// Six meters of `meter-digits` (about 2,400 crops: water, power; dark and light wheels) held
    /// out to choose the settings. The shipped model then trains on everything (`--no-validation`).
    public static let defaultValidationGroups: Set<String> = [
        "collected/watermeter/Techem/V_DR", "collected/powermeter/betar/1", "collected/watermeter/Wasser_Geraete_GmbH",
        "collected/powermeter/unknown/japander", "collected/watermeter/jvi", "collected/watermeter/Unknown/abl",
    ]

    public var architecture: [LayerSpec] = MeterDigitTrainer.defaultArchitecture
    public var epochs = 12
    public var batchSize = 128
    public var peakLearningRate: Float = 3e-3
    public var warmupSteps = 100
    public var finalLearningRate: Float = 1e-5
    public var weightDecay: Float = 1e-4
    /// Spread of the soft target, in tenths of a step.
    public var targetSpread = 1.5
    public var augmentation = ImageAugmentation(maximumShift: 2, maximumRotation: 4, scaleRange: 0.9...1.1)
    public var inversionRate = 0.3
    public var validationGroups = MeterDigitTrainer.defaultValidationGroups
    public var seed: UInt64 = 1

    public init() {}

    public struct Progress: Sendable {
        public var epoch: Int
        public var epochs: Int
        public var batch: Int
        public var batchesPerEpoch: Int
        public var loss: Float
        /// Share of the validation meters' crops read within half a step, once the epoch is done.
        public var validationAccuracy: Double?
    }

    public struct Result: Sendable {
        public var network: Sequential
        public var validationAccuracies: [Double]
        public var trainingCount: Int
        public var validationCount: Int
        public var reader: MeterDigitReader { get throws { try MeterDigitReader(network: network) } }
    }

    public func train(on set: MeterDigitSet, progress: (Progress) -> Void = { _ in }) throws -> Result {
        let validation = set.samples.filter { validationGroups.contains($0.meterGroup) }
        let training = set.samples.filter { !validationGroups.contains($0.meterGroup) }
        guard training.count >= batchSize, batchSize > 0, epochs > 0 else {
            throw NetworkError("\(training.count) training crops for batches of \(batchSize) over \(epochs) epochs")
        }
        let shape = [1, MeterDigitInput.height, MeterDigitInput.width]
        var network = try Sequential(inputShape: shape, layers: architecture, seed: seed)
        var optimizer = Adam(weightDecay: weightDecay)
        var generator = SeededRandomNumberGenerator(seed: seed &+ 0x5eed)
        let targets = training.map { MeterDigitScale.softTarget($0.label, spread: targetSpread) }
        let batchesPerEpoch = training.count / batchSize
        let schedule = LearningRateSchedule.cosine(peak: peakLearningRate, warmupSteps: min(warmupSteps, epochs * batchesPerEpoch / 2),
                                                   totalSteps: epochs * batchesPerEpoch, final: finalLearningRate)
        var step = 0
        var accuracies: [Double] = []
        for epoch in 1...epochs {
            var lossSum: Float = 0
            let batches = MiniBatches.shuffled(count: training.count, batchSize: batchSize, using: &generator, dropLast: true)
            for (number, positions) in batches.enumerated() {
                var values: [Float] = []
                values.reserveCapacity(positions.count * training[0].input.count)
                for position in positions {
                    let invert = Double.random(in: 0..<1, using: &generator) < inversionRate
                    values += invert ? training[position].input.map { -$0 } : training[position].input
                }
                var input = Tensor(shape: [positions.count] + shape, values: values)
                if augmentation != .none { input = augmentation.augmented(input, using: &generator) }
                let target = Tensor(shape: [positions.count, MeterDigitScale.bins], values: positions.flatMap { targets[$0] })
                let logits = network.forward(input, training: true)
                let (loss, gradient) = SoftmaxCrossEntropy.lossAndGradient(logits: logits, targets: target)
                network.backward(gradient)
                network.update(with: &optimizer, learningRate: schedule.rate(atStep: step))
                lossSum += loss
                step += 1
                progress(Progress(epoch: epoch, epochs: epochs, batch: number + 1, batchesPerEpoch: batchesPerEpoch,
                                  loss: lossSum / Float(number + 1), validationAccuracy: nil))
            }
            var accuracy: Double?
            if !validation.isEmpty {
                accuracy = try MeterDigitReader(network: network).accuracy(on: validation)
                accuracies.append(accuracy!)
            }
            progress(Progress(epoch: epoch, epochs: epochs, batch: batchesPerEpoch, batchesPerEpoch: batchesPerEpoch,
                              loss: lossSum / Float(max(1, batchesPerEpoch)), validationAccuracy: accuracy))
        }
        return Result(network: network, validationAccuracies: accuracies, trainingCount: training.count, validationCount: validation.count)
    }
}
