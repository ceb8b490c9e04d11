/// A 2-D convolution (square kernel, stride, zero padding) computed per sample as im2col and
/// one matrix multiply; samples of a batch are split across cores.
public struct Convolution2D: Layer {
    public let inputShape: [Int]
    public let outputShape: [Int]
    let geometry: ConvolutionGeometry
    let filters: Int
    /// `filters × (channels·kernel·kernel)`, row-major: one row of weights per filter.
    var weights: [Float]
    var bias: [Float]
    var weightGradient: [Float]
    var biasGradient: [Float]
    /// The last training input; the columns are rebuilt in `backward` rather than kept, since
    /// for a batch they would be ~9× the input's size.
    private var cachedInput: Tensor?

    public init(inputShape: [Int], filters: Int, kernel: Int, stride: Int = 1, padding: Int = 0, seed: UInt64) throws(NetworkError) {
        guard inputShape.count == 3 else { throw NetworkError("a convolution needs channels × height × width samples, got \(inputShape)") }
        guard filters > 0, kernel > 0, stride > 0, padding >= 0, padding < kernel else {
            throw NetworkError("convolution hyper-parameters out of range (filters \(filters), kernel \(kernel), stride \(stride), padding \(padding))")
        }
        let geometry = ConvolutionGeometry(channels: inputShape[0], height: inputShape[1], width: inputShape[2],
                                           kernel: kernel, stride: stride, padding: padding)
        guard inputShape[0] > 0, inputShape[1] + 2 * padding >= kernel, inputShape[2] + 2 * padding >= kernel else {
            throw NetworkError("a \(kernel)×\(kernel) convolution does not fit samples of shape \(inputShape)")
        }
        self.inputShape = inputShape
        self.geometry = geometry
        self.filters = filters
        outputShape = [filters, geometry.outputHeight, geometry.outputWidth]
        var sampler = GaussianSampler(seed: seed)
        weights = sampler.heWeights(count: filters * geometry.patchSize, fanIn: geometry.patchSize)
        bias = [Float](repeating: 0, count: filters)
        weightGradient = [Float](repeating: 0, count: weights.count)
        biasGradient = bias
    }

    public var spec: LayerSpec {
        .convolution(filters: filters, kernel: geometry.kernel, stride: geometry.stride, padding: geometry.padding)
    }

    public func infer(_ input: Tensor) -> Tensor {
        let g = geometry, filters = filters
        let batch = input.batchSize
        var output = [Float](repeating: 0, count: batch * filters * g.outputPixels)
        let inSize = g.channels * g.height * g.width, outSize = filters * g.outputPixels
        input.values.withUnsafeBufferPointer { inputBuffer in
            weights.withUnsafeBufferPointer { weightBuffer in
                bias.withUnsafeBufferPointer { biasBuffer in
                    output.withUnsafeMutableBufferPointer { outputBuffer in
                        let inputBase = inputBuffer.baseAddress!, weightBase = weightBuffer.baseAddress!
                        let biasBase = biasBuffer.baseAddress!
                        let outputBase = UncheckedPointer(outputBuffer.baseAddress!)
                        forEachChunk(of: batch) { _, samples in
                            let columns = UnsafeMutablePointer<Float>.allocate(capacity: g.patchSize * g.outputPixels)
                            defer { columns.deallocate() }
                            for sample in samples {
                                im2col(inputBase + sample * inSize, g, into: columns)
                                let out = outputBase.pointer + sample * outSize
                                for filter in 0..<filters {
                                    (out + filter * g.outputPixels).update(repeating: biasBase[filter], count: g.outputPixels)
                                }
                                matrixMultiply(m: filters, n: g.outputPixels, k: g.patchSize,
                                               MatrixOperand(weightBase, columns: g.patchSize),
                                               MatrixOperand(columns, columns: g.outputPixels),
                                               into: out, cRowStride: g.outputPixels, accumulate: true)
                            }
                        }
                    }
                }
            }
        }
        return Tensor(shape: [batch] + outputShape, values: output)
    }

