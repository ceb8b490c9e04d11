/// Puts columns of prose (two, or a magazine's three) back in reading order, whichever way
/// Tesseract's layout analysis got them wrong:
/// - took them for one, each row read straight across the gutter ("…of the same variety or
///   during all ages under the most…");
/// - found them, but cut into blocks taken top-down, jumping between the columns, perhaps with
///   a row or two still read across the gutter.
/// Rows read across a gutter are cut there, the parts of a row within a column joined
/// (`RowJoiner`: a table inside a column), and the lines are put in `ReadingOrder`: what comes
/// above the columns, each column from the left, what runs across below them.
enum ColumnSplitter {
    /// Fewer rows read across a gutter, or fewer pairs of prose lines side by side, than this
    /// are a table's or a receipt's wide gaps.
    static let minimumJoinedRows = 3
    /// The narrowest column of prose, in line heights: four words or more a line.
    static let minimumColumnWidth = 8
    /// The fewest line heights a gutter's middles must run down. Rows side by side over fewer
    /// are equations set beside each other or one column's lines broken where the page folds:
    /// on the real dev photos, a book page's equations (3.3 line heights, dev 013) and a
    /// magazine page's crease (5.1, dev 020) made false gutters; the shortest real one, a
    /// flyer's, ran down 10.6 (dev 022), a magazine's columns 23 and more.
    static let minimumGutterRun = 8
    /// Words on each side of the gap for a row to count as two columns of prose.
    static let wordsEachSide = 3

    /// `lines` in reading order; nil when they show no two columns of prose.
    static func split(_ lines: [TesseractLine]) -> [TesseractLine]? {
        let gutters = gutters(of: lines)
        guard !gutters.isEmpty else { return nil }
        ReadingTrace.note("columns: gutters at \(gutters)")
        let cut = gutters.reduce(lines) { parts, gutter in parts.flatMap { Self.cut($0, at: gutter) } }
        return ReadingOrder.sorted(RowJoiner.joined(cut, gutters: gutters), gutters: gutters)
    }

    /// The gutters between columns of prose, left to right. Each is seen in rows read across it
    /// (the middle of their gap) and between prose lines that stand side by side with nothing
    /// between them (any overlap of their rows makes a pair: on a turned page the columns' rows
    /// drift apart by up to a line). Those middles are linked down the page, each to those
    /// within six line heights down and two across (more the farther down, as far as a gutter
    /// may lean); linked sets nearer each other than a column is wide are one gutter (a ragged
    /// column's ends scatter them). A set of `minimumJoinedRows` or more, running down
    /// `minimumGutterRun` line heights or more, is a gutter, the line fitted through it. A
    /// magazine's three columns have two.
    static func gutters(of lines: [TesseractLine]) -> [ColumnGutter] {
        let acrossRows = lines.compactMap { line in gutter(in: line).map { (x: $0, y: line.box.midY) } }
        let beside = neighbouringProse(lines).map { pair in
            (x: (pair.left.box.maxX + pair.right.box.x) / 2, y: (pair.left.box.midY + pair.right.box.midY) / 2)
        }
        let middles = acrossRows + beside
        guard middles.count >= minimumJoinedRows else { return [] }
        let lineHeight = lines.map(\.box.height).sorted()[lines.count / 2]
        let groups = linked(middles) { a, b in
            abs(a.y - b.y) <= 6 * lineHeight
                && Double(abs(a.x - b.x)) <= Double(2 * lineHeight) + ColumnGutter.maximumSlope * Double(abs(a.y - b.y))
        }
        return merged(groups, closerThan: minimumColumnWidth * lineHeight).filter { $0.count >= minimumJoinedRows }.compactMap { group in
            let gutter = ColumnGutter.fitted(group, lineHeight: lineHeight)
            let (top, bottom) = (group.map(\.y).min()!, group.map(\.y).max()!)
            let bridges = linesAcross(gutter, from: top, to: bottom, in: lines)
            let runsDown = bottom - top >= minimumGutterRun * lineHeight
            let isGutter = runsDown && 2 * bridges <= group.count
            ReadingTrace.note("gutter \(gutter): \(group.count) middles over \(bottom - top) px, \(bridges) lines across"
                + (isGutter ? "" : "; no gutter"))
            return isGutter ? gutter : nil
        }
    }

    /// How many of `lines` between heights `top` and `bottom` run over `gutter` by more than
    /// their height on each side with no gap there to cut them at.
    private static func linesAcross(_ gutter: ColumnGutter, from top: Int, to bottom: Int, in lines: [TesseractLine]) -> Int {
        lines.filter { line in
            let y = line.box.midY, x = gutter.x(at: y)
            return y >= top && y <= bottom && line.box.x < x - line.box.height && line.box.maxX > x + line.box.height
                && cut(line, at: gutter).count == 1
        }.count
    }

