import Foundation

/// The circular 0…10 scale of a counter wheel: `9.8` is a 9 rolling to 0, so it is 0.2 away from
/// `0.0` and 9.8 away from nothing. The network reads it in 100 bins of a tenth of a step.
public enum MeterDigitScale {
    /// Bins per turn of the wheel: one per tenth of a step.
    public static let bins = 100

    /// The distance between two positions on the wheel, 0…5.
    public static func distance(_ a: Double, _ b: Double) -> Double {
        let difference = abs(normalized(a) - normalized(b))
        return min(difference, 10 - difference)
    }

    /// `value` brought into 0..<10.
    public static func normalized(_ value: Double) -> Double {
        let remainder = value.truncatingRemainder(dividingBy: 10)
        return remainder < 0 ? remainder + 10 : remainder
    }

    /// The bin of a position (its nearest tenth), 0..<100.
    public static func bin(of value: Double) -> Int {
        Int((normalized(value) * 10).rounded()) % bins
    }

    /// A target distribution for training: a circular Gaussian of `spread` bins around `value`,
    /// so 9.9 and 0.0 teach neighbouring bins and a tenth off costs little.
    public static func softTarget(_ value: Double, spread: Double) -> [Float] {
        let centre = normalized(value) * 10
        var weights = (0..<bins).map { bin -> Double in
            var offset = abs(Double(bin) - centre)
            offset = min(offset, Double(bins) - offset)
            return exp(-offset * offset / (2 * spread * spread))
        }
        let total = weights.reduce(0, +)
        for index in weights.indices { weights[index] /= total }
        return weights.map { Float($0) }
    }
}
