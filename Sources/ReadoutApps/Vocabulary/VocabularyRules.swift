import Foundation

/// What Vocabulary refuses, each with a stable code for the API and a key for the message.
public enum VocabularyRuleError: Error, Equatable, Sendable {
    /// The seed's edit mode: an empty title is refused and the old one kept.
    case emptyTitle
    case titleTooLong(limit: Int)
    case emptyWord
    case fieldTooLong(field: String, limit: Int)

    public var code: String {
        switch self {
        case .emptyTitle: "empty_title"
        case .titleTooLong: "title_too_long"
        case .emptyWord: "empty_word"
        case .fieldTooLong: "field_too_long"
        }
    }
}

extension VocabularyRuleError: RuleRefusal {
    /// A field too long has one sentence per field (`wordTooLong`, `meaningTooLong`, …).
    public var refusal: Refusal {
        switch self {
        case .titleTooLong(let limit): Refusal(app: "vocabulary", code: code, arguments: ["count": .integer(limit)])
        case .fieldTooLong(let field, let limit):
            Refusal(app: "vocabulary", code: code, message: "\(field)TooLong", arguments: ["count": .integer(limit)])
        case .emptyTitle, .emptyWord: Refusal(app: "vocabulary", code: code)
        }
    }
}

/// Vocabulary's rules on titles and words, as plain functions.
public enum VocabularyRules {
    public static let titleLimit = 100
    public static let wordLimit = 100
    public static let textLimit = 2000
    /// Words one import may add (a dense page has a few hundred).
    public static let importLimit = 2000

    /// The title trimmed, or why it is refused.
    public static func title(_ raw: String) throws(VocabularyRuleError) -> String {
        let title = raw.trimmingCharacters(in: .whitespacesAndNewlines)
        guard !title.isEmpty else { throw .emptyTitle }
        guard title.count <= titleLimit else { throw .titleTooLong(limit: titleLimit) }
        return title
    }

    /// The word with its fields trimmed, or why it is refused.
    public static func word(_ raw: NotebookWord) throws(VocabularyRuleError) -> NotebookWord {
        var word = raw
        word.word = raw.word.trimmingCharacters(in: .whitespacesAndNewlines)
        word.lemma = raw.lemma.trimmingCharacters(in: .whitespacesAndNewlines)
        if word.lemma.isEmpty { word.lemma = word.word.lowercased() }
        word.meaning = raw.meaning.trimmingCharacters(in: .whitespacesAndNewlines)
        word.example = raw.example.trimmingCharacters(in: .whitespacesAndNewlines)
        guard !word.word.isEmpty else { throw .emptyWord }
        guard word.word.count <= wordLimit else { throw .fieldTooLong(field: "word", limit: wordLimit) }
        guard word.meaning.count <= textLimit else { throw .fieldTooLong(field: "meaning", limit: textLimit) }
        guard word.example.count <= textLimit else { throw .fieldTooLong(field: "example", limit: textLimit) }
        return word
    }

    /// `word` with the fields given changed and the rest kept. A word rewritten as another word
    /// takes that word as its lemma unless one is given; a change of case keeps the lemma.
    public static func edited(_ word: NotebookWord, word newWord: String?, lemma: String?, meaning: String?,
                              example: String?) -> NotebookWord {
        var edited = word
        if let newWord, newWord.lowercased() != word.word.lowercased() { edited.lemma = newWord.lowercased() }
        if let lemma { edited.lemma = lemma }
        edited.word = newWord ?? word.word
        edited.meaning = meaning ?? word.meaning
        edited.example = example ?? word.example
        return edited
    }
}
