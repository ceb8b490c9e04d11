import Foundation
import ReadoutApps
import ReadoutLanguage
import ReadoutStore

/// Vocabulary on the server: notebooks and their words through the store, under the app's rules,
/// with the rules' refusals turned into messages.
struct VocabularyService: Sendable {
    let store: Store
    var now: @Sendable () -> Date = { Date() }

    func notebooks(owner: UUID) async throws -> [VocabularyNotebook] {
        try await store.vocabulary.notebooks(owner: owner)
    }

    func notebook(id: UUID, owner: UUID) async throws -> VocabularyNotebook {
        guard let notebook = try await store.vocabulary.notebook(id: id, owner: owner) else { throw AppError.notFound(.notebook) }
        return notebook
    }

    func createNotebook(title: String, owner: UUID) async throws -> VocabularyNotebook {
        let notebook = VocabularyNotebook(title: try Self.title(title), createdAt: now())
        try await store.vocabulary.insertNotebook(notebook, owner: owner)
        return notebook
    }

    /// An empty title is refused and the old one kept (the seed's edit mode).
    func renameNotebook(id: UUID, title: String, owner: UUID) async throws -> VocabularyNotebook {
        let title = try Self.title(title)
        guard try await store.vocabulary.renameNotebook(id: id, title: title, owner: owner) else { throw AppError.notFound(.notebook) }
        return try await notebook(id: id, owner: owner)
    }

    func deleteNotebook(id: UUID, owner: UUID) async throws {
        guard try await store.vocabulary.deleteNotebook(id: id, owner: owner) else { throw AppError.notFound(.notebook) }
    }

    func words(notebook: UUID, owner: UUID, order: WordOrder, search: String?) async throws -> [NotebookWord] {
        guard let words = try await store.vocabulary.words(notebook: notebook, owner: owner, order: order, search: search) else {
            throw AppError.notFound(.notebook)
        }
        return words
    }

    /// Adds the words whose lemma the notebook lacks; all are checked first, so a bad one saves none.
    func addWords(_ words: [NotebookWord], notebook: UUID, owner: UUID) async throws -> [NotebookWord] {
        guard words.count <= VocabularyRules.importLimit else {
            throw AppError.invalid(.init("error.vocabulary.too_many_words", ["count": .integer(VocabularyRules.importLimit)]), code: "too_many_words")
        }
        let valid = try words.map { word throws(AppError) in try Self.word(word) }
        guard let added = try await store.vocabulary.addWords(valid, notebook: notebook, owner: owner) else { throw AppError.notFound(.notebook) }
        return added
    }

    func word(id: UUID, notebook: UUID, owner: UUID) async throws -> NotebookWord {
        guard let word = try await store.vocabulary.word(id: id, notebook: notebook, owner: owner) else { throw AppError.notFound(.word) }
        return word
    }

    /// Changes the fields given and keeps the rest. A word rewritten as another word takes that
    /// word as its lemma unless one is given; a change of case keeps the lemma.
    func editWord(id: UUID, notebook: UUID, owner: UUID, word: String?, lemma: String? = nil, meaning: String?,
                  example: String?) async throws -> NotebookWord {
        var edited = try await self.word(id: id, notebook: notebook, owner: owner)
        if let word, word.lowercased() != edited.word.lowercased() { edited.lemma = word.lowercased() }
        if let lemma { edited.lemma = lemma }
        edited.word = word ?? edited.word
        edited.meaning = meaning ?? edited.meaning
        edited.example = example ?? edited.example
        return try await updateWord(edited, notebook: notebook, owner: owner)
    }

    private func updateWord(_ word: NotebookWord, notebook: UUID, owner: UUID) async throws -> NotebookWord {
        let valid = try Self.word(word)
        do {
            guard try await store.vocabulary.updateWord(valid, notebook: notebook, owner: owner) else { throw AppError.notFound(.word) }
        } catch let error as StoreError where error.code == .invalid {
            throw AppError.invalid(.init("error.vocabulary.duplicate_word", ["word": .text(valid.word)]), code: "duplicate_word")
        }
        return valid
    }

    func deleteWords(ids: [UUID], notebook: UUID, owner: UUID) async throws -> Int {
        _ = try await self.notebook(id: notebook, owner: owner)
        return try await store.vocabulary.deleteWords(ids: ids, notebook: notebook, owner: owner)
    }

    func settings(owner: UUID) async throws -> VocabularySettings {
        try await store.vocabulary.settings(owner: owner)
    }

    /// Saves what is given and keeps the rest; an empty language means English only.
    func saveSettings(language: String?, hidden: Int?, owner: UUID) async throws -> VocabularySettings {
        var settings = try await store.vocabulary.settings(owner: owner)
        if let language {
            guard language.isEmpty || FreeDict.installedLanguages().contains(language) else {
                throw AppError.invalid(.init("error.vocabulary.unknown_language"), code: "unknown_language")
            }
            settings.translationLanguage = language.isEmpty ? nil : language
        }
        if let hidden {
            guard (0...30_000).contains(hidden) else {
                throw AppError.invalid(.init("error.vocabulary.invalid_level"), code: "invalid_level")
            }
            settings.hiddenCommonWords = hidden
        }
        try await store.vocabulary.saveSettings(settings, owner: owner)
        return settings
    }

    /// The words of a CSV export (or a CSV written by hand with a `word` column), added like any others.
    func importCSV(_ text: String, notebook: UUID, owner: UUID) async throws -> (added: [NotebookWord], read: Int) {
        _ = try await self.notebook(id: notebook, owner: owner)
        let words: [NotebookWord]
        do {
            words = try NotebookExport.words(fromCSV: text, createdAt: now())
        } catch {
            switch error {
            case .missingWordColumn:
                throw AppError.invalid(.init("error.vocabulary.csv_missing_word_column"), code: "csv_missing_word_column")
            case .unterminatedQuote(let line):
                throw AppError.invalid(.init("error.vocabulary.csv_unterminated_quote", ["line": .integer(line)]), code: "csv_unterminated_quote")
            case .tooManyRows(let limit):
                throw AppError.invalid(.init("error.vocabulary.too_many_words", ["count": .integer(limit)]), code: "too_many_words")
            }
        }
        return (try await addWords(words, notebook: notebook, owner: owner), words.count)
    }

    static func title(_ raw: String) throws(AppError) -> String {
        do { return try VocabularyRules.title(raw) } catch { throw refusal(error) }
    }

    static func word(_ raw: NotebookWord) throws(AppError) -> NotebookWord {
        do { return try VocabularyRules.word(raw) } catch { throw refusal(error) }
    }

    /// A rule's refusal as a 422 with the rule's code and its own sentence.
    static func refusal(_ error: VocabularyRuleError) -> AppError {
        switch error {
        case .titleTooLong(let limit):
            AppError.invalid(.init("error.vocabulary.title_too_long", ["count": .integer(limit)]), code: error.code)
        case .fieldTooLong(let field, let limit):
            AppError.invalid(.init("error.vocabulary.\(field)_too_long", ["count": .integer(limit)]), code: error.code)
        case .emptyTitle, .emptyWord:
            AppError.invalid(.init("error.vocabulary.\(error.code)"), code: error.code)
        }
    }
}
