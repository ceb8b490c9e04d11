import Testing
@testable import ReadoutRecognition

/// A photographed table's rows keep their cells apart by the gaps between their words.
@Suite("Cells of recognised lines")
struct CellTextTests {
    /// A line of words at the given left edges and widths, 20 px high.
    static func line(_ words: [(String, Int, Int)], y: Int) -> RecognizedLine {
        let recognized = words.map { RecognizedWord(text: $0.0, confidence: 0.9, box: BoundingBox(x: $0.1, y: y, width: $0.2, height: 20)) }
        let box = recognized.dropFirst().reduce(recognized[0].box) { $0.union($1.box) }
        return RecognizedLine(text: words.map(\.0).joined(separator: " "), confidence: 0.9, box: box, words: recognized)
    }

    @Test func aGutterBetweenWordsSeparatesCellsAndASpaceDoesNot() {
        // Spaces of 5 px (a quarter of the line), gutters of 18 px and more.
        let row = Self.line([("3", 0, 10), ("Sep", 40, 30), ("15", 75, 20), ("Graphs", 113, 60), ("HW1", 300, 40),
                             ("due", 345, 30), ("11:59pm", 380, 70)], y: 0)
        let prose = Self.line([("All", 0, 30), ("homework", 36, 80), ("is", 122, 15), ("submitted.", 143, 90)], y: 40)
        let text = RecognizedText(text: row.text + "\n\n" + prose.text, lines: [row, prose])
        #expect(text.cellText == "3 | Sep 15 | Graphs | HW1 due 11:59pm\n\nAll homework is submitted.")
    }

    /// Tesseract parts a table into blocks with a blank line between them; between two rows
    /// of cells the blank goes (else the rows below read as a table of their own, headed by
    /// their first row), and a blank between a row and prose stays.
    @Test func aBlankLineBetweenTwoRowsOfCellsGoes() {
        let header = Self.line([("module", 0, 60), ("deadline", 200, 80)], y: 0)
        let row = Self.line([("Module", 0, 60), ("0", 65, 10), ("Aug", 200, 35), ("31", 240, 20)], y: 40)
        let prose = Self.line([("All", 0, 30), ("work", 36, 40), ("is", 82, 15), ("handed", 103, 60), ("in.", 169, 25)], y: 80)
        let text = RecognizedText(text: [header.text, "", row.text, "", prose.text].joined(separator: "\n"), lines: [header, row, prose])
        #expect(text.cellText == "module | deadline\nModule 0 | Aug 31\n\nAll work is handed in.")
    }

    /// A schedule's rows as they lie on a page turned by `turn` radians: each word's left edge
    /// and line moved as the turn moves them.
    static func table(_ rows: [[(String, Int)]], turn: Double) -> RecognizedText {
        let lines = rows.enumerated().map { index, cells in
            let y = 100 * index
            let words = cells.flatMap { cell, x in
                cell.split(separator: " ").enumerated().map { (String($1), x + 50 * $0) }
            }
            return line(words.map { word, x in (word, x - Int(turn * Double(y)), 40) }, y: y)
                .turned(by: turn)
        }
        return RecognizedText(text: lines.map(\.text).joined(separator: "\n"), lines: lines)
    }

    @Test func aTablesRowsKeepTheirEmptyCellsUnderTheHeader() {
        let rows: [[(String, Int)]] = [
            [("Date", 0), ("Topic", 200), ("Readings", 600), ("Due", 800)],
            [("1/13", 0), ("Boolean search over inverted files", 200), ("Ch1", 600)],
            [("1/22", 0), ("Dictionaries and tolerant retrieval", 200), ("Ch3", 600), ("A0", 800)],
            [("1/27", 0), ("Scalable indexing of large collections", 200), ("A1", 800)],
            [("Ch2 and Ch4", 600)],
        ]
        let expected = "Date | Topic | Readings | Due\n1/13 | Boolean search over inverted files | Ch1\n"
            + "1/22 | Dictionaries and tolerant retrieval | Ch3 | A0\n1/27 | Scalable indexing of large collections |  | A1\n"
            + "Ch2 and Ch4"
        #expect(Self.table(rows, turn: 0).cellText == expected)
        // Turned by 17°, a column's left edge drifts 30 px across from one row to the next (more
        // than a column's cells may stray): the turn is taken out.
        #expect(Self.table(rows, turn: 0.3).cellText == expected)
    }

