import Foundation
import ReadoutImage
import ReadoutSupport

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

    /// Fills `field` (width × height) with one smoothed displacement component. `scratch` is as
    /// large; `paddedRow` holds `width + kernel.count - 1` values. Outside the image the noise
    /// counts as zero. Both passes run whole rows through one kernel tap at a time, which the
    /// compiler vectorises.
    func fillField(_ field: UnsafeMutableBufferPointer<Float>, scratch: UnsafeMutableBufferPointer<Float>,
                   paddedRow: UnsafeMutableBufferPointer<Float>, kernel: UnsafeBufferPointer<Float>,
                   width: Int, height: Int, using generator: inout SeededRandomNumberGenerator) {
        let radius = kernel.count / 2
        guard let field = field.baseAddress, let scratch = scratch.baseAddress, let padded = paddedRow.baseAddress else { return }
        padded.update(repeating: 0, count: width + 2 * radius)
        // Horizontal pass: each row of noise, drawn into the padded row, smoothed into scratch.
        for y in 0..<height {
            for x in 0..<width { padded[radius + x] = uniformRandom(in: -1...1, using: &generator) }
            let target = scratch + y * width
            target.update(repeating: 0, count: width)
            for tap in 0..<kernel.count {
                let weight = kernel[tap], source = padded + tap
                for x in 0..<width { target[x] += weight * source[x] }
            }
        }
        // Vertical pass, scratch → field, with alpha folded into the weights.
        for y in 0..<height {
            let target = field + y * width
            target.update(repeating: 0, count: width)
            for offset in max(-radius, -y)...min(radius, height - 1 - y) {
                let weight = alpha * kernel[offset + radius], source = scratch + (y + offset) * width
                for x in 0..<width { target[x] += weight * source[x] }
            }
        }
    }
}

/// A uniform float from 24 random bits: exact, and the same on every machine and standard
/// library (unlike `Float.random(in:using:)`, whose method is not promised).
func uniformRandom(in range: ClosedRange<Float>, using generator: inout SeededRandomNumberGenerator) -> Float {
    let unit = Float(generator.next() >> 40) / Float(1 << 24)
    return range.lowerBound + (range.upperBound - range.lowerBound) * unit
}
