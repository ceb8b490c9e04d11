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
    /// Lines that write their day from which a page is taken to date its items.
    static let minimumDatedLines = 3

    /// The items in `text`, top to bottom, one per title and day. The page's dates are read in
    /// one order: a date that reads only day first on one row says how the others are written.
    public static func items(in text: String, reference: CalendarDay, extractor: DueDateExtractor) -> [Item] {
        let extractor = extractor.settlingOrder(of: text, reference: reference)
        var items: [Item] = []
        var heading: String?
        var header: TableHeader?
        // The last heading above that is no table row ("Weekly Due Dates").
        var section: String?
        // The day of the last dated line, which a "Due: Homework 1" line below it asks for.
        var dayAbove: DueDateCandidate?
        // The last day of the week a week's heading names ("February 7-February 11"): a weekday
        // below it ("Monday: First draft") is that day of this week.
        var weekEnd: CalendarDay?
        // The header of the table each item was read from (nil for prose), its text as written.
        var tables: [String?] = []
        func add(_ item: Item) {
            guard !items.contains(where: { $0.day == item.day && $0.title.lowercased() == item.title.lowercased() }) else { return }
            items.append(item)
            tables.append(item.line.contains("|") ? header?.cells.joined(separator: " | ").lowercased() : nil)
        }
        // A photographed page's lines as written: a row its column wrapped is one line again;
        // a Date column's "9.14" is "Sep 14", and its bare "16" below "Jan 14" is "Jan 16".
        let lines = namingBareDays(namingDottedDays(WrappedLines.joined(text)), reference: reference, extractor: extractor)
        let readings = lines.map { extractor.candidates(in: $0, reference: reference) }
        let laterIsDue = dueColumnIsTheLater(readings)
        let writesItsDays = readings.filter { best(of: $0)?.writesItsDay == true }.count >= minimumDatedLines
        // A table's header is its first row: an undated row below another ("Basics | GitHub setup
        // | Week 1") is one of its rows.
        var aboveIsARow = false
        for (line, candidates) in zip(lines, readings) where items.count < maximumItems {
            let startsATable = !aboveIsARow
            aboveIsARow = filledCells(of: line) >= 2
            // "Week | Reading Due Mon 11:59PM | Tuesday | Due Friday 5:00PM": a table's header,
            // its weekdays those of every row's week.
            if isWeekdayHeader(line, candidates) {
                (header, heading) = (TableHeader(line), line)
                continue
            }
            let row = header?.row(of: line, reference: reference, extractor: extractor) ?? cells(of: line)
            if let header, let grid = gridItems(of: row, header: header, section: section, reference: reference, extractor: extractor) {
                for (title, due) in grid {
                    add(Item(title: String(title.prefix(HomeworkRules.maximumTitleLength)), day: due.day, time: due.time, line: line))
                }
                continue
            }
            // A line with no date, or only a time of day ("Office hours 2-4 pm" lands on the
            // reference day): no item, but maybe the heading of the next line.
            let chosen = laterIsDue ? later(of: candidates) : best(of: candidates)
            // A time alone ("Office hours 2-4 pm") lands on the reference day; a date written
            // on it is the page's own ("Nota 1 | Miércoles 1 febrero 5 pm" read from February 1).
            guard var due = chosen ?? header.flatMap({
                      dateInAWorkColumn(of: row, candidates, header: $0)
                          ?? dateBesideATopic(of: line, row: row, candidates, header: $0, reference: reference, extractor: extractor)
                  }),
                  !(due.day == reference && due.time != nil && !due.writesItsDay) else {
                if candidates.isEmpty, let day = dayAbove, let title = dueUnderItsDay(line) {
                    add(Item(title: String(title.prefix(HomeworkRules.maximumTitleLength)), day: day.day, time: nil, line: line))
                }
                if candidates.isEmpty, startsAWeek(line) { dayAbove = nil }
                // A dated line not taken ("Assigned March 2") heads nothing.
                if candidates.isEmpty, letterCount(line) >= 3, !isRecordField(line) { heading = line }
                if candidates.isEmpty, letterCount(line) >= 3, !line.contains("|") { section = line }
                if candidates.isEmpty, startsATable, aboveIsARow { header = TableHeader(line) }
                continue
            }
            dayAbove = due.writesItsDay ? due : nil
            // Nothing but the date on the line ("| 4 | 12/10/20 |", "due Tuesday 11th February @
            // 4.15pm"): the heading above names it, or else the line itself, which the user edits.
            let rest = title(of: line, without: candidates)
            if isWeekHeading(due, rest: rest) {
                weekEnd = due.day
                continue
            }
            if !due.writesItsDay, let weekEnd {
                let back = ((weekEnd.daysSinceEpoch - due.day.daysSinceEpoch) % 7 + 7) % 7
                due = due.with(day: weekEnd.adding(days: -back))
            } else if !due.writesItsDay, writesItsDays {
                // A weekday of no week on a page that dates its items is a standing rule
                // ("Homework is due on Moodle by 11:59pm on Friday"), not the coming Friday.
                continue
            }
            // A range of hours that no cue asks for is a sitting's ("Final presentation on
            // Wednesday, April 24th from 3:30pm to 5:30pm", "Lab 2 | Oct 2, 2-4pm").
            guard due.isAskedFor || !due.spansHours && isItem(line, row: row, rest: rest, heading: heading, header: header) else { continue }
            if let several = severalItems(in: line, candidates: candidates) {
                for (title, due) in several {
                    add(Item(title: String(title.prefix(HomeworkRules.maximumTitleLength)), day: due.day, time: due.time, line: line))
                }
                continue
            }
            let whole = line.split(separator: "|").map { trimmed(String($0)) }.filter { !$0.isEmpty }.joined(separator: " – ")
            // "Due Date: Sep 06 23:59" in a record: the record's name above names it.
            let name = namesSomething(rest) && !isOnlyASettingCue(rest) && !isRecordField(line) ? rest : heading.map(withoutNameLabel) ?? whole
            // Under a header naming its work column, the row is what that column holds, due when its header says;
            // under several columns each headed "… due" ("Activities due | Labs due"), each cell it fills is an
            // item of its own, unless one is a reading's ("Reading Due Mon 11:59PM": readings are no items).
            let works = header.map { line.contains("|") ? workCells(of: row, header: $0, reference: reference, extractor: extractor) : [] } ?? []
            let separately = works.count >= 2 && works.allSatisfy { saysWhatIsDue($0.header) && !namesReadings($0.header) }
            for work in separately ? works : Array(works.suffix(1)) {
                var (day, time) = (due.day, due.time)
                if let weekday = dayInTheWeek(of: due, named: work.header, extractor: extractor) { (day, time) = (weekday.day, weekday.time ?? time) }
                add(Item(title: String(work.title.prefix(HomeworkRules.maximumTitleLength)), day: day, time: time, line: line))
            }
            if works.isEmpty { add(Item(title: String(name.prefix(HomeworkRules.maximumTitleLength)), day: due.day, time: due.time, line: line)) }
        }
        return withoutUnmarkedRows(items, tables: tables)
    }

    /// The title of a line that asks for work under a dated line without a date of its own
    /// ("Wed 9/4 - What does humanities data look like" / "Read: …" / "Due: Homework 1"): it
    /// begins with a deadline's word. Nil for any other line.
    /// A record's field named by such a word ("Deliverable ID: 22-", "Due Date:") asks nothing.
    static func dueUnderItsDay(_ line: String) -> String? {
        let words = line.split { $0.isWhitespace || $0 == "|" }
        guard let first = words.first?.lowercased().trimmingCharacters(in: .punctuationCharacters), dueOpenings.contains(first) else { return nil }
        if isRecordField(line) { return nil }
        let title = trimmed(line.replacingOccurrences(of: "|", with: " "))
        return namesSomething(title) ? title : nil
    }

    private static let dueOpenings: Set<String> = ["due", "deadline", "deliverable", "deliverables", "submit", "abgabe"]

    /// A line that is only a span of days ("February 7-February 11", "Jan 31 – Feb 4"): the
    /// heading of a week's lines, no item of its own.
    static func isWeekHeading(_ due: DueDateCandidate, rest: String) -> Bool {
        due.writesItsDay && due.endsASpanOfDays && !namesSomething(rest)
    }

    /// "Week 2: Origins and Histories": a new week begins, and the day above is not its day.
    private static func startsAWeek(_ line: String) -> Bool {
        let label = line.split(whereSeparator: { ":|–-".contains($0) }).first.map(String.init) ?? line
        return isWeekLabel(label)
    }

    /// Whether a dated line asks for work by its date. Where its table's header says which
    /// columns hold work ("Date | Topic | Readings | Due"), the row is an item when it fills one
    /// ("1/22 | Dictionaries | Ch3 | A0") and no item when it leaves them empty, whatever its other
    /// cells say ("Review shell resources and do canvas quiz" under "Pre-class work"). Otherwise
    /// a row that names a topic and asks nothing ("1 | Aug 25 | What is computational
    /// linguistics? | Cotterell (2017)", "Feb 3 Mon | Design for change"; a cell under a "Topic"
    /// header never asks) is a class held that day, unless the prose heading above it asks for
    /// work. A row that is only its date and a label ("| 4 | 12/10/20 |", "RQ1: Sep. 9") is what
    /// its heading says: a table's header that asks for nothing ("Datum | Thema | Bemerkung")
    /// makes it a class's day too.
    /// `header`: the first of the rows above, with two filled cells or more and no date written;
    /// `row`: the line's cells under its columns.
    static func isItem(_ line: String, row: [String], rest: String, heading: String?, header: TableHeader?) -> Bool {
        // A topic that says it is due asks too ("Week 16: 5/7 | Final project due" with the work columns empty).
        if let header, line.contains("|"), let filled = fillsAWorkColumn(row, header: header) {
            return filled || row.indices.contains { header.topicColumns.contains($0) && saysWhatIsDue(row[$0]) }
        }
        // Each cell read for work hands nothing in ("In-class Peer-Review:: 5/02"); a row's other
        // cell may ("TA-led in-class working session … | Sprint 3 ends").
        if rest.components(separatedBy: " – ").allSatisfy(handsNothingIn) { return false }
        if DueDateExtractor.asksForWork(in: header.map { withoutTopics(line, row: row, header: $0) } ?? line) { return true }
        guard let heading else { return !namesATopic(rest) }
        let headingAsks = DueDateExtractor.asksForWork(in: heading)
        let isHeader = heading.contains("|")
        return namesATopic(rest) ? headingAsks && !isHeader : headingAsks || !isHeader
    }

    /// "Out: 2/4 Due: 2/10 9pm." under "Homework 1": what the line says besides its dates is
    /// only when the work was set, and the heading above names it.
    private static func isOnlyASettingCue(_ rest: String) -> Bool {
        rest.lowercased().split { !$0.isLetter }.allSatisfy { settingCues.contains(String($0)) }
    }

    static let settingCues: Set<String> = ["out", "assigned", "released", "posted", "available", "given", "opens"]

    /// A topic, not a label: more than two words, or two without a number ("Boolean Search" is a
    /// topic, "RQ1", "Lab 3" and "Part 2" are labels).
    private static func namesATopic(_ rest: String) -> Bool {
        let words = rest.split { !$0.isLetter && !$0.isNumber }
        return namesSomething(rest) && (words.count > 2 || !words.contains { $0.contains(where: \.isNumber) })
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
    /// punctuation around the dates trimmed ("Essay 2 due Friday by 5pm" → "Essay 2"). A row's
    /// week ("Wk 2", "Week 3") names no item; and where some cells name work, the others are a
    /// class's topic or an aside: "3 | Sep 15 | Graphs | HW1 due 11:59pm" is "HW1", "Essay 1 due
    /// Thursday, September 19 (Workshop: Wednesday, September 25, in class time)" is "Essay 1".
    static func title(of line: String, without candidates: [DueDateCandidate]) -> String {
        var rest = line
        // Only the dates' own words go: what stands between a date and its time stays.
        for piece in candidates.flatMap(\.pieces).sorted(by: { $0.lowerBound > $1.lowerBound }) where rest.indices.contains(piece.lowerBound) {
            rest.replaceSubrange(piece, with: " | ")
        }
        let cells = rest.split(separator: "|").map { trimmed(String($0)) }.filter { letterCount($0) >= 2 && !isWeekLabel($0) }
        let work = cells.filter { DueDateExtractor.namesWork(in: $0) }
        return (work.isEmpty ? cells : work).joined(separator: " – ")
    }

    /// "Week 3", "Wk 2", "W1", "Woche 4": where a row stands in the term, not what it asks for.
    static func isWeekLabel(_ cell: String) -> Bool {
        let words = cell.lowercased().split { !$0.isLetter && !$0.isNumber }
        let letters = words.map { String($0.filter(\.isLetter)) }.filter { !$0.isEmpty }
        return words.count <= 2 && letters.count == 1 && weekWords.contains(letters[0]) && words.contains { $0.contains(where: \.isNumber) }
    }

    private static let weekWords: Set<String> = ["week", "wk", "w", "woche", "semaine", "tydzień", "tydz"]

    private static let edgeWords: Set<String> = ["due", "deadline", "by", "on", "at", "before", "until", "till", "is", "the", "submit",
                                                  "no", "later", "than", "and", "or", "from", "to", "for", "in", "of"]

    static func trimmed(_ text: String) -> String {
        var words = text.split(whereSeparator: { $0.isWhitespace }).map(String.init)
        func bare(_ word: String) -> String { word.lowercased().trimmingCharacters(in: .punctuationCharacters.union(.symbols)) }
        while let last = words.last, bare(last).isEmpty || edgeWords.contains(bare(last)) { words.removeLast() }
        while let first = words.first, bare(first).isEmpty || edgeWords.contains(bare(first)) && words.count > 1 { words.removeFirst() }
        let text = words.joined(separator: " ").trimmingCharacters(in: CharacterSet(charactersIn: ":;,.-–—()[] "))
        // "Model simplification (mini-project due)" less its cue keeps its bracket closed.
        return text.filter { $0 == "(" }.count == text.filter { $0 == ")" }.count + 1 ? text + ")" : text
    }

    private static func letterCount(_ text: String) -> Int { text.filter(\.isLetter).count }

    /// Three letters, or two with a number ("HW1", "PS 3"): a name, not a stray mark.
    private static func namesSomething(_ text: String) -> Bool {
        letterCount(text) >= 3 || letterCount(text) == 2 && text.contains(where: \.isNumber)
    }
}
