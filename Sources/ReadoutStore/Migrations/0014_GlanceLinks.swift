extension Migration {
    /// The glance's read-only link (Filter Lab's top words on a watch or a tablet on the fridge):
    /// at most one secret per user, made on request and removed when turned off.
    static let glanceLinks = Migration(version: 14, name: "glance_links") { schema in
        try await schema.execute("""
            CREATE TABLE glance_links (
                owner_id TEXT PRIMARY KEY NOT NULL REFERENCES users (id) ON DELETE CASCADE,
                secret TEXT NOT NULL UNIQUE,
                created_at BIGINT NOT NULL
            )
            """)
    }
}
