import Foundation
import ReadoutImage
import ReadoutSupport

/// Draws normally distributed initial weights from a seeded generator (Box–Muller), so the same
/// seed gives the same network on every machine.
struct GaussianSampler {
    var generator: SeededRandomNumberGenerator

    init(seed: UInt64) {
        generator = SeededRandomNumberGenerator(seed: seed)
    }

    /// A uniform value in (0, 1], never 0 so the logarithm is finite.
    mutating func uniform() -> Double {
        Double((generator.next() >> 11) + 1) / Double(1 << 53)
    }

    mutating func normal() -> Float {
        let radius = (-2 * log(uniform())).squareRoot()
        return Float(radius * cos(2 * .pi * uniform()))
    }

    /// He initialisation: variance 2 / fan-in keeps ReLU activations at a steady scale.
    mutating func heWeights(count: Int, fanIn: Int) -> [Float] {
        let scale = (2 / Float(max(1, fanIn))).squareRoot()
        return (0..<count).map { _ in normal() * scale }
    }
}
