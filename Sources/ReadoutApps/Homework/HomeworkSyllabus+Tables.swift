import ReadoutLanguage

/// A schedule table's header and what it says of its rows: which columns hold work, which a
/// class's topic, and which weekday of a row's week a column is due on.
extension HomeworkSyllabus {
    /// A table's header row, which of its columns hold work and which a topic worked out once
    /// for all the rows below it.
    struct TableHeader {
        let cells: [String]
        /// The columns that name work or its deadline ("Due", "Assignments"); a "Date" column is every row's.
        let workColumns: [Int]
        let topicColumns: Set<Int>
        /// The column headed "Date" (or "Day", "Datum", "Fecha" …), when the header has one.
        let dateColumn: Int?

        init(_ line: String) {
            let cells = HomeworkSyllabus.cells(of: line)
            self.cells = cells
            workColumns = cells.indices.filter { DueDateExtractor.namesWork(in: cells[$0]) }
            topicColumns = Set(cells.indices.filter { HomeworkSyllabus.namesTopics(cells[$0]) })
            dateColumn = cells.firstIndex { cell in cell.lowercased().split { !$0.isLetter }.contains { Self.dateWords.contains(String($0)) } }
        }

        static let dateWords: Set<String> = ["date", "dates", "day", "datum", "tag", "fecha", "data", "dato", "jour", "dzień", "when"]

        /// The row's cells under the header's columns. A typed row that leaves out its last
        /// empty cells stands from the left; but a row that begins with its date, where the
        /// header's date column is not the first, stands under that column: its first cells
        /// were spanned by the row above ("Unit | Date | Topics | Assignments" over "Fri 01/19 |
        /// Git | Reading 00", the unit written once for its rows).
        func row(of line: String, reference: CalendarDay, extractor: DueDateExtractor) -> [String] {
            let row = HomeworkSyllabus.cells(of: line)
            // A date that writes its day writes a number: the extractor reads only such a cell.
            guard let dateColumn, dateColumn > 0, row.count < cells.count, let first = row.first, first.contains(where: \.isNumber),
                  extractor.candidates(in: first, reference: reference).contains(where: \.writesItsDay) else { return row }
            return Array(repeating: "", count: min(dateColumn, cells.count - row.count)) + row
        }
    }

    /// A header of three cells or more whose dates are only weekdays and times.
    static func isWeekdayHeader(_ line: String, _ candidates: [DueDateCandidate]) -> Bool {
        !candidates.isEmpty && candidates.allSatisfy { !$0.writesItsDay } && filledCells(of: line) >= 3
    }

    /// The row's date moved to the weekday its column's header names ("Due Friday 5:00PM" over
    /// a week's row "20 Jan"): that weekday of the row's week, with the header's time. Nil when
    /// the header names no weekday.
    static func dayInTheWeek(of due: DueDateCandidate, named header: String, extractor: DueDateExtractor) -> DueDateCandidate? {
        guard let weekday = extractor.candidates(in: header, reference: due.day).first(where: { !$0.writesItsDay }) else { return nil }
        let ahead = weekday.day.daysSinceEpoch - due.day.daysSinceEpoch
        guard (0...7).contains(ahead), weekday.day != due.day || weekday.time != nil else { return nil }
        // A bare weekday named on that weekday reads as a week on; in a row it is the row's own day.
        let day = ahead == 7 ? due.day : weekday.day
        return DueDateCandidate(text: weekday.text, range: weekday.range, day: day, time: weekday.time, confidence: due.confidence)
    }

    /// The row without the cells its header calls a class's topic ("Class | Date | Topic" over
    /// "16 | Mar 16 | Lab 2. Ensemble Learning": a lab held that day, not one handed in). A
    /// topic cell that says what is due stays ("Model simplification (mini-project due)").
    static func withoutTopics(_ line: String, row: [String], header: TableHeader) -> String {
        guard row.count <= header.cells.count else { return line }
        return row.indices.filter { !header.topicColumns.contains($0) || saysWhatIsDue(row[$0]) }.map { row[$0] }.joined(separator: " | ")
    }

    static func saysWhatIsDue(_ cell: String) -> Bool {
        cell.lowercased().split { !$0.isLetter }.contains { $0 == "due" || $0 == "deadline" }
    }

    static func namesReadings(_ header: String) -> Bool {
        header.lowercased().split { !$0.isLetter }.contains { $0.hasPrefix("read") }
    }

    static func namesTopics(_ header: String) -> Bool {
        header.lowercased().split { !$0.isLetter }.contains { topicHeaders.contains(String($0)) }
    }

    static let topicHeaders: Set<String> = ["topic", "topics", "subject", "content", "contents", "thema", "themen",
                                                    "inhalt", "sujet", "contenu", "temat", "tematyka"]

    /// The date in a cell under a work column ("Task | Components | % | Due date" over "Web | Site
    /// published on GitHub Pages | 20 | 7 July"): the header says it is due, though the row alone
    /// reads like a class's topic and its day.
    static func dateInAWorkColumn(of row: [String], _ candidates: [DueDateCandidate], header: TableHeader) -> DueDateCandidate? {
        guard let cells = filledWorkCells(row, header: header) else { return nil }
        return candidates.first { candidate in candidate.writesItsDay && cells.contains { $0.cell.contains(candidate.text) } }
    }

