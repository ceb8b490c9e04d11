import CTesseract
import Foundation
import ReadoutImage
import Testing
@testable import ReadoutRecognition

/// The checks `.accurate` uses to decide that a reading lost text to its layout or its geometry:
/// rows split into a wide and a narrow column, lines run across a gutter, and the gray page that
/// Tesseract thresholds itself.
@Suite struct LayoutRecoveryTests {
    /// A line of `words` words spread evenly over `x..<x+width`, at row `y`, 30 px high.
    static func line(_ words: Int, x: Int, y: Int, width: Int) -> TesseractLine {
        let step = width / words
        let items = (0..<words).map { index in
            TesseractWord(text: "word", confidence: 0.9, box: BoundingBox(x: x + index * step, y: y, width: step - 10, height: 30))
        }
        return TesseractLine(confidence: 0.9, box: BoundingBox(x: x, y: y, width: width, height: 30), words: items, startsBlock: false)
    }

    /// A row read straight across two columns: `left` and `right` words either side of a gap.
    static func joinedRow(_ left: String, _ right: String, y: Int, tilt: Int = 0) -> TesseractLine {
        let words = left.split(separator: " ").enumerated().map { index, text in
            TesseractWord(text: String(text), confidence: 0.9, box: BoundingBox(x: 40 + 60 * index, y: y, width: 50, height: 30))
        } + right.split(separator: " ").enumerated().map { index, text in
            TesseractWord(text: String(text), confidence: 0.9, box: BoundingBox(x: 600 + 60 * index, y: y + tilt, width: 50, height: 30))
        }
        let box = words.dropFirst().reduce(words[0].box) { $0.union($1.box) }
        return TesseractLine(confidence: 0.9, box: box, words: words, startsBlock: false)
    }

    @Test func twoColumnsReadAsOneAreSplitAtTheGutterAndReadColumnByColumn() throws {
        // The first three joined rows are tilted by three words' height: their boxes are tall,
        // their words are not. The columns run down nine rows (`minimumGutterRun`).
        let title = Self.line(3, x: 40, y: 0, width: 300)
        let rows = [Self.joinedRow("a1 a2 a3 a4", "b1 b2 b3", y: 50, tilt: 100),
                    Self.joinedRow("a5 a6 a7", "b4 b5 b6 b7", y: 90, tilt: 100),
                    Self.joinedRow("a8 a9 a10", "b8 b9 b10", y: 130, tilt: 100)]
            + (0..<6).map { Self.joinedRow("c\($0) cc cc", "d\($0) dd dd", y: 270 + 40 * $0) }
        let leftOnly = Self.joinedRow("a11 a12", "", y: 510)
        let footer = Self.line(12, x: 40, y: 600, width: 1000)
        let split = try #require(ColumnSplitter.split([title] + rows + [leftOnly, footer]))
        let text = split.map { $0.words.map(\.text).joined(separator: " ") }
        let left = ["a1 a2 a3 a4", "a5 a6 a7", "a8 a9 a10"] + (0..<6).map { "c\($0) cc cc" } + ["a11 a12"]
        let right = ["b1 b2 b3", "b4 b5 b6 b7", "b8 b9 b10"] + (0..<6).map { "d\($0) dd dd" }
        #expect(text == ["word word word"] + left + right + [Array(repeating: "word", count: 12).joined(separator: " ")])
        #expect(split[11].startsBlock && split[20].startsBlock && !split[12].startsBlock)
        #expect(split[11].box.x == 600 && split[1].box.maxX == 40 + 60 * 3 + 50)
    }

