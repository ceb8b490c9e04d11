extension Migration {
    /// Vocabulary: a user's notebooks and their words. A word's `word_key` (its lower-cased lemma)
    /// is unique within its notebook, so adding a word twice keeps one; `owner_id` on words scopes
    /// every query to its owner without a join. Parts of speech are a comma-separated list. Each
    /// user's settings: the language translations are wanted in, how many common words to hide.
    static let vocabulary = Migration(version: 8, name: "vocabulary") { schema in
        try await schema.execute("""
            CREATE TABLE vocabulary_notebooks (
                id TEXT PRIMARY KEY NOT NULL,
                owner_id TEXT NOT NULL REFERENCES users (id) ON DELETE CASCADE,
                title TEXT NOT NULL,
                created_at BIGINT NOT NULL
            )
            """)
        try await schema.execute("CREATE INDEX vocabulary_notebooks_owner ON vocabulary_notebooks (owner_id, created_at)")
        try await schema.execute("""
            CREATE TABLE vocabulary_words (
                id TEXT PRIMARY KEY NOT NULL,
                notebook_id TEXT NOT NULL REFERENCES vocabulary_notebooks (id) ON DELETE CASCADE,
                owner_id TEXT NOT NULL REFERENCES users (id) ON DELETE CASCADE,
                word TEXT NOT NULL,
                lemma TEXT NOT NULL,
                word_key TEXT NOT NULL,
                meaning TEXT NOT NULL,
                example TEXT NOT NULL,
                parts_of_speech TEXT NOT NULL,
                word_rank INTEGER,
                created_at BIGINT NOT NULL,
                UNIQUE (notebook_id, word_key)
            )
            """)
        try await schema.execute("""
            CREATE TABLE vocabulary_settings (
                owner_id TEXT PRIMARY KEY NOT NULL REFERENCES users (id) ON DELETE CASCADE,
                translation_language TEXT,
                hidden_common_words INTEGER NOT NULL DEFAULT 0
            )
            """)
    }
}
