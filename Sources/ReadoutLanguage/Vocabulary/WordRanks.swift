import Foundation

/// How common an English word is: its place among the 30,000 most frequent words of wordfreq
/// 3.1.1 (1 = "the"), from `Resources/word-ranks.txt` (Scripts/make-word-ranks.py; data CC BY-SA 4.0).
public struct WordRanks: Sendable {
    private let ranks: [String: Int]

    public static let standard = WordRanks()

    init() {
        guard let url = Bundle.module.url(forResource: "word-ranks", withExtension: "txt"),
              let text = try? String(contentsOf: url, encoding: .utf8) else {
            ranks = [:]
            return
        }
        var ranks: [String: Int] = [:]
        ranks.reserveCapacity(30_000)
        for (index, word) in text.split(separator: "\n").enumerated() where ranks[String(word)] == nil {
            ranks[String(word)] = index + 1
        }
        self.ranks = ranks
    }

    /// 1 for the most common word; nil when the word is rarer than the list reaches.
    public func rank(of word: String) -> Int? { ranks[word] }

    public var count: Int { ranks.count }
}
