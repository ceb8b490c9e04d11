extension Migration {
    /// Uploaded photos with their bytes and the server-made preview, one record per owner and content.
    static let photos = Migration(version: 2, name: "photos") { schema in
        // The blobs come last: SQLite keeps the columns before them on the row's first page, so
        // listing metadata never reads the images.
        try await schema.execute("""
            CREATE TABLE photos (
                id TEXT PRIMARY KEY NOT NULL,
                owner_id TEXT NOT NULL REFERENCES users (id) ON DELETE CASCADE,
                content_hash TEXT NOT NULL,
                media_type TEXT NOT NULL,
                width BIGINT NOT NULL,
                height BIGINT NOT NULL,
                byte_count BIGINT NOT NULL,
                created_at BIGINT NOT NULL,
                bytes \(schema.bytesType) NOT NULL,
                preview \(schema.bytesType) NOT NULL
            )
            """)
        // The arbiter of INSERT … ON CONFLICT (owner_id, content_hash) DO NOTHING: one copy per owner.
        try await schema.execute("CREATE UNIQUE INDEX photos_owner_content_key ON photos (owner_id, content_hash)")
        try await schema.execute("CREATE INDEX photos_owner_created ON photos (owner_id, created_at)")
    }
}