    @Test func aReceiptsWideGapsAndTwoJoinedRowsStayAsRead() {
        // A label and its price: one word on one side.
        let receipt = (0..<6).map { Self.joinedRow("Green tea large", "4.50", y: 40 * $0) }
        #expect(ColumnSplitter.split(receipt) == nil)
        // Specks beside the price (a line printed down the margin, read as ° é : ~~) are no
        // words: dev 031's rows "1 Grande Meal 9.30 ° é" made its prices a column of their own.
        let specked = ["9.90 ° é", "0.00 Ks :", "10.00 a :", "11 97 J :", "0.00 ~~ ."].enumerated().map {
            Self.joinedRow("1 Grande Meal", $1, y: 40 * $0)
        }
        #expect(ColumnSplitter.split(specked) == nil)
        // Two rows of prose across a gap are too few to call it two columns.
        let two = (0..<2).map { Self.joinedRow("a b c", "d e f", y: 40 * $0) } + [Self.line(8, x: 40, y: 100, width: 900)]
        #expect(ColumnSplitter.split(two) == nil)
    }

    /// The words of each line, joined.
    static func texts(_ lines: [TesseractLine]) -> [String] {
        lines.map { $0.words.map(\.text).joined(separator: " ") }
    }

    /// A line of `words` words named `name`, spread over `x..<x+width` at row `y`.
    static func named(_ name: String, words: Int = 6, x: Int, y: Int, width: Int = 480) -> TesseractLine {
        var line = Self.line(words, x: x, y: y, width: width)
        line.words[0].text = name
        return line
    }

    @Test func columnsCutIntoBlocksTakenTopDownAreReadColumnByColumn() throws {
        // A turned page: the right column sits half a line higher, and Tesseract took two rows
        // of each column at a time ("…animals, one / during all ages… / of the first points…").
        let title = Self.named("title", words: 4, x: 40, y: 0, width: 400)
        let left = (0..<9).map { Self.named("L\($0)", x: 40, y: 60 + 36 * $0) }
        let right = (0..<9).map { Self.named("R\($0)", x: 600, y: 42 + 36 * $0) }
        let asRead = [title] + left[0...1] + right[0...1] + left[2...] + right[2...]
        let ordered = try #require(ColumnSplitter.split(asRead))
        #expect(Self.texts(ordered).map { String($0.prefix(2)) } == ["ti"] + (0..<9).map { "L\($0)" } + (0..<9).map { "R\($0)" })
        #expect(ordered[10].startsBlock && !ordered[11].startsBlock && !ordered[2].startsBlock)
    }

    @Test func aRowStillReadAcrossTheGutterOfFoundColumnsIsCutThere() throws {
        let left = (0..<9).map { Self.named("L\($0)", x: 40, y: 40 * $0) }
        let right = (0..<8).map { Self.named("R\($0)", x: 600, y: 40 * $0) }
        // The last row: the left column's last line and the right column's, read as one.
        var joined = Self.named("L9", x: 40, y: 360)
        joined.words += Self.named("R8", words: 3, x: 600, y: 360, width: 240).words
        joined.box = joined.box.union(BoundingBox(x: 600, y: 360, width: 240, height: 30))
        let ordered = try #require(ColumnSplitter.split(left + right + [joined]))
        #expect(Self.texts(ordered).map { String($0.prefix(2)) } == (0..<10).map { "L\($0)" } + (0..<9).map { "R\($0)" })
        #expect(ordered[9].box.maxX < 600 && ordered[18].box.x == 600)
    }

