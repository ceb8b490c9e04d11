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
enum ReadingOrder {
    /// `lines` in reading order; as they were when the rules contradict each other (a cycle,
    /// from lines too tilted to tell above from beside).
    static func sorted(_ lines: [TesseractLine]) -> [TesseractLine] {
        let count = lines.count
        var successors = Array(repeating: [Int](), count: count)
        var predecessors = Array(repeating: 0, count: count)
        for a in 0..<count {
            for b in 0..<count where a != b && precedes(lines[a], lines[b], among: lines) {
                successors[a].append(b)
                predecessors[b] += 1
            }
        }
        var order: [Int] = []
        var placed = Array(repeating: false, count: count)
        while order.count < count {
            // The first line in the engine's order that nothing unplaced must precede.
            guard let next = (0..<count).first(where: { !placed[$0] && predecessors[$0] == 0 }) else { return lines }
            placed[next] = true
            order.append(next)
            for successor in successors[next] { predecessors[successor] -= 1 }
        }
        return withBlockStarts(order.map { lines[$0] })
    }

    /// True when `a` must be read before `b`.
    static func precedes(_ a: TesseractLine, _ b: TesseractLine, among lines: [TesseractLine]) -> Bool {
        if sharesColumns(a, b) { return centreY(a) < centreY(b) }
        guard a.box.maxX <= b.box.x else { return false }
        let (top, bottom) = (min(centreY(a), centreY(b)), max(centreY(a), centreY(b)))
        return !lines.contains { line in
            centreY(line) > top && centreY(line) < bottom && sharesColumns(line, a) && sharesColumns(line, b)
        }
    }

    /// A line that does not continue the one read before it starts a block, so that plain text
    /// gets a blank line there: the top of the next column, or a line running across the page
    /// below a column (it reaches past the column by more than half the column's width).
    private static func withBlockStarts(_ lines: [TesseractLine]) -> [TesseractLine] {
        var result = lines
        for index in result.indices.dropFirst() {
            let (previous, line) = (result[index - 1].box, result[index].box)
            let reachesPast = max(previous.x - line.x, 0) + max(line.maxX - previous.maxX, 0)
            if !sharesColumns(result[index - 1], result[index]) || previous.y > line.y
                || 2 * reachesPast > previous.width {
                result[index].startsBlock = true
            }
        }
        return result
    }

    private static func sharesColumns(_ a: TesseractLine, _ b: TesseractLine) -> Bool {
        min(a.box.maxX, b.box.maxX) > max(a.box.x, b.box.x)
    }

    private static func centreY(_ line: TesseractLine) -> Int { line.box.y + line.box.height / 2 }
}
