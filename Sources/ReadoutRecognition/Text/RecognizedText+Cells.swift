extension RecognizedText {
    /// The text with a table's cells kept apart: where two words of a line stand further apart
    /// than words do (a column's gutter), ` | ` is written between them, as a typed table row is
    /// ("3 | Sep 15 | Graphs | HW1 due 11:59pm"). Lines and blank lines are those of `text`.
    /// A photographed schedule's rows come back from Tesseract as plain lines, and what says
    /// which column a date stands in (the due one, a topic beside a class's day) is the gap.
    public var cellText: String {
        let gutter = gutterWidth
        var remaining = lines[...]
        return text.split(separator: "\n", omittingEmptySubsequences: false).map { row in
            guard let line = remaining.first, line.text == row else { return String(row) }
            remaining = remaining.dropFirst()
            return line.cells(apartOver: gutter)
        }.joined(separator: "\n")
    }

    /// Past this share of its line's height, a gap between two words is a gutter: half a line,
    /// or wider on a page whose words stand wide apart (`spacesPerGutter` of its median space).
    private var gutterWidth: Double {
        let spaces = lines.flatMap { line in
            zip(line.words, line.words.dropFirst()).map { Double($1.box.x - $0.box.maxX) / Double(max(line.box.height, 1)) }
        }.sorted()
        guard !spaces.isEmpty else { return Self.minimumGutter }
        return max(Self.minimumGutter, Self.spacesPerGutter * spaces[spaces.count / 2])
    }

    /// A rendered schedule's gutters measured 0.56–10 line heights, its spaces 0.05–0.36.
    static let minimumGutter = 0.5
    static let spacesPerGutter = 2.5
}

extension RecognizedLine {
    /// The words joined by single spaces, and by ` | ` across a gap wider than `gutter` line heights.
    func cells(apartOver gutter: Double) -> String {
        guard var text = words.first?.text else { return self.text }
        for (previous, word) in zip(words, words.dropFirst()) {
            let gap = Double(word.box.x - previous.box.maxX) / Double(max(box.height, 1))
            // A drawn rule read as "|" already keeps the cells apart.
            let apart = gap > gutter && previous.text != "|" && word.text != "|"
            text += (apart ? " | " : " ") + word.text
        }
        return text
    }
}
