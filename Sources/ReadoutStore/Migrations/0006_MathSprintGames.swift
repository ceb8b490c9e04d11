extension Migration {
    /// Math Sprint's games: the referee's whole record as one JSON document (read and written
    /// whole, the revision guarding concurrent answers), with the columns the highscores and the
    /// share page query by. `in_highscores` = 0 after a reset: the game and its share page stay.
    static let mathSprintGames = Migration(version: 6, name: "math_sprint_games") { schema in
        try await schema.execute("""
            CREATE TABLE math_sprint_games (
                id TEXT PRIMARY KEY NOT NULL,
                owner_id TEXT NOT NULL REFERENCES users (id) ON DELETE CASCADE,
                mode TEXT NOT NULL,
                revision BIGINT NOT NULL,
                state TEXT NOT NULL,
                score BIGINT,
                duration_ms BIGINT,
                finished_at BIGINT,
                in_highscores INTEGER NOT NULL DEFAULT 1,
                share_token TEXT UNIQUE,
                started_at BIGINT NOT NULL
            )
            """)
        try await schema.execute("""
            CREATE INDEX math_sprint_games_highscores ON math_sprint_games (owner_id, mode, in_highscores, score)
            """)
    }
}
