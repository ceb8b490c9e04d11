import Foundation
import Hummingbird
import ReadoutApps
import ReadoutLanguage

/// Vocabulary's pages (seed 002, "Vocamera"): the notebooks (create, open) and one notebook's
/// words (rename or delete the notebook; sort, search, add by hand, edit, delete several; export
/// as CSV or Anki notes); and the import page. Plain forms, except where js/vocabulary.js talks to
/// the API: words from photos or pasted text (`/api/v1/vocabulary/extractions`) and CSV imports.
struct VocabularyPages {
    let services: AppServices
    let vocabulary: VocabularyService

    struct NotebookRow: Sendable {
        let id: String
        let title: String
        let countText: String
        let page: String
    }

    struct HomeContent: Sendable {
        let notebooks: [NotebookRow]
        let empty: Bool
        let titleValue: String
        /// A photo to take words from (?photo=ID, e.g. shared to Readout): the user picks its notebook.
        let startPhoto: StartingPhotoRow?
        let photoProblem: String?
    }

    /// The photo waiting for a notebook, and where each notebook's import reads it.
    struct StartingPhotoRow: Sendable {
        let id: String
        let previewUrl: String
        let notebooks: [NotebookRow]
    }

    struct WordRow: Sendable {
        let id: String
        let word: String
        let meaning: String
        let example: String
        let rankText: String?
    }

    struct NotebookContent: Sendable {
        let notebook: NotebookRow
        let titleValue: String
        let words: [WordRow]
        let empty: Bool
        let orders: [ChoiceLink]
        let order: String
        let search: String
        let searching: Bool
        let exportCsv: String
        let exportAnki: String
        let importPage: String
    }

    struct ImportContent: Sendable {
        let notebookId: String
        let notebookTitle: String
        let notebookPage: String
        let levels: [Choice]
        /// Not `languages`: that key is the layout's own (the footer's language switch).
        let translationLanguages: [Choice]
        /// A photo whose words are read at once (?photo=ID).
        let startPhoto: String?
        let photoProblem: String?
    }

    /// The levels offered for hiding common words.
    static let levels = [0, 1000, 3000, 5000, 10000]

    struct TitleForm: CSRFProtectedForm {
        let csrfToken: String?
        let title: String?
        /// The photo a new notebook is started for (the home page's "which notebook?"): its import reads it.
        let photo: String?
    }

    struct WordForm: CSRFProtectedForm {
        let csrfToken: String?
        let word: String?
        let meaning: String?
        let example: String?
    }

    /// The ticked words of the list (`ids[]=…&ids[]=…`).
    struct DeleteForm: CSRFProtectedForm {
        let csrfToken: String?
        let ids: [String]?
    }

