import ReadoutImage
import ReadoutSupport
import Testing
@testable import ReadoutRecognition

/// A small network must learn a synthetic task in seconds, and seeded runs must repeat exactly.
@Suite struct TrainingTests {
    /// 8×8 images of a horizontal (class 0) or vertical (class 1) bar at a random place, on noise.
    static func bars(count: Int, seed: UInt64) -> (images: Tensor, labels: [Int]) {
        var generator = SeededRandomNumberGenerator(seed: seed)
        var values: [Float] = []
        var labels: [Int] = []
        for _ in 0..<count {
            let label = Int(generator.next() % 2)
            let position = Int(generator.next() % 6) + 1
            var image = (0..<64).map { _ in Float.random(in: 0...0.3, using: &generator) }
            for step in 1..<7 {
                image[label == 0 ? position * 8 + step : step * 8 + position] += 1
            }
            values += image
            labels.append(label)
        }
        return (Tensor(shape: [count, 1, 8, 8], values: values), labels)
    }

    static let specs: [LayerSpec] = [
        .convolution(filters: 4, kernel: 3, padding: 1), .batchNormalization(), .relu,
        .maxPooling(size: 2, stride: 2), .flatten, .dropout(rate: 0.1), .dense(outputs: 2),
    ]

    func train(seed: UInt64, steps: Int, optimizer: inout some Optimizer, schedule: LearningRateSchedule) throws -> (network: Sequential, losses: [Float]) {
        var network = try Sequential(inputShape: [1, 8, 8], layers: Self.specs, seed: seed)
        let data = Self.bars(count: 256, seed: 1)
        var generator = SeededRandomNumberGenerator(seed: seed)
        var losses: [Float] = []
        var step = 0
        while step < steps {
            for batch in MiniBatches.shuffled(count: 256, batchSize: 32, using: &generator) where step < steps {
                losses.append(network.trainStep(input: data.images.samples(at: batch), labels: batch.map { data.labels[$0] },
                                                optimizer: &optimizer, learningRate: schedule.rate(atStep: step)))
                step += 1
            }
        }
        return (network, losses)
    }

    func accuracy(_ network: Sequential) -> Double {
        let test = Self.bars(count: 200, seed: 2)
        let predicted = network.predict(test.images).argmaxPerSample()
        return Double(zip(predicted, test.labels).filter { $0 == $1 }.count) / Double(test.labels.count)
    }

    @Test func adamLearnsBars() throws {
        var adam = Adam(weightDecay: 1e-4)
        let (network, losses) = try train(seed: 3, steps: 80, optimizer: &adam,
                                          schedule: .cosine(peak: 0.01, warmupSteps: 4, totalSteps: 80))
        let early = losses.prefix(5).reduce(0, +) / 5, late = losses.suffix(5).reduce(0, +) / 5
        #expect(late < early * 0.5, "loss \(early) → \(late)")
        #expect(accuracy(network) > 0.9)
    }

    @Test func nesterovMomentumLearnsBars() throws {
        var sgd = StochasticGradientDescent(momentum: 0.9, nesterov: true, weightDecay: 1e-4)
        let (network, losses) = try train(seed: 4, steps: 40, optimizer: &sgd,
                                          schedule: .step(initial: 0.05, factor: 0.5, every: 20))
        #expect(losses.suffix(5).reduce(0, +) < losses.prefix(5).reduce(0, +) * 0.5)
        #expect(accuracy(network) > 0.9)
    }

    @Test func seededRunsRepeatBitForBit() throws {
        var first = Adam(), second = Adam()
        let a = try train(seed: 5, steps: 10, optimizer: &first, schedule: .constant(0.01))
        let b = try train(seed: 5, steps: 10, optimizer: &second, schedule: .constant(0.01))
        #expect(a.losses == b.losses)
        #expect(a.network.storedValues == b.network.storedValues)
        var third = Adam()
        let c = try train(seed: 6, steps: 10, optimizer: &third, schedule: .constant(0.01))
        #expect(a.network.storedValues != c.network.storedValues)
    }

    @Test func batchNormalizationTracksRunningStatistics() throws {
        var layer = try BatchNormalization(inputShape: [2, 3, 3], momentum: 0)
        let input = TestTensors.uniform([5, 2, 3, 3], in: 2...4, seed: 1)
        let trained = layer.forward(input, training: true)
        // With momentum 0 the running statistics are this batch's (variance unbiased), so
        // inference nearly reproduces the training output.
        let inferred = layer.infer(input)
        let worst = zip(trained.values, inferred.values).map { abs($0 - $1) }.max() ?? 0
        #expect(worst < 0.05)
    }

    @Test func dropoutIsIdentityAtInference() throws {
        var layer = try Dropout(inputShape: [100], rate: 0.5, seed: 1)
        let input = TestTensors.uniform([2, 100], seed: 2)
        #expect(layer.forward(input, training: false) == input)
        let dropped = layer.forward(input, training: true)
        let zeros = dropped.values.filter { $0 == 0 }.count
        #expect(zeros > 60 && zeros < 140)
    }

    /// Inference takes fast paths (2×2 pooling, single-row products); they must agree with training.
    @Test func inferenceMatchesTrainingForward() throws {
        var network = try Sequential(inputShape: [1, 8, 8], layers: [
            .convolution(filters: 3, kernel: 3, padding: 1), .relu, .maxPooling(size: 2, stride: 2),
            .maxPooling(size: 3, stride: 1), .flatten, .dense(outputs: 5),
        ], seed: 8)
        let input = TestTensors.uniform([1, 1, 8, 8], seed: 9)
        let trained = network.forward(input, training: true)
        let inferred = network.logits(input)
        let worst = zip(trained.values, inferred.values).map { abs($0 - $1) }.max() ?? 1
        #expect(worst < 1e-5)
    }

    @Test func schedules() {
        let cosine = LearningRateSchedule.cosine(peak: 1, warmupSteps: 10, totalSteps: 110, final: 0.1)
        #expect(abs(cosine.rate(atStep: 0) - 0.1) < 1e-6)
        #expect(abs(cosine.rate(atStep: 10) - 1) < 1e-6)
        #expect(abs(cosine.rate(atStep: 60) - 0.55) < 1e-5)
        #expect(abs(cosine.rate(atStep: 500) - 0.1) < 1e-6)
        #expect(LearningRateSchedule.step(initial: 1, factor: 0.1, every: 5).rate(atStep: 12) == Float(1) * 0.1 * 0.1)
    }

    @Test func miniBatchesCoverEveryIndexOnce() {
        var generator = SeededRandomNumberGenerator(seed: 9)
        let batches = MiniBatches.shuffled(count: 103, batchSize: 10, using: &generator)
        #expect(batches.count == 11 && batches.last?.count == 3)
        #expect(batches.flatMap { $0 }.sorted() == Array(0..<103))
        #expect(MiniBatches.shuffled(count: 103, batchSize: 10, using: &generator, dropLast: true).count == 10)
    }

    @Test func invalidArchitecturesThrow() {
        #expect(throws: NetworkError.self) { try Sequential(inputShape: [1, 8, 8], layers: [.dense(outputs: 3)], seed: 1) }
        #expect(throws: NetworkError.self) {
            try Sequential(inputShape: [1, 4, 4], layers: [.convolution(filters: 2, kernel: 7)], seed: 1)
        }
        #expect(throws: NetworkError.self) { try Sequential(inputShape: [4], layers: [.dropout(rate: 1)], seed: 1) }
    }
}
