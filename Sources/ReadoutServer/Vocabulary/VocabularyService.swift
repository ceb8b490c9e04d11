import Foundation
import ReadoutApps
import ReadoutLanguage
import ReadoutStore

/// Vocabulary on the server: notebooks and their words through the store, under the app's rules,
/// with the rules' refusals turned into messages.
struct VocabularyService: Sendable {
    let repository: any VocabularyRepository
    var events: WebhookEvents = .none
    var now: @Sendable () -> Date = { Date() }

    /// Where an import came from, as its webhook event says.
    enum ImportSource: String, Encodable, Sendable { case csv, words }

    func notebooks(owner: UUID) async throws -> [VocabularyNotebook] {
        try await repository.notebooks(owner: owner)
    }

    func notebook(id: UUID, owner: UUID) async throws -> VocabularyNotebook {
        guard let notebook = try await repository.notebook(id: id, owner: owner) else { throw AppError.notFound(.notebook) }
        return notebook
    }

    func createNotebook(title: String, owner: UUID) async throws -> VocabularyNotebook {
        let notebook = VocabularyNotebook(title: try Self.title(title), createdAt: now())
        try await repository.insertNotebook(notebook, owner: owner)
        return notebook
    }

    /// An empty title is refused and the old one kept (the seed's edit mode).
    func renameNotebook(id: UUID, title: String, owner: UUID) async throws -> VocabularyNotebook {
        let title = try Self.title(title)
        guard try await repository.renameNotebook(id: id, title: title, owner: owner) else { throw AppError.notFound(.notebook) }
        return try await notebook(id: id, owner: owner)
    }

    func deleteNotebook(id: UUID, owner: UUID) async throws {
        guard try await repository.deleteNotebook(id: id, owner: owner) else { throw AppError.notFound(.notebook) }
    }

    func words(notebook: UUID, owner: UUID, order: WordOrder, search: String?) async throws -> [NotebookWord] {
        guard let words = try await repository.words(notebook: notebook, owner: owner, order: order, search: search) else {
            throw AppError.notFound(.notebook)
        }
        return words
    }

    /// Adds the words whose lemma the notebook lacks; all are checked first, so a bad one saves none.
    /// An import (`source`) is reported to webhooks once it is saved.
    func addWords(_ words: [NotebookWord], notebook: UUID, owner: UUID, importedFrom source: ImportSource? = nil) async throws -> [NotebookWord] {
        guard words.count <= VocabularyRules.importLimit else {
            throw AppError.invalid(.init("error.vocabulary.tooManyWords", ["count": .integer(VocabularyRules.importLimit)]), code: "too_many_words")
        }
        let valid = try words.map { word throws(AppError) in try Self.word(word) }
        guard let added = try await repository.addWords(valid, notebook: notebook, owner: owner) else { throw AppError.notFound(.notebook) }
        if let source, let book = try await repository.notebook(id: notebook, owner: owner) {
            await events.publish(.vocabularyImportFinished, owner: owner, key: UUID().uuidString.lowercased(),
                                 data: ImportEvent(notebook: .init(id: book.id.uuidString.lowercased(), title: book.title), source: source,
                                                   added: added.count, skipped: words.count - added.count,
                                                   words: added.prefix(ImportEvent.wordsListed).map(\.word)))
        }
        return added
    }

    /// A `vocabulary.import.finished` event's data.
    struct ImportEvent: Encodable, Sendable {
        struct Notebook: Encodable, Sendable { let id: String; let title: String }
        static let wordsListed = 100
        let notebook: Notebook
        let source: ImportSource
        let added: Int
        /// Words the notebook had already (same lemma).
        let skipped: Int
        /// The words added, the first hundred of them.
        let words: [String]
    }

    func word(id: UUID, notebook: UUID, owner: UUID) async throws -> NotebookWord {
        guard let word = try await repository.word(id: id, notebook: notebook, owner: owner) else { throw AppError.notFound(.word) }
        return word
    }

    /// Changes the fields given and keeps the rest (`VocabularyRules.edited`).
    func editWord(id: UUID, notebook: UUID, owner: UUID, word: String?, lemma: String? = nil, meaning: String?,
                  example: String?) async throws -> NotebookWord {
        let old = try await self.word(id: id, notebook: notebook, owner: owner)
        let edited = VocabularyRules.edited(old, word: word, lemma: lemma, meaning: meaning, example: example)
        return try await updateWord(edited, notebook: notebook, owner: owner)
    }

    private func updateWord(_ word: NotebookWord, notebook: UUID, owner: UUID) async throws -> NotebookWord {
        let valid = try Self.word(word)
        do {
            guard try await repository.updateWord(valid, notebook: notebook, owner: owner) else { throw AppError.notFound(.word) }
        } catch let error as StoreError where error.code == .invalid {
            throw AppError.invalid(.init("error.vocabulary.duplicateWord", ["word": .text(valid.word)]), code: "duplicate_word")
        }
        return valid
    }

    func deleteWords(ids: [UUID], notebook: UUID, owner: UUID) async throws -> Int {
        _ = try await self.notebook(id: notebook, owner: owner)
        return try await repository.deleteWords(ids: ids, notebook: notebook, owner: owner)
    }

    func settings(owner: UUID) async throws -> VocabularySettings {
        try await repository.settings(owner: owner)
    }

    /// How many common words to hide, refused outside 0–30,000 (the settings and one extraction).
    static func checkedLevel(_ hidden: Int) throws(AppError) -> Int {
        guard VocabularyCandidates.levels.contains(hidden) else {
            throw AppError.invalid(.init("error.vocabulary.invalidLevel"), code: "invalid_level")
        }
        return hidden
    }

    /// Saves what is given and keeps the rest; an empty language means English only.
    func saveSettings(language: String?, hidden: Int?, owner: UUID) async throws -> VocabularySettings {
        var settings = try await repository.settings(owner: owner)
        if let language {
            guard language.isEmpty || FreeDict.installedLanguages().contains(language) else {
                throw AppError.invalid(.init("error.vocabulary.unknownLanguage"), code: "unknown_language")
            }
            settings.translationLanguage = language.isEmpty ? nil : language
        }
        if let hidden {
            settings.hiddenCommonWords = try Self.checkedLevel(hidden)
        }
        try await repository.saveSettings(settings, owner: owner)
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
                throw AppError.invalid(.init("error.vocabulary.csvMissingWordColumn"), code: "csv_missing_word_column")
            case .unterminatedQuote(let line):
                throw AppError.invalid(.init("error.vocabulary.csvUnterminatedQuote", ["line": .integer(line)]), code: "csv_unterminated_quote")
            case .tooManyRows(let limit):
                throw AppError.invalid(.init("error.vocabulary.tooManyWords", ["count": .integer(limit)]), code: "too_many_words")
            }
        }
        return (try await addWords(words, notebook: notebook, owner: owner, importedFrom: .csv), words.count)
    }

    static func title(_ raw: String) throws(AppError) -> String {
        try AppError.refusing { () throws(VocabularyRuleError) in try VocabularyRules.title(raw) }
    }

    static func word(_ raw: NotebookWord) throws(AppError) -> NotebookWord {
        try AppError.refusing { () throws(VocabularyRuleError) in try VocabularyRules.word(raw) }
    }
}
