import ReadoutLanguage

/// A schedule table that marks its work among rows of class sessions or readings: "March 6 |
/// Editorial DUE 11 PM | Basic Movement Control" among "Feb 13 | Movement Control | Neuronal
/// control of leech behavior …" under "Date | Topic | Assignments"; "Sunday | 01/14 | ASSIGNMENT
/// Project Preferences" among "Friday | 01/12 | Project Review" under "Day | Date | Assignment".
/// Where a table marks some rows so, the rows it does not mark are no items, though their
/// header's work column is filled.
extension HomeworkSyllabus {
    /// Two marked rows show that the table marks its work; one may be a note ("due" in passing).
    static let minimumMarkedRows = 2

    /// `items` less the unmarked ones of each table that marks its work: its header (the same
    /// text, repeated over each week's rows, is one table) does not say that every row is due
    /// ("Tarea | Fecha de entrega"), and at least `minimumMarkedRows` of the items under it were
    /// read from rows that say something is due or handed in, or from a cell that begins with
    /// the work's name in capitals ("ASSIGNMENT Plan Video"). An unmarked item whose title
    /// names a numbered piece of work ("HW 3", "Lab 2") is kept: that is work written tersely,
    /// where "Project Review" or "Design for interoperability (moved)" is a class's.
    /// `tables[i]`: the header of the table `items[i]` was read from, nil for a line of prose.
    static func withoutUnmarkedRows(_ items: [Item], tables: [String?]) -> [Item] {
        let marked = items.map { marksWork($0.line) }
        var markedPerTable: [String: Int] = [:]
        for case (let table?, true) in zip(tables, marked) { markedPerTable[table, default: 0] += 1 }
        return items.indices.filter { index in
            guard let table = tables[index], !marked[index], markedPerTable[table, default: 0] >= minimumMarkedRows else { return true }
            return DueDateExtractor.saysHandedIn(in: table) || namesNumberedWork(items[index].title)
        }.map { items[$0] }
    }

    /// True when a row says that something is due or handed in, or a cell of it begins with
    /// the work's name in capitals.
    private static func marksWork(_ line: String) -> Bool {
        DueDateExtractor.saysHandedIn(in: line)
            || cells(of: line).contains { cell in capitalWorkNames.contains(String(cell.prefix { $0.isLetter })) }
    }

    /// "HW 3", "Lab 2", "Assignment 4: Klondike": a word naming work and a number.
    private static func namesNumberedWork(_ title: String) -> Bool {
        DueDateExtractor.namesWork(in: title) && title.contains(where: \.isNumber)
    }

    /// Names a table writes in capitals to mark a row's work ("HW" is written so as a name, "HW 3").
    private static let capitalWorkNames: Set<String> = ["ASSIGNMENT", "HOMEWORK"]
}