    @Test func threeLeaningColumnsWithNarrowGuttersAreReadColumnByColumn() throws {
        // A magazine page still leaning once flattened: each column moves right 0.1 px per px
        // down, so a column's last lines reach under the next column's first; its gutters are
        // 40 px, barely wider than a word is tall. An author's note stands in the margin.
        func row(_ name: String, column: Int, row: Int) -> TesseractLine {
            let y = 40 * row
            return Self.named(name, x: 300 + 560 * column + y / 10, y: y, width: 520)
        }
        let note = (0..<3).map { Self.named("N\($0)", words: 3, x: 20, y: 40 * $0, width: 240) }
        let columns = (0..<3).map { column in (0..<12).map { row(["L", "M", "R"][column] + "\($0)", column: column, row: $0) } }
        // Tesseract took the rows in blocks, top-down, and read two rows straight across the
        // second gutter.
        var joined = [columns[1][6], columns[1][7]]
        for index in joined.indices {
            joined[index].words += columns[2][6 + index].words
            joined[index].box = joined[index].box.union(columns[2][6 + index].box)
        }
        let top: [TesseractLine] = [note[0]] + columns[0][..<6] + [note[1], note[2]] + columns[1][..<6] + columns[2][..<6]
        let bottom: [TesseractLine] = Array(columns[0][6...]) + joined + columns[1][8...] + columns[2][8...]
        let asRead = top + bottom
        let ordered = try #require(ColumnSplitter.split(asRead))
        #expect(ColumnSplitter.gutters(of: asRead).count == 2)
        let expected = ["N0", "N1", "N2"] + ["L", "M", "R"].flatMap { column in (0..<12).map { "\(column)\($0)" } }
        #expect(Self.texts(ordered).map { String($0.prefix(while: { $0 != " " })) } == expected)
    }

    @Test func aTableInsideAColumnKeepsItsRowsAndAColumnsShortLastLineStaysInIt() throws {
        // The left column ends in a one-word line; the right column holds a price list whose
        // prices Tesseract read as a block of their own, after everything else.
        let left = (0..<12).map { Self.named("L\($0)", x: 40, y: 40 * $0) } + [Self.named("end.", words: 1, x: 40, y: 480, width: 60)]
        let right = (0..<9).map { Self.named("R\($0)", x: 600, y: 40 * $0) }
        let items = (0..<3).map { Self.named("item\($0)", words: 3, x: 600, y: 360 + 40 * $0, width: 300) }
        let prices = (0..<3).map { Self.named("\($0).50", words: 1, x: 1000, y: 362 + 40 * $0, width: 80) }
        let ordered = try #require(ColumnSplitter.split(left + right + items + prices))
        let leftColumn = (0..<12).map { "L\($0) word word word word word" } + ["end."]
        let rightColumn = (0..<9).map { "R\($0) word word word word word" } + (0..<3).map { "item\($0) word word \($0).50" }
        #expect(Self.texts(ordered) == leftColumn + rightColumn)
    }

    @Test func aGutterThatLinesRunAcrossIsNone() {
        // Three rows of a page hold two short paragraphs side by side; the lines between them run
        // across the whole page, so there are no columns to cut them into.
        let rows = (0..<11).map { row in
            row % 4 == 2 ? [Self.named("a\(row)", words: 4, x: 40, y: 40 * row), Self.named("b\(row)", words: 4, x: 600, y: 40 * row)]
                : [Self.named("w\(row)", words: 10, x: 40, y: 40 * row, width: 1040)]
        }
        #expect(ColumnSplitter.gutters(of: rows.flatMap { $0 }).isEmpty)
    }

    @Test func rowsSideBySideOverAFewLinesAreNoGutter() {
        // A column's lines broken at a fold, or equations set side by side: prose pairs over
        // five rows (160 px, under eight line heights of 30) make no gutter; over nine rows they do.
        func pairs(_ rows: Int) -> [TesseractLine] {
            (0..<rows).flatMap { [Self.named("a\($0)", x: 40, y: 40 * $0), Self.named("b\($0)", x: 600, y: 40 * $0)] }
        }
        #expect(ColumnSplitter.gutters(of: pairs(5)).isEmpty)
        #expect(ColumnSplitter.gutters(of: pairs(9)).count == 1)
    }

