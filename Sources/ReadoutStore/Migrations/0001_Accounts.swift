extension Migration {
    /// Users and their sign-in sessions.
    static let accounts = Migration(version: 1, name: "accounts") { schema in
        try await schema.execute("""
            CREATE TABLE users (
                id TEXT PRIMARY KEY NOT NULL,
                email TEXT NOT NULL,
                password_hash TEXT NOT NULL,
                created_at BIGINT NOT NULL
            )
            """)
        // A named unique index rather than an inline UNIQUE: PostgreSQL reports its name when a
        // duplicate email is refused, which is how UserStore recognises the race it lost.
        try await schema.execute("CREATE UNIQUE INDEX users_email_key ON users (email)")
        // Only the SHA-256 of the cookie token is kept, so the table cannot be replayed as cookies.
        try await schema.execute("""
            CREATE TABLE sessions (
                token_hash TEXT PRIMARY KEY NOT NULL,
                user_id TEXT NOT NULL REFERENCES users (id) ON DELETE CASCADE,
                csrf_token TEXT NOT NULL,
                created_at BIGINT NOT NULL,
                expires_at BIGINT NOT NULL
            )
            """)
        try await schema.execute("CREATE INDEX sessions_user_id ON sessions (user_id)")
        try await schema.execute("CREATE INDEX sessions_expires_at ON sessions (expires_at)")
    }
}
