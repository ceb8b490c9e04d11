import Foundation
import Hummingbird
import ReadoutApps
import ReadoutLanguage

/// `/api/v1/vocabulary`: the user's notebooks (list, create, rename, delete) and their words
/// (list sorted and searched, add, edit, delete one or several), exported as CSV or Anki notes
/// and imported from CSV.
struct VocabularyAPI {
    let vocabulary: VocabularyService
    let extraction: VocabularyExtraction

    /// Either `photoIds` (1–10 pages, read in order) or `text`.
    struct ExtractionRequest: Decodable {
        let photoIds: [String]?
        let text: String?
        /// The notebook the words are for: those it holds are marked.
        let notebookId: String?
        /// Hide the N most common words; default: the user's setting.
        let hiddenCommonWords: Int?
    }

    struct SettingsRequest: Decodable {
        let translationLanguage: String?
        let hiddenCommonWords: Int?
    }

    struct SettingsBody: Encodable {
        let settings: VocabularySettings
        /// The translation languages installed on this server: code and English name.
        let languages: [[String: String]]
    }

    struct NotebookRequest: Decodable {
        let title: String
    }

    struct WordRequest: Decodable {
        let word: String
        let lemma: String?
        let meaning: String?
        let example: String?
        let partsOfSpeech: [String]?
        let rank: Int?

        func word(id: UUID = UUID(), createdAt: Date) -> NotebookWord {
            NotebookWord(id: id, word: word, lemma: lemma, meaning: meaning ?? "", example: example ?? "",
                         partsOfSpeech: (partsOfSpeech ?? []).prefix(4).map { String($0.prefix(20)) }, rank: rank, createdAt: createdAt)
        }
    }

    struct AddRequest: Decodable {
        let words: [WordRequest]
    }

    struct DeleteRequest: Decodable {
        let ids: [String]
    }

    struct NotebooksBody: Encodable { let notebooks: [VocabularyNotebook] }
    struct WordsBody: Encodable { let words: [NotebookWord] }
    struct AddedBody: Encodable {
        let added: [NotebookWord]
        /// Words left out because the notebook already holds their lemma.
        let skipped: Int
    }
    struct DeletedBody: Encodable { let deleted: Int }

