import Foundation
import HTTPTypes
import HummingbirdTesting
import NIOCore
import Testing

/// Vocabulary's notebooks and words through the HTTP API: the seed's edit mode (an empty title
/// refused, the old one kept), words added once per lemma, sorted and searched, edited, deleted
/// several at a time, exported as CSV and Anki notes, the CSV imported back; other users' ids 404.
@Suite("Vocabulary API")
struct VocabularyAPITests {
    func send(_ client: any TestClientProtocol, _ method: HTTPRequest.Method, _ path: String, _ body: String = "",
              cookie: String, contentType: String = "application/json") async throws -> TestResponse {
        try await client.execute(uri: path, method: method, headers: apiHeaders(cookie: cookie, contentType: contentType), body: ByteBuffer(string: body))
    }

    /// A field of the `{"error": {"code", "message"}}` body.
    private func error(_ response: TestResponse, _ field: String) throws -> String? {
        (try response.json()["error"] as? [String: Any])?[field] as? String
    }

    private func words(_ response: TestResponse) throws -> [String] {
        try (response.json()["words"] as? [[String: Any]] ?? []).compactMap { $0["word"] as? String }
    }

    @Test(arguments: TestEngine.all)
    func notebooksAndWordsFromCreationToExportAndBack(engine: TestEngine) async throws {
        let app = try await TestApp.make(engine: engine)
        try await app.test { client in
            let ada = try await client.signUp("ada@example.org")
            let created = try await send(client, .post, "/api/v1/vocabulary/notebooks", #"{"title":"  Chapter 3 "}"#, cookie: ada)
            #expect(created.status == .created, "\(created.text)")
            let notebook = try #require(try created.json()["id"] as? String)
            #expect(try created.json()["title"] as? String == "Chapter 3")
            let base = "/api/v1/vocabulary/notebooks/\(notebook)"

            let empty = try await send(client, .put, base, #"{"title":"   "}"#, cookie: ada)
            #expect(try empty.status == .unprocessableContent && error(empty, "code") == "empty_title")
            #expect(try await send(client, .get, base, cookie: ada).json()["title"] as? String == "Chapter 3", "the old title is kept")
            #expect(try await send(client, .put, base, #"{"title":"Chapter three"}"#, cookie: ada).json()["title"] as? String == "Chapter three")

            let added = try await send(client, .post, "\(base)/words", """
                {"words":[{"word":"house","meaning":"a building, to live in","example":"Our house is old.","partsOfSpeech":["noun"],"rank":300},
                          {"word":"balustrade","meaning":"a railing","example":""},
                          {"word":"studies","lemma":"study","meaning":"learning","rank":900},
                          {"word":"House","meaning":"again"}]}
                """, cookie: ada)
            #expect(added.status == .created, "\(added.text)")
            #expect(try added.json()["skipped"] as? Int == 1, "a lemma already there is skipped")
            let bad = try await send(client, .post, "\(base)/words", #"{"words":[{"word":"fine"},{"word":"  "}]}"#, cookie: ada)
            #expect(try bad.status == .unprocessableContent && error(bad, "code") == "empty_word")
            #expect(try words(await send(client, .get, "\(base)/words?order=alphabetical", cookie: ada)) == ["balustrade", "house", "studies"],
                    "one bad word saves none of its batch")
            #expect(try words(await send(client, .get, "\(base)/words?order=difficulty", cookie: ada)) == ["balustrade", "studies", "house"])
            #expect(try words(await send(client, .get, "\(base)/words?search=RAIL", cookie: ada)) == ["balustrade"])
            #expect(try await send(client, .get, "\(base)/words?order=random", cookie: ada).status == .badRequest)
            #expect(try await send(client, .get, "/api/v1/vocabulary/notebooks", cookie: ada).json()["notebooks"]
                .flatMap { ($0 as? [[String: Any]])?.first?["wordCount"] as? Int } == 3)

            let list = try await send(client, .get, "\(base)/words?order=alphabetical", cookie: ada).json()["words"] as? [[String: Any]] ?? []
            let ids = list.compactMap { $0["id"] as? String }
            let edited = try await send(client, .put, "\(base)/words/\(ids[0])", #"{"word":"balustrade","meaning":"a row of small columns"}"#, cookie: ada)
            #expect(try edited.status == .ok && edited.json()["meaning"] as? String == "a row of small columns", "\(edited.text)")
            let clash = try await send(client, .put, "\(base)/words/\(ids[0])", #"{"word":"House"}"#, cookie: ada)
            #expect(try clash.status == .unprocessableContent && error(clash, "code") == "duplicate_word")

            let csv = try await send(client, .get, "\(base)/export.csv", cookie: ada)
            #expect(csv.status == .ok && csv.headers[.contentType]?.hasPrefix("text/csv") == true)
            #expect(csv.headers[.contentDisposition]?.contains("Chapter three.csv") == true)
            #expect(csv.text.hasPrefix("word,meaning,example\r\nbalustrade,a row of small columns,\r\nhouse,\"a building, to live in\",Our house is old.\r\n"))
            let anki = try await send(client, .get, "\(base)/anki.txt", cookie: ada)
            #expect(anki.text.contains("house\ta building, to live in\tOur house is old.\n"))

            let deleted = try await send(client, .post, "\(base)/words/deletions", #"{"ids":["\#(ids[0])","\#(ids[1])"]}"#, cookie: ada)
            #expect(try deleted.json()["deleted"] as? Int == 2)
            let imported = try await send(client, .post, "\(base)/imports", csv.text, cookie: ada, contentType: "text/csv")
            #expect(imported.status == .created, "\(imported.text)")
            #expect(try imported.json()["skipped"] as? Int == 1, "studies was still there")
            #expect(try words(await send(client, .get, "\(base)/words?order=alphabetical", cookie: ada)) == ["balustrade", "house", "studies"])
            let broken = try await send(client, .post, "\(base)/imports", "term,meaning\nx,y\n", cookie: ada, contentType: "text/csv")
            #expect(try broken.status == .unprocessableContent && error(broken, "code") == "csv_missing_word_column")

            #expect(try await send(client, .delete, "\(base)/words/\(ids[2])", cookie: ada).status == .noContent)
            #expect(try await send(client, .delete, "\(base)/words/\(ids[2])", cookie: ada).status == .notFound)
            #expect(try await send(client, .delete, base, cookie: ada).status == .noContent)
            #expect(try await send(client, .get, "\(base)/words", cookie: ada).status == .notFound)
        }
    }

    @Test(arguments: TestEngine.all)
    func anotherUsersNotebookIsNotFoundAndBadInputIsAClearError(engine: TestEngine) async throws {
        let app = try await TestApp.make(engine: engine)
        try await app.test { client in
            let ada = try await client.signUp("ada@example.org")
            let eve = try await client.signUp("eve@example.org")
            let notebook = try #require(try await send(client, .post, "/api/v1/vocabulary/notebooks", #"{"title":"Ada's"}"#, cookie: ada).json()["id"] as? String)
            let base = "/api/v1/vocabulary/notebooks/\(notebook)"
            _ = try await send(client, .post, "\(base)/words", #"{"words":[{"word":"secret"}]}"#, cookie: ada)
            for (method, path, body) in [(HTTPRequest.Method.get, base, ""), (.put, base, #"{"title":"mine"}"#), (.get, "\(base)/words", ""),
                                         (.post, "\(base)/words", #"{"words":[{"word":"x"}]}"#), (.get, "\(base)/export.csv", ""),
                                         (.post, "\(base)/words/deletions", #"{"ids":[]}"#), (.delete, base, "")] {
                let response = try await send(client, method, path, body, cookie: eve)
                #expect(response.status == .notFound, "\(method) \(path) answered \(response.status) to another user")
            }
            #expect(try words(await send(client, .get, "\(base)/words", cookie: ada)) == ["secret"], "nothing Eve did reached Ada's notebook")
            #expect(try await send(client, .get, "/api/v1/vocabulary/notebooks/not-a-uuid", cookie: ada).status == .notFound)
            #expect(try await send(client, .post, "/api/v1/vocabulary/notebooks", #"{"title":"#, cookie: ada).status == .badRequest)
            let long = try await send(client, .post, "/api/v1/vocabulary/notebooks", #"{"title":"\#(String(repeating: "x", count: 101))"}"#, cookie: ada)
            #expect(try long.status == .unprocessableContent && error(long, "code") == "title_too_long")
            #expect(try error(long, "message")?.contains("100") == true)
        }
    }

    /// The sample page (the opening of Pride and Prejudice) read by real Tesseract into candidates.
    @Test func aPagePhotoBecomesCandidatesMarkedTranslatedAndFiltered() async throws {
        let app = try await TestApp.make()
        try await app.test { client in
            let ada = try await client.signUp("ada@example.org")
            let photo = try #require(try await client.uploadPhoto(try samplePageBytes(), cookie: ada).json()["id"] as? String)
            let notebook = try #require(try await send(client, .post, "/api/v1/vocabulary/notebooks", #"{"title":"Austen"}"#, cookie: ada).json()["id"] as? String)
            _ = try await send(client, .post, "/api/v1/vocabulary/notebooks/\(notebook)/words", #"{"words":[{"word":"truth"}]}"#, cookie: ada)
            let settings = try await send(client, .put, "/api/v1/vocabulary/settings", #"{"translationLanguage":"pol","hiddenCommonWords":0}"#, cookie: ada)
            #expect(settings.status == .ok, "\(settings.text)")

            let read = try await send(client, .post, "/api/v1/vocabulary/extractions", #"{"photoIds":["\#(photo)"],"notebookId":"\#(notebook)"}"#, cookie: ada)
            #expect(read.status == .ok, "\(read.text)")
            let words = try #require(try read.json()["words"] as? [[String: Any]])
            let lemmas = words.compactMap { $0["lemma"] as? String }
            #expect(Array(lemmas.prefix(4)) == ["truth", "universally", "acknowledge", "single"], "\(lemmas)")
            #expect(words.first?["inNotebook"] as? Bool == true && words[1]["inNotebook"] as? Bool == false)
            #expect((words.first?["sentence"] as? String)?.hasPrefix("It is a truth universally acknowledged") == true)
            // The example a notebook keeps is the words around the match, not the 23-word sentence.
            #expect(words.first?["example"] as? String == "It is a truth universally acknowledged, that a single man …", "\(words.first ?? [:])")
            #expect((words.first?["translations"] as? [String])?.contains("prawda") == true, "\(words.first ?? [:])")
            #expect(try read.json()["translationLanguage"] as? String == "pol")

            let hidden = try await send(client, .post, "/api/v1/vocabulary/extractions",
                                        #"{"photoIds":["\#(photo)"],"hiddenCommonWords":5000}"#, cookie: ada).json()
            let rare = (hidden["words"] as? [[String: Any]] ?? []).compactMap { $0["lemma"] as? String }
            #expect(!rare.contains("truth") && rare.contains("universally"), "\(rare)")
            #expect((hidden["found"] as? Int ?? 0) > rare.count)

            let none = try await send(client, .post, "/api/v1/vocabulary/extractions", #"{"photoIds":[]}"#, cookie: ada)
            #expect(try none.status == .unprocessableContent && error(none, "code") == "page_count")
            let eve = try await client.signUp("eve@example.org")
            let stolen = try await send(client, .post, "/api/v1/vocabulary/extractions", #"{"photoIds":["\#(photo)"]}"#, cookie: eve)
            #expect(stolen.status == .notFound, "another user's photo is not found")
            let language = try await send(client, .put, "/api/v1/vocabulary/settings", #"{"translationLanguage":"xx"}"#, cookie: ada)
            #expect(try language.status == .unprocessableContent && error(language, "code") == "unknown_language")
        }
    }

    /// Text instead of photos: what the browser sends when the level or language changes, and
    /// pasted text. A page in another language or with no words gives an empty list, not an
    /// error; a 10,000-word text is read whole; more than the limit is refused before any work.
    @Test func textGivesCandidatesWithoutPhotosAndItsLimitsAreClear() async throws {
        let app = try await TestApp.make()
        try await app.test { client in
            let ada = try await client.signUp("ada@example.org")
            func extract(_ body: String) async throws -> TestResponse {
                try await send(client, .post, "/api/v1/vocabulary/extractions", body, cookie: ada)
            }
            let read = try await extract(#"{"text":"The diligent student studies vocabulary.","hiddenCommonWords":0}"#)
            #expect(read.status == .ok, "\(read.text)")
            #expect(try words(read) == ["diligent", "student", "studies", "vocabulary"])
            // A new learner's default hides the 1,000 most common words.
            let byDefault = try await extract(#"{"text":"The diligent student studies vocabulary."}"#)
            #expect(try byDefault.json()["hiddenCommonWords"] as? Int == 1000)
            #expect(try words(byDefault) == ["diligent", "vocabulary"], "\(byDefault.text)")
            #expect(try read.json()["pages"] as? Int == 0)

            let polish = try await extract(#"{"text":"Wczoraj wieczorem czytałam książkę o zwierzętach w ogrodzie."}"#)
            #expect(try polish.status == .ok && words(polish) == [] && polish.json()["found"] as? Int == 0, "\(polish.text)")
            let empty = try await extract(#"{"text":"  "}"#)
            #expect(try empty.status == .ok && words(empty) == [])

            let sentence = "The meticulous archivist catalogued seventeen fragile manuscripts before dawn. "
            let long = String(repeating: sentence, count: 10_000 / 10)
            let many = try await extract(#"{"text":"\#(long)"}"#)
            #expect(many.status == .ok, "\(many.text)")
            let lemmas = try (many.json()["words"] as? [[String: Any]] ?? []).compactMap { $0["lemma"] as? String }
            #expect(lemmas == ["meticulous", "archivist", "catalogue", "fragile", "manuscript", "dawn"], "number words are dropped: \(lemmas)")

            let tooLong = try await extract(#"{"text":"\#(String(repeating: "word ", count: 40_001))"}"#)
            #expect(try tooLong.status == .unprocessableContent && error(tooLong, "code") == "text_too_long")
            let both = try await extract(#"{"text":"word","photoIds":[]}"#)
            #expect(try both.status == .unprocessableContent && error(both, "code") == "photos_or_text")
            let neither = try await extract(#"{}"#)
            #expect(try neither.status == .unprocessableContent && error(neither, "code") == "photos_or_text")
        }
    }
}
