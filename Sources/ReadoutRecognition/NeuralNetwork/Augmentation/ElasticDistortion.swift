import Foundation
import ReadoutImage

/// Elastic distortion after Simard, Steinkraus & Platt (2003): every pixel gets a random
/// displacement in −1…1, the field is smoothed by a Gaussian of `sigma` pixels and scaled by
/// `alpha`, so neighbouring pixels move together and strokes bend instead of tearing.
public struct ElasticDistortion: Sendable, Equatable {
    /// Strength: the scale applied to the smoothed field.
    public var alpha: Float
    /// Smoothness: the Gaussian's standard deviation in pixels.
    public var sigma: Float

    public init(alpha: Float, sigma: Float) {
        precondition(alpha >= 0 && sigma > 0, "elastic distortion needs alpha ≥ 0 and sigma > 0")
        self.alpha = alpha
        self.sigma = sigma
    }

    /// The values Simard et al. found best for MNIST (alpha 34, sigma 4).
    public static let simard = ElasticDistortion(alpha: 34, sigma: 4)

    /// The normalised kernel, radius ⌈3σ⌉.
    var kernel: [Float] {
        let radius = max(1, Int((3 * sigma).rounded(.up)))
        let variance = Double(sigma) * Double(sigma)
        let weights: [Float] = (-radius...radius).map { offset in
            let squared = Double(offset * offset)
            return Float(exp(-squared / (2 * variance)))
        }
        let total = weights.reduce(0, +)
        return weights.map { $0 / total }
    }

    /// Fills `field` (width × height) with one smoothed displacement component; `scratch` is as
    /// large and holds the noise. Outside the image the noise counts as zero.
    func fillField(_ field: UnsafeMutableBufferPointer<Float>, scratch: UnsafeMutableBufferPointer<Float>,
                   kernel: [Float], width: Int, height: Int, using generator: inout SeededRandomNumberGenerator) {
        for index in 0..<width * height {
            scratch[index] = uniformRandom(in: -1...1, using: &generator)
        }
        let radius = kernel.count / 2
        kernel.withUnsafeBufferPointer { kernel in
            // Horizontal pass, noise → field.
            for y in 0..<height {
                let row = y * width
                for x in 0..<width {
                    var sum: Float = 0
                    for offset in max(-radius, -x)...min(radius, width - 1 - x) {
                        sum += kernel[offset + radius] * scratch[row + x + offset]
                    }
                    field[row + x] = sum
                }
            }
            // Vertical pass, field → scratch, then scaled back into field.
            for y in 0..<height {
                for x in 0..<width { scratch[y * width + x] = 0 }
                for offset in max(-radius, -y)...min(radius, height - 1 - y) {
                    let weight = kernel[offset + radius]
                    let source = (y + offset) * width
                    for x in 0..<width { scratch[y * width + x] += weight * field[source + x] }
                }
            }
            for index in 0..<width * height { field[index] = alpha * scratch[index] }
        }
    }
}

/// A uniform float from 24 random bits: exact, and the same on every machine and standard
/// library (unlike `Float.random(in:using:)`, whose method is not promised).
func uniformRandom(in range: ClosedRange<Float>, using generator: inout SeededRandomNumberGenerator) -> Float {
    let unit = Float(generator.next() >> 40) / Float(1 << 24)
    return range.lowerBound + (range.upperBound - range.lowerBound) * unit
}
