extension RecognizedText {
    /// The text with a table's cells kept apart: where two words of a line stand further apart
    /// than words do (a column's gutter), ` | ` is written between them, as a typed table row is
    /// ("3 | Sep 15 | Graphs | HW1 due 11:59pm"). Lines and blank lines are those of `text`,
    /// less the lines that join a row read before them (below).
    /// A photographed schedule's rows come back from Tesseract as plain lines, and what says
    /// which column a date stands in (the due one, a topic beside a class's day) is the gap.
    ///
    /// Where the page's rows start their cells at the same few places across (a table's
    /// columns), each row's cells are set in those columns, an empty cell written where the row
    /// has none, as a typed row keeps them: under "Date | Topic | Readings | Due", the row
    /// "1/13 Boolean Search Ch1" (nothing due) is "1/13 | Boolean Search | Ch1", and "1/22
    /// Dictionaries Ch3 A0" is "1/22 | Dictionaries | Ch3 | A0". Trailing empty cells are left
    /// out, as typed rows leave them.
    ///
    /// Tesseract may read a table's columns as blocks of their own ("1/13", "1/15", … then
    /// "Boolean Search", …): lines of different blocks that stand side by side on one row are
    /// one row again, where the first of them was read.
    public var cellText: String {
        let gutter = gutterWidth
        let skew = lineSlope
        let wordHeight = medianWordHeight
        let rows = rowsSideBySide(skew: skew, wordHeight: wordHeight)
        let cellRuns = rows.map { $0?.cellRuns(apartOver: gutter, skew: skew) }
        let columns = TableColumns(rows: cellRuns.compactMap { $0 }, tolerance: Self.columnTolerance * wordHeight)
        let runs = withWrappedCellsJoined(cellRuns, of: rows, in: columns, skew: skew, wordHeight: wordHeight)
        var remaining = Array(zip(lines, runs))[...]
        let written = text.split(separator: "\n", omittingEmptySubsequences: false).compactMap { row in
            guard let (line, runs) = remaining.first, line.text == row else { return String(row) }
            remaining = remaining.dropFirst()
            // A line that joined a row read before it is written there.
            guard let runs else { return nil }
            return columns.cells(of: runs) ?? runs.map(\.text).joined(separator: " | ")
        }
        return Self.withoutBlanksBetweenRows(written).joined(separator: "\n")
    }

    /// `lines` less the blank lines between two rows of cells. Tesseract parts a table into
    /// blocks of a few rows and writes a blank line between them; left there, the syllabus
    /// reader takes the row below it for the first row of a new table, and an undated first row
    /// for that table's header.
    static func withoutBlanksBetweenRows(_ lines: [String]) -> [String] {
        let isRow = { (line: String) in line.contains(" | ") }
        // `kept` ends with the last line written; blank lines wait until the next line says whether they stay.
        var kept: [String] = [], blanks: [String] = []
        for line in lines {
            if line.allSatisfy(\.isWhitespace) { blanks.append(line); continue }
            if !(isRow(line) && kept.last.map(isRow) == true) { kept += blanks }
            blanks = []
            kept.append(line)
        }
        return kept + blanks
    }

    /// Each line, or the row it begins with the lines of other blocks beside it (their words
    /// in order across); nil for a line that joined a row begun before it. Two lines share a
    /// row when their middles, the page's turn taken out, lie within half a word's height and
    /// they do not overlap across.
    private func rowsSideBySide(skew: Double, wordHeight: Double) -> [RecognizedLine?] {
        let tolerance = Self.rowTolerance * wordHeight
        func middle(_ line: RecognizedLine) -> Double { Self.middle(of: line, skew: skew) }
        var rowOf = Array(lines.indices)
        var members: [Int: [Int]] = [:]
        for index in lines.indices.sorted(by: { middle(lines[$0]) < middle(lines[$1]) }) {
            let line = lines[index]
            let row = members.keys.sorted().first { first in
                abs(middle(lines[first]) - middle(line)) < tolerance && members[first]!.allSatisfy { other in
                    lines[other].box.maxX <= line.box.x || line.box.maxX <= lines[other].box.x
                }
            }
            if let row, row < index {
                members[row]!.append(index)
                rowOf[index] = row
            } else if let row {
                // The line was read before the row's first: it begins the row.
                let joined = members.removeValue(forKey: row)! + [index]
                members[index] = joined
                for member in joined { rowOf[member] = index }
            } else {
                members[index] = [index]
            }
        }
        return lines.indices.map { index in
            guard rowOf[index] == index, let row = members[index] else { return nil }
            if row.count == 1 { return lines[index] }
            let parts = row.map { lines[$0] }.sorted { $0.box.x < $1.box.x }
            let words = parts.flatMap(\.words)
            return RecognizedLine(text: parts.map(\.text).joined(separator: " "), confidence: parts.map(\.confidence).min() ?? 0,
                                  box: parts.dropFirst().reduce(parts[0].box) { $0.union($1.box) }, words: words)
        }
    }

