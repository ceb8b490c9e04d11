import Testing
@testable import ReadoutRecognition

/// Every layer's backward pass against finite differences of its forward pass.
@Suite struct LayerGradientTests {
    let check = GradientCheck()

    @Test(arguments: [(1, 0), (1, 1), (2, 1), (2, 0)])
    func convolution(stride: Int, padding: Int) throws {
        let layer = try Convolution2D(inputShape: [2, 7, 6], filters: 3, kernel: 3, stride: stride, padding: padding, seed: 1)
        let result = check.run(layer, input: TestTensors.uniform([2, 2, 7, 6], seed: 2))
        #expect(check.passes(result), "\(result)")
        #expect(result.parameterErrors.count == 2)
    }

    @Test func dense() throws {
        let layer = try Dense(inputShape: [13], outputs: 5, seed: 3)
        let result = check.run(layer, input: TestTensors.uniform([3, 13], seed: 4))
        #expect(check.passes(result), "\(result)")
    }

    @Test(arguments: [(2, 2), (3, 2), (2, 1)])
    func maxPooling(size: Int, stride: Int) throws {
        let layer = try MaxPooling2D(inputShape: [2, 7, 6], size: size, stride: stride)
        let result = check.run(layer, input: TestTensors.distinct([2, 2, 7, 6], seed: 5))
        #expect(check.passes(result), "\(result)")
    }

    @Test func relu() {
        let result = check.run(ReLU(inputShape: [3, 4, 4]), input: TestTensors.distinct([2, 3, 4, 4], seed: 6))
        #expect(check.passes(result), "\(result)")
    }

    @Test func dropoutInTraining() throws {
        let layer = try Dropout(inputShape: [40], rate: 0.3, seed: 7)
        let result = check.run(layer, input: TestTensors.uniform([3, 40], seed: 8))
        #expect(check.passes(result), "\(result)")
    }

    @Test func flatten() {
        let result = check.run(Flatten(inputShape: [2, 3, 4]), input: TestTensors.uniform([2, 2, 3, 4], seed: 9))
        #expect(check.passes(result), "\(result)")
    }

    @Test(arguments: [[3, 5, 4], [6]])
    func batchNormalizationInTraining(shape: [Int]) throws {
        var layer = try BatchNormalization(inputShape: shape)
        // A non-trivial scale and shift, so their gradients are exercised away from 1 and 0.
        layer.storedValues[0] = (0..<shape[0]).map { 0.5 + Float($0) * 0.3 }
        layer.storedValues[1] = (0..<shape[0]).map { Float($0) * 0.1 - 0.2 }
        let result = check.run(layer, input: TestTensors.uniform([4] + shape, in: -2...3, seed: 10))
        #expect(check.passes(result), "\(result)")
        #expect(result.parameterErrors.count == 2)
    }

    @Test func softmaxCrossEntropy() {
        let logits = TestTensors.uniform([4, 6], in: -3...3, seed: 11)
        let labels = [0, 5, 2, 2]
        let (_, gradient) = SoftmaxCrossEntropy.lossAndGradient(logits: logits, labels: labels)
        let epsilon: Float = 1e-2
        for index in logits.values.indices {
            var plus = logits, minus = logits
            plus.values[index] += epsilon
            minus.values[index] -= epsilon
            let numeric = (SoftmaxCrossEntropy.lossAndGradient(logits: plus, labels: labels).loss
                - SoftmaxCrossEntropy.lossAndGradient(logits: minus, labels: labels).loss) / (2 * epsilon)
            #expect(abs(numeric - gradient.values[index]) < 2e-3, "logit \(index)")
        }
    }

    @Test func softmaxIsStableForHugeLogits() {
        let logits = Tensor(shape: [1, 3], values: [1000, 999, -1000])
        let (loss, gradient) = SoftmaxCrossEntropy.lossAndGradient(logits: logits, labels: [0])
        #expect(loss.isFinite && abs(loss - 0.3133) < 1e-3)
        let finite = gradient.values.allSatisfy { $0.isFinite }
        #expect(finite)
        let probabilities = SoftmaxCrossEntropy.softmax(logits).values
        #expect(abs(probabilities.reduce(0, +) - 1) < 1e-6)
    }

    /// The layers composed: a gradient check through the whole network's input.
    @Test func wholeNetwork() throws {
        var network = try Sequential(inputShape: [1, 6, 6], layers: [
            .convolution(filters: 2, kernel: 3, padding: 1), .batchNormalization(), .relu,
            .maxPooling(size: 2, stride: 2), .flatten, .dense(outputs: 3),
        ], seed: 12)
        let input = TestTensors.uniform([3, 1, 6, 6], seed: 13)
        let labels = [0, 1, 2]
        let (_, gradient) = SoftmaxCrossEntropy.lossAndGradient(logits: network.forward(input, training: true), labels: labels)
        let inputGradient = network.backward(gradient)
        let epsilon: Float = 1e-2
        var worst: Float = 0
        for index in stride(from: 0, to: input.count, by: 5) {
            var plus = input, minus = input
            plus.values[index] += epsilon
            minus.values[index] -= epsilon
            var copyPlus = network, copyMinus = network
            let lossPlus = SoftmaxCrossEntropy.lossAndGradient(logits: copyPlus.forward(plus, training: true), labels: labels).loss
            let lossMinus = SoftmaxCrossEntropy.lossAndGradient(logits: copyMinus.forward(minus, training: true), labels: labels).loss
            worst = max(worst, abs((lossPlus - lossMinus) / (2 * epsilon) - inputGradient.values[index]))
        }
        #expect(worst < 5e-3)
    }
}
