/// Puts two columns of prose back in reading order, whichever way Tesseract's layout analysis
/// got them wrong:
/// - took them for one, each row read straight across the gutter ("…of the same variety or
///   during all ages under the most…");
/// - found them, but cut into blocks taken top-down, jumping between the columns, perhaps with
///   a row or two still read across the gutter.
/// Rows read across the gutter are cut there, and the lines are put in `ReadingOrder`: what
/// comes above the columns, the left column, the right column, what runs across below them.
enum ColumnSplitter {
    /// Fewer rows read across a gutter, or fewer pairs of prose lines side by side, than this
    /// are a table's or a receipt's wide gaps.
    static let minimumJoinedRows = 3
    /// Words on each side of the gap for a row to count as two columns of prose.
    static let wordsEachSide = 3

    /// `lines` in reading order; nil when they show no two columns of prose.
    static func split(_ lines: [TesseractLine]) -> [TesseractLine]? {
        guard let gutterX = gutter(of: lines) else { return nil }
        return ReadingOrder.sorted(lines.flatMap { cut($0, at: gutterX) })
    }

    /// Where the gutter between two columns of prose runs: the median middle of the gaps in
    /// rows read across it, or else of the gaps between prose lines that stand side by side
    /// (any overlap of their rows makes a pair: on a turned page the columns' rows drift apart
    /// by up to a line). Nil when neither is seen `minimumJoinedRows` times.
    static func gutter(of lines: [TesseractLine]) -> Int? {
        var middles = lines.compactMap(gutter(in:))
        if middles.count < minimumJoinedRows {
            middles = PageReader.sideBySidePairs(lines, rowOverlap: 0).filter { $0.kind == .prose }
                .map { ($0.left.box.maxX + $0.right.box.x) / 2 }
        }
        guard middles.count >= minimumJoinedRows else { return nil }
        return middles.sorted()[middles.count / 2]
    }

    /// The middle of the gap where `line` crosses a gutter with at least `wordsEachSide` words
    /// on both sides; nil when it does not. The gap must be wider than three times the median
    /// word's height (not the line's: a tilted row running across two columns has a box
    /// several words tall).
    static func gutter(in line: TesseractLine) -> Int? {
        let words = line.words
        guard words.count >= 2 * wordsEachSide else { return nil }
        let height = medianWordHeight(line)
        for index in wordsEachSide...(words.count - wordsEachSide) {
            let gap = (from: words[index - 1].box.maxX, to: words[index].box.x)
            if gap.to - gap.from > 3 * height { return (gap.from + gap.to) / 2 }
        }
        return nil
    }

    /// `line` as two lines when its words leave a gap at `gutterX` at least twice as wide as they
    /// are tall (the gutter is known: a narrower gap than `gutter(in:)` asks for will do);
    /// otherwise `line` as it is, a line running across the page.
    private static func cut(_ line: TesseractLine, at gutterX: Int) -> [TesseractLine] {
        let leftWords = line.words.filter { $0.box.x + $0.box.width / 2 < gutterX }
        let rightWords = line.words.filter { $0.box.x + $0.box.width / 2 >= gutterX }
        guard let last = leftWords.last, let first = rightWords.first,
              first.box.x - last.box.maxX > 2 * medianWordHeight(line) else { return [line] }
        return [part(of: line, leftWords, startsBlock: line.startsBlock), part(of: line, rightWords, startsBlock: false)]
    }

    private static func medianWordHeight(_ line: TesseractLine) -> Int {
        let heights = line.words.map(\.box.height).sorted()
        return heights.isEmpty ? line.box.height : heights[heights.count / 2]
    }

    /// `words` (not empty) of `line` as a line of their own, boxed around them.
    private static func part(of line: TesseractLine, _ words: [TesseractWord], startsBlock: Bool) -> TesseractLine {
        TesseractLine(confidence: line.confidence, box: BoundingBox.enclosing(words.map(\.box)) ?? line.box,
                      words: words, startsBlock: startsBlock)
    }
}