    /// `groups` of middles left to right, each pair of neighbours whose medians lie closer than
    /// `width` joined into one.
    private static func merged(_ groups: [[(x: Int, y: Int)]], closerThan width: Int) -> [[(x: Int, y: Int)]] {
        func median(_ group: [(x: Int, y: Int)]) -> Int { group.map(\.x).sorted()[group.count / 2] }
        var result: [[(x: Int, y: Int)]] = []
        for group in groups.sorted(by: { median($0) < median($1) }) {
            if let last = result.last, median(group) - median(last) < width {
                result[result.count - 1] = last + group
            } else {
                result.append(group)
            }
        }
        return result
    }

    /// The sets of `points` that `near` links, directly or through others.
    private static func linked(_ points: [(x: Int, y: Int)], near: ((x: Int, y: Int), (x: Int, y: Int)) -> Bool) -> [[(x: Int, y: Int)]] {
        var set = Array(points.indices)
        func root(_ index: Int) -> Int {
            var index = index
            while set[index] != index { index = set[index] }
            return index
        }
        for a in points.indices {
            for b in points.indices.dropFirst(a + 1) where near(points[a], points[b]) {
                set[root(b)] = root(a)
            }
        }
        return Dictionary(grouping: points.indices, by: root).values.map { $0.map { points[$0] } }
    }

    /// Pairs of prose lines side by side with no other line between them in their rows: the
    /// first and third of three columns are a pair, but their gap is no gutter.
    private static func neighbouringProse(_ lines: [TesseractLine]) -> [(left: TesseractLine, right: TesseractLine)] {
        PageReader.sideBySidePairs(lines, rowOverlap: 0).filter { $0.kind == .prose }.compactMap { pair in
            let between = lines.contains { line in
                line.box.midX > pair.left.box.maxX && line.box.midX < pair.right.box.x
                    && line.box.maxY > min(pair.left.box.y, pair.right.box.y) && line.box.y < max(pair.left.box.maxY, pair.right.box.maxY)
            }
            return between ? nil : (pair.left, pair.right)
        }
    }

    /// The middle of the gap where `line` crosses a gutter with at least `wordsEachSide` words
    /// on both sides; nil when it does not. The gap must be wider than three times the median
    /// word's height (not the line's: a tilted row running across two columns has a box
    /// several words tall). Only words of two letters or digits count: a receipt's price with
    /// specks read beside it ("1 Grande Meal    9.90 ° é", the edge of a line printed down the
    /// margin) is a row of a table, not two columns of prose.
    static func gutter(in line: TesseractLine) -> Int? {
        let words = line.words
        let counted = words.map { word in word.text.filter { $0.isLetter || $0.isNumber }.count >= 2 ? 1 : 0 }
        let total = counted.reduce(0, +)
        guard total >= 2 * wordsEachSide else { return nil }
        let height = medianWordHeight(line)
        var before = 0
        for index in words.indices.dropFirst() {
            before += counted[index - 1]
            guard before >= wordsEachSide else { continue }
            guard total - before >= wordsEachSide else { return nil }
            let gap = (from: words[index - 1].box.maxX, to: words[index].box.x)
            if gap.to - gap.from > 3 * height { return (gap.from + gap.to) / 2 }
        }
        return nil
    }

    /// `line` as two lines where a gap between its words spans `gutter` (within half a word's
    /// height of it) and is at least `cutGap` of a word's height wide, the widest such gap;
    /// otherwise `line` as it is, a line running across the page. The gutter is known, so a gap
    /// as narrow as a magazine's will do, but only where the gutter runs.
    private static func cut(_ line: TesseractLine, at gutter: ColumnGutter) -> [TesseractLine] {
        let words = line.words, height = Double(medianWordHeight(line))
        let gutterX = Double(gutter.x(at: line.box.midY))
        let gaps = words.indices.dropFirst().map { (index: $0, from: Double(words[$0 - 1].box.maxX), to: Double(words[$0].box.x)) }
            .filter { $0.to - $0.from >= cutGap * height && $0.from <= gutterX + height / 2 && $0.to >= gutterX - height / 2 }
        guard let widest = gaps.max(by: { $0.to - $0.from < $1.to - $1.from }) else { return [line] }
        return [part(of: line, Array(words[..<widest.index]), startsBlock: line.startsBlock),
                part(of: line, Array(words[widest.index...]), startsBlock: false)]
    }

    /// The narrowest gap, in word heights, that a line is cut at where a known gutter runs: a
    /// space between two words of justified prose is about half a word's height.
    static let cutGap = 0.6

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
