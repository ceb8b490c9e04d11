import Foundation

/// A meter's readings as CSV (RFC 4180, CRLF): when, the value, the use since the reading
/// before, how it was taken and the user's note.
public enum MeterExport {
    public static func csv(_ readings: [MeterReading], meter: Meter) -> String {
        let formatter = ISO8601DateFormatter()
        formatter.formatOptions = [.withInternetDateTime]
        let sorted = readings.sorted { $0.takenAt < $1.takenAt }
        var lines = ["taken_at,value,unit,use_since_previous,source,note"]
        var previous: MeterReading?
        for reading in sorted {
            let use = previous.map { reading.value >= $0.value ? format(reading.value - $0.value, meter) : "" } ?? ""
            lines.append([formatter.string(from: reading.takenAt), format(reading.value, meter), meter.unit, use,
                          reading.source.rawValue, reading.note].map(field).joined(separator: ","))
            previous = reading
        }
        return lines.joined(separator: "\r\n") + "\r\n"
    }

    static func format(_ value: Double, _ meter: Meter) -> String {
        String(format: "%.\(meter.decimalDigits)f", value)
    }

    static func field(_ text: String) -> String {
        text.contains(where: { $0 == "," || $0 == "\"" || $0 == "\n" || $0 == "\r" })
            ? "\"" + text.replacingOccurrences(of: "\"", with: "\"\"") + "\"" : text
    }
}
