extension Migration {
    /// Meters: a user's meters (the counter's wheels and, once marked, the strip where they are on
    /// the reference photos, as fractions), their reference photos with the fingerprint computed
    /// when each was added (so matching never decodes a photo), and their readings. `owner_id` on
    /// every table scopes each query to its owner without a join; deleting a meter deletes the rest.
    static let meters = Migration(version: 9, name: "meters") { schema in
        try await schema.execute("""
            CREATE TABLE meters (
                id TEXT PRIMARY KEY NOT NULL,
                owner_id TEXT NOT NULL REFERENCES users (id) ON DELETE CASCADE,
                name TEXT NOT NULL,
                kind TEXT NOT NULL,
                unit TEXT NOT NULL,
                integer_digits INTEGER NOT NULL,
                decimal_digits INTEGER NOT NULL,
                strip_x DOUBLE PRECISION,
                strip_y DOUBLE PRECISION,
                strip_width DOUBLE PRECISION,
                strip_height DOUBLE PRECISION,
                created_at BIGINT NOT NULL
            )
            """)
        try await schema.execute("CREATE INDEX meters_owner ON meters (owner_id, created_at)")
        try await schema.execute("""
            CREATE TABLE meter_references (
                id TEXT PRIMARY KEY NOT NULL,
                meter_id TEXT NOT NULL REFERENCES meters (id) ON DELETE CASCADE,
                owner_id TEXT NOT NULL REFERENCES users (id) ON DELETE CASCADE,
                photo_id TEXT NOT NULL REFERENCES photos (id) ON DELETE CASCADE,
                fingerprint \(schema.bytesType) NOT NULL,
                created_at BIGINT NOT NULL
            )
            """)
        try await schema.execute("CREATE INDEX meter_references_owner ON meter_references (owner_id, meter_id)")
        try await schema.execute("""
            CREATE TABLE meter_readings (
                id TEXT PRIMARY KEY NOT NULL,
                meter_id TEXT NOT NULL REFERENCES meters (id) ON DELETE CASCADE,
                owner_id TEXT NOT NULL REFERENCES users (id) ON DELETE CASCADE,
                reading_value DOUBLE PRECISION NOT NULL,
                taken_at BIGINT NOT NULL,
                source TEXT NOT NULL,
                photo_id TEXT REFERENCES photos (id) ON DELETE SET NULL,
                note TEXT NOT NULL
            )
            """)
        try await schema.execute("CREATE INDEX meter_readings_meter ON meter_readings (meter_id, taken_at)")
    }
}
