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
    /// names numbered work ("HW 3", "Lab 2") is kept, as work written tersely, unless the
    /// table's marked rows hand that work in ("Temps TP2" beside "Remise TP2": class time for
    /// it); "Project Review" or "Design for interoperability (moved)" is a class's.
    /// `tables[i]`: the header of the table `items[i]` was read from, nil for a line of prose.
    static func withoutUnmarkedRows(_ items: [Item], tables: [String?]) -> [Item] {
        let marked = items.map { marksWork($0.line) }
        var markedPerTable: [String: Int] = [:]
        // The numbered work each table's marked rows hand in ("Remise TP2": "tp2").
        var handedInPerTable: [String: Set<String>] = [:]
        for case (let table?, true) in zip(tables, marked) { markedPerTable[table, default: 0] += 1 }
        for (index, table) in tables.enumerated() where marked[index] {
            if let table { handedInPerTable[table, default: []].formUnion(numberedWork(in: items[index].line)) }
        }
        return items.indices.filter { index in
            guard let table = tables[index], !marked[index], markedPerTable[table, default: 0] >= minimumMarkedRows else { return true }
            let named = numberedWork(in: items[index].title)
            return DueDateExtractor.saysHandedIn(in: table) || !named.isEmpty && !named.isSubset(of: handedInPerTable[table, default: []])
        }.map { items[$0] }
    }

    /// True when a row says that something is due or handed in, or a cell of it begins with
    /// the work's name in capitals.
    private static func marksWork(_ line: String) -> Bool {
        DueDateExtractor.saysHandedIn(in: line)
            || cells(of: line).contains { cell in capitalWorkNames.contains(String(cell.prefix { $0.isLetter })) }
    }

    /// The numbered pieces of work `text` names, squeezed: "HW 3", "TP2" and "Lab 2" are "hw3",
    /// "tp2" and "lab2"; a word naming work and the number after it, or glued to it.
    static func numberedWork(in text: String) -> Set<String> {
        let words = text.lowercased().split { !$0.isLetter && !$0.isNumber }.map(String.init)
        var named: Set<String> = []
        for (index, word) in words.enumerated() {
            let letters = String(word.prefix { $0.isLetter })
            let number = word.dropFirst(letters.count)
            guard !letters.isEmpty, DueDateExtractor.namesWork(in: letters) else { continue }
            if !number.isEmpty, number.allSatisfy(\.isNumber) {
                named.insert(word)
            } else if number.isEmpty, index + 1 < words.count, words[index + 1].allSatisfy(\.isNumber) {
                named.insert(word + words[index + 1])
            }
        }
        return named
    }

    /// Names a table writes in capitals to mark a row's work ("HW" is written so as a name, "HW 3").
    private static let capitalWorkNames: Set<String> = ["ASSIGNMENT", "HOMEWORK"]
}
