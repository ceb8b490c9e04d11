import Foundation
import ReadoutApps
import ReadoutStore
import Testing

@Suite("Vocabulary notebooks and words")
struct VocabularyStoreTests {
    private let created = Date(timeIntervalSince1970: 1_800_000_000)

    private func word(_ text: String, lemma: String? = nil, meaning: String = "", rank: Int? = nil, after seconds: Double = 0) -> NotebookWord {
        NotebookWord(word: text, lemma: lemma, meaning: meaning, example: "The \(text) sentence.", partsOfSpeech: ["noun", "verb"],
                     rank: rank, createdAt: created.addingTimeInterval(seconds))
    }

    @Test("notebooks: create, list newest first with counts, rename, delete with their words; another user's are not found", arguments: TestEngine.all)
    func notebooks(engine: TestEngine) async throws {
        try await engine.withStore { store in
            let ada = try await store.users.create(email: "ada@example.com", passwordHash: "x")
            let bob = try await store.users.create(email: "bob@example.com", passwordHash: "x")
            let first = VocabularyNotebook(title: "Chapter 1", createdAt: created)
            let second = VocabularyNotebook(title: "Chapter 2", createdAt: created.addingTimeInterval(60))
            try await store.vocabulary.insertNotebook(first, owner: ada.id)
            try await store.vocabulary.insertNotebook(second, owner: ada.id)
            _ = try await store.vocabulary.addWords([word("house"), word("garden")], notebook: first.id, owner: ada.id)

            #expect(try await store.vocabulary.notebooks(owner: ada.id).map(\.title) == ["Chapter 2", "Chapter 1"])
            #expect(try await store.vocabulary.notebooks(owner: ada.id).map(\.wordCount) == [0, 2])
            #expect(try await store.vocabulary.notebooks(owner: bob.id).isEmpty)
            #expect(try await store.vocabulary.notebook(id: first.id, owner: bob.id) == nil)
            #expect(try await store.vocabulary.renameNotebook(id: first.id, title: "Bob's now", owner: bob.id) == false)
            #expect(try await store.vocabulary.renameNotebook(id: first.id, title: "Chapter one", owner: ada.id))
            #expect(try await store.vocabulary.notebook(id: first.id, owner: ada.id)?.title == "Chapter one")
            #expect(try await store.vocabulary.deleteNotebook(id: first.id, owner: bob.id) == false)
            #expect(try await store.vocabulary.deleteNotebook(id: first.id, owner: ada.id))
            #expect(try await store.vocabulary.words(notebook: first.id, owner: ada.id, order: .added, search: nil) == nil)
            let orphans = try await store.database.raw("SELECT COUNT(*) AS n FROM vocabulary_words").first()?.decode(column: "n", as: Int.self)
            #expect(orphans == 0, "a deleted notebook takes its words with it")
        }
    }

    @Test("words: added once per lemma, listed in three orders, searched, edited, deleted several at a time; owner-scoped", arguments: TestEngine.all)
    func words(engine: TestEngine) async throws {
        try await engine.withStore { store in
            let ada = try await store.users.create(email: "ada@example.com", passwordHash: "x")
            let bob = try await store.users.create(email: "bob@example.com", passwordHash: "x")
            let notebook = VocabularyNotebook(title: "Reading", createdAt: created)
            try await store.vocabulary.insertNotebook(notebook, owner: ada.id)
            let house = word("house", meaning: "a building to live in", rank: 300)
            let balustrade = word("balustrade", rank: nil, after: 1)
            let studies = word("studies", lemma: "study", meaning: "100% effort_", rank: 900, after: 2)
            let added = try await store.vocabulary.addWords([house, balustrade, studies, word("House", after: 3)], notebook: notebook.id, owner: ada.id)
            #expect(added?.map(\.id) == [house.id, balustrade.id, studies.id], "a lemma already there is skipped")
            #expect(try await store.vocabulary.addWords([word("cat")], notebook: notebook.id, owner: bob.id) == nil)
            #expect(try await store.vocabulary.addWords([word("Studies")], notebook: notebook.id, owner: ada.id)?.isEmpty == true,
                    "the same word without its lemma (as a CSV brings it back) is skipped too")

            func list(_ order: WordOrder, _ search: String? = nil) async throws -> [String]? {
                try await store.vocabulary.words(notebook: notebook.id, owner: ada.id, order: order, search: search)?.map(\.word)
            }
            #expect(try await list(.alphabetical) == ["balustrade", "house", "studies"])
            #expect(try await list(.added) == ["studies", "balustrade", "house"])
            #expect(try await list(.difficulty) == ["balustrade", "studies", "house"], "unlisted first, then the rarest")
            #expect(try await list(.alphabetical, "BUILD") == ["house"], "search looks in meanings, any case")
            #expect(try await list(.alphabetical, "100%") == ["studies"])
            #expect(try await list(.alphabetical, "%") == ["studies"], "% is a character, not a wildcard")
            #expect(try await list(.alphabetical, "sentence") == ["balustrade", "house", "studies"], "and in examples")
            #expect(try await store.vocabulary.words(notebook: notebook.id, owner: bob.id, order: .added, search: nil) == nil)
            let stored = try #require(try await store.vocabulary.words(notebook: notebook.id, owner: ada.id, order: .alphabetical, search: nil))
            #expect(stored[2] == studies, "every field round-trips")
            #expect(try await store.vocabulary.word(id: studies.id, notebook: notebook.id, owner: ada.id) == studies)
            #expect(try await store.vocabulary.word(id: studies.id, notebook: notebook.id, owner: bob.id) == nil)

            var edited = house
            edited.meaning = "a home"
            edited.example = "Our house is small."
            #expect(try await store.vocabulary.updateWord(edited, notebook: notebook.id, owner: bob.id) == false)
            #expect(try await store.vocabulary.updateWord(edited, notebook: notebook.id, owner: ada.id))
            var clash = edited
            clash.word = "Study"
            clash.lemma = "study"
            await #expect(throws: StoreError.self) { try await store.vocabulary.updateWord(clash, notebook: notebook.id, owner: ada.id) }

            #expect(try await store.vocabulary.deleteWords(ids: [house.id, studies.id], notebook: notebook.id, owner: bob.id) == 0)
            #expect(try await store.vocabulary.deleteWords(ids: [house.id, studies.id, UUID()], notebook: notebook.id, owner: ada.id) == 2)
            #expect(try await list(.added) == ["balustrade"])
        }
    }

    @Test("settings: defaults until saved, saved per user, replaced", arguments: TestEngine.all)
    func settings(engine: TestEngine) async throws {
        try await engine.withStore { store in
            let ada = try await store.users.create(email: "ada@example.com", passwordHash: "x")
            let bob = try await store.users.create(email: "bob@example.com", passwordHash: "x")
            #expect(try await store.vocabulary.settings(owner: ada.id) == VocabularySettings())
            try await store.vocabulary.saveSettings(VocabularySettings(translationLanguage: "pol", hiddenCommonWords: 2000), owner: ada.id)
            try await store.vocabulary.saveSettings(VocabularySettings(translationLanguage: nil, hiddenCommonWords: 500), owner: ada.id)
            #expect(try await store.vocabulary.settings(owner: ada.id) == VocabularySettings(translationLanguage: nil, hiddenCommonWords: 500))
            #expect(try await store.vocabulary.settings(owner: bob.id) == VocabularySettings())
        }
    }
}
