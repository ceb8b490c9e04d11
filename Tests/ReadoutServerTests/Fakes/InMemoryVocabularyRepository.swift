import Foundation
import ReadoutApps
import ReadoutStore

/// Notebooks kept in memory, for the service's tests; owner-scoped like the SQL store, one entry
/// per lemma (or word) in a notebook, and a clashing edit refused with the store's error.
actor InMemoryVocabularyRepository: VocabularyRepository {
    private var notebooks: [UUID: (owner: UUID, notebook: VocabularyNotebook)] = [:]
    private var words: [UUID: [NotebookWord]] = [:]
    private var settings: [UUID: VocabularySettings] = [:]

    func notebooks(owner: UUID) -> [VocabularyNotebook] {
        notebooks.values.filter { $0.owner == owner }.map(\.notebook).map(counted).sorted { $0.createdAt > $1.createdAt }
    }

    func notebook(id: UUID, owner: UUID) -> VocabularyNotebook? {
        notebooks[id].flatMap { $0.owner == owner ? counted($0.notebook) : nil }
    }

    func insertNotebook(_ notebook: VocabularyNotebook, owner: UUID) {
        notebooks[notebook.id] = (owner, notebook)
        words[notebook.id] = []
    }

    func renameNotebook(id: UUID, title: String, owner: UUID) -> Bool {
        guard var notebook = notebook(id: id, owner: owner) else { return false }
        notebook.title = title
        notebooks[id] = (owner, notebook)
        return true
    }

    func deleteNotebook(id: UUID, owner: UUID) -> Bool {
        guard notebook(id: id, owner: owner) != nil else { return false }
        notebooks[id] = nil
        words[id] = nil
        return true
    }

    func words(notebook: UUID, owner: UUID, order: WordOrder, search: String?) -> [NotebookWord]? {
        guard self.notebook(id: notebook, owner: owner) != nil else { return nil }
        let found = words[notebook, default: []].filter { word in
            guard let search, !search.isEmpty else { return true }
            return [word.word, word.meaning, word.example].contains { $0.localizedCaseInsensitiveContains(search) }
        }
        switch order {
        case .alphabetical: return found.sorted { $0.key < $1.key }
        case .added: return found.sorted { $0.createdAt > $1.createdAt }
        case .difficulty: return found.sorted { ($0.rank ?? .max, $0.key) > ($1.rank ?? .max, $1.key) }
        }
    }

    func word(id: UUID, notebook: UUID, owner: UUID) -> NotebookWord? {
        guard self.notebook(id: notebook, owner: owner) != nil else { return nil }
        return words[notebook]?.first { $0.id == id }
    }

    func addWords(_ new: [NotebookWord], notebook: UUID, owner: UUID) -> [NotebookWord]? {
        guard self.notebook(id: notebook, owner: owner) != nil else { return nil }
        var added: [NotebookWord] = []
        for word in new where !words[notebook, default: []].contains(where: { $0.key == word.key || $0.word.lowercased() == word.word.lowercased() }) {
            words[notebook, default: []].append(word)
            added.append(word)
        }
        return added
    }

    func updateWord(_ word: NotebookWord, notebook: UUID, owner: UUID) throws -> Bool {
        guard self.notebook(id: notebook, owner: owner) != nil,
              let index = words[notebook]?.firstIndex(where: { $0.id == word.id }) else { return false }
        if words[notebook]?.contains(where: { $0.id != word.id && $0.key == word.key }) == true {
            throw StoreError(.invalid, "\"\(word.word)\" is already in this notebook.")
        }
        words[notebook]?[index] = word
        return true
    }

    func deleteWords(ids: [UUID], notebook: UUID, owner: UUID) -> Int {
        guard self.notebook(id: notebook, owner: owner) != nil else { return 0 }
        let before = words[notebook]?.count ?? 0
        words[notebook]?.removeAll { ids.contains($0.id) }
        return before - (words[notebook]?.count ?? 0)
    }

    func settings(owner: UUID) -> VocabularySettings {
        settings[owner] ?? VocabularySettings()
    }

    func saveSettings(_ settings: VocabularySettings, owner: UUID) {
        self.settings[owner] = settings
    }

    private func counted(_ notebook: VocabularyNotebook) -> VocabularyNotebook {
        var counted = notebook
        counted.wordCount = words[notebook.id]?.count ?? 0
        return counted
    }
}