    public mutating func forward(_ input: Tensor, training: Bool) -> Tensor {
        cachedInput = training ? input : nil
        return infer(input)
    }

    public mutating func backward(_ outputGradient: Tensor) -> Tensor {
        guard let input = cachedInput else { preconditionFailure("backward without a training forward pass") }
        let g = geometry, filters = filters
        let batch = input.batchSize
        let inSize = g.channels * g.height * g.width, outSize = filters * g.outputPixels
        let chunks = chunkCount(for: batch)
        // One weight-gradient accumulator per chunk, summed afterwards: no locks in the loop.
        var partialWeights = [Float](repeating: 0, count: chunks * weights.count)
        var partialBias = [Float](repeating: 0, count: chunks * filters)
        var inputGradient = [Float](repeating: 0, count: input.count)
        let weightCount = weights.count
        input.values.withUnsafeBufferPointer { inputBuffer in
            outputGradient.values.withUnsafeBufferPointer { gradientBuffer in
                weights.withUnsafeBufferPointer { weightBuffer in
                    partialWeights.withUnsafeMutableBufferPointer { partialWeightBuffer in
                        partialBias.withUnsafeMutableBufferPointer { partialBiasBuffer in
                            inputGradient.withUnsafeMutableBufferPointer { inputGradientBuffer in
                                let inputBase = inputBuffer.baseAddress!, gradientBase = gradientBuffer.baseAddress!
                                let weightBase = weightBuffer.baseAddress!
                                let weightSums = UncheckedPointer(partialWeightBuffer.baseAddress!)
                                let biasSums = UncheckedPointer(partialBiasBuffer.baseAddress!)
                                let inputGradientBase = UncheckedPointer(inputGradientBuffer.baseAddress!)
                                forEachChunk(of: batch) { chunk, samples in
                                    let columns = UnsafeMutablePointer<Float>.allocate(capacity: g.patchSize * g.outputPixels)
                                    let columnGradient = UnsafeMutablePointer<Float>.allocate(capacity: g.patchSize * g.outputPixels)
                                    defer {
                                        columns.deallocate()
                                        columnGradient.deallocate()
                                    }
                                    let weightSum = weightSums.pointer + chunk * weightCount
                                    let biasSum = biasSums.pointer + chunk * filters
                                    for sample in samples {
                                        let gradient = gradientBase + sample * outSize
                                        im2col(inputBase + sample * inSize, g, into: columns)
                                        // dW += dY · columnsᵀ
                                        matrixMultiply(m: filters, n: g.patchSize, k: g.outputPixels,
                                                       MatrixOperand(gradient, columns: g.outputPixels),
                                                       MatrixOperand(transposing: columns, columns: g.outputPixels),
                                                       into: weightSum, cRowStride: g.patchSize, accumulate: true)
                                        for filter in 0..<filters {
                                            let row = gradient + filter * g.outputPixels
                                            var total: Float = 0
                                            for pixel in 0..<g.outputPixels { total += row[pixel] }
                                            biasSum[filter] += total
                                        }
                                        // dColumns = Wᵀ · dY, folded back onto the input.
                                        matrixMultiply(m: g.patchSize, n: g.outputPixels, k: filters,
                                                       MatrixOperand(transposing: weightBase, columns: g.patchSize),
                                                       MatrixOperand(gradient, columns: g.outputPixels),
                                                       into: columnGradient, cRowStride: g.outputPixels, accumulate: false)
                                        col2im(columnGradient, g, into: inputGradientBase.pointer + sample * inSize)
                                    }
                                }
                            }
                        }
                    }
                }
            }
        }
        weightGradient = sumOfChunks(partialWeights, chunks: chunks)
        biasGradient = sumOfChunks(partialBias, chunks: chunks)
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

/// Adds `chunks` equal-length slices of `partials` into one array.
func sumOfChunks(_ partials: [Float], chunks: Int) -> [Float] {
    let length = partials.count / max(1, chunks)
    var total = Array(partials[0..<length])
    for chunk in 1..<max(1, chunks) {
        let offset = chunk * length
        for index in 0..<length { total[index] += partials[offset + index] }
    }
    return total
}