    @Test func aLineReadAcrossAGutterThatTiesTheColumnsIntoACycleIsTakenAsItsMainColumns() {
        // Dev 029's pattern: a row of a wavy page read across the gutter (W, mostly right of
        // it) must follow the right column's line above it (A) and precede the left column's
        // lines below it (B, C), while the left column comes before the right one.
        let gutter = ColumnGutter(x: 500, slope: 0)
        let a = Self.named("A", x: 520, y: 100, width: 380)
        let w = Self.named("W", x: 300, y: 140, width: 450)
        let b = Self.named("B", x: 100, y: 180, width: 380)
        let c = Self.named("C", words: 2, x: 150, y: 220, width: 100)
        let ordered = ReadingOrder.sorted([a, w, b, c], gutters: [gutter])
        #expect(ordered.map { String(Self.texts([$0])[0].prefix(1)) } == ["B", "C", "A", "W"])
        // By the lines' x-ranges alone the rules contradict each other: the engine's order stays.
        #expect(ReadingOrder.sorted([a, w, b, c]).map { String(Self.texts([$0])[0].prefix(1)) } == ["A", "W", "B", "C"])
    }

    @Test func aRowBrokenAtABlotAndGivenRightPartFirstReadsLeftPartFirst() {
        // A rendered letter whose lines break at a blot: Tesseract gave two rows' right parts
        // first, each lifted 12 px (of 30) by the curl; the line below stays where it is.
        let right = Self.named("R1", words: 5, x: 846, y: 650, width: 425)
        let left = Self.named("L1", words: 5, x: 417, y: 662, width: 428)
        let nextRight = Self.named("R2", words: 6, x: 658, y: 707, width: 611)
        let nextLeft = Self.named("L2", words: 3, x: 421, y: 719, width: 235)
        let below = Self.named("B", words: 6, x: 417, y: 800, width: 800)
        let ordered = RowJoiner.leftPartsFirst([right, left, nextRight, nextLeft, below])
        #expect(Self.texts(ordered).map { String($0.prefix(2)) } == ["L1", "R1", "L2", "R2", "B "])
        // Two columns read one after the other keep their order: the second starts up and right.
        let columns = (0..<3).map { Self.named("a\($0)", x: 40, y: 40 * $0) } + (0..<3).map { Self.named("b\($0)", x: 600, y: 40 * $0) }
        #expect(RowJoiner.leftPartsFirst(columns).map(\.box) == columns.map(\.box))
    }

