import Foundation
import ReadoutApps
import Testing
@testable import ReadoutServer

/// Vocabulary's service over an in-memory repository: the seed's edit mode (an empty title refused,
/// the old one kept), a word saved once per lemma, a rewritten word taking its new lemma unless it
/// clashes, levels and imports within their limits, another user's notebook not found.
@Suite("Vocabulary service")
struct VocabularyServiceTests {
    let owner = UUID()
    let service = VocabularyService(repository: InMemoryVocabularyRepository())
    let now = Date(timeIntervalSince1970: 1_780_000_000)

    @Test func anEmptyTitleIsRefusedAndTheOldOneKept() async throws {
        let notebook = try await service.createNotebook(title: "Pride and Prejudice", owner: owner)
        let error = await ServiceTestParts.appError { _ = try await service.renameNotebook(id: notebook.id, title: "  ", owner: owner) }
        #expect(error?.code == "empty_title" && error?.status == .unprocessableContent)
        #expect(try await service.notebook(id: notebook.id, owner: owner).title == "Pride and Prejudice")
    }

    @Test func aLemmaIsSavedOnceAndARewrittenWordTakesItsOwn() async throws {
        let notebook = try await service.createNotebook(title: "Words", owner: owner)
        let added = try await service.addWords([NotebookWord(word: "daisies", lemma: "daisy", createdAt: now),
                                                NotebookWord(word: "Daisy", createdAt: now),
                                                NotebookWord(word: "acknowledged", lemma: "acknowledge", createdAt: now)],
                                               notebook: notebook.id, owner: owner)
        #expect(added.map(\.word) == ["daisies", "acknowledged"])
        let edited = try await service.editWord(id: added[1].id, notebook: notebook.id, owner: owner, word: "admit", meaning: nil, example: nil)
        #expect(edited.lemma == "admit")
        let clash = await ServiceTestParts.appError {
            _ = try await service.editWord(id: added[1].id, notebook: notebook.id, owner: owner, word: "Daisy", lemma: "daisy", meaning: nil, example: nil)
        }
        #expect(clash?.code == "duplicate_word")
    }

    @Test func levelsAndImportsStayWithinTheirLimits() async throws {
        let notebook = try await service.createNotebook(title: "Words", owner: owner)
        let level = await ServiceTestParts.appError { _ = try await service.saveSettings(language: nil, hidden: 30_001, owner: owner) }
        #expect(level?.code == "invalid_level")
        let many = (0...VocabularyRules.importLimit).map { NotebookWord(word: "word\($0)", createdAt: now) }
        let tooMany = await ServiceTestParts.appError { _ = try await service.addWords(many, notebook: notebook.id, owner: owner) }
        #expect(tooMany?.code == "too_many_words")
        #expect(try await service.words(notebook: notebook.id, owner: owner, order: .added, search: nil).isEmpty, "nothing of a refused import saved")
    }

    @Test func anotherUsersNotebookIsNotFound() async throws {
        let notebook = try await service.createNotebook(title: "Mine", owner: owner)
        let stranger = UUID()
        let read = await ServiceTestParts.appError { _ = try await service.words(notebook: notebook.id, owner: stranger, order: .added, search: nil) }
        let add = await ServiceTestParts.appError {
            _ = try await service.addWords([NotebookWord(word: "x", createdAt: now)], notebook: notebook.id, owner: stranger)
        }
        let delete = await ServiceTestParts.appError { try await service.deleteNotebook(id: notebook.id, owner: stranger) }
        #expect(read?.status == .notFound && add?.status == .notFound && delete?.status == .notFound)
    }
}
