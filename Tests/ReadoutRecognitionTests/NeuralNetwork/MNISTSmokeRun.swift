import Foundation
import ReadoutImage
import ReadoutSupport
import Testing
@testable import ReadoutRecognition

/// A short real training run on uncompressed MNIST training files (never t10k), holding out the
/// last 5,000 digits for validation. Opt-in, release only:
/// `READOUT_NN_MNIST=/dir/with/uncompressed/idx swift test -c release --filter MNISTSmokeRun`.
@Suite(.enabled(if: ProcessInfo.processInfo.environment["READOUT_NN_MNIST"] != nil))
struct MNISTSmokeRun {
    @Test func compactNetworkLearnsDigits() throws {
        let directory = URL(fileURLWithPath: ProcessInfo.processInfo.environment["READOUT_NN_MNIST"] ?? "")
        let images = [UInt8](try Data(contentsOf: directory.appendingPathComponent("train-images-idx3-ubyte")))
        let labelBytes = [UInt8](try Data(contentsOf: directory.appendingPathComponent("train-labels-idx1-ubyte")))
        let count = 60_000, validation = 5_000
        let pixels = Tensor(shape: [count, 1, 28, 28], values: images[16..<16 + count * 784].map { Float($0) / 255 })
        let labels = labelBytes[8..<8 + count].map(Int.init)
        let epochs = Int(ProcessInfo.processInfo.environment["READOUT_NN_EPOCHS"] ?? "2") ?? 2
        var network = try Sequential(inputShape: [1, 28, 28], layers: NeuralNetworkBenchmark.compactDigitNet, seed: 1)
        var optimizer = Adam(weightDecay: 1e-4)
        var generator = SeededRandomNumberGenerator(seed: 1)
        let batchSize = 128
        let stepsPerEpoch = (count - validation) / batchSize
        let schedule = LearningRateSchedule.cosine(peak: 3e-3, warmupSteps: 100, totalSteps: epochs * stepsPerEpoch, final: 1e-5)
        var step = 0
        let validationIndices = Array(count - validation..<count)
        for epoch in 1...epochs {
            let start = Date()
            var lossSum: Float = 0
            for batch in MiniBatches.shuffled(count: count - validation, batchSize: batchSize, using: &generator, dropLast: true) {
                lossSum += network.trainStep(input: pixels.samples(at: batch), labels: batch.map { labels[$0] },
                                             optimizer: &optimizer, learningRate: schedule.rate(atStep: step))
                step += 1
            }
            var correct = 0
            for batch in MiniBatches.batches(of: validationIndices, batchSize: 500) {
                let predicted = network.logits(pixels.samples(at: batch)).argmaxPerSample()
                correct += zip(predicted, batch).filter { $0 == labels[$1] }.count
            }
            let accuracy = Double(correct) / Double(validation)
            print("epoch \(epoch): loss \(lossSum / Float(stepsPerEpoch)), validation \(accuracy), \(Int(Date().timeIntervalSince(start))) s")
            if epoch == epochs { #expect(accuracy > 0.97) }
        }
    }
}
