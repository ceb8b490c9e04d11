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

    /// Gradient checks only prove forward and backward agree; this pins the forward pass to a
    /// direct sum over the window (cross-correlation, zero padding).
    @Test(arguments: [(1, 0), (2, 1), (1, 2)])
    func convolutionMatchesDirectSum(stride: Int, padding: Int) throws {
        var layer = try Convolution2D(inputShape: [2, 7, 6], filters: 3, kernel: 3, stride: stride, padding: padding, seed: 1)
        layer.storedValues[1] = [0.1, -0.2, 0.3]
        let input = TestTensors.uniform([2, 2, 7, 6], seed: 2)
        let output = layer.infer(input)
        let weights = layer.storedValues[0], bias = layer.storedValues[1]
        let (outH, outW) = (output.shape[2], output.shape[3])
        for sample in 0..<2 {
            for filter in 0..<3 {
                for oy in 0..<outH {
                    for ox in 0..<outW {
                        var expected = Double(bias[filter])
                        for channel in 0..<2 {
                            for ky in 0..<3 {
                                for kx in 0..<3 {
                                    let y = oy * stride - padding + ky, x = ox * stride - padding + kx
                                    guard y >= 0, y < 7, x >= 0, x < 6 else { continue }
                                    expected += Double(weights[((filter * 2 + channel) * 3 + ky) * 3 + kx])
                                        * Double(input.values[((sample * 2 + channel) * 7 + y) * 6 + x])
                                }
                            }
                        }
                        let found = output.values[((sample * 3 + filter) * outH + oy) * outW + ox]
                        #expect(abs(Double(found) - expected) < 1e-5)
                    }
                }
            }
        }
    }

    @Test func denseAndPoolingMatchDirectComputation() throws {
        var dense = try Dense(inputShape: [3], outputs: 2, seed: 1)
        dense.storedValues = [[1, 2, 3, 4, 5, 6], [0.5, -0.5]]
        // Weights are inputs × outputs: y₀ = 1·1 + 2·3 + 3·5 + 0.5, y₁ = 1·2 + 2·4 + 3·6 − 0.5.
        #expect(dense.infer(Tensor(shape: [1, 3], values: [1, 2, 3])).values == [22.5, 27.5])
        let pool = try MaxPooling2D(inputShape: [1, 3, 4], size: 2, stride: 2)
        let pooled = pool.infer(Tensor(shape: [1, 1, 3, 4], values: [1, 5, 2, 0, 3, 4, 8, 7, 9, 9, 9, 9]))
        #expect(pooled.shape == [1, 1, 1, 2] && pooled.values == [5, 8])
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
