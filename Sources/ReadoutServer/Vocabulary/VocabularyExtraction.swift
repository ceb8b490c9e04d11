import Foundation
import NIOConcurrencyHelpers
import ReadoutApps
import ReadoutLanguage
import ReadoutRecognition
import ReadoutStore

/// Reads page photos (or text) into word candidates for a notebook: each page recognised at
/// `.accurate` (English) on the recognition gate, the words worth learning extracted once for all
/// pages, translated into the learner's language, and marked when the notebook already holds them.
struct VocabularyExtraction: Sendable {
    let repository: any VocabularyRepository
    let photoLibrary: any PhotoLibrary
    let decoder: PhotoDecoder
    let recognition: TextRecognitionService
    let dictionaries: FreeDictionaries

    /// Where the words come from: page photos, or text the client already has. The browser reads
    /// its pages one request each (so it can show which page it is on), then asks again with the
    /// joined text whenever the level or language changes, which costs milliseconds, not a new OCR.
    enum Source {
        case photos([UUID])
        case text(String)
    }

    struct Candidate: Encodable {
        let word: String
        let lemma: String
        let partsOfSpeech: [PartOfSpeech]
        let definition: String?
        /// The whole sentence the word was found in.
        let sentence: String
        /// The words around it in that sentence: what the list shows and a notebook keeps.
        let example: String
        let rank: Int?
        let translations: [String]?
        /// The notebook already holds this lemma (or this word).
        let inNotebook: Bool
    }

    struct Result: Encodable {
        let words: [Candidate]
        /// Words found before the common ones were hidden.
        let found: Int
        let hiddenCommonWords: Int
        let translationLanguage: String?
        let pages: Int
        let text: String
    }

    func extract(_ source: Source, notebook: UUID?, owner: UUID, hiddenCommonWords: Int?) async throws -> Result {
        var existing = VocabularyCandidates.NotebookContents.empty
        if let notebook {
            guard let words = try await repository.words(notebook: notebook, owner: owner, order: .added, search: nil) else {
                throw AppError.notFound(.notebook)
            }
            existing = VocabularyCandidates.NotebookContents(words)
        }
        let text: String, pages: Int
        switch source {
        case .photos(let ids):
            text = try await recognize(ids, owner: owner)
            pages = ids.count
        case .text(let given):
            guard given.utf8.count <= VocabularyCandidates.textLimit else {
                throw AppError.invalid(.init("error.vocabulary.textTooLong", ["count": .integer(VocabularyCandidates.textLimit)]), code: "text_too_long")
            }
            text = given
            pages = 0
        }
        let extractor: VocabularyExtractor
        do {
            extractor = try VocabularyExtractor.standard()
        } catch {
            throw AppError(.serviceUnavailable, code: "lexicon_missing", text: .init("error.vocabulary.lexiconMissing"))
        }
        let settings = try await repository.settings(owner: owner)
        let level = try hiddenCommonWords.map(VocabularyService.checkedLevel) ?? settings.hiddenCommonWords
        let all = extractor.words(in: text)
        let dictionary = settings.translationLanguage.flatMap(dictionaries.dictionary)
        let shown = all.filter { VocabularyCandidates.isOffered(rank: $0.rank, level: level) }
        let candidates = shown.map { word in
            Candidate(word: word.word, lemma: word.lemma, partsOfSpeech: word.partsOfSpeech, definition: word.definition,
                      sentence: word.sentence, example: ExampleSnippet.around(word.word, in: word.sentence), rank: word.rank, translations: dictionary?.translations(of: word.lemma),
                      inNotebook: existing.holds(word: word.word, lemma: word.lemma))
        }
        return Result(words: candidates, found: all.count, hiddenCommonWords: level,
                      translationLanguage: dictionary == nil ? nil : settings.translationLanguage, pages: pages, text: text)
    }

    /// The pages' text at `.accurate`, in the order given, a blank line between pages.
    private func recognize(_ photoIDs: [UUID], owner: UUID) async throws -> String {
        guard (1...VocabularyCandidates.pageLimit).contains(photoIDs.count) else {
            throw AppError.invalid(.init("error.vocabulary.pageCount", ["count": .integer(VocabularyCandidates.pageLimit)]), code: "page_count")
        }
        var texts: [String] = []
        for id in photoIDs {
            let image = try await photoLibrary.image(id: id, owner: owner, decoder: decoder)
            do {
                let page = try await recognition.gate.run { try await recognition.recognizer.recognize(image, options: RecognitionOptions(level: .accurate, languages: ["eng"])) }
                texts.append(page.text)
            } catch let error as RecognitionError {
                throw AppError.invalid(.init("error.recognitionFailed", ["detail": .text(error.description)]), code: "recognition_failed")
            }
        }
        return texts.joined(separator: "\n\n")
    }
}

/// FreeDict dictionaries opened once per language and kept for the application's life (the German
/// index takes a quarter of a second to read); Vocabulary's module owns one.
final class FreeDictionaries: Sendable {
    private let opened = NIOLockedValueBox<[String: FreeDict]>([:])

    func dictionary(_ language: String) -> FreeDict? {
        if let cached = opened.withLockedValue({ $0[language] }) { return cached }
        guard let dictionary = try? FreeDict(language: language) else { return nil }
        opened.withLockedValue { $0[language] = dictionary }
        return dictionary
    }
}
