/// Batch normalisation: per channel for images (statistics over batch, height and width), per
/// feature for vectors; batch statistics while training, running averages at inference.
public struct BatchNormalization: Layer {
    public let inputShape: [Int]
    public var outputShape: [Int] { inputShape }
    let momentum: Float
    let epsilon: Float
    let channels: Int
    /// Values per channel per sample: height × width, or 1 for vectors.
    let spatial: Int
    var scale: [Float]
    var shift: [Float]
    var runningMean: [Float]
    var runningVariance: [Float]
    var scaleGradient: [Float]
    var shiftGradient: [Float]
    private var normalized: [Float] = []
    private var inverseDeviation: [Float] = []

    public init(inputShape: [Int], momentum: Float = 0.9, epsilon: Float = 1e-5) throws(NetworkError) {
        guard inputShape.count == 1 || inputShape.count == 3, inputShape.allSatisfy({ $0 > 0 }) else {
            throw NetworkError("batch normalisation needs vector or channels × height × width samples, got \(inputShape)")
        }
        guard momentum >= 0, momentum < 1, epsilon > 0 else {
            throw NetworkError("batch normalisation needs momentum in 0..<1 and a positive epsilon")
        }
        self.inputShape = inputShape
        self.momentum = momentum
        self.epsilon = epsilon
        channels = inputShape[0]
        spatial = inputShape.dropFirst().reduce(1, *)
        scale = [Float](repeating: 1, count: channels)
        shift = [Float](repeating: 0, count: channels)
        runningMean = [Float](repeating: 0, count: channels)
        runningVariance = [Float](repeating: 1, count: channels)
        scaleGradient = shift
        shiftGradient = shift
    }

    public var spec: LayerSpec { .batchNormalization(momentum: momentum, epsilon: epsilon) }

    public func infer(_ input: Tensor) -> Tensor {
        var output = input
        let batch = input.batchSize, channels = channels, spatial = spatial
        output.values.withUnsafeMutableBufferPointer { values in
            for channel in 0..<channels {
                let factor = scale[channel] / (runningVariance[channel] + epsilon).squareRoot()
                let offset = shift[channel] - runningMean[channel] * factor
                for sample in 0..<batch {
                    let start = (sample * channels + channel) * spatial
                    for index in start..<start + spatial { values[index] = values[index] * factor + offset }
                }
            }
        }
        return output
    }

    public mutating func forward(_ input: Tensor, training: Bool) -> Tensor {
        guard training else { return infer(input) }
        let batch = input.batchSize, channels = channels, spatial = spatial
        let population = Float(batch * spatial)
        var output = input
        var normalized = input.values
        var inverseDeviation = [Float](repeating: 0, count: channels)
        for channel in 0..<channels {
            // Mean then variance in two passes, accumulated in Double: one pass loses precision
            // when the mean is large next to the spread.
            var sum = 0.0
            for sample in 0..<batch {
                let start = (sample * channels + channel) * spatial
                for index in start..<start + spatial { sum += Double(input.values[index]) }
            }
            let mean = sum / Double(population)
            var squares = 0.0
            for sample in 0..<batch {
                let start = (sample * channels + channel) * spatial
                for index in start..<start + spatial {
                    let difference = Double(input.values[index]) - mean
                    squares += difference * difference
                }
            }
            let variance = squares / Double(population)
            let inverse = Float(1 / (variance + Double(epsilon)).squareRoot())
            inverseDeviation[channel] = inverse
            for sample in 0..<batch {
                let start = (sample * channels + channel) * spatial
                for index in start..<start + spatial {
                    let value = (input.values[index] - Float(mean)) * inverse
                    normalized[index] = value
                    output.values[index] = value * scale[channel] + shift[channel]
                }
            }
            // Running variance is unbiased, as in PyTorch, so small batches do not shrink it.
            let unbiased = population > 1 ? variance * Double(population) / Double(population - 1) : variance
            runningMean[channel] = momentum * runningMean[channel] + (1 - momentum) * Float(mean)
            runningVariance[channel] = momentum * runningVariance[channel] + (1 - momentum) * Float(unbiased)
        }
        self.normalized = normalized
        self.inverseDeviation = inverseDeviation
        return output
    }

    public mutating func backward(_ outputGradient: Tensor) -> Tensor {
        precondition(normalized.count == outputGradient.count, "backward without a training forward pass")
        let batch = outputGradient.batchSize, channels = channels, spatial = spatial
        let population = Float(batch * spatial)
        var inputGradient = outputGradient
        for channel in 0..<channels {
            var gradientSum: Float = 0, weightedSum: Float = 0
            for sample in 0..<batch {
                let start = (sample * channels + channel) * spatial
                for index in start..<start + spatial {
                    gradientSum += outputGradient.values[index]
                    weightedSum += outputGradient.values[index] * normalized[index]
                }
            }
            shiftGradient[channel] = gradientSum
            scaleGradient[channel] = weightedSum
            // dx = γ/σ · (dy − mean(dy) − x̂ · mean(dy · x̂))
            let factor = scale[channel] * inverseDeviation[channel]
            let meanGradient = gradientSum / population, meanWeighted = weightedSum / population
            for sample in 0..<batch {
                let start = (sample * channels + channel) * spatial
                for index in start..<start + spatial {
                    inputGradient.values[index] = factor
                        * (outputGradient.values[index] - meanGradient - normalized[index] * meanWeighted)
                }
            }
        }
        return inputGradient
    }

    public mutating func visitParameters(_ body: (inout [Float], [Float], ParameterKind) -> Void) {
        body(&scale, scaleGradient, .bias)
        body(&shift, shiftGradient, .bias)
    }

    public var storedValues: [[Float]] {
        get { [scale, shift, runningMean, runningVariance] }
        set {
            scale = newValue[0]
            shift = newValue[1]
            runningMean = newValue[2]
            runningVariance = newValue[3]
        }
    }
}
