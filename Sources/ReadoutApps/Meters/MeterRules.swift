import Foundation

/// What Meters refuses, each with a stable code for the API and a key for the message.
public enum MeterRuleError: Error, Equatable, Sendable {
    case emptyName
    case nameTooLong(limit: Int)
    case unitTooLong(limit: Int)
    case invalidDigits
    /// The strip is not a rectangle inside the photo.
    case invalidStrip
    /// Negative, not a number, or more than the counter's wheels can show.
    case invalidValue
    /// More digits after the point than the counter has wheels for (`limit`).
    case tooManyDecimals(limit: Int)
    case noteTooLong(limit: Int)

    public var code: String {
        switch self {
        case .emptyName: "empty_name"
        case .nameTooLong: "name_too_long"
        case .unitTooLong: "unit_too_long"
        case .invalidDigits: "invalid_digits"
        case .invalidStrip: "invalid_strip"
        case .invalidValue: "invalid_value"
        case .tooManyDecimals: "too_many_decimals"
        case .noteTooLong: "note_too_long"
        }
    }
}

extension MeterRuleError: RuleRefusal {
    public var refusal: Refusal {
        switch self {
        case .nameTooLong(let limit), .unitTooLong(let limit), .noteTooLong(let limit), .tooManyDecimals(let limit):
            Refusal(app: "meters", code: code, arguments: ["count": .integer(limit)])
        case .emptyName, .invalidDigits, .invalidStrip, .invalidValue:
            Refusal(app: "meters", code: code)
        }
    }
}

/// Meters' rules on meters and readings, as plain functions.
public enum MeterRules {
    public static let nameLimit = 100
    public static let unitLimit = 16
    public static let noteLimit = 500
    public static let integerDigitRange = 1...9
    public static let decimalDigitRange = 0...4

    /// The meter with its name and unit trimmed, or why it is refused.
    public static func meter(_ raw: Meter) throws(MeterRuleError) -> Meter {
        var meter = raw
        meter.name = raw.name.trimmingCharacters(in: .whitespacesAndNewlines)
        meter.unit = raw.unit.trimmingCharacters(in: .whitespacesAndNewlines)
        guard !meter.name.isEmpty else { throw .emptyName }
        guard meter.name.count <= nameLimit else { throw .nameTooLong(limit: nameLimit) }
        guard meter.unit.count <= unitLimit else { throw .unitTooLong(limit: unitLimit) }
        guard integerDigitRange.contains(meter.integerDigits), decimalDigitRange.contains(meter.decimalDigits) else { throw .invalidDigits }
        if let strip = meter.strip { meter.strip = try self.strip(strip) }
        return meter
    }

    /// The strip, or `.invalidStrip` unless it is a non-empty rectangle inside the photo.
    public static func strip(_ strip: MeterStrip) throws(MeterRuleError) -> MeterStrip {
        let values = [strip.x, strip.y, strip.width, strip.height]
        guard values.allSatisfy(\.isFinite), strip.x >= 0, strip.y >= 0, strip.width > 0.005, strip.height > 0.005,
              strip.x + strip.width <= 1.000_001, strip.y + strip.height <= 1.000_001 else { throw .invalidStrip }
        return strip
    }

    /// The reading with its note trimmed, or why it is refused. A value with more decimals than the
    /// counter shows is refused rather than rounded: a typed 531.24 on a meter without decimal
    /// wheels is a mistake to point out (or a meter whose wheels are set wrong), not 531.
    public static func reading(_ raw: MeterReading, of meter: Meter) throws(MeterRuleError) -> MeterReading {
        var reading = raw
        let scale = pow(10, Double(meter.decimalDigits))
        reading.value = (raw.value * scale).rounded() / scale
        guard raw.value.isFinite, reading.value >= 0, reading.value < pow(10, Double(meter.integerDigits)) else { throw .invalidValue }
        // Within a millionth of a step: binary fractions (0.1 + 0.2) are not extra decimals.
        guard abs(raw.value * scale - (raw.value * scale).rounded()) < 1e-6 else { throw .tooManyDecimals(limit: meter.decimalDigits) }
        reading.note = raw.note.trimmingCharacters(in: .whitespacesAndNewlines)
        guard reading.note.count <= noteLimit else { throw .noteTooLong(limit: noteLimit) }
        return reading
    }
}
