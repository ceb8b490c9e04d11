/// A fully connected layer `y = x·W + b` over flat samples; the batch is one matrix multiply.
public struct Dense: Layer {
    public let inputShape: [Int]
    public let outputShape: [Int]
    let inputs: Int
    let outputs: Int
    /// `inputs × outputs`, row-major, so the forward pass reads W without transposing.
    var weights: [Float]
    var bias: [Float]
    var weightGradient: [Float]
    var biasGradient: [Float]
    private var cachedInput: Tensor?

    public init(inputShape: [Int], outputs: Int, seed: UInt64) throws(NetworkError) {
        guard inputShape.count == 1, inputShape[0] > 0 else {
            throw NetworkError("a dense layer needs flat samples (add .flatten before it), got \(inputShape)")
        }
        guard outputs > 0 else { throw NetworkError("a dense layer needs at least one output, got \(outputs)") }
        self.inputShape = inputShape
        inputs = inputShape[0]
        self.outputs = outputs
        outputShape = [outputs]
        var sampler = GaussianSampler(seed: seed)
        weights = sampler.heWeights(count: inputs * outputs, fanIn: inputs)
        bias = [Float](repeating: 0, count: outputs)
        weightGradient = [Float](repeating: 0, count: weights.count)
        biasGradient = bias
    }

    public var spec: LayerSpec { .dense(outputs: outputs) }

    public func infer(_ input: Tensor) -> Tensor {
        let batch = input.batchSize, inputs = inputs, outputs = outputs
        var output = [Float](repeating: 0, count: batch * outputs)
        output.withUnsafeMutableBufferPointer { outputBuffer in
            for row in 0..<batch { (outputBuffer.baseAddress! + row * outputs).update(from: bias, count: outputs) }
            input.values.withUnsafeBufferPointer { inputBuffer in
                weights.withUnsafeBufferPointer { weightBuffer in
                    parallelMatrixMultiply(m: batch, n: outputs, k: inputs,
                                           MatrixOperand(inputBuffer.baseAddress!, columns: inputs),
                                           MatrixOperand(weightBuffer.baseAddress!, columns: outputs),
                                           into: outputBuffer.baseAddress!, cRowStride: outputs, accumulate: true)
                }
            }
        }
        return Tensor(shape: [batch, outputs], values: output)
    }

    public mutating func forward(_ input: Tensor, training: Bool) -> Tensor {
        cachedInput = training ? input : nil
        return infer(input)
    }

    public mutating func backward(_ outputGradient: Tensor) -> Tensor {
        guard let input = cachedInput else { preconditionFailure("backward without a training forward pass") }
        let batch = input.batchSize, inputs = inputs, outputs = outputs
        var inputGradient = [Float](repeating: 0, count: batch * inputs)
        var newWeightGradient = [Float](repeating: 0, count: inputs * outputs)
        input.values.withUnsafeBufferPointer { inputBuffer in
            outputGradient.values.withUnsafeBufferPointer { gradientBuffer in
                weights.withUnsafeBufferPointer { weightBuffer in
                    // dW = xᵀ · dY
                    newWeightGradient.withUnsafeMutableBufferPointer { target in
                        parallelMatrixMultiply(m: inputs, n: outputs, k: batch,
                                               MatrixOperand(transposing: inputBuffer.baseAddress!, columns: inputs),
                                               MatrixOperand(gradientBuffer.baseAddress!, columns: outputs),
                                               into: target.baseAddress!, cRowStride: outputs, accumulate: false)
                    }
                    // dx = dY · Wᵀ
                    inputGradient.withUnsafeMutableBufferPointer { target in
                        parallelMatrixMultiply(m: batch, n: inputs, k: outputs,
                                               MatrixOperand(gradientBuffer.baseAddress!, columns: outputs),
                                               MatrixOperand(transposing: weightBuffer.baseAddress!, columns: outputs),
                                               into: target.baseAddress!, cRowStride: inputs, accumulate: false)
                    }
                }
            }
        }
        var newBiasGradient = [Float](repeating: 0, count: outputs)
        for row in 0..<batch {
            for column in 0..<outputs { newBiasGradient[column] += outputGradient.values[row * outputs + column] }
        }
        weightGradient = newWeightGradient
        biasGradient = newBiasGradient
        return Tensor(shape: input.shape, values: inputGradient)
    }

    public mutating func visitParameters(_ body: (inout [Float], [Float], ParameterKind) -> Void) {
        body(&weights, weightGradient, .weight)
        body(&bias, biasGradient, .bias)
    }

    public var storedValues: [[Float]] {
        get { [weights, bias] }
        set {
            weights = newValue[0]
            bias = newValue[1]
        }
    }
}
