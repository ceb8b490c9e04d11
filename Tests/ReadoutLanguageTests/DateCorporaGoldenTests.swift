import Foundation
import ReadoutLanguage
import Testing

/// Every date the extractor finds in two corpora of real text, diffed against a checked-in golden
/// file, so that a change meant to keep behaviour (a refactor of the grammar) is proven to keep it
/// here and not only claimed: the 274 due-date lines of `../shared/data/due-dates-dev` (from
/// course pages in seven regions) and the 184,212 glosses and example sentences of Debian's
/// WordNet 3.0 (`wordnet-base`), prose in which most lines name no date and some do in every form.
///
/// A change that means to alter what is found rewrites the file with
/// `READOUT_RECORD_GOLDEN=1 swift test --filter DateCorporaGolden`; the diff is then the review.
/// The file holds keys and our own output only; the texts stay in their sources.
@Suite("Date corpora golden file")
struct DateCorporaGoldenTests {
    static let golden = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
        .appendingPathComponent("Golden/date-corpora.tsv")

    @Test func everyDateFoundInTheCorporaIsTheGoldenOne() throws {
        let lines = try DateCorpora.dueDatesDev() + DateCorpora.wordNetGlosses()
        let found = DateCorpora.goldenText(of: lines)
        if ProcessInfo.processInfo.environment["READOUT_RECORD_GOLDEN"] == "1" {
            try found.write(to: Self.golden, atomically: true, encoding: .utf8)
            Issue.record("Recorded \(Self.golden.lastPathComponent); review its diff and run again without READOUT_RECORD_GOLDEN")
            return
        }
        let expected = try String(contentsOf: Self.golden, encoding: .utf8)
        let differences = DateCorpora.differences(expected: expected, found: found, lines: lines)
        #expect(differences.isEmpty, "\(differences.count) lines differ from the golden file, first ones:\n\(differences.prefix(20).joined(separator: "\n"))")
    }
}

/// The corpora's lines and the golden file's format: a header per source with its line count,
/// then one row per line with any candidate, `key<TAB>value confidence "words" | …`.
enum DateCorpora {
    struct Line {
        let key: String
        let text: String
        let reference: CalendarDay
    }

    static let dataRoot = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        .appendingPathComponent("../shared/data")

    /// `lines.tsv`: text, reference day, expected, source; keyed by line number.
    static func dueDatesDev() throws -> [Line] {
        let file = dataRoot.appendingPathComponent("due-dates-dev/lines.tsv")
        let rows = try String(contentsOf: file, encoding: .utf8).split(separator: "\n", omittingEmptySubsequences: false)
        return rows.enumerated().dropFirst().compactMap { number, row in
            let fields = row.split(separator: "\t", omittingEmptySubsequences: false)
            guard fields.count >= 2, let reference = CalendarDay(iso: String(fields[1])) else { return nil }
            return Line(key: "due-dates-dev:\(number + 1)", text: String(fields[0]), reference: reference)
        }
    }

    /// Each gloss of WordNet's four data files cut at its semicolons (a definition, then example
    /// sentences), read against Monday 4 March 2024; keyed by file, synset offset and piece.
    static func wordNetGlosses() throws -> [Line] {
        let reference = CalendarDay(year: 2024, month: 3, day: 4)!
        var lines: [Line] = []
        for name in ["data.noun", "data.verb", "data.adj", "data.adv"] {
            let data = try Data(contentsOf: URL(fileURLWithPath: "/usr/share/wordnet/\(name)"))
            for row in String(decoding: data, as: UTF8.self).split(separator: "\n") where !row.hasPrefix("  ") {
                guard let bar = row.range(of: " | ") else { continue }
                let offset = row.prefix { $0 != " " }
                let pieces = row[bar.upperBound...].trimmingCharacters(in: .whitespaces).components(separatedBy: "; ")
                for (index, piece) in pieces.enumerated() {
                    lines.append(Line(key: "wordnet:\(name):\(offset):\(index)", text: piece, reference: reference))
                }
            }
        }
        return lines
    }

    static func goldenText(of lines: [Line]) -> String {
        let extractor = DueDateExtractor()
        var counts: [(source: String, lines: Int)] = []
        var rows: [String] = []
        for line in lines {
            let source = String(line.key.prefix { $0 != ":" })
            if counts.last?.source == source { counts[counts.count - 1].lines += 1 } else { counts.append((source, 1)) }
            let candidates = extractor.candidates(in: line.text, reference: line.reference)
            guard !candidates.isEmpty else { continue }
            rows.append("\(line.key)\t" + candidates.map(describe).joined(separator: " | "))
        }
        let header = counts.map { "# \($0.source): \($0.lines) lines" }
        return (header + rows).joined(separator: "\n") + "\n"
    }

    static func describe(_ candidate: DueDateCandidate) -> String {
        "\(candidate.value) \(String(format: "%.3f", candidate.confidence)) \"\(candidate.text)\""
    }

    /// Rows that differ, header changes included, each WordNet row with its text and candidates. A
    /// due-dates-dev row shows its key only: that set holds the report part, which is never read
    /// line by line (`Scripts/eval-due-dates.py --part dev --misses` shows the dev lines).
    static func differences(expected: String, found: String, lines: [Line]) -> [String] {
        func rows(_ text: String) -> [String: String] {
            var rows: [String: String] = [:]
            for row in text.split(separator: "\n") {
                let parts = row.split(separator: "\t", maxSplits: 1)
                rows[String(parts[0])] = parts.count > 1 ? String(parts[1]) : ""
            }
            return rows
        }
        let before = rows(expected), after = rows(found)
        let texts = Dictionary(lines.filter { !$0.key.hasPrefix("due-dates-dev:") }.map { ($0.key, $0.text) },
                               uniquingKeysWith: { first, _ in first })
        return Set(before.keys).union(after.keys).sorted().compactMap { key in
            guard before[key] != after[key] else { return nil }
            if key.hasPrefix("due-dates-dev:") { return "\(key) differs" }
            return "\(key) \(texts[key].map { "\"\($0)\"" } ?? ""): golden \(before[key] ?? "nothing"), now \(after[key] ?? "nothing")"
        }
    }
}