    @Test func aTablesColumnsReadAsBlocksOfTheirOwnAreRowsAgain() {
        // Tesseract read the dates first, then the topics beside them.
        let lines = [Self.line([("1/13", 0, 40)], y: 0), Self.line([("1/22", 0, 40)], y: 40),
                     Self.line([("Boolean", 200, 40), ("search", 250, 40), ("over", 300, 40), ("files", 350, 40)], y: 2),
                     Self.line([("Dictionaries", 200, 40), ("and", 250, 40), ("their", 300, 40), ("retrieval", 350, 40)], y: 41)]
        let text = RecognizedText(text: "1/13\n1/22\n\nBoolean search over files\nDictionaries and their retrieval", lines: lines)
        #expect(text.cellText == "1/13 | Boolean search over files\n1/22 | Dictionaries and their retrieval\n")
    }

    @Test func aWrappedCellsLinesAreWrittenInTheRowTheyContinue() {
        // Words 40 px wide, 5 px apart, 20 px high; a cell's lines 28 px apart, rows 42 or more.
        func cells(_ cells: [(String, Int)], y: Int) -> RecognizedLine {
            Self.line(cells.flatMap { cell, x in cell.split(separator: " ").enumerated().map { (String($1), x + 45 * $0, 40) } }, y: y)
        }
        let header = cells([("Date", 0), ("Topic", 200), ("Assignments", 500), ("Resources", 800)], y: 0)
        let first = cells([("Sep 2", 0), ("Sensors", 200), ("HW1 (I)", 500), ("Setup", 800)], y: 40)
        let firstWrapped = cells([("in robotics", 200), ("Out", 500)], y: 68)
        // The second row's assignment stands a little higher than its date, and its line runs
        // across that cell, so Tesseract read them as lines apart.
        let secondsAssignment = cells([("HW1 Due, HW2", 500)], y: 106)
        let second = cells([("Sep 4", 0), ("Fusion", 200), ("Notes", 800)], y: 110)
        let secondWrapped = cells([("Out", 500)], y: 138)
        // A row of its own under the same date: set a row's pitch below, not a wrapped line's.
        let own = cells([("Quiz 1", 200)], y: 180)
        // Tesseract read each row's first line, then the wrapped lines as a block of their own.
        let lines = [header, first, second, own, firstWrapped, secondsAssignment, secondWrapped]
        let text = RecognizedText(text: lines.map(\.text).joined(separator: "\n"), lines: lines)
        #expect(text.cellText == "Date | Topic | Assignments | Resources\nSep 2 | Sensors in robotics | HW1 (I) Out | Setup\n"
            + "Sep 4 | Fusion | HW1 Due, HW2 Out | Notes\nQuiz 1")
    }

    @Test func aRuleReadAsAPipeIsNotDoubled() {
        let row = Self.line([("Lab", 0, 30), ("3", 35, 10), ("|", 80, 4), ("Oct", 120, 30), ("2", 155, 10)], y: 0)
        #expect(RecognizedText(text: row.text, lines: [row]).cellText == "Lab 3 | Oct 2")
    }

    @Test func widelySpacedWordsNeedAWiderGutter() {
        // Every space is 10 px (half the line): only the 40 px gap is a gutter.
        let row = Self.line([("Essay", 0, 50), ("one", 60, 30), ("due", 100, 30), ("Friday", 170, 60)], y: 0)
        #expect(RecognizedText(text: row.text, lines: [row]).cellText == "Essay one due | Friday")
    }
}

private extension RecognizedLine {
    /// The line with each word's box moved down as a turn by `turn` radians moves it (its left edge
    /// was moved across by the caller).
    func turned(by turn: Double) -> RecognizedLine {
        let moved = words.map { word in
            var box = word.box
            box.y += Int(turn * Double(box.x))
            return RecognizedWord(text: word.text, confidence: word.confidence, box: box)
        }
        let box = moved.dropFirst().reduce(moved[0].box) { $0.union($1.box) }
        return RecognizedLine(text: text, confidence: confidence, box: box, words: moved)
    }
}
