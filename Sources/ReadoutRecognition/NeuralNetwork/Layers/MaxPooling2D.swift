/// Maximum over square windows of each channel (no padding); the backward pass routes each
/// gradient to the input that won its window.
public struct MaxPooling2D: Layer {
    public let inputShape: [Int]
    public let outputShape: [Int]
    let geometry: ConvolutionGeometry
    /// For each output value of the last training pass, the flat input index it came from.
    private var winners: [Int32] = []
    private var cachedInputShape: [Int] = []

    public init(inputShape: [Int], size: Int, stride: Int) throws(NetworkError) {
        guard inputShape.count == 3 else { throw NetworkError("max pooling needs channels × height × width samples, got \(inputShape)") }
        guard size > 0, stride > 0, inputShape[1] >= size, inputShape[2] >= size else {
            throw NetworkError("a \(size)×\(size) pooling window (stride \(stride)) does not fit samples of shape \(inputShape)")
        }
        self.inputShape = inputShape
        geometry = ConvolutionGeometry(channels: inputShape[0], height: inputShape[1], width: inputShape[2],
                                       kernel: size, stride: stride, padding: 0)
        outputShape = [inputShape[0], geometry.outputHeight, geometry.outputWidth]
    }

    public var spec: LayerSpec { .maxPooling(size: geometry.kernel, stride: geometry.stride) }

    public func infer(_ input: Tensor) -> Tensor {
        pool(input, recordingWinners: false).output
    }

    public mutating func forward(_ input: Tensor, training: Bool) -> Tensor {
        let (output, winners) = pool(input, recordingWinners: training)
        self.winners = winners
        cachedInputShape = input.shape
        return output
    }

    public mutating func backward(_ outputGradient: Tensor) -> Tensor {
        var inputGradient = [Float](repeating: 0, count: cachedInputShape.reduce(1, *))
        inputGradient.withUnsafeMutableBufferPointer { target in
            outputGradient.values.withUnsafeBufferPointer { source in
                winners.withUnsafeBufferPointer { winners in
                    for index in winners.indices { target[Int(winners[index])] += source[index] }
                }
            }
        }
        return Tensor(shape: cachedInputShape, values: inputGradient)
    }

    private func pool(_ input: Tensor, recordingWinners: Bool) -> (output: Tensor, winners: [Int32]) {
        let g = geometry
        let planes = input.batchSize * g.channels
        let outH = g.outputHeight, outW = g.outputWidth, planeSize = g.height * g.width
        var output = [Float](repeating: 0, count: planes * outH * outW)
        var winners = [Int32](repeating: 0, count: recordingWinners ? output.count : 0)
        input.values.withUnsafeBufferPointer { source in
            output.withUnsafeMutableBufferPointer { target in
                winners.withUnsafeMutableBufferPointer { winnerBuffer in
                    let source = source.baseAddress!, target = UncheckedPointer(target.baseAddress!)
                    let winnerBase = winnerBuffer.baseAddress.map(UncheckedInt32Pointer.init)
                    forEachChunk(of: planes, minimumPerChunk: max(1, 65536 / planeSize)) { _, planeRange in
                    for plane in planeRange {
                        let base = plane * planeSize
                        for oy in 0..<outH {
                            for ox in 0..<outW {
                                if g.kernel == 2 && !recordingWinners {
                                    // The common 2×2 window at inference: a branch-free max of four.
                                    let top = source + base + oy * g.stride * g.width + ox * g.stride
                                    target.pointer[(plane * outH + oy) * outW + ox] =
                                        max(max(top[0], top[1]), max(top[g.width], top[g.width + 1]))
                                    continue
                                }
                                var best = base + oy * g.stride * g.width + ox * g.stride
                                for ky in 0..<g.kernel {
                                    let row = base + (oy * g.stride + ky) * g.width + ox * g.stride
                                    for kx in 0..<g.kernel where source[row + kx] > source[best] { best = row + kx }
                                }
                                let index = (plane * outH + oy) * outW + ox
                                target.pointer[index] = source[best]
                                if recordingWinners, let winnerBase { winnerBase.pointer[index] = Int32(best) }
                            }
                        }
                    }
                    }
                }
            }
        }
        return (Tensor(shape: [input.batchSize] + outputShape, values: output), winners)
    }
}

/// An Int32 pointer handed to concurrent work that writes disjoint elements of it.
struct UncheckedInt32Pointer: @unchecked Sendable {
    let pointer: UnsafeMutablePointer<Int32>
    init(_ pointer: UnsafeMutablePointer<Int32>) { self.pointer = pointer }
}
