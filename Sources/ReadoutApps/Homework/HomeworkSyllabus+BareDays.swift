import Foundation
import ReadoutLanguage

/// A schedule table whose Date column names the month once and then only the day: "1 | Jan 7 |
/// Introduction" over "| 9 | Git, Typescript", a week's second class on the 9th.
extension HomeworkSyllabus {
    /// How far after the row above a bare day may lie: a week's rows, a week skipped.
    static let bareDayReach = 16

    /// `lines` with each such cell written with its month ("| 16 | History |" under "| Jan 14 |"
    /// → "| Jan 16 | History |"), under a table header that names a date column. The month is
    /// the one of the dated row above; a day smaller than that row's is in the next month. A day
    /// more than `bareDayReach` days on, or a table with no dated row above it, is left as it is.
    static func namingBareDays(_ lines: [String], reference: CalendarDay, extractor: DueDateExtractor) -> [String] {
        var dateColumn: Int?
        var above: CalendarDay?
        var named = lines
        for (index, line) in lines.enumerated() {
            if line.allSatisfy(\.isWhitespace) { continue }
            guard line.contains("|") else { (dateColumn, above) = (nil, nil); continue }
            var components = line.split(separator: "|", omittingEmptySubsequences: false).map(String.init)
            let offset = cells(of: line).count < components.count ? 1 : 0
            if filledCells(of: line) >= 3, !line.contains(where: \.isNumber), let column = TableHeader(line).dateColumn {
                (dateColumn, above) = (column, nil)
                continue
            }
            guard let column = dateColumn, components.indices.contains(column + offset) else { continue }
            let cell = components[column + offset].trimmingCharacters(in: .whitespaces)
            if let number = Int(cell), let last = above {
                guard let day = bareDay(number, after: last) else { above = nil; continue }
                components[column + offset] = " \(monthAbbreviations[day.month - 1]) \(day.day) "
                named[index] = components.joined(separator: "|")
                above = day
            } else if let written = extractor.candidates(in: cell, reference: reference).first(where: \.writesItsDay) {
                above = written.day
            }
        }
        return named
    }

    /// The first day numbered `number` after `last`, when it lies within `bareDayReach` days.
    private static func bareDay(_ number: Int, after last: CalendarDay) -> CalendarDay? {
        guard (1...31).contains(number) else { return nil }
        for ahead in 1...bareDayReach {
            let day = last.adding(days: ahead)
            if day.day == number { return day }
        }
        return nil
    }
}
