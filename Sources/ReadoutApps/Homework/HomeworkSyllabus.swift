import Foundation
import ReadoutLanguage

/// Every (what, when) pair on a photographed schedule or syllabus page: each line that states a
/// due date becomes an item, titled by what the line says besides its dates ("| Lab 3 | Oct 2 |
/// Oct 16, 5 p.m. |" is "Lab 3", due 16 October at 17:00), or by the heading above it when the
/// line is only a date, or by the line itself when nothing names it.
public enum HomeworkSyllabus {
    public struct Item: Sendable, Equatable {
        public let title: String
        public let day: CalendarDay
        /// Nil: the end of the day.
        public let time: ClockTime?
        /// The line it was read from.
        public let line: String
    }

    /// Below this a line's best date is no item: "Assigned March 2" (a date its cue says is not
    /// due) scores 0.35, a bare numeric date 0.45.
    static let minimumConfidence = 0.4

    /// The most items one page gives (a term's schedule has a few dozen rows).
    public static let maximumItems = 60

    /// The items in `text`, top to bottom, one per title and day. The page's dates are read in
    /// one order: a date that reads only day first on one row says how the others are written.
    public static func items(in text: String, reference: CalendarDay, extractor: DueDateExtractor) -> [Item] {
        let extractor = extractor.settlingOrder(of: text, reference: reference)
        var items: [Item] = []
        var heading: String?
        // A photographed page's lines as written: a row its column wrapped is one line again.
        let lines = WrappedLines.joined(text)
        let readings = lines.map { extractor.candidates(in: $0, reference: reference) }
        let laterIsDue = dueColumnIsTheLater(readings)
        for (line, candidates) in zip(lines, readings) {
            // A line with no date, or only a time of day ("Office hours 2-4 pm" lands on the
            // reference day): no item, but maybe the heading of the next line.
            guard let due = laterIsDue ? later(of: candidates) : best(of: candidates), !(due.day == reference && due.time != nil) else {
                // A dated line not taken ("Assigned March 2") heads nothing.
                if candidates.isEmpty, letterCount(line) >= 3 { heading = line }
                continue
            }
            // Nothing but the date on the line ("| 4 | 12/10/20 |", "due Tuesday 11th February @
            // 4.15pm"): the heading above names it, or else the line itself, which the user edits.
            let rest = title(of: line, without: candidates)
            let whole = line.split(separator: "|").map { trimmed(String($0)) }.filter { !$0.isEmpty }.joined(separator: " – ")
            let name = letterCount(rest) >= 3 ? rest : heading ?? whole
            let item = Item(title: String(name.prefix(HomeworkRules.maximumTitleLength)), day: due.day, time: due.time, line: line)
            if !items.contains(where: { $0.day == item.day && $0.title.lowercased() == item.title.lowercased() }) { items.append(item) }
            if items.count == maximumItems { break }
        }
        return items
    }

    /// The line's due date: its best-scored date the extractor stands by.
    private static func best(of candidates: [DueDateCandidate]) -> DueDateCandidate? {
        candidates.first { $0.confidence >= minimumConfidence }
    }

    /// On a page whose rows name when work is set and when it is due, the row's later date.
    private static func later(of candidates: [DueDateCandidate]) -> DueDateCandidate? {
        candidates.filter { $0.confidence >= minimumConfidence }.max { $0.day < $1.day }
    }

    /// True when the page is a schedule whose due column is the later one: at least two rows
    /// with two dates, and in most of them the extractor chose the later (set, then due, within
    /// five weeks). Then a row whose dates lie further apart (a term project, set in March and
    /// due in late April) takes its later date too, as its column says.
    static func dueColumnIsTheLater(_ readings: [[DueDateCandidate]]) -> Bool {
        let twoDated = readings.filter { Set($0.filter { $0.confidence >= minimumConfidence }.map(\.day)).count >= 2 }
        let laterChosen = twoDated.filter { best(of: $0)?.day == later(of: $0)?.day }.count
        return laterChosen >= 2 && 2 * laterChosen > twoDated.count
    }

    /// What the line says besides its dates: table cells kept apart by " – ", the cue words and
    /// punctuation around the dates trimmed ("Essay 2 due Friday by 5pm" → "Essay 2").
    static func title(of line: String, without candidates: [DueDateCandidate]) -> String {
        var rest = line
        for candidate in candidates.sorted(by: { $0.range.lowerBound > $1.range.lowerBound }) where rest.indices.contains(candidate.range.lowerBound) {
            rest.replaceSubrange(candidate.range, with: " | ")
        }
        let cells = rest.split(separator: "|").map { trimmed(String($0)) }.filter { letterCount($0) >= 2 }
        return cells.joined(separator: " – ")
    }

    private static let edgeWords: Set<String> = ["due", "deadline", "by", "on", "at", "before", "until", "till", "is", "the", "submit",
                                                  "no", "later", "than", "and", "or", "from", "to", "for", "in", "of"]

    private static func trimmed(_ text: String) -> String {
        var words = text.split(whereSeparator: { $0.isWhitespace }).map(String.init)
        func bare(_ word: String) -> String { word.lowercased().trimmingCharacters(in: .punctuationCharacters.union(.symbols)) }
        while let last = words.last, bare(last).isEmpty || edgeWords.contains(bare(last)) { words.removeLast() }
        while let first = words.first, bare(first).isEmpty || edgeWords.contains(bare(first)) && words.count > 1 { words.removeFirst() }
        return words.joined(separator: " ").trimmingCharacters(in: CharacterSet(charactersIn: ":;,.-–—()[] "))
    }

    private static func letterCount(_ text: String) -> Int { text.filter(\.isLetter).count }
}
