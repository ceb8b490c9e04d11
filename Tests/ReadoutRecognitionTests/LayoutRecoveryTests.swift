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
    }

    @Test func aNormalisedPagesPaperBecomesWhite() throws {
        // Paper at 200 (where background normalisation puts it), ink at 60.
        var pixels = [UInt8](repeating: 200, count: 100 * 20)
        for index in 0..<100 { pixels[10 * 100 + index] = 60 }
        let whitened = try PixOperations.whitenedBackground(try PixOperations.gray(Image(width: 100, height: 20, format: .gray, pixels: pixels)))
        #expect(JunkAndLayoutTests.gray(whitened, 5, 5) == 255)
        #expect(abs(JunkAndLayoutTests.gray(whitened, 5, 10) - 77) <= 1, "ink stays dark, stretched by 255/200")
    }
}

extension TesseractLine {
    func with(height: Int) -> TesseractLine {
        var line = self
        line.box.height = height
        return line
    }
}