    @Test func aHeadingAcrossThePageEndsTheColumnsAboveIt() throws {
        let first = (0..<3).flatMap { [Self.named("a\($0)", x: 40, y: 40 * $0), Self.named("b\($0)", x: 600, y: 40 * $0)] }
        let heading = Self.named("heading", words: 10, x: 40, y: 140, width: 1040)
        let second = (0..<3).flatMap { [Self.named("c\($0)", x: 40, y: 200 + 40 * $0), Self.named("d\($0)", x: 600, y: 200 + 40 * $0)] }
        let ordered = try #require(ColumnSplitter.split(first + [heading] + second))
        #expect(Self.texts(ordered).map { String($0.prefix(2)) }
            == ["a0", "a1", "a2", "b0", "b1", "b2", "he", "c0", "c1", "c2", "d0", "d1", "d2"])
        #expect(ordered[6].startsBlock, "the heading runs past the column above it")
    }

    @Test func aReceiptsPricesReadAsABlockOfTheirOwnJoinTheirRows() {
        // Labels, then the prices Tesseract found as a column of their own and read after them.
        let labels = (0..<6).map { Self.named("item\($0)", words: 3, x: 40, y: 40 * $0, width: 300) }
        let prices = (0..<6).map { Self.named("\($0).50", words: 1, x: 600, y: 40 * $0 + 4, width: 80) }
        var total = Self.named("TOTAL", words: 1, x: 40, y: 280, width: 90)
        total.startsBlock = true
        let lines = labels + [total] + prices + [Self.named("15.00", words: 1, x: 600, y: 282, width: 80)]
        #expect(ColumnSplitter.split(lines) == nil, "no columns of prose")
        let rows = RowJoiner.joined(lines)
        #expect(Self.texts(rows) == (0..<6).map { "item\($0) word word \($0).50" } + ["TOTAL 15.00"])
        #expect(rows[6].startsBlock && !rows[1].startsBlock)
        // A list's numbers read as one tall line are not one row with each item.
        let list = [Self.line(3, x: 20, y: 0, width: 40).with(height: 320)] + (0..<8).map { Self.line(5, x: 70, y: 40 * $0, width: 500) }
        #expect(RowJoiner.joined(list).count == 9)
        // Lines one above another stay apart.
        let prose = (0..<4).map { Self.line(8, x: 40, y: 40 * $0, width: 900) }
        #expect(RowJoiner.joined(prose).count == 4)
    }

    @Test func linesRunningDownATurnedPageKeepTesseractsOrder() {
        // A page turned a quarter and handed over as it is (`.fast`): each line is a tall box,
        // the lines stand side by side, read from the right.
        let turned = (0..<6).reversed().map { column in
            let words = (0..<6).map { index in
                TesseractWord(text: "w\(column)", confidence: 0.9, box: BoundingBox(x: 40 * column, y: 80 * index, width: 30, height: 70))
            }
            return TesseractLine(confidence: 0.9, box: BoundingBox(x: 40 * column, y: 0, width: 30, height: 470), words: words, startsBlock: false)
        }
        #expect(TextRecognizer.inReadingOrder(turned).map(\.box) == turned.map(\.box))
    }

    @Test func aReceiptsPricesAreNarrowBlocksAndTwoColumnsOfProseAreNot() {
        // Labels at the left, prices in their own column far to the right, row by row.
        let receipt = (0..<6).flatMap { row in
            [Self.line(1, x: 40, y: 40 * row, width: 120), Self.line(1, x: 600, y: 40 * row, width: 80)]
        }
        let sides = PageReader.sideBySide(receipt)
        #expect(sides.pairs == 6 && sides.narrow == 6 && sides.prose == 0, "\(sides)")
        // A list: a tall column of numbers Tesseract read as one line beside eight items.
        let list = [Self.line(3, x: 20, y: 0, width: 40).with(height: 320)] + (0..<8).map { Self.line(5, x: 70, y: 40 * $0, width: 500) }
        let listSides = PageReader.sideBySide(list)
        #expect(listSides.narrow == 8 && listSides.prose == 0, "\(listSides)")
        // Two columns of prose: wide on both sides.
        let columns = (0..<6).flatMap { row in
            [Self.line(7, x: 40, y: 40 * row, width: 500), Self.line(6, x: 600, y: 40 * row, width: 480)]
        }
        let columnSides = PageReader.sideBySide(columns)
        #expect(columnSides.prose == 6 && columnSides.narrow == 0, "\(columnSides)")
        // One column: nothing side by side.
        #expect(PageReader.sideBySide((0..<6).map { Self.line(7, x: 40, y: 40 * $0, width: 900) }).pairs == 0)
    }

    @Test func aLineRunAcrossAGutterIsSeen() {
        var joined = Self.line(4, x: 40, y: 0, width: 400)
        joined.words += Self.line(4, x: 600, y: 0, width: 400).words
        #expect(PageReader.linesAcrossGutters([joined, Self.line(8, x: 40, y: 40, width: 960)]) == 1)
    }

    @Test func readingAsPhotographedMustReadMoreWithoutJoiningColumns() {
        func reading(_ lines: [TesseractLine]) -> PageReader.Reading {
            PageReader.Reading(lines: lines, page: PreparedPage(pix: try! PixOperations.gray(Image(width: 4, height: 4, format: .gray, filledWith: 255)),
                                                                  mapping: CoordinateMapping()))
        }
        let columns = reading((0..<6).flatMap { row in
            [Self.line(7, x: 40, y: 40 * row, width: 500), Self.line(6, x: 700, y: 40 * row, width: 480)]
        })
        // The same words and one more, each row run across the gutter as one line: more is not better here.
        var joinedRows = (0..<6).map { Self.line(7, x: 40, y: 40 * $0, width: 500) }
        for row in joinedRows.indices { joinedRows[row].words += Self.line(7, x: 700, y: 40 * row, width: 480).words }
        #expect(!TextRecognizer.readsMore(reading(joinedRows), than: columns))
        // One column read whole against the same column cut at a shadow's edge.
        let whole = reading((0..<8).map { Self.line(8, x: 40, y: 40 * $0, width: 900) })
        let cut = reading((0..<8).map { Self.line(5, x: 40, y: 40 * $0, width: 560) })
        #expect(TextRecognizer.readsMore(whole, than: cut))
        #expect(!TextRecognizer.readsMore(cut, than: whole))
        // Rows across a gutter still win when the other reading is unsure nonsense: twice the
        // characters at a clearly higher confidence (a cookbook page flattened askew, 0.529 → 0.287).
        var unsure = columns
        unsure.lines = unsure.lines.enumerated().filter { $0.offset.isMultiple(of: 2) }.map { index, line in
            var line = line
            line.words = line.words.map { word in
                var word = word
                word.confidence = 0.7
                return word
            }
            return line
        }
        #expect(TextRecognizer.readsMore(reading(joinedRows), than: unsure))
    }

    @Test func aNormalisedPagesPaperBecomesWhite() throws {
        // Paper at 200 (where background normalisation puts it), ink at 60.
        var pixels = [UInt8](repeating: 200, count: 100 * 20)
        for index in 0..<100 { pixels[10 * 100 + index] = 60 }
        let whitened = try PixOperations.whitenedBackground(try PixOperations.gray(Image(width: 100, height: 20, format: .gray, pixels: pixels)))
        #expect(JunkAndLayoutTests.gray(whitened, 5, 5) == 255)
        #expect(abs(JunkAndLayoutTests.gray(whitened, 5, 10) - 77) <= 1, "ink stays dark, stretched by 255/200")
    }

    /// A large page's densest window, read in two binarisations, chooses for the whole page
    /// when it tells clearly: dev 023's window read at 0.23 in Sauvola and 0.73 in gray, and the
    /// page reads in gray only. Dev 025's read at 0.905 and 0.877, too close to choose: the page
    /// is read in Sauvola first. A window read with hardly any confidence either way tells
    /// nothing, and one surer of fewer words is not the better.
    @Test func aWindowChoosesTheBinarisationWhenItTellsClearlyAndLeansWhenClose() {
        func window(confidence: Double, words: Int) -> [TesseractLine] {
            (0..<words).map { index in
                let box = BoundingBox(x: 0, y: 40 * index, width: 200, height: 30)
                return TesseractLine(confidence: confidence, box: box,
                                     words: [TesseractWord(text: "letters", confidence: confidence, box: box)], startsBlock: false)
            }
        }
        #expect(PageReader.windowVerdict(window(confidence: 0.23, words: 30), window(confidence: 0.73, words: 40))
            == .clearly(variantReadsBetter: true))
        #expect(PageReader.windowVerdict(window(confidence: 0.9, words: 40), window(confidence: 0.6, words: 40))
            == .clearly(variantReadsBetter: false))
        #expect(PageReader.windowVerdict(window(confidence: 0.905, words: 50), window(confidence: 0.877, words: 48))
            == .leans(towardsVariant: false))
        #expect(PageReader.windowVerdict(window(confidence: 0.3, words: 20), window(confidence: 0.55, words: 20)) == .cannotTell)
        #expect(PageReader.windowVerdict(window(confidence: 0.8, words: 40), window(confidence: 0.9, words: 10))
            == .clearly(variantReadsBetter: false))
    }
}

extension TesseractLine {
    func with(height: Int) -> TesseractLine {
        var line = self
        line.box.height = height
        return line
    }
}
