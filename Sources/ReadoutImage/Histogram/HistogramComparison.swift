/// How two histograms are compared, matching OpenCV's `compareHist` methods (`HISTCMP_*`).
public enum HistogramComparison: String, CaseIterable, Sendable {
    /// Pearson correlation of the bins (`HISTCMP_CORREL`): 1 for identical shapes, down to -1.
    case correlation
    /// Σ (a − b)² / a over bins where a ≠ 0 (`HISTCMP_CHISQR`); asymmetric, 0 when identical.
    case chiSquare
    /// 2 · Σ (a − b)² / (a + b) over bins where a + b ≠ 0 (`HISTCMP_CHISQR_ALT`), symmetric.
    case chiSquareAlternative
    /// Σ min(a, b) (`HISTCMP_INTERSECT`); larger is more alike.
    case intersection
    /// Hellinger distance √(1 − Σ √(a·b) / √(Σa · Σb)) (`HISTCMP_BHATTACHARYYA`): 0 identical … 1 disjoint.
    case bhattacharyya

    /// Whether a larger result means more similar histograms (correlation, intersection) or less.
    public var higherIsMoreSimilar: Bool {
        self == .correlation || self == .intersection
    }
}

/// Compares two histograms of the same shape with OpenCV's `compareHist` formulas and edge cases.
///
/// Sums run in `Double` as OpenCV's do; results agree with cv2 to rounding (its SIMD loops add
/// in a different order). For `.chiSquare` the order matters: `a` is the divisor.
public func compare(_ a: HueSaturationHistogram, _ b: HueSaturationHistogram,
                    method: HistogramComparison) -> Double {
    precondition(a.hueBins == b.hueBins && a.saturationBins == b.saturationBins,
                 "histograms to compare must have the same bins")
    return a.counts.withUnsafeBufferPointer { first in
        b.counts.withUnsafeBufferPointer { second in
            HistogramDistance.compute(method, first, second)
        }
    }
}

/// The sums behind each comparison, over two equally long bin arrays.
private enum HistogramDistance {
    static func compute(_ method: HistogramComparison,
                        _ h1: UnsafeBufferPointer<Float>, _ h2: UnsafeBufferPointer<Float>) -> Double {
        switch method {
        case .correlation: correlation(h1, h2)
        case .chiSquare: chiSquare(h1, h2, symmetric: false)
        case .chiSquareAlternative: 2 * chiSquare(h1, h2, symmetric: true)
        case .intersection: intersection(h1, h2)
        case .bhattacharyya: bhattacharyya(h1, h2)
        }
    }

    private static func correlation(_ h1: UnsafeBufferPointer<Float>, _ h2: UnsafeBufferPointer<Float>) -> Double {
        var s1 = 0.0, s2 = 0.0, s11 = 0.0, s22 = 0.0, s12 = 0.0
        for j in 0..<h1.count {
            let a = Double(h1[j]), b = Double(h2[j])
            s1 += a; s2 += b
            s11 += a * a; s22 += b * b; s12 += a * b
        }
        let scale = 1 / Double(h1.count)
        let numerator = s12 - s1 * s2 * scale
        let denominator2 = (s11 - s1 * s1 * scale) * (s22 - s2 * s2 * scale)
        // OpenCV calls two histograms with no variance perfectly correlated.
        return abs(denominator2) > Double.ulpOfOne ? numerator / denominator2.squareRoot() : 1
    }

    private static func chiSquare(_ h1: UnsafeBufferPointer<Float>, _ h2: UnsafeBufferPointer<Float>,
                                  symmetric: Bool) -> Double {
        var result = 0.0
        for j in 0..<h1.count {
            let a = Double(h1[j]), b = Double(h2[j])
            let difference = a - b
            let denominator = symmetric ? a + b : a
            // Empty bins are skipped rather than counted as infinite, as in OpenCV.
            if abs(denominator) > Double.ulpOfOne { result += difference * difference / denominator }
        }
        return result
    }

    private static func intersection(_ h1: UnsafeBufferPointer<Float>, _ h2: UnsafeBufferPointer<Float>) -> Double {
        var result = 0.0
        for j in 0..<h1.count { result += Double(min(h1[j], h2[j])) }
        return result
    }

    private static func bhattacharyya(_ h1: UnsafeBufferPointer<Float>, _ h2: UnsafeBufferPointer<Float>) -> Double {
        var overlap = 0.0, s1 = 0.0, s2 = 0.0
        for j in 0..<h1.count {
            let a = Double(h1[j]), b = Double(h2[j])
            overlap += (a * b).squareRoot()
            s1 += a; s2 += b
        }
        let product = s1 * s2
        // OpenCV's threshold here is FLT_EPSILON, not DBL_EPSILON; an empty histogram gives √(1 − overlap).
        let inverseNorm = abs(product) > Double(Float.ulpOfOne) ? 1 / product.squareRoot() : 1
        return max(1 - overlap * inverseNorm, 0).squareRoot()
    }
}
