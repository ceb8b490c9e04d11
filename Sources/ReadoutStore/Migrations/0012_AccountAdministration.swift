extension Migration {
    /// The admin's day one: accounts an admin can disable (their sessions end, sign-in is refused)
    /// and make admins, and one-time links: a password reset for an account, or an invitation to
    /// sign up with an address. Only each link token's SHA-256 is kept, as for sessions.
    static let accountAdministration = Migration(version: 12, name: "account_administration") { schema in
        try await schema.execute("ALTER TABLE users ADD COLUMN is_admin INTEGER NOT NULL DEFAULT 0")
        try await schema.execute("ALTER TABLE users ADD COLUMN disabled_at BIGINT")
        try await schema.execute("""
            CREATE TABLE account_links (
                token_hash TEXT PRIMARY KEY NOT NULL,
                purpose TEXT NOT NULL,
                user_id TEXT REFERENCES users (id) ON DELETE CASCADE,
                email TEXT NOT NULL,
                created_at BIGINT NOT NULL,
                expires_at BIGINT NOT NULL,
                used_at BIGINT
            )
            """)
        try await schema.execute("CREATE INDEX account_links_expires_at ON account_links (expires_at)")
    }
}
