import Foundation

/// Where Vocabulary keeps a user's notebooks and their words (implemented by ReadoutStore on
/// SQLite/PostgreSQL). Every call is scoped to its owner: another user's ids are not found.
public protocol VocabularyRepository: Sendable {
    /// The owner's notebooks with their word counts, newest first.
    func notebooks(owner: UUID) async throws -> [VocabularyNotebook]
    func notebook(id: UUID, owner: UUID) async throws -> VocabularyNotebook?
    func insertNotebook(_ notebook: VocabularyNotebook, owner: UUID) async throws
    /// False when the notebook is not the owner's.
    func renameNotebook(id: UUID, title: String, owner: UUID) async throws -> Bool
    /// Deletes it with its words; false when it is not the owner's.
    func deleteNotebook(id: UUID, owner: UUID) async throws -> Bool

    /// The notebook's words in `order`, only those whose word, meaning or example contains
    /// `search` (any case) when given; nil when the notebook is not the owner's.
    func words(notebook: UUID, owner: UUID, order: WordOrder, search: String?) async throws -> [NotebookWord]?
    /// One word of the owner's notebook, or nil.
    func word(id: UUID, notebook: UUID, owner: UUID) async throws -> NotebookWord?
    /// Adds the words whose lemma (and whose word) the notebook lacks, in one transaction; returns those added
    /// (nil when the notebook is not the owner's).
    func addWords(_ words: [NotebookWord], notebook: UUID, owner: UUID) async throws -> [NotebookWord]?
    /// Saves the word's fields; false when it is not in the owner's notebook.
    func updateWord(_ word: NotebookWord, notebook: UUID, owner: UUID) async throws -> Bool
    /// Deletes those of `ids` in the owner's notebook; returns how many went.
    func deleteWords(ids: [UUID], notebook: UUID, owner: UUID) async throws -> Int

    /// The owner's settings (the defaults until saved).
    func settings(owner: UUID) async throws -> VocabularySettings
    func saveSettings(_ settings: VocabularySettings, owner: UUID) async throws
}
