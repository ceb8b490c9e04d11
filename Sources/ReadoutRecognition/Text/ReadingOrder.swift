/// Puts the lines of a page with columns in reading order: down each column, the columns left to
/// right, with a heading or a paragraph that spans them read where it stands.
///
/// Tesseract's layout analysis can cut the columns of a photographed page into several blocks
/// each and take the blocks top-down, so its order jumps between the columns ("…animals, one /
/// during all ages… / of the first points…"). This is Breuel's ordering of text lines (*High
/// Performance Document Layout Analysis*, 2003): line `a` comes before line `b` when
///
/// 1. they share columns (their x-ranges overlap) and `a` is above `b`, or
/// 2. `a` lies wholly left of `b` and no line between them in height spans both (a heading
///    across the page ends the columns above it).
///
/// The lines are then sorted topologically, keeping the engine's order wherever the rules leave
/// a choice.
///
/// When the gutters between the columns are known, "sharing columns" is judged by them rather
/// than by the lines' x-ranges: a photographed page that still leans a little once flattened
/// has a column's last lines reach under the next column's first, which read by x-ranges alone
/// makes the rules contradict each other.
enum ReadingOrder {
    /// `lines` in reading order; as they were when the rules contradict each other (a cycle,
    /// from lines too tilted to tell above from beside). `gutters`, left to right, are those
    /// between the page's columns, if known; when the rules judged by them contradict each
    /// other, the lines in a cycle that reach into two columns are taken as their main
    /// column's (`narrowed`), and when that does not end the cycles, the lines' x-ranges judge.
    static func sorted(_ lines: [TesseractLine], gutters: [ColumnGutter] = []) -> [TesseractLine] {
        var spans = lines.map { span(of: $0, gutters: gutters) }
        let successors = precedence(lines, spans: spans)
        var order = Self.order(successors)
        if order == nil, !gutters.isEmpty, let narrowed = narrowed(lines, spans: spans, successors: successors, gutters: gutters) {
            ReadingTrace.note("reading order: lines read across a gutter in a cycle taken as their main column's")
            (spans, order) = narrowed
        }
        guard let order else {
            ReadingTrace.note("reading order: the rules contradict each other"
                + (gutters.isEmpty ? "; the engine's order kept" : " by the gutters; judged by x-ranges"))
            return gutters.isEmpty ? lines : sorted(lines)
        }
        return withBlockStarts(order, lines: lines, spans: spans)
    }

    /// The spans and the order once every line in a cycle that reaches into two columns or more
    /// is taken as the column holding most of its width, cycle after cycle; nil when a cycle
    /// has no such line, or after `maximumNarrowings` cycles. Such a line is a row of a wavy
    /// page read across a gutter with no gap to cut it at (the gutter, fitted straight, runs
    /// through its words): read as spanning both columns, it must come after the first
    /// column's lines above it and before the second's below it, while the first column's
    /// lines below it come before the second column's (dev 029, a magazine page: CER 0.65 in
    /// the engine's order, 0.45 so).
    /// `successors` is the precedence of `spans`, already built by the caller.
    private static func narrowed(_ lines: [TesseractLine], spans: [Range<Int>], successors: [[Int]], gutters: [ColumnGutter])
        -> (spans: [Range<Int>], order: [Int])? {
        var (spans, successors) = (spans, successors)
        for _ in 0..<maximumNarrowings {
            guard let cycle = cycle(in: successors) else { return nil }
            let wide = cycle.filter { spans[$0].count > 1 }
            guard !wide.isEmpty else { return nil }
            for line in wide { spans[line] = mainColumn(of: lines[line], gutters: gutters) }
            successors = precedence(lines, spans: spans)
            if let order = order(successors) { return (spans, order) }
        }
        return nil
    }

    /// How many cycles are broken at most before the x-ranges judge instead.
    static let maximumNarrowings = 20

    /// The column holding most of `line`'s width, at its height.
    private static func mainColumn(of line: TesseractLine, gutters: [ColumnGutter]) -> Range<Int> {
        let y = line.box.midY
        let edges = [line.box.x] + gutters.map { min(max($0.x(at: y), line.box.x), line.box.maxX) } + [line.box.maxX]
        let widths = zip(edges, edges.dropFirst()).map { $1 - $0 }
        let column = widths.indices.max { widths[$0] < widths[$1] } ?? 0
        return column..<(column + 1)
    }

