import ReadoutSupport

/// Inverted dropout: while training, zeroes each activation with probability `rate` and scales
/// the survivors by `1 / (1 - rate)` so inference is the identity. Its generator is seeded and
/// part of the layer, so a training run repeats exactly.
public struct Dropout: Layer {
    public let inputShape: [Int]
    public var outputShape: [Int] { inputShape }
    let rate: Float
    private var generator: SeededRandomNumberGenerator
    private var mask: [Float] = []

    public init(inputShape: [Int], rate: Float, seed: UInt64) throws(NetworkError) {
        guard rate >= 0, rate < 1 else { throw NetworkError("a dropout rate must be in 0..<1, got \(rate)") }
        self.inputShape = inputShape
        self.rate = rate
        generator = SeededRandomNumberGenerator(seed: seed)
    }

    public var spec: LayerSpec { .dropout(rate: rate) }

    public func infer(_ input: Tensor) -> Tensor { input }

    public mutating func forward(_ input: Tensor, training: Bool) -> Tensor {
        guard training, rate > 0 else {
            mask = []
            return input
        }
        let keep = 1 / (1 - rate)
        // Compare 24-bit integers: exact, and the same on every machine.
        let threshold = UInt64(Double(rate) * Double(1 << 24))
        mask = (0..<input.count).map { _ in (generator.next() >> 40) < threshold ? 0 : keep }
        var output = input
        for index in output.values.indices { output.values[index] *= mask[index] }
        return output
    }

    public mutating func backward(_ outputGradient: Tensor) -> Tensor {
        guard !mask.isEmpty else { return outputGradient }
        var gradient = outputGradient
        for index in gradient.values.indices { gradient.values[index] *= mask[index] }
        return gradient
    }
}
