extension Migration {
    /// Each user's Filter Lab state (image, filters, history, last recognition) as one JSON
    /// document: it is read and written whole, and the revision guards concurrent writers.
    static let filterLabStates = Migration(version: 4, name: "filter_lab_states") { schema in
        try await schema.execute("""
            CREATE TABLE filter_lab_states (
                owner_id TEXT PRIMARY KEY NOT NULL REFERENCES users (id) ON DELETE CASCADE,
                revision BIGINT NOT NULL,
                state TEXT NOT NULL,
                updated_at BIGINT NOT NULL
            )
            """)
    }
}
