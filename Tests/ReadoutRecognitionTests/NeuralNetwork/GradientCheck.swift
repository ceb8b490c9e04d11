import ReadoutImage
import ReadoutSupport
@testable import ReadoutRecognition

/// Compares a layer's analytic gradients with central finite differences of the scalar
/// `L = Σ output · projection` (a fixed random projection), accumulated in Double.
struct GradientCheck {
    var epsilon: Float = 1e-2
    /// Largest accepted ‖analytic − numeric‖ / max(‖analytic‖, ‖numeric‖).
    var tolerance: Double = 2e-3
    /// At most this many coordinates of each tensor are probed (a fixed random subset).
    var probes = 64

    struct Result {
        var inputError: Double
        var parameterErrors: [Double]
    }

    func run(_ layer: some Layer, input: Tensor, seed: UInt64 = 7) -> Result {
        var generator = SeededRandomNumberGenerator(seed: seed)
        var analytic = layer
        let output = analytic.forward(input, training: true)
        let projection = Tensor(shape: output.shape, values: output.values.map { _ in Float.random(in: -1...1, using: &generator) })
        let inputGradient = analytic.backward(projection)
        var parameterGradients: [[Float]] = []
        analytic.visitParameters { _, gradient, _ in parameterGradients.append(gradient) }

        func loss(_ candidate: some Layer, _ x: Tensor) -> Double {
            var copy = candidate
            let out = copy.forward(x, training: true)
            return zip(out.values, projection.values).reduce(0) { $0 + Double($1.0) * Double($1.1) }
        }

        let inputIndices = sampledIndices(count: input.count, using: &generator)
        let numericInput = inputIndices.map { index -> Double in
            var plus = input, minus = input
            plus.values[index] += epsilon
            minus.values[index] -= epsilon
            return (loss(layer, plus) - loss(layer, minus)) / (2 * Double(epsilon))
        }
        let inputError = relativeError(inputIndices.map { Double(inputGradient.values[$0]) }, numericInput)

        var parameterErrors: [Double] = []
        for (slot, gradient) in parameterGradients.enumerated() {
            let indices = sampledIndices(count: gradient.count, using: &generator)
            let numeric = indices.map { index -> Double in
                var plus = layer, minus = layer
                plus.storedValues[slot][index] += epsilon
                minus.storedValues[slot][index] -= epsilon
                return (loss(plus, input) - loss(minus, input)) / (2 * Double(epsilon))
            }
            parameterErrors.append(relativeError(indices.map { Double(gradient[$0]) }, numeric))
        }
        return Result(inputError: inputError, parameterErrors: parameterErrors)
    }

    func passes(_ result: Result) -> Bool {
        result.inputError < tolerance && result.parameterErrors.allSatisfy { $0 < tolerance }
    }

    private func sampledIndices(count: Int, using generator: inout SeededRandomNumberGenerator) -> [Int] {
        if count <= probes { return Array(0..<count) }
        return (0..<probes).map { _ in Int(generator.next() % UInt64(count)) }
    }

    private func relativeError(_ a: [Double], _ b: [Double]) -> Double {
        let difference = zip(a, b).reduce(0) { $0 + ($1.0 - $1.1) * ($1.0 - $1.1) }.squareRoot()
        let scale = max(a.reduce(0) { $0 + $1 * $1 }.squareRoot(), b.reduce(0) { $0 + $1 * $1 }.squareRoot(), 1e-12)
        return difference / scale
    }
}

/// Random tensors for tests, seeded.
enum TestTensors {
    static func uniform(_ shape: [Int], in range: ClosedRange<Float> = -1...1, seed: UInt64) -> Tensor {
        var generator = SeededRandomNumberGenerator(seed: seed)
        let count = shape.reduce(1, *)
        return Tensor(shape: shape, values: (0..<count).map { _ in Float.random(in: range, using: &generator) })
    }

    /// Values at least `gap` apart from each other and from zero, so max-pooling winners and ReLU
    /// signs do not flip under a finite-difference step.
    static func distinct(_ shape: [Int], gap: Float = 0.05, seed: UInt64) -> Tensor {
        var generator = SeededRandomNumberGenerator(seed: seed)
        let count = shape.reduce(1, *)
        var values = (0..<count).map { Float($0 + 1) * gap * ($0 % 2 == 0 ? 1 : -1) }
        for index in stride(from: count - 1, to: 0, by: -1) {
            values.swapAt(index, Int(generator.next() % UInt64(index + 1)))
        }
        return Tensor(shape: shape, values: values)
    }
}
