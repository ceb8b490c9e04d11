import Foundation

/// Numbers written and read the way each language writes them: "1,234.5" in English and
/// "1 234,5" in Polish (a no-break space groups thousands, so a number never wraps).
extension Language {
    /// The character between the integer and the fraction.
    public var decimalSeparator: String {
        switch self {
        case .english: "."
        case .polish: ","
        }
    }

    /// The character between groups of three digits.
    public var groupingSeparator: String {
        switch self {
        case .english: ","
        case .polish: "\u{00A0}"
        }
    }

    /// An integer with its digits grouped: `1234` → "1,234" / "1 234".
    public func format(_ value: Int) -> String {
        let digits = String(value.magnitude)
        return (value < 0 ? "−" : "") + grouped(digits)
    }

    /// A number rounded to `fractionDigits` places: `1234.5` → "1,234.5" / "1 234,5".
    public func format(_ value: Double, fractionDigits: Int) -> String {
        guard value.isFinite else { return value.isNaN ? "–" : (value > 0 ? "∞" : "−∞") }
        let digits = max(0, min(fractionDigits, 10))
        let text = String(format: "%.\(digits)f", abs(value))
        let parts = text.split(separator: ".", maxSplits: 1).map(String.init)
        let negative = value < 0 && text.contains(where: { $0 != "0" && $0 != "." })
        var result = (negative ? "−" : "") + grouped(parts[0])
        if parts.count == 2 { result += decimalSeparator + parts[1] }
        return result
    }

    /// A quantity with its unit, kept on one line: `(1234.5, 1, "m³")` → "1 234,5 m³".
    public func format(_ value: Double, fractionDigits: Int, unit: String) -> String {
        format(value, fractionDigits: fractionDigits) + "\u{00A0}" + unit
    }

    /// A whole percentage of a fraction 0…1: `0.25` → "25%" / "25%".
    public func formatPercent(_ fraction: Double) -> String {
        format(Int((fraction * 100).rounded())) + "%"
    }

    private func grouped(_ digits: String) -> String {
        var groups: [Substring] = []
        var end = digits.endIndex
        while end > digits.startIndex {
            let start = digits.index(end, offsetBy: -3, limitedBy: digits.startIndex) ?? digits.startIndex
            groups.insert(digits[start..<end], at: 0)
            end = start
        }
        return groups.joined(separator: groupingSeparator)
    }
}

/// Reads a number a person typed, in either language's way: both the comma and the point are
/// decimal separators ("12,5" and "12.5" are 12.5); spaces group digits ("1 234,5"); when both a
/// comma and a point appear, the last one is the decimal separator ("1,234.5", "1.234,5").
public enum TypedNumber {
    public static func parse(_ text: String) -> Double? {
        var body = text.trimmingCharacters(in: .whitespacesAndNewlines)
            .replacingOccurrences(of: "−", with: "-")
            .filter { !($0 == " " || $0 == "\u{00A0}" || $0 == "\u{202F}" || $0 == "\u{2009}" || $0 == "'") }
        guard !body.isEmpty, body.count <= 64 else { return nil }
        let separators = body.filter { $0 == "," || $0 == "." }
        if let last = body.lastIndex(where: { $0 == "," || $0 == "." }) {
            let decimal = body[last]
            let kinds = Set(separators)
            if kinds.count == 2 {
                // The other separator groups thousands.
                let grouping: Character = decimal == "," ? "." : ","
                body.removeAll { $0 == grouping }
            } else if separators.count > 1 {
                // "1.234.567": several of one kind can only be grouping.
                body.removeAll { $0 == decimal }
            }
            body = body.replacingOccurrences(of: ",", with: ".")
        }
        guard body.range(of: #"^[-+]?(\d+\.?\d*|\.\d+)$"#, options: .regularExpression) != nil else { return nil }
        return Double(body)
    }
}
