extension Migration {
    /// Personal access tokens for scripts and other apps: a name, scopes, an optional expiry and
    /// when it was last used; only the secret's SHA-256 is stored. Revoking deletes the row.
    static let accessTokens = Migration(version: 16, name: "access_tokens") { schema in
        try await schema.execute("""
            CREATE TABLE access_tokens (
                id TEXT PRIMARY KEY NOT NULL,
                owner_id TEXT NOT NULL REFERENCES users (id) ON DELETE CASCADE,
                name TEXT NOT NULL,
                token_hash TEXT NOT NULL UNIQUE,
                scopes TEXT NOT NULL,
                created_at BIGINT NOT NULL,
                expires_at BIGINT,
                last_used_at BIGINT
            )
            """)
        try await schema.execute("CREATE INDEX access_tokens_owner ON access_tokens (owner_id, created_at)")
    }
}