    /// For each line, the lines that must be read after it.
    private static func precedence(_ lines: [TesseractLine], spans: [Range<Int>]) -> [[Int]] {
        lines.indices.map { a in lines.indices.filter { b in a != b && precedes(a, b, lines: lines, spans: spans) } }
    }

    /// The indices of the lines in reading order, given each line's `successors`
    /// (`precedence`); nil for a cycle.
    private static func order(_ successors: [[Int]]) -> [Int]? {
        let count = successors.count
        var predecessors = Array(repeating: 0, count: count)
        for line in successors.joined() { predecessors[line] += 1 }
        var order: [Int] = []
        var placed = Array(repeating: false, count: count)
        while order.count < count {
            // The first line in the engine's order that nothing unplaced must precede.
            guard let next = (0..<count).first(where: { !placed[$0] && predecessors[$0] == 0 }) else { return nil }
            placed[next] = true
            order.append(next)
            for successor in successors[next] { predecessors[successor] -= 1 }
        }
        return order
    }

    /// The lines of one cycle of `successors`, found depth first from the first line in the
    /// engine's order that leads into one; nil when there is none.
    private static func cycle(in successors: [[Int]]) -> [Int]? {
        enum Mark { case unseen, onPath, done }
        var marks = Array(repeating: Mark.unseen, count: successors.count)
        var path: [Int] = []
        func visit(_ line: Int) -> [Int]? {
            marks[line] = .onPath
            path.append(line)
            for next in successors[line] {
                if marks[next] == .onPath { return Array(path[path.lastIndex(of: next)!...]) }
                if marks[next] == .unseen, let cycle = visit(next) { return cycle }
            }
            marks[line] = .done
            path.removeLast()
            return nil
        }
        for line in successors.indices where marks[line] == .unseen {
            if let cycle = visit(line) { return cycle }
        }
        return nil
    }

    /// What a line covers across the page: its x-range, or with gutters known, the columns it
    /// reaches into (by more than its height past a gutter, at the line's height: a column's
    /// line may overshoot a gutter fitted as a straight line on a folded page).
    private static func span(of line: TesseractLine, gutters: [ColumnGutter]) -> Range<Int> {
        guard !gutters.isEmpty else { return line.box.x..<line.box.maxX }
        let y = line.box.midY, margin = line.box.height
        let first = gutters.filter { $0.x(at: y) <= line.box.x + margin }.count
        let last = gutters.filter { $0.x(at: y) < line.box.maxX - margin }.count
        return first..<(max(first, last) + 1)
    }

    /// True when line `a` must be read before line `b`.
    private static func precedes(_ a: Int, _ b: Int, lines: [TesseractLine], spans: [Range<Int>]) -> Bool {
        if sharesColumns(a, b, lines: lines, spans: spans) { return lines[a].box.midY < lines[b].box.midY }
        guard spans[a].upperBound <= spans[b].lowerBound || lines[a].box.maxX <= lines[b].box.x else { return false }
        let (top, bottom) = (min(lines[a].box.midY, lines[b].box.midY), max(lines[a].box.midY, lines[b].box.midY))
        return !lines.indices.contains { line in
            lines[line].box.midY > top && lines[line].box.midY < bottom
                && sharesColumns(line, a, lines: lines, spans: spans) && sharesColumns(line, b, lines: lines, spans: spans)
        }
    }

    /// Lines share columns when they reach into a common column and their x-ranges overlap
    /// (an author's note in the margin beside the first column shares no column with it).
    private static func sharesColumns(_ a: Int, _ b: Int, lines: [TesseractLine], spans: [Range<Int>]) -> Bool {
        spans[a].overlaps(spans[b]) && min(lines[a].box.maxX, lines[b].box.maxX) > max(lines[a].box.x, lines[b].box.x)
    }

    /// The lines in `order`, where a line that does not continue the one read before it starts
    /// a block, so that plain text gets a blank line there: the top of the next column, or a
    /// line running across the page below a column (it reaches past the column by more than
    /// half the column's width).
    private static func withBlockStarts(_ order: [Int], lines: [TesseractLine], spans: [Range<Int>]) -> [TesseractLine] {
        var result = order.map { lines[$0] }
        for (index, (previous, current)) in zip(order, order.dropFirst()).enumerated() {
            let (above, line) = (lines[previous].box, lines[current].box)
            let reachesPast = max(above.x - line.x, 0) + max(line.maxX - above.maxX, 0)
            if !sharesColumns(previous, current, lines: lines, spans: spans) || above.y > line.y || 2 * reachesPast > above.width {
                result[index + 1].startsBlock = true
            }
        }
        return result
    }
}
