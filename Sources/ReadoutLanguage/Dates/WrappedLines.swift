import Foundation

/// A page's text as the lines its writer wrote: a line that a photo's narrow column (or a PDF's)
/// broke in two is joined again, so that a date split across the break ("… sign legal docs April" /
/// "10th, 2024") is read whole, and the end of a sentence ("… and submission" / "of survey by
/// 3:03 p.m. on Friday, April 1") is no line of its own that names a date of its own.
///
/// ```swift
/// WrappedLines.joined("Proposal due April\n10th, 2024\n\nReport due May 2")
/// // ["Proposal due April 10th, 2024", "Report due May 2"]
/// ```
///
/// A blank line (a paragraph's end, as OCR gives it) is never crossed, and a line is joined to
/// the one above only where the break clearly falls inside a sentence: the line above ends in a
/// comma or a joining word ("on", "of", "and") before lower case, a number or a month or weekday
/// name; or the line below begins with a joining word in lower case ("of survey by …"); or the
/// line above ends in a month's name and the line below begins with its day. Rows of a schedule
/// ("Sep. 18 Deadline to enrol in courses that begin in September" / "Nov. 4 Deadline to
/// cancel"), a row ending in "Due" above one beginning with its own date, and lines of their own
/// beginning in lower case ("please complete this requirement by …") stay apart.
public enum WrappedLines {
    /// The lines of `text`, with whitespace runs made single spaces, blank lines dropped and
    /// wrapped lines joined.
    public static func joined(_ text: String) -> [String] {
        var result: [String] = []
        var previousWasBlank = true
        for raw in text.split(omittingEmptySubsequences: false, whereSeparator: \.isNewline) {
            let line = raw.split(whereSeparator: \.isWhitespace).joined(separator: " ")
            if line.isEmpty {
                previousWasBlank = true
                continue
            }
            if !previousWasBlank, let last = result.last, continues(last, with: line) {
                result[result.count - 1] = last + " " + line
            } else {
                result.append(line)
            }
            previousWasBlank = false
        }
        return result
    }

    /// Whether `next` carries on the sentence `line` breaks off.
    static func continues(_ line: String, with next: String) -> Bool {
        guard let lastWord = line.split(separator: " ").last, let firstWord = next.split(separator: " ").first,
              let end = line.last, let start = next.first, !".!?|".contains(end), !startsARow(next, below: line) else { return false }
        let last = lastWord.lowercased().trimmingCharacters(in: .punctuationCharacters)
        let first = firstWord.lowercased().trimmingCharacters(in: .punctuationCharacters)
        if end == "," || joiningWords.contains(last) {
            return start.isLowercase || start.isNumber || DateVocabulary.isCalendarName(first)
        }
        if start.isLowercase, joiningWords.contains(first) { return true }
        return DateVocabulary.month(last) != nil && start.isNumber
    }

    /// A table's row below a row: "| 16 | History | A0: in" above "3 | Jan 21 | Pitches" ends in
    /// a joining word, but a line of three cells or more is a row of its own.
    private static func startsARow(_ next: String, below line: String) -> Bool {
        line.contains("|") && next.split(separator: "|").filter { !$0.allSatisfy(\.isWhitespace) }.count >= 3
    }

    /// Words a sentence goes on after: a line ending in one (or a line beginning with one in
    /// lower case) was cut in the middle of its sentence.
    static let joiningWords: Set<String> = ["of", "and", "or", "to", "by", "on", "at", "in", "for", "the", "with", "from",
                                            "before", "until", "till"]
}
