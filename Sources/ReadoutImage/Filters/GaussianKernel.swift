import Foundation

/// The sampled Gaussian kernel shared by the direct blur and the exact reference.
enum GaussianKernel {
    /// Normalized weights of offsets 0…radius with radius `ceil(truncation · sigma)` (at
    /// least 1), so that the full symmetric kernel sums to 1.
    static func weights(sigma: Double, truncation: Double) -> [Double] {
        let radius = max(1, Int((truncation * sigma).rounded(.up)))
        let raw = (0...radius).map { exp(-Double($0 * $0) / (2 * sigma * sigma)) }
        let total = raw[0] + 2 * raw.dropFirst().reduce(0, +)
        return raw.map { $0 / total }
    }
}
