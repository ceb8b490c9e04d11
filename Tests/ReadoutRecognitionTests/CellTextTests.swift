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
