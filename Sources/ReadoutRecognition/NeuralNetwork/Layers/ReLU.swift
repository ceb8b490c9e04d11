/// The rectifier `max(0, x)`.
public struct ReLU: Layer {
    public let inputShape: [Int]
    public var outputShape: [Int] { inputShape }
    private var cachedOutput: Tensor?

    public init(inputShape: [Int]) {
        self.inputShape = inputShape
    }

    public var spec: LayerSpec { .relu }

    public func infer(_ input: Tensor) -> Tensor {
        let output = [Float](fullyWrittenCount: input.count) { target in
            input.values.withUnsafeBufferPointer { source in
                guard let from = source.baseAddress, let base = target.baseAddress else { return }
                let to = UncheckedPointer(base)
                forEachChunk(of: source.count, minimumPerChunk: 1 << 16) { _, range in
                    for index in range { to.pointer[index] = max(from[index], 0) }
                }
            }
        }
        return Tensor(shape: input.shape, values: output)
    }

    public mutating func forward(_ input: Tensor, training: Bool) -> Tensor {
        let output = infer(input)
        cachedOutput = training ? output : nil
        return output
    }

    public mutating func backward(_ outputGradient: Tensor) -> Tensor {
        guard let output = cachedOutput else { preconditionFailure("backward without a training forward pass") }
        let gradient = [Float](fullyWrittenCount: outputGradient.count) { target in
            outputGradient.values.withUnsafeBufferPointer { source in
                output.values.withUnsafeBufferPointer { outputs in
                    guard let from = source.baseAddress, let mask = outputs.baseAddress, let base = target.baseAddress else { return }
                    let to = UncheckedPointer(base)
                    forEachChunk(of: source.count, minimumPerChunk: 1 << 16) { _, range in
                        for index in range { to.pointer[index] = mask[index] > 0 ? from[index] : 0 }
                    }
                }
            }
        }
        return Tensor(shape: outputGradient.shape, values: gradient)
    }
}
