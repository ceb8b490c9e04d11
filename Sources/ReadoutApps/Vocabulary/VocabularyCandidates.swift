import Foundation

/// Which of the words found on pages a learner is offered, and how much one extraction may read.
public enum VocabularyCandidates {
    /// Page photos one extraction reads.
    public static let pageLimit = 10
    /// About 30,000 words: a short book's chapter (extraction runs at about 100,000 words a second).
    public static let textLimit = 200_000
    /// The levels a learner can choose: how many of the most common words to hide (0 hides none).
    public static let levels = 0...30_000

    /// A word is offered unless it is among the `level` most common (an unranked word always is).
    public static func isOffered(rank: Int?, level: Int) -> Bool {
        level == 0 || (rank ?? .max) > level
    }

    /// What a notebook holds, to mark the candidates it already has.
    public struct NotebookContents: Sendable {
        private let lemmas: Set<String>
        private let words: Set<String>

        public init(_ words: [NotebookWord]) {
            lemmas = Set(words.map(\.key))
            self.words = Set(words.map { $0.word.lowercased() })
        }

        public static let empty = NotebookContents([])

        /// The notebook holds this lemma, or this very word (any case).
        public func holds(word: String, lemma: String) -> Bool {
            lemmas.contains(lemma.lowercased()) || words.contains(word.lowercased())
        }
    }
}
