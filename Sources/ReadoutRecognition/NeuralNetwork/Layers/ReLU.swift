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
        var output = input
        output.values.withUnsafeMutableBufferPointer { values in
            for index in values.indices { values[index] = max(values[index], 0) }
        }
        return output
    }

    public mutating func forward(_ input: Tensor, training: Bool) -> Tensor {
        let output = infer(input)
        cachedOutput = training ? output : nil
        return output
    }

    public mutating func backward(_ outputGradient: Tensor) -> Tensor {
        guard let output = cachedOutput else { preconditionFailure("backward without a training forward pass") }
        var gradient = outputGradient
        gradient.values.withUnsafeMutableBufferPointer { values in
            output.values.withUnsafeBufferPointer { outputs in
                for index in values.indices where outputs[index] <= 0 { values[index] = 0 }
            }
        }
        return gradient
    }
}
