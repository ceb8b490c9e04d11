import Foundation
import ReadoutLanguage

/// A line that names two pieces of work, each before its own date: "HW1 due Sep 10, HW2 due
/// Sep 17", a cell "MS1 Tues, Oct 13th MS2 Mon, Oct 26th" beside "Assignment 4: Klondike".
/// Each is an item of its own (the labelling convention of `Evaluation/syllabus`: two things due
/// on one line are two items).
extension HomeworkSyllabus {
    /// One (title, date) per labelled date of `line`, top to bottom; nil unless every one of at
    /// least two dates that write their day, on different days, has a label of its own between
    /// it and the date before it. A date set and a date due ("Lab 3 | Oct 2 | Oct 16",
    /// "Assigned Sep 3, due Sep 17") or a date moved ("12 March (moved to 19 March)") have no
    /// such label before the second, and stay one item.
    /// A label in the dates' own cell is named with the work the row's cells before it name
    /// ("Assignment 4: Klondike MS1").
    static func severalItems(in line: String, candidates: [DueDateCandidate]) -> [(title: String, due: DueDateCandidate)]? {
        let dated = candidates.filter { $0.confidence >= minimumConfidence && $0.writesItsDay }
            .sorted { $0.range.lowerBound < $1.range.lowerBound }
        guard dated.count >= 2, Set(dated.map(\.day)).count == dated.count,
              // The dates' pieces do not interleave (a date and its time split by other words).
              zip(dated, dated.dropFirst()).allSatisfy({ $0.range.upperBound <= $1.range.lowerBound }) else { return nil }
        let cellStart = line[..<dated[0].range.lowerBound].lastIndex(of: "|").map { line.index(after: $0) } ?? line.startIndex
        var labels: [String] = []
        var start = cellStart
        for candidate in dated {
            let between = String(line[start..<candidate.range.lowerBound])
            guard !between.contains("|"), let label = workLabel(between) else { return nil }
            labels.append(label)
            start = candidate.range.upperBound
        }
        let before = line[..<cellStart].split(separator: "|").map { trimmed(String($0)) }
        let named = before.first { DueDateExtractor.namesWork(in: $0) }
        return zip(labels, dated).map { label, due in
            (named.map { "\($0) \(label)" } ?? label, due)
        }
    }

    /// The words before a date that name one piece of work: at most four, among them a label
    /// with a number ("MS1", "HW 2", "Part 3") or a word for work ("proposal", "final report").
    private static func workLabel(_ text: String) -> String? {
        let label = trimmed(text)
        let words = label.split { $0.isWhitespace }
        guard (1...4).contains(words.count) else { return nil }
        let numbered = words.contains { word in word.contains(where: \.isLetter) && word.contains(where: \.isNumber) }
            || zip(words, words.dropFirst()).contains { $0.allSatisfy(\.isLetter) && $1.allSatisfy(\.isNumber) }
        return numbered || DueDateExtractor.namesWork(in: label) ? label : nil
    }
}
