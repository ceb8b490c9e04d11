import Foundation

/// A named collection of words a learner keeps ("Harry Potter, chapter 3").
public struct VocabularyNotebook: Sendable, Codable, Equatable, Identifiable {
    public var id: UUID
    public var title: String
    public var createdAt: Date
    /// How many words it holds (filled in by listings).
    public var wordCount: Int

    public init(id: UUID = UUID(), title: String, createdAt: Date, wordCount: Int = 0) {
        self.id = id
        self.title = title
        self.createdAt = createdAt
        self.wordCount = wordCount
    }
}

/// One word in a notebook: what the learner keeps of it.
public struct NotebookWord: Sendable, Codable, Equatable, Identifiable {
    public var id: UUID
    public var word: String
    /// The base form ("study" for "studies"); the word itself when typed by hand.
    public var lemma: String
    /// A definition or translation, as the learner wants it.
    public var meaning: String
    /// A sentence that uses it.
    public var example: String
    public var partsOfSpeech: [String]
    /// How common the lemma is (1 = most common); nil when unlisted.
    public var rank: Int?
    public var createdAt: Date

    public init(id: UUID = UUID(), word: String, lemma: String? = nil, meaning: String = "", example: String = "",
                partsOfSpeech: [String] = [], rank: Int? = nil, createdAt: Date) {
        self.id = id
        self.word = word
        self.lemma = lemma ?? word.lowercased()
        self.meaning = meaning
        self.example = example
        self.partsOfSpeech = partsOfSpeech
        self.rank = rank
        self.createdAt = createdAt
    }

    /// What makes two entries the same word in one notebook: the lower-cased lemma.
    public var key: String { lemma.lowercased() }
}

/// How a notebook's words are listed.
public enum WordOrder: String, Sendable, Codable, CaseIterable {
    /// A to Z by word.
    case alphabetical
    /// Newest first.
    case added
    /// Hardest first: unlisted words, then the rarest.
    case difficulty
}

/// A learner's Vocabulary settings.
public struct VocabularySettings: Sendable, Codable, Equatable {
    /// The FreeDict language translations are shown in (`pol`, `deu`…); nil for English only.
    public var translationLanguage: String?
    /// Hide the N most common words when importing from photos (0 shows all).
    public var hiddenCommonWords: Int

    /// A new learner sees the words past the 1,000 most common ("get", "very", "sit" are not worth a notebook).
    public static let defaultHiddenCommonWords = 1000

    public init(translationLanguage: String? = nil, hiddenCommonWords: Int = defaultHiddenCommonWords) {
        self.translationLanguage = translationLanguage
        self.hiddenCommonWords = hiddenCommonWords
    }
}
