/// Reshapes each sample to a vector, between the convolutional part and dense layers.
public struct Flatten: Layer {
    public let inputShape: [Int]
    public var outputShape: [Int] { [inputShape.reduce(1, *)] }

    public init(inputShape: [Int]) {
        self.inputShape = inputShape
    }

    public var spec: LayerSpec { .flatten }

    public func infer(_ input: Tensor) -> Tensor {
        input.reshaped([input.batchSize] + outputShape)
    }

    public mutating func forward(_ input: Tensor, training: Bool) -> Tensor { infer(input) }

    public mutating func backward(_ outputGradient: Tensor) -> Tensor {
        outputGradient.reshaped([outputGradient.batchSize] + inputShape)
    }
}
