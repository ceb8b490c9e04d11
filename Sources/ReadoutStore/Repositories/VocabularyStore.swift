import Foundation
import ReadoutApps
import SQLKit

/// Vocabulary notebooks in `vocabulary_notebooks` and their words in `vocabulary_words`.
public struct VocabularyStore: VocabularyRepository {
    let store: Store

    private var database: any SQLDatabase { store.database }

    private static let wordColumns = "id, word, lemma, meaning, example, parts_of_speech, word_rank, created_at"

    public func notebooks(owner: UUID) async throws -> [VocabularyNotebook] {
        try await database.raw("""
            SELECT n.id, n.title, n.created_at, (SELECT COUNT(*) FROM vocabulary_words w WHERE w.notebook_id = n.id) AS word_count
            FROM vocabulary_notebooks n WHERE n.owner_id = \(bind: owner.databaseText)
            ORDER BY n.created_at DESC, n.id
            """).all().map(Self.notebook)
    }

    public func notebook(id: UUID, owner: UUID) async throws -> VocabularyNotebook? {
        try await database.raw("""
            SELECT n.id, n.title, n.created_at, (SELECT COUNT(*) FROM vocabulary_words w WHERE w.notebook_id = n.id) AS word_count
            FROM vocabulary_notebooks n WHERE n.id = \(bind: id.databaseText) AND n.owner_id = \(bind: owner.databaseText)
            """).first().map(Self.notebook)
    }

    public func insertNotebook(_ notebook: VocabularyNotebook, owner: UUID) async throws {
        try await database.raw("""
            INSERT INTO vocabulary_notebooks (id, owner_id, title, created_at)
            VALUES (\(bind: notebook.id.databaseText), \(bind: owner.databaseText), \(bind: notebook.title),
                    \(bind: notebook.createdAt.epochMilliseconds))
            """).run()
    }

    public func renameNotebook(id: UUID, title: String, owner: UUID) async throws -> Bool {
        try await !database.raw("""
            UPDATE vocabulary_notebooks SET title = \(bind: title)
            WHERE id = \(bind: id.databaseText) AND owner_id = \(bind: owner.databaseText) RETURNING id
            """).all().isEmpty
    }

    public func deleteNotebook(id: UUID, owner: UUID) async throws -> Bool {
        try await !database.raw("""
            DELETE FROM vocabulary_notebooks WHERE id = \(bind: id.databaseText) AND owner_id = \(bind: owner.databaseText)
            RETURNING id
            """).all().isEmpty
    }

    public func words(notebook: UUID, owner: UUID, order: WordOrder, search: String?) async throws -> [NotebookWord]? {
        guard try await self.notebook(id: notebook, owner: owner) != nil else { return nil }
        var query = SQLQueryString("""
            SELECT \(unsafeRaw: Self.wordColumns) FROM vocabulary_words
            WHERE notebook_id = \(bind: notebook.databaseText) AND owner_id = \(bind: owner.databaseText)
            """)
        if let search = search?.trimmingCharacters(in: .whitespaces), !search.isEmpty {
            let pattern = "%" + Self.escapingLike(search.lowercased()) + "%"
            query.appendInterpolation(unsafeRaw: " AND (LOWER(word) LIKE ")
            query.appendInterpolation(bind: pattern)
            query.appendInterpolation(unsafeRaw: " ESCAPE '\\' OR LOWER(meaning) LIKE ")
            query.appendInterpolation(bind: pattern)
            query.appendInterpolation(unsafeRaw: " ESCAPE '\\' OR LOWER(example) LIKE ")
            query.appendInterpolation(bind: pattern)
            query.appendInterpolation(unsafeRaw: " ESCAPE '\\')")
        }
        switch order {
        case .alphabetical: query.appendInterpolation(unsafeRaw: " ORDER BY word_key, id")
        case .added: query.appendInterpolation(unsafeRaw: " ORDER BY created_at DESC, id")
        // Unlisted (rarest) first, then by rank from rare to common.
        case .difficulty: query.appendInterpolation(unsafeRaw: " ORDER BY CASE WHEN word_rank IS NULL THEN 0 ELSE 1 END, word_rank DESC, word_key")
        }
        return try await database.raw(query).all().map(Self.word)
    }

    public func word(id: UUID, notebook: UUID, owner: UUID) async throws -> NotebookWord? {
        try await database.raw("""
            SELECT \(unsafeRaw: Self.wordColumns) FROM vocabulary_words
            WHERE id = \(bind: id.databaseText) AND notebook_id = \(bind: notebook.databaseText) AND owner_id = \(bind: owner.databaseText)
            """).first().map(Self.word)
    }

