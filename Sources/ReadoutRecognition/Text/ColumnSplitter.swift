/// Two columns of prose that Tesseract's layout analysis took for one (each row read straight
/// across the gutter: "…of the same variety or during all ages under the most…") are split
/// back at the gutter and put in reading order: what comes above the columns, the left column,
/// the right column, then what runs across the page below them.
enum ColumnSplitter {
    /// Fewer rows read across a gutter than this are a table's or a receipt's wide gaps.
    static let minimumJoinedRows = 3
    /// Words on each side of the gap for a row to count as two columns of prose.
    static let wordsEachSide = 3

    static func split(_ lines: [TesseractLine]) -> [TesseractLine] {
        let joined = lines.compactMap { line in gutter(in: line).map { (line: line, x: $0) } }
        guard joined.count >= minimumJoinedRows else { return lines }
        let gutterX = joined.map(\.x).sorted()[joined.count / 2]
        let top = joined.map(\.line.box.y).min() ?? 0
        var above: [TesseractLine] = [], left: [TesseractLine] = [], right: [TesseractLine] = []
        var across: [TesseractLine] = []
        for line in lines {
            if line.box.y + line.box.height / 2 < top {
                above.append(line)
                continue
            }
            let sides = Dictionary(grouping: line.words) { $0.box.x + $0.box.width / 2 < gutterX }
            let leftWords = sides[true] ?? [], rightWords = sides[false] ?? []
            if rightWords.isEmpty {
                left.append(line)
            } else if leftWords.isEmpty {
                right.append(line)
            } else if let last = leftWords.last, let first = rightWords.first,
                      first.box.x - last.box.maxX > 3 * medianWordHeight(line) {
                left.append(part(of: line, leftWords, startsBlock: line.startsBlock))
                right.append(part(of: line, rightWords, startsBlock: false))
            } else {
                across.append(line)
            }
        }
        if !right.isEmpty { right[0].startsBlock = true }
        if !across.isEmpty { across[0].startsBlock = true }
        let byRow: (TesseractLine, TesseractLine) -> Bool = { $0.box.y < $1.box.y }
        return above + left.sorted(by: byRow) + right.sorted(by: byRow) + across
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

    private static func medianWordHeight(_ line: TesseractLine) -> Int {
        let heights = line.words.map(\.box.height).sorted()
        return heights.isEmpty ? line.box.height : heights[heights.count / 2]
    }

    /// `words` (not empty) of `line` as a line of their own, boxed around them.
    private static func part(of line: TesseractLine, _ words: [TesseractWord], startsBlock: Bool) -> TesseractLine {
        let box = words.dropFirst().reduce(words[0].box) { $0.union($1.box) }
        return TesseractLine(confidence: line.confidence, box: box, words: words, startsBlock: startsBlock)
    }
}
