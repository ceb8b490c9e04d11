import Foundation

/// RFC 3339 date-times as JSON strings: `2026-11-27T19:57:48Z`, `…T19:57:48.829+01:00`.
enum RFC3339Date {
    static func decode(_ decoder: any Decoder) throws -> Date {
        let container = try decoder.singleValueContainer()
        let text = try container.decode(String.self)
        guard let date = parse(text) else {
            throw DecodingError.dataCorruptedError(in: container, debugDescription: "Expected an RFC 3339 date-time, such as 2026-11-27T19:57:48Z.")
        }
        return date
    }

    /// Foundation's parser refuses offsets beyond ±18:00, which RFC 3339 allows (up to ±23:59):
    /// the offset is taken off by hand and the rest read as UTC.
    static func parse(_ text: String) -> Date? {
        let text = text.uppercased()
        var utc = text, offsetSeconds = 0
        if !text.hasSuffix("Z"), text.count > 6 {
            let offset = text.suffix(6)
            let sign = offset.first
            let digits = offset.dropFirst().split(separator: ":")
            guard sign == "+" || sign == "-", digits.count == 2, let hours = Int(digits[0]), let minutes = Int(digits[1]),
                  digits[0].count == 2, digits[1].count == 2, hours < 24, minutes < 60 else { return nil }
            offsetSeconds = (hours * 3600 + minutes * 60) * (sign == "-" ? -1 : 1)
            utc = text.dropLast(6) + "Z"
        }
        let whole = Date.ISO8601FormatStyle()
        let fractional = Date.ISO8601FormatStyle(includingFractionalSeconds: true)
        guard let local = (try? whole.parse(utc)) ?? (try? fractional.parse(utc)) else { return nil }
        return local.addingTimeInterval(TimeInterval(-offsetSeconds))
    }
}