    public func addWords(_ words: [NotebookWord], notebook: UUID, owner: UUID) async throws -> [NotebookWord]? {
        try await store.transaction { database in
            guard try await database.raw("""
                SELECT id FROM vocabulary_notebooks WHERE id = \(bind: notebook.databaseText) AND owner_id = \(bind: owner.databaseText)
                """).first() != nil else { return nil }
            var added: [NotebookWord] = []
            for word in words {
                // The same lemma, or the same word written again (a CSV carries no lemma: "studies"
                // comes back as itself, not as "study").
                guard try await database.raw("""
                    SELECT id FROM vocabulary_words WHERE notebook_id = \(bind: notebook.databaseText)
                      AND (word_key = \(bind: word.key) OR LOWER(word) = \(bind: word.word.lowercased()))
                    """).first() == nil else { continue }
                let inserted = try await database.raw("""
                    INSERT INTO vocabulary_words (id, notebook_id, owner_id, word, lemma, word_key, meaning, example,
                                                  parts_of_speech, word_rank, created_at)
                    VALUES (\(bind: word.id.databaseText), \(bind: notebook.databaseText), \(bind: owner.databaseText),
                            \(bind: word.word), \(bind: word.lemma), \(bind: word.key), \(bind: word.meaning), \(bind: word.example),
                            \(bind: word.partsOfSpeech.joined(separator: ",")), \(bind: word.rank), \(bind: word.createdAt.epochMilliseconds))
                    ON CONFLICT (notebook_id, word_key) DO NOTHING
                    RETURNING id
                    """).all()
                if !inserted.isEmpty { added.append(word) }
            }
            return added
        }
    }

    public func updateWord(_ word: NotebookWord, notebook: UUID, owner: UUID) async throws -> Bool {
        do {
            return try await !database.raw("""
                UPDATE vocabulary_words SET word = \(bind: word.word), lemma = \(bind: word.lemma), word_key = \(bind: word.key),
                    meaning = \(bind: word.meaning), example = \(bind: word.example)
                WHERE id = \(bind: word.id.databaseText) AND notebook_id = \(bind: notebook.databaseText)
                    AND owner_id = \(bind: owner.databaseText)
                RETURNING id
                """).all().isEmpty
        } catch where DatabaseFailure(error).isUniqueViolation(mentioning: "word_key", "vocabulary_words") {
            throw StoreError(.invalid, "\"\(word.word)\" is already in this notebook.")
        }
    }

    public func deleteWords(ids: [UUID], notebook: UUID, owner: UUID) async throws -> Int {
        guard !ids.isEmpty else { return 0 }
        var query = SQLQueryString("""
            DELETE FROM vocabulary_words WHERE notebook_id = \(bind: notebook.databaseText) AND owner_id = \(bind: owner.databaseText)
              AND id IN (
            """)
        for (index, id) in ids.enumerated() {
            if index > 0 { query.appendInterpolation(unsafeRaw: ", ") }
            query.appendInterpolation(bind: id.databaseText)
        }
        query.appendInterpolation(unsafeRaw: ") RETURNING id")
        return try await database.raw(query).all().count
    }

    public func settings(owner: UUID) async throws -> VocabularySettings {
        guard let row = try await database.raw("""
            SELECT translation_language, hidden_common_words FROM vocabulary_settings WHERE owner_id = \(bind: owner.databaseText)
            """).first() else { return VocabularySettings() }
        return VocabularySettings(translationLanguage: try row.optionalString("translation_language"),
                                  hiddenCommonWords: try row.int("hidden_common_words"))
    }

    public func saveSettings(_ settings: VocabularySettings, owner: UUID) async throws {
        try await database.raw("""
            INSERT INTO vocabulary_settings (owner_id, translation_language, hidden_common_words)
            VALUES (\(bind: owner.databaseText), \(bind: settings.translationLanguage), \(bind: settings.hiddenCommonWords))
            ON CONFLICT (owner_id) DO UPDATE SET translation_language = excluded.translation_language,
                hidden_common_words = excluded.hidden_common_words
            """).run()
    }

    /// `%`, `_` and `\` match themselves in a LIKE pattern with `ESCAPE '\'`.
    private static func escapingLike(_ text: String) -> String {
        text.replacingOccurrences(of: "\\", with: "\\\\").replacingOccurrences(of: "%", with: "\\%").replacingOccurrences(of: "_", with: "\\_")
    }

    private static func notebook(_ row: any SQLRow) throws -> VocabularyNotebook {
        VocabularyNotebook(id: try row.uuid("id"), title: try row.string("title"), createdAt: try row.date("created_at"),
                           wordCount: try row.int("word_count"))
    }

    private static func word(_ row: any SQLRow) throws -> NotebookWord {
        let parts = try row.string("parts_of_speech").split(separator: ",").map(String.init)
        let rank = try row.decodeNil(column: "word_rank") ? nil : try row.int("word_rank")
        return NotebookWord(id: try row.uuid("id"), word: try row.string("word"), lemma: try row.string("lemma"),
                            meaning: try row.string("meaning"), example: try row.string("example"), partsOfSpeech: parts,
                            rank: rank, createdAt: try row.date("created_at"))
    }
}
