import Foundation

/// The title and class a photo's text suggests: a course code ("CS 101", "MATH-2210") names
/// the class; the first strong line (long enough, mostly letters, not the date line) the title.
public enum HomeworkSuggestion {
    /// "CS 101", "MATH-2210", "ENGL 1010A", "bio 2": two to five letters, then two to four digits.
    public static func courseCode(in text: String) -> String? {
        let pattern = #"\b([A-Z]{2,5})[ \-]?([0-9]{2,4}[A-Z]?)\b"#
        guard let regex = try? NSRegularExpression(pattern: pattern) else { return nil }
        let range = NSRange(text.startIndex..., in: text)
        for match in regex.matches(in: text, range: range) {
            guard let letters = Range(match.range(at: 1), in: text), let digits = Range(match.range(at: 2), in: text) else { continue }
            let prefix = String(text[letters])
            // Words that precede numbers without naming a course.
            if ["PAGE", "ROOM", "NO", "TEL", "FAX", "UNIT", "PART", "GST", "RM", "ID", "AM", "PM", "REF"].contains(prefix) { continue }
            return "\(prefix) \(text[digits])"
        }
        return nil
    }

    /// The first line that reads like a title: three or more letters, mostly letters, and not
    /// just the due-date words (`dateText`).
    public static func title(in text: String, dateText: String?) -> String? {
        for rawLine in text.split(whereSeparator: \.isNewline) {
            let line = rawLine.split(whereSeparator: \.isWhitespace).joined(separator: " ")
            let letters = line.filter(\.isLetter).count
            guard letters >= 3, Double(letters) >= 0.6 * Double(line.filter { !$0.isWhitespace }.count) else { continue }
            if let dateText, !dateText.isEmpty, line.contains(dateText), letters <= dateText.filter(\.isLetter).count + 4 { continue }
            return String(line.prefix(HomeworkRules.maximumTitleLength))
        }
        return nil
    }
}