    func register<Base: RouterMethods>(on routes: CatalogedRoutes<Base>) {
        routes.get("/apps/vocabulary") { request, context in
            try await homePage(request: request, context: context)
        }
        routes.post("/apps/vocabulary/notebooks") { request, context in
            let owner = try context.requireIdentity().user.id
            let form = try await services.verifiedForm(TitleForm.self, request: request, context: context)
            do {
                let notebook = try await vocabulary.createNotebook(title: form.title ?? "", owner: owner)
                if let photo = form.photo.flatMap(UUID.init(uuidString:)) {
                    return .seeOther(Self.page(notebook.id) + "/import?photo=" + photo.uuidString.lowercased(), notice: "vocabulary.notebookCreated")
                }
                return .seeOther(Self.page(notebook.id), notice: "vocabulary.notebookCreated")
            } catch let error as AppError where error.status == .unprocessableContent {
                return try await homePage(request: request, context: context, typed: form.title, photo: form.photo, error: error)
            }
        }
        routes.get("/apps/vocabulary/notebooks/:id") { request, context in
            try await notebookPage(request: request, context: context)
        }
        routes.get("/apps/vocabulary/notebooks/:id/import") { request, context in
            let owner = try context.requireIdentity().user.id
            let notebook = try await vocabulary.notebook(id: try context.id(missing: .notebook), owner: owner)
            let settings = try await vocabulary.settings(owner: owner)
            let levels = (Self.levels.contains(settings.hiddenCommonWords) ? Self.levels : Self.levels + [settings.hiddenCommonWords]).sorted()
            let installed = FreeDict.installedLanguages()
            let start = try await StartingPhoto.from(request, owner: owner, photos: services.photos, localizer: context.localizer)
            let content = ImportContent(
                notebookId: notebook.id.uuidString.lowercased(), notebookTitle: notebook.title, notebookPage: Self.page(notebook.id),
                levels: levels.map { level in
                    Choice(value: String(level), name: level == 0 ? context.localizer("vocabulary.level.all")
                               : context.localizer("vocabulary.level.hide", ["count": .integer(level)]),
                           selected: level == settings.hiddenCommonWords)
                },
                translationLanguages: [Choice(value: "", name: context.localizer("vocabulary.language.none"), selected: settings.translationLanguage == nil)]
                    + FreeDict.languages.filter { installed.contains($0.code) }.map { language in
                        Choice(value: language.code, name: context.localizer("vocabulary.language.\(language.code)"),
                                       selected: settings.translationLanguage == language.code)
                    },
                startPhoto: start.id, photoProblem: start.problem)
            return try services.page("vocabulary-import", title: "vocabulary.import.title", tab: VocabularyModule.tab, content: content,
                                     request: request, context: context)
        }
        routes.post("/apps/vocabulary/notebooks/:id") { request, context in
            let (owner, id, form) = try await notebookForm(TitleForm.self, request: request, context: context)
            do {
                _ = try await vocabulary.renameNotebook(id: id, title: form.title ?? "", owner: owner)
            } catch let error as AppError where error.status == .unprocessableContent {
                // The seed's edit mode: the refusal is shown and the old title kept.
                return try await notebookPage(request: request, context: context, error: error)
            }
            return .seeOther(Self.page(id), notice: "vocabulary.renamed")
        }
        routes.post("/apps/vocabulary/notebooks/:id/delete") { request, context in
            let (owner, id, _) = try await notebookForm(TokenForm.self, request: request, context: context)
            try await vocabulary.deleteNotebook(id: id, owner: owner)
            return .seeOther("/apps/vocabulary", notice: "vocabulary.notebookDeleted")
        }
        routes.post("/apps/vocabulary/notebooks/:id/words") { request, context in
            let (owner, id, form) = try await notebookForm(WordForm.self, request: request, context: context)
            let word = NotebookWord(word: form.word ?? "", meaning: form.meaning ?? "", example: form.example ?? "", createdAt: vocabulary.now())
            do {
                let added = try await vocabulary.addWords([word], notebook: id, owner: owner)
                guard !added.isEmpty else {
                    let error = AppError.invalid(.init("error.vocabulary.duplicateWord", ["word": .text(word.word)]), code: "duplicate_word")
                    return try await notebookPage(request: request, context: context, error: error)
                }
            } catch let error as AppError where error.status == .unprocessableContent {
                return try await notebookPage(request: request, context: context, error: error)
            }
            return .seeOther(Self.page(id), notice: "vocabulary.wordAdded")
        }
        routes.post("/apps/vocabulary/notebooks/:id/words/:word") { request, context in
            let owner = try context.requireIdentity().user.id
            let id = try context.id(missing: .notebook)
            let wordID = try context.id("word", missing: .word)
            _ = try await vocabulary.word(id: wordID, notebook: id, owner: owner)
            let form = try await services.verifiedForm(WordForm.self, request: request, context: context)
            do {
                _ = try await vocabulary.editWord(id: wordID, notebook: id, owner: owner, word: form.word, meaning: form.meaning,
                                                  example: form.example)
            } catch let error as AppError where error.status == .unprocessableContent {
                return try await notebookPage(request: request, context: context, error: error)
            }
            // Back at the word that was edited, not at the top of a long list.
            return .seeOther(Self.page(id) + "#w-" + wordID.uuidString.lowercased(), notice: "vocabulary.wordSaved")
        }
        routes.post("/apps/vocabulary/notebooks/:id/words/delete") { request, context in
            let (owner, id, form) = try await notebookForm(DeleteForm.self, request: request, context: context)
            let ids = (form.ids ?? []).compactMap(UUID.init(uuidString:))
            let deleted = try await vocabulary.deleteWords(ids: ids, notebook: id, owner: owner)
            return .seeOther(Self.page(id), notice: "vocabulary.wordsDeleted", count: deleted)
        }
    }

