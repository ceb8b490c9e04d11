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

        init(_ line: String) {
            let cells = HomeworkSyllabus.cells(of: line)
            self.cells = cells
            workColumns = cells.indices.filter { DueDateExtractor.namesWork(in: cells[$0]) }
            topicColumns = Set(cells.indices.filter { HomeworkSyllabus.namesTopics(cells[$0]) })
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
    /// "16 | Mar 16 | Lab 2. Ensemble Learning": a lab held that day, not one handed in).
    static func withoutTopics(_ line: String, header: TableHeader) -> String {
        let row = cells(of: line)
        guard row.count <= header.cells.count else { return line }
        return row.indices.filter { !header.topicColumns.contains($0) }.map { row[$0] }.joined(separator: " | ")
    }

    static func namesTopics(_ header: String) -> Bool {
        header.lowercased().split { !$0.isLetter }.contains { topicHeaders.contains(String($0)) }
    }

    static let topicHeaders: Set<String> = ["topic", "topics", "subject", "content", "contents", "thema", "themen",
                                                    "inhalt", "sujet", "contenu", "temat", "tematyka"]

    /// The date in a cell under a work column ("Task | Components | % | Due date" over "Web | Site
    /// published on GitHub Pages | 20 | 7 July"): the header says it is due, though the row alone
    /// reads like a class's topic and its day.
    static func dateInAWorkColumn(of line: String, _ candidates: [DueDateCandidate], header: TableHeader) -> DueDateCandidate? {
        guard let cells = filledWorkCells(line, header: header) else { return nil }
        return candidates.first { candidate in candidate.writesItsDay && cells.contains { $0.cell.contains(candidate.text) } }
    }

    /// Under a table header with at least as many cells as the row (a typed row may leave its
    /// last empty cells out): true when a cell under a header that asks for work ("Due",
    /// "Assignments", "Homework") holds the row's date or anything else, false when every such
    /// cell is empty; nil when the header names no such column or the row has more cells.
    static func fillsAWorkColumn(_ line: String, header: TableHeader) -> Bool? {
        filledWorkCells(line, header: header).map { !$0.isEmpty }
    }

    /// The row's cells under the header's work columns that hold something, with their headers.
    static func filledWorkCells(_ line: String, header: TableHeader) -> [(header: String, cell: String)]? {
        let row = cells(of: line)
        guard !header.workColumns.isEmpty, row.count <= header.cells.count else { return nil }
        return header.workColumns.filter { row.indices.contains($0) && !row[$0].isEmpty }.map { (header.cells[$0], row[$0]) }
    }

    /// The last work column's cell that holds a letter besides its dates ("A0" under "Due", not
    /// "Sep 9" under "Due date"), its words as its title.
    static func workCell(of line: String, header: TableHeader, reference: CalendarDay,
                                 extractor: DueDateExtractor) -> (title: String, header: String)? {
        for (heading, cell) in (filledWorkCells(line, header: header) ?? []).reversed() {
            let dates = extractor.candidates(in: cell, reference: reference)
            let title = dates.isEmpty ? trimmed(cell) : title(of: cell, without: dates)
            // Any mark besides the date names it here: "A0" under "Due" is the first assignment.
            if title.contains(where: { $0.isLetter }) { return (title, heading) }
        }
        return nil
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