    /// `runs` (each row's cells, nil for a line that joined a row) with the lines of a wrapped
    /// cell written in the row they continue. A table's cell too long for its column wraps onto
    /// lines below, which Tesseract reads as lines of their own, often as a block after the
    /// rows ("Aug 26 (Tue) | Systems | HW1 (I) Hello," … then "Overview: | Robot! LaTeX" and
    /// "Hardware, | Download Out"), and the work a row asks for ("Out", "Due") is lost to it.
    /// A line whose cells start after the table's first column belongs to the row whose first
    /// cell stands level with it (a row's cells that Tesseract read as lines apart, "HW1 Due,
    /// HW2" a little above "Sep 2 (Tue)"); else, within `wrapPitch` word heights below the
    /// lowest line of the row above, it continues that row. Its parts are written in that row,
    /// each in its column, after the row's own. A line set further down is a row of its own, as
    /// its empty first cell says in a typed table, and its own wrapped lines continue it.
    private func withWrappedCellsJoined(_ runs: [[CellRun]?], of rows: [RecognizedLine?], in columns: TableColumns,
                                        skew: Double, wordHeight: Double) -> [[CellRun]?] {
        guard columns.starts.count >= 2 else { return runs }
        let lines = rows.indices.compactMap { index -> (index: Int, middle: Double, parts: [CellRun], first: Bool)? in
            guard let line = rows[index], let parts = runs[index], let first = parts.first else { return nil }
            return (index, Self.middle(of: line, skew: skew), parts, columns.column(of: first) == 0)
        }.sorted { $0.middle < $1.middle }
        // Rows that begin in the first column: a date, a week's number.
        let heads = lines.filter { $0.first && $0.parts.count >= 2 }
        let level = Self.rowTolerance * wordHeight, pitch = Self.wrapPitch * wordHeight
        var runs = runs
        var row: Int?
        var lowest = -Double.infinity
        for line in lines {
            if !line.first, let head = heads.first(where: { abs($0.middle - line.middle) <= level }) {
                runs[head.index]! += line.parts
                runs[line.index] = nil
                continue
            }
            if !line.first, let row, line.middle - lowest <= pitch {
                runs[row]! += line.parts
                runs[line.index] = nil
            } else {
                row = line.parts.count >= 2 || !line.first ? line.index : nil
            }
            lowest = line.middle
        }
        return runs
    }

    /// The height of `line`'s middle with the page's turn (`skew`, its lines' slope) taken out:
    /// lines of one row share it wherever they stand across.
    private static func middle(of line: RecognizedLine, skew: Double) -> Double {
        Double(line.box.midY) - skew * Double(line.box.midX)
    }

    /// Past this share of its line's word height, a gap between two words is a gutter: half a
    /// word's height, or wider on a page whose words stand wide apart (`spacesPerGutter` of its
    /// median space). Spaces are the gaps narrower than a word is high: on a schedule of short
    /// cells most gaps are gutters, and the median gap would be one.
    private var gutterWidth: Double {
        let spaces = lines.flatMap { line in
            zip(line.words, line.words.dropFirst()).map { Double($1.box.x - $0.box.maxX) / line.wordHeight }
        }.filter { $0 < 1 }.sorted()
        guard !spaces.isEmpty else { return Self.minimumGutter }
        return max(Self.minimumGutter, Self.spacesPerGutter * spaces[spaces.count / 2])
    }

    /// How far down the page its lines run per pixel across (the median over lines three line
    /// heights long or more): boxes are the photo's, and on a page lying turned a column's left
    /// edge drifts across as it goes down.
    private var lineSlope: Double {
        let slopes = lines.compactMap { line -> Double? in
            guard let first = line.words.first?.box, let last = line.words.last?.box,
                  Double(last.midX - first.midX) > 3 * Double(max(line.box.height, 1)) else { return nil }
            return Double(last.midY - first.midY) / Double(last.midX - first.midX)
        }.sorted()
        return slopes.isEmpty ? 0 : slopes[slopes.count / 2]
    }

