/// Character error rate: the edit distance between recognised text and ground truth divided by
/// the length of the ground truth, after collapsing whitespace runs to single spaces and trimming.
///
/// ```swift
/// CharacterErrorRate.between("Helo  world\n", groundTruth: "Hello world")  // 1/11
/// ```
public enum CharacterErrorRate {
    /// 0 is a perfect read; values above 1 are possible when the recognised text is much longer.
    /// An empty ground truth gives 0 for an empty reading and 1 otherwise.
    public static func between(_ recognized: String, groundTruth: String) -> Double {
        let truth = Array(normalized(groundTruth).unicodeScalars)
        let read = Array(normalized(recognized).unicodeScalars)
        guard !truth.isEmpty else { return read.isEmpty ? 0 : 1 }
        return Double(editDistance(read, truth)) / Double(truth.count)
    }

    /// The Levenshtein distance (insertions, deletions and substitutions all cost 1).
    public static func editDistance<Element: Equatable>(_ a: [Element], _ b: [Element]) -> Int {
        if a.isEmpty { return b.count }
        if b.isEmpty { return a.count }
        // Two rows suffice; the matrix of a page against a page would be megabytes.
        var previous = Array(0...b.count)
        var current = [Int](repeating: 0, count: b.count + 1)
        for i in 1...a.count {
            current[0] = i
            for j in 1...b.count {
                let substitution = previous[j - 1] + (a[i - 1] == b[j - 1] ? 0 : 1)
                current[j] = min(substitution, previous[j] + 1, current[j - 1] + 1)
            }
            swap(&previous, &current)
        }
        return previous[b.count]
    }

    /// Whitespace runs (spaces, tabs, newlines) become one space; leading and trailing ones go.
    public static func normalized(_ text: String) -> String {
        text.split(whereSeparator: { $0.isWhitespace }).joined(separator: " ")
    }
}
