extension Migration {
    /// Failed sign-ins per throttle key, shared by every server instance on the database.
    static let signInAttempts = Migration(version: 3, name: "sign_in_attempts") { schema in
        try await schema.execute("""
            CREATE TABLE sign_in_attempts (
                throttle_key TEXT NOT NULL,
                attempted_at BIGINT NOT NULL
            )
            """)
        try await schema.execute("CREATE INDEX sign_in_attempts_key_time ON sign_in_attempts (throttle_key, attempted_at)")
        // For pruning old attempts across all keys.
        try await schema.execute("CREATE INDEX sign_in_attempts_time ON sign_in_attempts (attempted_at)")
    }
}
