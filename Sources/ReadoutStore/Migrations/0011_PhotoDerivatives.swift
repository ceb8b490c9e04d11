extension Migration {
    /// What is made from a photo once and kept: the display rendition (at most 1600 px, for the
    /// photo's page) and the recognised text per recognition options, with the engine version that
    /// made it, so a new Tesseract, model or preprocessing recognises again, lazily. Both go with
    /// their photo.
    static let photoDerivatives = Migration(version: 11, name: "photo_derivatives") { schema in
        try await schema.execute("""
            CREATE TABLE photo_displays (
                photo_id TEXT PRIMARY KEY NOT NULL REFERENCES photos (id) ON DELETE CASCADE,
                owner_id TEXT NOT NULL REFERENCES users (id) ON DELETE CASCADE,
                media_type TEXT NOT NULL,
                bytes \(schema.bytesType) NOT NULL
            )
            """)
        try await schema.execute("""
            CREATE TABLE photo_recognitions (
                photo_id TEXT NOT NULL REFERENCES photos (id) ON DELETE CASCADE,
                owner_id TEXT NOT NULL REFERENCES users (id) ON DELETE CASCADE,
                options TEXT NOT NULL,
                engine TEXT NOT NULL,
                result TEXT NOT NULL,
                created_at BIGINT NOT NULL,
                PRIMARY KEY (photo_id, options)
            )
            """)
        try await schema.execute("CREATE INDEX photo_recognitions_owner ON photo_recognitions (owner_id)")
        try await schema.execute("CREATE INDEX photo_displays_owner ON photo_displays (owner_id)")
    }
}
