import Foundation
import ReadoutImage
import Testing
@testable import ReadoutRecognition

/// Which marks stand in rows as letters do, and the scale a page of letters among specks gets.
@Suite struct LetterRowsTests {
    /// A word's letters on one baseline (an ascender taller than the rest, a letter's top level
    /// with its neighbour's), and scattered specks none of which has a like neighbour beside it.
    @Test func lettersOnABaselineStandInARowAndScatteredSpecksDoNot() {
        // "lo go": x-height letters 20 px tall on the baseline y = 120, 'l' 28 px tall.
        let word = [
            BoundingBox(x: 100, y: 92, width: 6, height: 28),
            BoundingBox(x: 110, y: 100, width: 16, height: 20),
            BoundingBox(x: 140, y: 100, width: 16, height: 20),
            BoundingBox(x: 160, y: 100, width: 16, height: 20),
        ]
        let specks = [
            BoundingBox(x: 400, y: 400, width: 6, height: 6),
            BoundingBox(x: 409, y: 420, width: 6, height: 6),   // beside, but a line lower
            BoundingBox(x: 430, y: 400, width: 6, height: 6),   // level, but too far away
            BoundingBox(x: 500, y: 500, width: 6, height: 12),  // near, but twice as tall
            BoundingBox(x: 503, y: 506, width: 6, height: 6),   // overlapping, not beside
        ]
        let inRows = Set(LetterRows.standingInRows(word + specks))
        #expect(inRows == Set(word.dropFirst()), "the x-height letters, not the 'l' nor a speck: \(inRows)")
    }

    /// A letter beside one whose top is level with its own (a capital beside a capital, or a
    /// page whose lines run down, transposed so that its rows run along x, baseline on top).
    @Test func aTopLineLevelMakesARowToo() {
        let pair = [BoundingBox(x: 0, y: 50, width: 14, height: 22), BoundingBox(x: 18, y: 50, width: 14, height: 18)]
        #expect(LetterRows.standingInRows(pair).count == 2)
    }

    /// Dev photo 012: a book page with a pepper-noise figure, its marks mostly the figure's
    /// specks (median 10 px), its letters 26 px tall, which Tesseract reads as they are. The
    /// median had scaled it up 2.2 times, to 43 megapixels (half the reading time of `make
    /// bench`'s slowest photo).
    @Test func aPageOfLettersAmongSpecksIsScaledForItsLetters() throws {
        let photo = try Image(contentsOf: try RealPhotoTests.photo("012").file)
        let flat = try #require(PageFlattening.flatten(photo))
        let binary = try PixOperations.otsu(try PixOperations.normalizeBackground(try PixOperations.gray(flat.image)))
        let marks = PixOperations.componentBoxes(binary).filter { $0.height >= 4 && $0.width <= 3 * $0.height }
        let heights = marks.map(\.height).sorted()
        #expect(heights[heights.count / 2] <= 12, "the specks outnumber the letters")
        #expect(Preprocessor().scaleFactor(for: binary) == 1)
    }

    /// A page of text with no specks keeps the median of all its marks: dev 023, a page whose
    /// letters stand 5 px tall, is scaled the 4 times it was.
    @Test func aPageOfTextAloneKeepsItsMedian() throws {
        let photo = try Image(contentsOf: try RealPhotoTests.photo("023").file)
        let flat = try #require(PageFlattening.flatten(photo))
        let binary = try PixOperations.otsu(try PixOperations.normalizeBackground(try PixOperations.gray(flat.image)))
        #expect(Preprocessor().scaleFactor(for: binary) == 4)
    }
}