    /// Words' boxes, not lines': on a turned page a line's box is as tall as its turn makes it.
    private var medianWordHeight: Double {
        let heights = lines.flatMap(\.words).map { Double($0.box.height) }.sorted()
        return heights.isEmpty ? 1 : heights[heights.count / 2]
    }

    /// A rendered schedule's gutters measured 0.56–10 line heights, its spaces 0.05–0.36 (stop 71,
    /// lines' heights; words' are a little smaller).
    static let minimumGutter = 0.5
    static let spacesPerGutter = 2.5
    /// Lines of one row have their middles within this many word heights of each other.
    static let rowTolerance = 0.5
    /// Cells of one column start within this many word heights of each other.
    static let columnTolerance = 0.8
    /// A wrapped cell's next line stands this many word heights below its last, at most:
    /// rendered schedules set a cell's lines 1.35–1.55 word heights apart and rows 1.7–1.9.
    static let wrapPitch = 1.65
}

/// Words of a line between two gutters, and where they start across the page (the page's
/// turn taken out).
struct CellRun: Equatable {
    var text: String
    var start: Double
}

extension RecognizedLine {
    /// The median height of its words' boxes, gaps' measure: the line's own box is taller by
    /// as much as the page's turn lifts its far end (19 px across a 1,100 px line turned 1°).
    var wordHeight: Double {
        let heights = words.map(\.box.height).sorted()
        return Double(max(heights.isEmpty ? box.height : heights[heights.count / 2], 1))
    }

    /// The words joined by single spaces, in runs parted by gaps wider than `gutter` word
    /// heights; `skew` is the page's lines' slope (`RecognizedText.lineSlope`).
    func cellRuns(apartOver gutter: Double, skew: Double) -> [CellRun] {
        var runs: [CellRun] = []
        var startsARun = true
        for (index, word) in words.enumerated() {
            // A drawn rule read as "|" parts the cells itself.
            if word.text == "|" {
                startsARun = true
                continue
            }
            if index > 0, Double(word.box.x - words[index - 1].box.maxX) / wordHeight > gutter { startsARun = true }
            if startsARun {
                runs.append(CellRun(text: word.text, start: Double(word.box.x) + skew * Double(word.box.midY)))
            } else {
                runs[runs.count - 1].text += " " + word.text
            }
            startsARun = false
        }
        return runs.isEmpty ? [CellRun(text: text, start: Double(box.x))] : runs
    }
}

/// Where a page's table columns start: the places across at which cells of at least
/// `minimumRows` rows begin.
struct TableColumns {
    static let minimumRows = 3
    let starts: [Double]
    let tolerance: Double

    init(rows: [[CellRun]], tolerance: Double) {
        self.tolerance = tolerance
        // Only rows of two cells or more say where columns are; prose lines start at the margin.
        let starts = rows.enumerated().filter { $0.element.count >= 2 }
            .flatMap { row in row.element.map { (start: $0.start, row: row.offset) } }
            .sorted { $0.start < $1.start }
        var columns: [Double] = []
        var group: [(start: Double, row: Int)] = []
        func close() {
            if Set(group.map(\.row)).count >= Self.minimumRows, let first = group.first { columns.append(first.start) }
            group = []
        }
        for start in starts {
            if let last = group.last, start.start - last.start > tolerance { close() }
            group.append(start)
        }
        close()
        self.starts = columns
    }

    /// The column a cell stands in: the last one starting at or before it, so that a cell set
    /// right or centred in its column stays in it.
    func column(of run: CellRun) -> Int {
        starts.lastIndex { $0 <= run.start + tolerance } ?? 0
    }

    /// The row's cells set in the columns, ` | ` between them and an empty cell where the row
    /// has none; nil when the page has no columns or the row fills fewer than two.
    func cells(of runs: [CellRun]) -> String? {
        guard starts.count >= 2, runs.count >= 2 else { return nil }
        var cells: [[String]] = []
        for run in runs {
            let column = column(of: run)
            while cells.count <= column { cells.append([]) }
            cells[column].append(run.text)
        }
        guard cells.filter({ !$0.isEmpty }).count >= 2 else { return nil }
        return cells.map { $0.joined(separator: " ") }.joined(separator: " | ")
    }
}
