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
        let factors = (0..<channels).map { scale[$0] / (runningVariance[$0] + epsilon).squareRoot() }
        let offsets = (0..<channels).map { shift[$0] - runningMean[$0] * factors[$0] }
        var output = [Float](repeating: 0, count: input.count)
        input.values.withUnsafeBufferPointer { source in
            output.withUnsafeMutableBufferPointer { target in
                let planes = PlaneWalk(batch: input.batchSize, channels: channels, spatial: spatial)
                let from = source.baseAddress!, to = UncheckedPointer(target.baseAddress!)
                forEachChunk(of: channels, minimumPerChunk: max(1, 65536 / max(1, planes.perChannel))) { _, range in
                    for channel in range {
                        let factor = factors[channel], offset = offsets[channel]
                        planes.forEach(channel) { start, count in
                            for index in start..<start + count { to.pointer[index] = from[index] * factor + offset }
                        }
                    }
                }
            }
        }
        return Tensor(shape: input.shape, values: output)
    }

    public mutating func forward(_ input: Tensor, training: Bool) -> Tensor {
        guard training else { return infer(input) }
        let planes = PlaneWalk(batch: input.batchSize, channels: channels, spatial: spatial)
        let population = Double(planes.perChannel)
        var output = [Float](repeating: 0, count: input.count)
        var normalized = [Float](repeating: 0, count: input.count)
        var means = [Double](repeating: 0, count: channels), variances = means
        var inverseDeviation = [Float](repeating: 0, count: channels)
        let epsilon = Double(epsilon)
        input.values.withUnsafeBufferPointer { source in
            output.withUnsafeMutableBufferPointer { outputBuffer in
                normalized.withUnsafeMutableBufferPointer { normalizedBuffer in
                    means.withUnsafeMutableBufferPointer { meanBuffer in
                        variances.withUnsafeMutableBufferPointer { varianceBuffer in
                            inverseDeviation.withUnsafeMutableBufferPointer { inverseBuffer in
                                let x = source.baseAddress!, y = UncheckedPointer(outputBuffer.baseAddress!)
                                let xHat = UncheckedPointer(normalizedBuffer.baseAddress!)
                                let meanOut = UncheckedDoublePointer(meanBuffer.baseAddress!)
                                let varianceOut = UncheckedDoublePointer(varianceBuffer.baseAddress!)
                                let inverseOut = UncheckedPointer(inverseBuffer.baseAddress!)
                                let scale = scale, shift = shift
                                forEachChunk(of: channels, minimumPerChunk: max(1, 65536 / max(1, planes.perChannel))) { _, range in
                                    for channel in range {
                                        // Two passes (mean, then squared deviations): one pass loses
                                        // precision when the mean is large next to the spread.
                                        var sum = 0.0
                                        planes.forEach(channel) { start, count in
                                            var part: Float = 0
                                            for index in start..<start + count { part += x[index] }
                                            sum += Double(part)
                                        }
                                        let mean = sum / population
                                        var squares = 0.0
                                        let floatMean = Float(mean)
                                        planes.forEach(channel) { start, count in
                                            var part: Float = 0
                                            for index in start..<start + count {
                                                let difference = x[index] - floatMean
                                                part += difference * difference
                                            }
                                            squares += Double(part)
                                        }
                                        let variance = squares / population
                                        let inverse = Float(1 / (variance + epsilon).squareRoot())
                                        let gamma = scale[channel], beta = shift[channel]
                                        planes.forEach(channel) { start, count in
                                            for index in start..<start + count {
                                                let value = (x[index] - floatMean) * inverse
                                                xHat.pointer[index] = value
                                                y.pointer[index] = value * gamma + beta
                                            }
                                        }
                                        meanOut.pointer[channel] = mean
                                        varianceOut.pointer[channel] = variance
                                        inverseOut.pointer[channel] = inverse
                                    }
                                }
                            }
                        }
                    }
                }
            }
        }
        for channel in 0..<channels {
            // Running variance is unbiased, as in PyTorch, so small batches do not shrink it.
            let unbiased = population > 1 ? variances[channel] * population / (population - 1) : variances[channel]
            runningMean[channel] = momentum * runningMean[channel] + (1 - momentum) * Float(means[channel])
            runningVariance[channel] = momentum * runningVariance[channel] + (1 - momentum) * Float(unbiased)
        }
        self.normalized = normalized
        self.inverseDeviation = inverseDeviation
        return Tensor(shape: input.shape, values: output)
    }

    public mutating func backward(_ outputGradient: Tensor) -> Tensor {
        precondition(normalized.count == outputGradient.count, "backward without a training forward pass")
        let planes = PlaneWalk(batch: outputGradient.batchSize, channels: channels, spatial: spatial)
        let population = Float(planes.perChannel)
        var inputGradient = [Float](repeating: 0, count: outputGradient.count)
        let factors = (0..<channels).map { scale[$0] * inverseDeviation[$0] }
        outputGradient.values.withUnsafeBufferPointer { gradientBuffer in
            normalized.withUnsafeBufferPointer { normalizedBuffer in
                inputGradient.withUnsafeMutableBufferPointer { inputBuffer in
                    scaleGradient.withUnsafeMutableBufferPointer { scaleBuffer in
                        shiftGradient.withUnsafeMutableBufferPointer { shiftBuffer in
                            let dy = gradientBuffer.baseAddress!, xHat = normalizedBuffer.baseAddress!
                            let dx = UncheckedPointer(inputBuffer.baseAddress!)
                            let dScale = UncheckedPointer(scaleBuffer.baseAddress!)
                            let dShift = UncheckedPointer(shiftBuffer.baseAddress!)
                            forEachChunk(of: channels, minimumPerChunk: max(1, 65536 / max(1, planes.perChannel))) { _, range in
                                for channel in range {
                                    var gradientSum: Float = 0, weightedSum: Float = 0
                                    planes.forEach(channel) { start, count in
                                        for index in start..<start + count {
                                            gradientSum += dy[index]
                                            weightedSum += dy[index] * xHat[index]
                                        }
                                    }
                                    dShift.pointer[channel] = gradientSum
                                    dScale.pointer[channel] = weightedSum
                                    // dx = γ/σ · (dy − mean(dy) − x̂ · mean(dy · x̂))
                                    let factor = factors[channel]
                                    let meanGradient = gradientSum / population, meanWeighted = weightedSum / population
                                    planes.forEach(channel) { start, count in
                                        for index in start..<start + count {
                                            dx.pointer[index] = factor * (dy[index] - meanGradient - xHat[index] * meanWeighted)
                                        }
                                    }
                                }
                            }
                        }
                    }
                }
            }
        }
        return Tensor(shape: outputGradient.shape, values: inputGradient)
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

/// The contiguous runs of one channel in a `[batch, channels, spatial]` layout: one run of
/// `spatial` values per sample.
struct PlaneWalk {
    let batch: Int
    let channels: Int
    let spatial: Int

    var perChannel: Int { batch * spatial }

    @inline(__always) func forEach(_ channel: Int, _ body: (_ start: Int, _ count: Int) -> Void) {
        for sample in 0..<batch { body((sample * channels + channel) * spatial, spatial) }
    }
}

/// A Double pointer handed to concurrent work that writes disjoint elements of it.
struct UncheckedDoublePointer: @unchecked Sendable {
    let pointer: UnsafeMutablePointer<Double>
    init(_ pointer: UnsafeMutablePointer<Double>) { self.pointer = pointer }
}