    func register<Base: RouterMethods>(on routes: CatalogedRoutes<Base>) {
        routes.post("/vocabulary/extractions") { request, context in
            let owner = try context.requireIdentity().user.id
            let input = try await request.decode(as: ExtractionRequest.self, context: context)
            let source: VocabularyExtraction.Source
            switch (input.photoIds, input.text) {
            case (let ids?, nil):
                source = .photos(try ids.map { text throws(AppError) -> UUID in
                    guard let id = UUID(uuidString: text) else { throw AppError.notFound(.photo) }
                    return id
                })
            case (nil, let text?):
                source = .text(text)
            default:
                throw AppError.invalid(.init("error.vocabulary.photosOrText"), code: "photos_or_text")
            }
            let notebook = try input.notebookId.map { text throws(AppError) -> UUID in
                guard let id = UUID(uuidString: text) else { throw AppError.notFound(.notebook) }
                return id
            }
            return try JSONResponse.make(try await extraction.extract(source, notebook: notebook, owner: owner,
                                                                      hiddenCommonWords: input.hiddenCommonWords))
        }
        routes.get("/vocabulary/settings") { _, context in
            let owner = try context.requireIdentity().user.id
            return try JSONResponse.make(SettingsBody(settings: try await vocabulary.settings(owner: owner), languages: Self.languages))
        }
        routes.put("/vocabulary/settings") { request, context in
            let owner = try context.requireIdentity().user.id
            let input = try await request.decode(as: SettingsRequest.self, context: context)
            let settings = try await vocabulary.saveSettings(language: input.translationLanguage, hidden: input.hiddenCommonWords, owner: owner)
            return try JSONResponse.make(SettingsBody(settings: settings, languages: Self.languages))
        }
        routes.get("/vocabulary/notebooks") { _, context in
            try JSONResponse.make(NotebooksBody(notebooks: try await vocabulary.notebooks(owner: try context.requireIdentity().user.id)))
        }
        routes.post("/vocabulary/notebooks") { request, context in
            let owner = try context.requireIdentity().user.id
            let input = try await request.decode(as: NotebookRequest.self, context: context)
            let notebook = try await vocabulary.createNotebook(title: input.title, owner: owner)
            var response = try JSONResponse.make(notebook, status: .created)
            response.headers[.location] = "/api/v1/vocabulary/notebooks/\(notebook.id.uuidString.lowercased())"
            return response
        }
        routes.get("/vocabulary/notebooks/:id") { _, context in
            try JSONResponse.make(try await vocabulary.notebook(id: try context.id(missing: .notebook), owner: try context.requireIdentity().user.id))
        }
        routes.put("/vocabulary/notebooks/:id") { request, context in
            let owner = try context.requireIdentity().user.id
            let id = try context.id(missing: .notebook)
            _ = try await vocabulary.notebook(id: id, owner: owner)
            let input = try await request.decode(as: NotebookRequest.self, context: context)
            return try JSONResponse.make(try await vocabulary.renameNotebook(id: id, title: input.title, owner: owner))
        }
        routes.delete("/vocabulary/notebooks/:id") { _, context in
            try await vocabulary.deleteNotebook(id: try context.id(missing: .notebook), owner: try context.requireIdentity().user.id)
            return Response(status: .noContent)
        }
        routes.get("/vocabulary/notebooks/:id/words") { request, context in
            let owner = try context.requireIdentity().user.id
            let order = try Self.order(request.uri.queryParameters["order"].map(String.init))
            let search = request.uri.queryParameters["search"].map { String($0.prefix(100)) }
            return try JSONResponse.make(WordsBody(words: try await vocabulary.words(notebook: try context.id(missing: .notebook), owner: owner,
                                                                                       order: order, search: search)))
        }
        routes.post("/vocabulary/notebooks/:id/words") { request, context in
            let owner = try context.requireIdentity().user.id
            let id = try context.id(missing: .notebook)
            _ = try await vocabulary.notebook(id: id, owner: owner)
            let input = try await request.decode(as: AddRequest.self, context: context)
            let now = vocabulary.now()
            // A millisecond apart, so "newest first" keeps the order they were sent in reversed.
            let words = input.words.enumerated().map { $1.word(createdAt: now.addingTimeInterval(Double($0) / 1000)) }
            let added = try await vocabulary.addWords(words, notebook: id, owner: owner, importedFrom: .words)
            return try JSONResponse.make(AddedBody(added: added, skipped: words.count - added.count), status: .created)
        }
        routes.put("/vocabulary/notebooks/:id/words/:word") { request, context in
            let owner = try context.requireIdentity().user.id
            let id = try context.id(missing: .notebook)
            let wordID = try context.id("word", missing: .word)
            _ = try await vocabulary.word(id: wordID, notebook: id, owner: owner)
            let input = try await request.decode(as: WordRequest.self, context: context)
            return try JSONResponse.make(try await vocabulary.editWord(id: wordID, notebook: id, owner: owner, word: input.word,
                                                                      lemma: input.lemma, meaning: input.meaning, example: input.example))
        }
        routes.delete("/vocabulary/notebooks/:id/words/:word") { _, context in
            let owner = try context.requireIdentity().user.id
            let deleted = try await vocabulary.deleteWords(ids: [try context.id("word", missing: .word)], notebook: try context.id(missing: .notebook), owner: owner)
            guard deleted == 1 else { throw AppError.notFound(.word) }
            return Response(status: .noContent)
        }
        routes.post("/vocabulary/notebooks/:id/words/deletions") { request, context in
            let owner = try context.requireIdentity().user.id
            let id = try context.id(missing: .notebook)
            _ = try await vocabulary.notebook(id: id, owner: owner)
            let input = try await request.decode(as: DeleteRequest.self, context: context)
            let ids = input.ids.compactMap(UUID.init(uuidString:))
            guard ids.count == input.ids.count, ids.count <= VocabularyRules.importLimit else {
                throw AppError.badRequest(.init("error.vocabulary.invalidWordIds", ["count": .integer(VocabularyRules.importLimit)]), code: "invalid_ids")
            }
            return try JSONResponse.make(DeletedBody(deleted: try await vocabulary.deleteWords(ids: ids, notebook: id, owner: owner)))
        }
        routes.get("/vocabulary/notebooks/:id/export.csv") { _, context in
            try await export(context, type: "text/csv; charset=utf-8", ending: "csv", NotebookExport.csv)
        }
        routes.get("/vocabulary/notebooks/:id/anki.txt") { _, context in
            try await export(context, type: "text/plain; charset=utf-8", ending: "txt", NotebookExport.ankiTSV)
        }
        routes.post("/vocabulary/notebooks/:id/imports") { request, context in
            let owner = try context.requireIdentity().user.id
            let id = try context.id(missing: .notebook)
            _ = try await vocabulary.notebook(id: id, owner: owner)
            let body = try await request.body.collect(upTo: 2 << 20)
            guard let text = body.getString(at: body.readerIndex, length: body.readableBytes) else {
                throw AppError.badRequest(.init("error.vocabulary.csvNotText"), code: "csv_not_text")
            }
            let (added, read) = try await vocabulary.importCSV(text, notebook: id, owner: owner)
            return try JSONResponse.make(AddedBody(added: added, skipped: read - added.count), status: .created)
        }
    }

    private func export(_ context: AppRequestContext, type: String, ending: String, _ render: ([NotebookWord]) -> String) async throws -> Response {
        let owner = try context.requireIdentity().user.id
        let id = try context.id(missing: .notebook)
        let notebook = try await vocabulary.notebook(id: id, owner: owner)
        let words = try await vocabulary.words(notebook: id, owner: owner, order: .alphabetical, search: nil)
        return Download.response(render(words), contentType: type, title: notebook.title, fallback: "notebook", ending: ending)
    }

    static var languages: [[String: String]] {
        let installed = FreeDict.installedLanguages()
        return FreeDict.languages.filter { installed.contains($0.code) }.map { ["code": $0.code, "name": $0.name] }
    }

    static func order(_ text: String?) throws(AppError) -> WordOrder {
        guard let text, !text.isEmpty else { return .added }
        guard let order = WordOrder(rawValue: text) else {
            throw AppError.badRequest(.init("error.vocabulary.invalidOrder"), code: "invalid_order")
        }
        return order
    }
}