    /// The row's date where only its topic doubts it: "Apr 2 | Tour and discussion of IEEEVR
    /// spaces | | A3: in" under "Date | Topic | Readings | Assignments" (a discussion is a sitting)
    /// hands A3 in on 2 April. The row is read again without its topic cells, and the date it
    /// then stands by is the row's, when a work column holds something to hand in.
    static func dateBesideATopic(of line: String, row: [String], _ candidates: [DueDateCandidate], header: TableHeader,
                                 reference: CalendarDay, extractor: DueDateExtractor) -> DueDateCandidate? {
        guard !header.topicColumns.isEmpty, filledWorkCells(row, header: header)?.isEmpty == false else { return nil }
        let withoutTopic = extractor.candidates(in: withoutTopics(line, row: row, header: header), reference: reference)
        guard let due = withoutTopic.first(where: { $0.confidence >= minimumConfidence }) else { return nil }
        return candidates.first { $0.day == due.day && $0.time == due.time }
    }

    /// Under a table header with at least as many cells as the row (a typed row may leave its
    /// last empty cells out): true when a cell under a header that asks for work ("Due",
    /// "Assignments", "Homework") holds the row's date or anything else, false when every such
    /// cell is empty; nil when the header names no such column or the row has more cells.
    static func fillsAWorkColumn(_ row: [String], header: TableHeader) -> Bool? {
        filledWorkCells(row, header: header).map { !$0.isEmpty }
    }

    /// The row's cells under the header's work columns that hold something to hand in, with
    /// their headers: a reading there ("Read YangRannala1997") holds nothing (`handsNothingIn`).
    static func filledWorkCells(_ row: [String], header: TableHeader) -> [(header: String, cell: String)]? {
        guard !header.workColumns.isEmpty, row.count <= header.cells.count else { return nil }
        return header.workColumns.filter { row.indices.contains($0) && !row[$0].isEmpty && !handsNothingIn(row[$0]) }
            .map { (header.cells[$0], row[$0]) }
    }

    /// A row of a deadlines grid, one item per cell that holds only a date ("Week | PA (Mon) |
    /// CA (Tue) | LA (Wed) | …" over "Week 3 | Apr 11 | Apr 12 | Apr 13 | …" under "Weekly Due
    /// Dates"): three such cells or more, not under the header's date column, where the section's
    /// heading or their columns' headers ask for work. Each is titled by the row's label and its
    /// column ("Week 3 – PA (Mon)"). Nil for any other row.
    static func gridItems(of row: [String], header: TableHeader, section: String?, reference: CalendarDay,
                          extractor: DueDateExtractor) -> [(title: String, due: DueDateCandidate)]? {
        // Only cells that write a number can hold a date that writes its day: the extractor
        // reads none of a row that has too few.
        // A date column that names work ("Fecha límite Pull Request") holds a deadline of the grid.
        let datesEveryRow = header.dateColumn.flatMap { header.workColumns.contains($0) ? nil : $0 }
        let numbered = row.indices.filter { $0 != datesEveryRow && row[$0].contains(where: \.isNumber) }
        guard row.count <= header.cells.count, numbered.count >= 3 else { return nil }
        let dated = numbered.compactMap { column -> (column: Int, due: DueDateCandidate)? in
            let dates = extractor.candidates(in: row[column], reference: reference)
            guard let date = dates.first(where: \.writesItsDay), holdsOnlyADate(title(of: row[column], without: dates)) else { return nil }
            return (column, date)
        }
        // Two dated cells are a grid's row too where each column's header names work ("module |
        // deadline opdracht | deadline oefeningen | deadline verbeterd" over "Module 0 | ma 31 aug
        // 17:59 | di 1 sep 17:59 | -"); a row's date set and date due are not ("Out | Due").
        let allNameWork = dated.allSatisfy { DueDateExtractor.namesWork(in: header.cells[$0.column]) }
        guard dated.count >= 3 || dated.count == 2 && allNameWork,
              section.map(DueDateExtractor.asksForWork(in:)) == true
                || dated.contains(where: { DueDateExtractor.namesWork(in: header.cells[$0.column]) }) else { return nil }
        let label = row.first { cell in cell.contains(where: \.isLetter) && extractor.candidates(in: cell, reference: reference).isEmpty }
        return dated.map { cell in
            ([label, header.cells[cell.column]].compactMap { $0 }.filter { !$0.isEmpty }.joined(separator: " – "), cell.due)
        }
    }

    /// What a grid's cell holds besides its date: nothing, or one word of a few letters, a weekday
    /// abbreviated in a language whose two-letter abbreviations are words elsewhere ("ma 31 aug",
    /// Dutch; "Fr., 13. März", German).
    static func holdsOnlyADate(_ rest: String) -> Bool {
        let words = rest.split { !$0.isLetter }
        return words.isEmpty || words.count == 1 && words[0].count <= 3
    }

    /// Every work column's cell that holds a letter besides its dates ("A0" under "Due", not "Sep
    /// 9" under "Due date"), left to right, its words as its title.
    static func workCells(of row: [String], header: TableHeader, reference: CalendarDay,
                          extractor: DueDateExtractor) -> [(title: String, header: String)] {
        (filledWorkCells(row, header: header) ?? []).compactMap { heading, cell in
            let work = withoutReleases(cell)
            let dates = extractor.candidates(in: work, reference: reference)
            let title = dates.isEmpty ? trimmed(work) : title(of: work, without: dates)
            // Any mark besides the date names it here: "A0" under "Due" is the first assignment.
            return title.contains(where: { $0.isLetter }) ? (title, heading) : nil
        }
    }

    static func filledCells(of line: String) -> Int { cells(of: line).filter { !$0.isEmpty }.count }

    /// A typed row's cells, empty ones kept; a row written between outer pipes ("| a | b |")
    /// loses the empty cells they make.
    static func cells(of line: String) -> [String] {
        var cells = line.split(separator: "|", omittingEmptySubsequences: false).map { $0.trimmingCharacters(in: .whitespaces) }
        if cells.count > 2, cells.first == "", cells.last == "" { cells = Array(cells.dropFirst().dropLast()) }
        return cells
    }
}