    /// The owner, the notebook named in the path (404 unless it is theirs) and the posted form,
    /// its CSRF token checked: what every form on a notebook's page starts with.
    private func notebookForm<Form: CSRFProtectedForm>(_ type: Form.Type, request: Request,
                                                                 context: AppRequestContext) async throws -> (UUID, UUID, Form) {
        let owner = try context.requireIdentity().user.id
        let id = try context.id(missing: .notebook)
        _ = try await vocabulary.notebook(id: id, owner: owner)
        let form = try await services.verifiedForm(Form.self, request: request, context: context)
        return (owner, id, form)
    }

    static func page(_ id: UUID) -> String { "/apps/vocabulary/notebooks/\(id.uuidString.lowercased())" }

    /// - Parameter photo: a photo id a refused form carried (else the address's `?photo=`).
    private func homePage(request: Request, context: AppRequestContext, typed: String? = nil, photo: String? = nil,
                          error: AppError? = nil) async throws -> Response {
        let owner = try context.requireIdentity().user.id
        let rows = try await vocabulary.notebooks(owner: owner).map { row($0, context: context) }
        let start = try await StartingPhoto.from(photo ?? request.uri.queryParameters["photo"].map(String.init), owner: owner,
                                                 photos: services.photos, localizer: context.localizer)
        let choice = start.id.map { id in
            StartingPhotoRow(id: id, previewUrl: "/api/v1/photos/\(id)/preview", notebooks: rows.map { notebook in
                NotebookRow(id: notebook.id, title: notebook.title, countText: notebook.countText, page: notebook.page + "/import?photo=" + id)
            })
        }
        return try services.page("vocabulary", title: "apps.vocabulary.name", tab: VocabularyModule.tab,
                                 content: HomeContent(notebooks: rows, empty: rows.isEmpty, titleValue: typed ?? "",
                                                      startPhoto: choice, photoProblem: start.problem),
                                 request: request, context: context, error: error,
                                 status: error == nil ? .ok : .unprocessableContent)
    }

    private func notebookPage(request: Request, context: AppRequestContext, error: AppError? = nil) async throws -> Response {
        let owner = try context.requireIdentity().user.id
        let id = try context.id(missing: .notebook)
        let notebook = try await vocabulary.notebook(id: id, owner: owner)
        let order = try VocabularyAPI.order(request.uri.queryParameters["order"].map(String.init))
        let search = request.uri.queryParameters["search"].map { String($0.prefix(100)) } ?? ""
        let words = try await vocabulary.words(notebook: id, owner: owner, order: order, search: search)
        let base = Self.page(id)
        let query = search.isEmpty ? "" : "&search=" + (search.addingPercentEncoding(withAllowedCharacters: .alphanumerics) ?? "")
        let content = NotebookContent(
            notebook: row(notebook, context: context), titleValue: notebook.title,
            words: words.map { word in
                WordRow(id: word.id.uuidString.lowercased(), word: word.word, meaning: word.meaning, example: word.example,
                        rankText: word.rank.map { context.localizer("vocabulary.rank", ["rank": .integer($0)]) })
            },
            empty: words.isEmpty,
            orders: WordOrder.allCases.map { ChoiceLink(name: context.localizer("vocabulary.order.\($0.rawValue)"),
                                                       href: "\(base)?order=\($0.rawValue)\(query)", current: $0 == order) },
            order: order.rawValue, search: search, searching: !search.isEmpty,
            exportCsv: "/api/v1/vocabulary/notebooks/\(id.uuidString.lowercased())/export.csv",
            exportAnki: "/api/v1/vocabulary/notebooks/\(id.uuidString.lowercased())/anki.txt",
            importPage: base + "/import")
        return try services.page("vocabulary-notebook", title: "vocabulary.notebook.title", tab: VocabularyModule.tab, content: content,
                                 request: request, context: context, error: error, status: error == nil ? .ok : .unprocessableContent)
    }

    private func row(_ notebook: VocabularyNotebook, context: AppRequestContext) -> NotebookRow {
        NotebookRow(id: notebook.id.uuidString.lowercased(), title: notebook.title,
                    countText: context.localizer("vocabulary.wordCount", ["count": .integer(notebook.wordCount)]),
                    page: Self.page(notebook.id))
    }
}
