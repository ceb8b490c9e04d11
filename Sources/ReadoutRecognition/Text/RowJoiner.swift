/// Joins the parts of a row that Tesseract's layout analysis put in blocks of their own: a
/// receipt's prices, a form's values, a list's numbers, set apart from their labels by a wide
/// gap, come back as a column read after the labels ("Bread / Milk 2L / … / 1.45 / 1.30 / …").
/// Each part is joined to the line of its row, so the row reads as printed ("Bread 1.45").
///
/// Two lines are parts of one row when they stand side by side with a short one among them
/// (`PageReader.pairKind` narrow: rows overlapping by half the lower line, one of two words at
/// most or a fifth of the other's width) and are about as tall (a list's numbers read as one
/// tall line are not one row with each item). Two columns of prose are never joined: with
/// `gutters` known (`ColumnSplitter`), only parts between the same gutters are, so that a table
/// inside a magazine's column keeps its rows while a column's short last line is not joined to
/// the next column's line beside it.
enum RowJoiner {
    /// Parts of a row must be within this ratio of each other's height.
    static let heightRatio = 1.5

    static func joined(_ lines: [TesseractLine], gutters: [ColumnGutter] = []) -> [TesseractLine] {
        var rows: [[TesseractLine]] = []
        for line in lines {
            if let row = rows.firstIndex(where: { row in
                row.allSatisfy {
                    isPart(line, besides: $0) && ColumnGutter.column(of: line.box, among: gutters) == ColumnGutter.column(of: $0.box, among: gutters)
                }
            }) {
                rows[row].append(line)
            } else {
                rows.append([line])
            }
        }
        return rows.map(merged)
    }

    /// `lines` with each line that Tesseract gave right after the line beside it on its right,
    /// in the same row, put first: a line broken at a blot or a fold can come out right part
    /// first ("at civil war, testing whether that" / "Now we are engaged in a gre"), its parts
    /// offset by a curl (rows overlapping by `brokenRowOverlap` of the lower part or more).
    static func leftPartsFirst(_ lines: [TesseractLine]) -> [TesseractLine] {
        var result = lines
        var index = 1
        while index < result.count {
            let (first, second) = (result[index - 1], result[index])
            if second.box.maxX <= first.box.x, PageReader.pairKind(first, second, rowOverlap: brokenRowOverlap) != nil {
                // The block a line starts stays where it was: the pair starts it, not its second part.
                (result[index - 1], result[index]) = (second, first)
                (result[index - 1].startsBlock, result[index].startsBlock) = (first.startsBlock, second.startsBlock)
                index += 2
            } else {
                index += 1
            }
        }
        return result
    }

    /// How much of the lower part's height two parts of a broken row overlap by at least: on a
    /// rendered letter curled at a blot, 0.44–0.55.
    static let brokenRowOverlap = 0.4

    /// True when `a` and `b` are parts of one row.
    static func isPart(_ a: TesseractLine, besides b: TesseractLine) -> Bool {
        let (lower, taller) = (min(a.box.height, b.box.height), max(a.box.height, b.box.height))
        return Double(taller) <= heightRatio * Double(lower) && PageReader.pairKind(a, b) == .narrow
    }

    /// The parts of a row as one line, its words left to right.
    private static func merged(_ parts: [TesseractLine]) -> TesseractLine {
        guard parts.count > 1 else { return parts[0] }
        let words = parts.flatMap(\.words).sorted { $0.box.x < $1.box.x }
        let box = BoundingBox.enclosing(parts.map(\.box)) ?? parts[0].box
        // As sure as its least sure part, for the junk filter: texture beside a label is not
        // made surer by it.
        let confidence = parts.map(\.confidence).min() ?? parts[0].confidence
        return TesseractLine(confidence: confidence, box: box, words: words, startsBlock: parts[0].startsBlock)
    }
}
