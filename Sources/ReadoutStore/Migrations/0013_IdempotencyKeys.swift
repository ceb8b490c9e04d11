extension Migration {
    /// Idempotency keys (`Idempotency-Key` on uploads, readings and homework items): per user and
    /// key, the request's route and body hash, and once it succeeded its answer, so a client that
    /// retries (a phone back online) gets the first answer instead of doing the work twice. A row
    /// without a status is a request still in progress; the primary key lets one request at a time
    /// claim a key. Rows go with their user and are pruned after a day by the housekeeping.
    static let idempotencyKeys = Migration(version: 13, name: "idempotency_keys") { schema in
        try await schema.execute("""
            CREATE TABLE idempotency_keys (
                owner_id TEXT NOT NULL REFERENCES users (id) ON DELETE CASCADE,
                idempotency_key TEXT NOT NULL,
                route TEXT NOT NULL,
                request_hash TEXT NOT NULL,
                status INTEGER,
                content_type TEXT,
                location TEXT,
                body \(schema.bytesType),
                created_at BIGINT NOT NULL,
                PRIMARY KEY (owner_id, idempotency_key)
            )
            """)
        try await schema.execute("CREATE INDEX idempotency_keys_created_at ON idempotency_keys (created_at)")
    }
}
