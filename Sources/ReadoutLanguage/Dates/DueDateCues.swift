/// The words before a date that say whether it is the deadline ("due", "submit by") or clearly
/// not ("assigned", "posted", "printed").
enum DueDateCues {
    enum Cue: Equatable {
        /// "due", "deadline", "submit", "turn in", "no later than", "closes", "ends".
        case due
        /// "by", "before", "until": deadline-like but also ordinary prepositions.
        case by
        /// "assigned", "posted", "published", "printed", "issued"…
        case notDue
    }

    private static let due: [[String]] = [
        ["due"], ["deadline"], ["submit"], ["submitted"], ["submission"], ["submissions"], ["turn", "in"], ["turned", "in"],
        ["hand", "in"], ["handed", "in"], ["no", "later", "than"], ["closes"], ["close"], ["closing"], ["expires"],
        ["complete", "by"], ["completed", "by"], ["finish", "by"], ["return", "by"], ["upload"], ["uploaded"],
        ["ends"], ["ending"],
    ]
    private static let by: [[String]] = [["by"], ["before"], ["until"], ["till"], ["on", "or", "before"]]
    private static let notDue: [[String]] = [
        ["assigned"], ["posted"], ["published"], ["printed"], ["issued"], ["released"], ["created"], ["updated"],
        ["modified"], ["handed", "out"], ["given"], ["opens"], ["opened"], ["starts"], ["start"], ["started"],
        ["begins"], ["date", "of", "issue"], ["last", "edited"],
    ]
    /// Start words that are also ordinary prepositions: they mark only the date right after them
    /// ("from Monday", but not the time in "flight from SFO at 4pm").
    private static let startsRightBefore: [[String]] = [["from"], ["since"]]

    /// The cue nearest before the date among `words` (the words before it on its line, in
    /// order), or nil. A cue counts only within the last few words, so "due" at the start of a
    /// long sentence does not claim every date in it.
    static func cue(before words: [String]) -> Cue? {
        let window = Array(words.suffix(6))
        for end in stride(from: window.count, to: 0, by: -1) {
            let prefix = Array(window[..<end])
            if due.contains(where: { prefix.hasSuffix($0) }) { return .due }
            if notDue.contains(where: { prefix.hasSuffix($0) }) { return .notDue }
            if end == window.count, by.contains(where: { prefix.hasSuffix($0) }) { return .by }
            if end == window.count, startsRightBefore.contains(where: { prefix.hasSuffix($0) }) { return .notDue }
        }
        return nil
    }

    /// A line of a postal address: its street word ("Jalan", "Lorong", "Road").
    static func looksLikeAddress(_ words: [String]) -> Bool {
        words.contains { streetWords.contains($0) }
    }

    private static let streetWords: Set<String> = [
        "jalan", "jln", "lorong", "lrg", "persiaran", "taman", "tmn", "lebuh", "street", "road", "avenue", "lane",
        "boulevard", "blvd", "highway",
    ]

    /// A page header or footer line: "Page 2 of 3", "printed", a URL.
    static func looksLikeHeader(_ words: [String]) -> Bool {
        guard let page = words.firstIndex(of: "page") else { return false }
        return page + 1 < words.count && words[page + 1].allSatisfy(\.isNumber)
    }
}

private extension Array where Element == String {
    func hasSuffix(_ suffix: [String]) -> Bool {
        count >= suffix.count && Array(self[(count - suffix.count)...]) == suffix
    }
}
