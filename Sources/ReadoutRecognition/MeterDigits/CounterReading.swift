import Foundation
import ReadoutImage

/// A counter read from the strip the user marked: one wheel per cell, the cells equal slices of
/// the strip from left to right (integer wheels, then decimal ones).
public struct CounterReading: Sendable, Equatable, Codable {
    /// The counter as it reads, "00532.4" (decimal point placed; empty without wheels).
    public let text: String
    /// The same as a number.
    public let value: Double
    /// Each wheel as the network saw it (position in tenths, confidence).
    public let wheels: [MeterDigitReading]
    /// The digit shown for each wheel after the carry rule.
    public let digits: [Int]
    /// Wheels whose confidence is below `CounterReading.unsureBelow` (or that a second opinion
    /// read otherwise): shown for the user to correct.
    public private(set) var unsure: [Int]

    /// Calibrated on held-out meters (`Scripts/calibrate-meter-confidence.py`): the six validation
    /// meters of meter-digits, read by a model that never trained on them, have 99.2 % of the wheels
    /// at or above it right (at the former 0.6, 97.0 %); the shipped model then shows 91 % of
    /// meter-digits-test's wheels as sure, 99.95 % of those right. A wheel the network is less sure
    /// of is shown for the user to check.
    public static let unsureBelow = 0.96

    /// The digits a counter shows from its wheel positions. The rightmost wheel shows the digit it
    /// has passed (5.7 → 5). A wheel to its left only turns while its right neighbour goes from 9
    /// to 0, so: when the neighbour stands past 7.5 it shows the digit it is leaving (2.9 → 2);
    /// otherwise the nearest (2.9 → 3 once the neighbour reads 0.x, 3.1 → 3). "Stands" is the
    /// neighbour's own shown digit plus a tenth of its right neighbour's, so a 9.7 that has rolled
    /// over to 0 counts as 0.0x for the wheel left of it.
    public static func digits(of wheels: [Double]) -> [Int] {
        var digits = [Int](repeating: 0, count: wheels.count)
        var neighbour: Double?  // where the wheel to the right stands, 0..<10
        for index in wheels.indices.reversed() {
            let position = MeterDigitScale.normalized(wheels[index])
            if let right = neighbour {
                digits[index] = right >= 7.5 ? Int((position + 0.05).rounded(.down)) % 10 : Int(position.rounded()) % 10
                neighbour = Double(digits[index]) + right / 10
            } else {
                digits[index] = Int(position.rounded(.down)) % 10
                neighbour = position
            }
        }
        return digits
    }

    public init(wheels: [MeterDigitReading], decimalDigits: Int) {
        self.wheels = wheels
        digits = Self.digits(of: wheels.map(\.value))
        unsure = wheels.indices.filter { wheels[$0].confidence < Self.unsureBelow }
        let integerCount = max(0, digits.count - decimalDigits)
        let integerPart = digits.prefix(integerCount).map(String.init).joined()
        let decimalPart = digits.suffix(from: integerCount).map(String.init).joined()
        text = decimalPart.isEmpty ? integerPart : (integerPart.isEmpty ? "0" : integerPart) + "." + decimalPart
        value = Double(text) ?? 0
    }
}

extension CounterReading {
    /// The same reading with `wheels` shown as unsure too.
    public func doubting(_ wheels: [Int]) -> CounterReading {
        var copy = self
        copy.unsure = Array(Set(unsure).union(wheels.filter(digits.indices.contains))).sorted()
        return copy
    }
}

extension MeterDigitReader {
    public struct StripError: Error, CustomStringConvertible {
        public let description: String
    }

    /// Reads the counter in `strip` of `photo`, cut into `integerDigits + decimalDigits` cells.
    public func readCounter(_ photo: Image, strip: PixelRect, integerDigits: Int, decimalDigits: Int) throws -> CounterReading {
        let count = integerDigits + decimalDigits
        guard integerDigits >= 0, decimalDigits >= 0, (1...12).contains(count) else {
            throw StripError(description: "A counter has 1 to 12 wheels, not \(count).")
        }
        guard strip.width >= count, strip.height >= 4, strip.x >= 0, strip.y >= 0,
              strip.x + strip.width <= photo.width, strip.y + strip.height <= photo.height else {
            throw StripError(description: "The strip \(strip.x),\(strip.y),\(strip.width),\(strip.height) is not inside the \(photo.width)×\(photo.height) photo.")
        }
        var cells: [Image] = []
        for index in 0..<count {
            let left = strip.x + strip.width * index / count, right = strip.x + strip.width * (index + 1) / count
            cells.append(try photo.cropped(to: PixelRect(x: left, y: strip.y, width: right - left, height: strip.height)))
        }
        return CounterReading(wheels: read(cells), decimalDigits: decimalDigits)
    }
}
