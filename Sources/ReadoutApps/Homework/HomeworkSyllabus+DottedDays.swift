import Foundation

/// A schedule table whose Date column writes its days as two numbers joined by a dot ("8.27",
/// "10.1"), which anywhere else are a decimal, a version or a time.
extension HomeworkSyllabus {
    /// `lines` with each such cell written with its month's name ("| 9.14 | Chapter 5 |" →
    /// "| Sep 14 | Chapter 5 |"), under a table header that names a date column. The column
    /// itself tells the order of its numbers: a first number above 12 is a day written first
    /// (a European "14.10"), a second one above 12 is a day written after its month (an
    /// American "9.14"). A column that never tells, or tells both ways, is left as it is.
    static func namingDottedDays(_ lines: [String]) -> [String] {
        var dateColumn: Int?
        // One cell per row: the row's pieces between pipes, which of them is the date, its numbers.
        var cellsAt: [(line: Int, components: [String], component: Int, first: Int, second: Int)] = []
        for (index, line) in lines.enumerated() {
            // A photographed table's rows come back with blank lines between some of them.
            if line.allSatisfy(\.isWhitespace) { continue }
            guard line.contains("|") else { dateColumn = nil; continue }
            let components = line.split(separator: "|", omittingEmptySubsequences: false).map(String.init)
            // `cells(of:)` drops the empty ends of a row written between outer pipes.
            let offset = cells(of: line).count < components.count ? 1 : 0
            if filledCells(of: line) >= 3, !line.contains(where: \.isNumber), let column = TableHeader(line).dateColumn {
                dateColumn = column
            } else if let column = dateColumn, let (component, pair) = dottedDay(components, column: column, offset: offset) {
                cellsAt.append((index, components, component, pair.0, pair.1))
            }
        }
        let dayFirst = cellsAt.contains { $0.first > 12 }, monthFirst = cellsAt.contains { $0.second > 12 }
        guard dayFirst != monthFirst else { return lines }
        var named = lines
        for cell in cellsAt {
            let (month, day) = dayFirst ? (cell.second, cell.first) : (cell.first, cell.second)
            guard (1...12).contains(month), (1...31).contains(day) else { continue }
            var components = cell.components
            components[cell.component] = " \(monthAbbreviations[month - 1]) \(day) "
            named[cell.line] = components.joined(separator: "|")
        }
        return named
    }

    /// The cell of `components` in the date column that is a dotted pair, and its numbers; or
    /// else the row's first cell: a photographed row read with its first cell empty ("| 9.14 |
    /// Chapter 5" under "Week | Date | Reading") comes back without that cell ("9.14 | Chapter 5").
    private static func dottedDay(_ components: [String], column: Int, offset: Int) -> (Int, (Int, Int))? {
        for component in [column + offset, offset] where components.indices.contains(component) {
            if let pair = dottedPair(components[component]) { return (component, pair) }
        }
        return nil
    }

    /// "8.27" as (8, 27); nil for anything else ("8.27.", "Chapter 8.2", "8.275").
    private static func dottedPair(_ cell: String) -> (Int, Int)? {
        let parts = cell.trimmingCharacters(in: .whitespaces).split(separator: ".", omittingEmptySubsequences: false)
        guard parts.count == 2, parts.allSatisfy({ (1...2).contains($0.count) }),
              let first = Int(parts[0]), let second = Int(parts[1]), first > 0, second > 0 else { return nil }
        return (first, second)
    }

    static let monthAbbreviations = ["Jan", "Feb", "Mar", "Apr", "May", "Jun", "Jul", "Aug", "Sep", "Oct", "Nov", "Dec"]
}
