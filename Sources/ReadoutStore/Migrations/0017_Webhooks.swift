extension Migration {
    /// Webhooks and their outbox. A webhook is a URL, the events it wants (space-separated) and
    /// the secret its deliveries are signed with (kept as is: signing needs it). Each event for a
    /// webhook is one `webhook_deliveries` row, written before anything is sent, so a restart
    /// loses nothing; `event_key` makes an event go into the outbox once however often it is
    /// noticed (a homework item found due on every scan). `lease_until` is how one of several
    /// instances claims a delivery while it sends it.
    static let webhooks = Migration(version: 17, name: "webhooks") { schema in
        try await schema.execute("""
            CREATE TABLE webhooks (
                id TEXT PRIMARY KEY NOT NULL,
                owner_id TEXT NOT NULL REFERENCES users (id) ON DELETE CASCADE,
                url TEXT NOT NULL,
                secret TEXT NOT NULL,
                events TEXT NOT NULL,
                due_within_hours INTEGER NOT NULL,
                created_at BIGINT NOT NULL
            )
            """)
        try await schema.execute("CREATE INDEX webhooks_owner ON webhooks (owner_id, created_at)")
        try await schema.execute("""
            CREATE TABLE webhook_deliveries (
                id TEXT PRIMARY KEY NOT NULL,
                webhook_id TEXT NOT NULL REFERENCES webhooks (id) ON DELETE CASCADE,
                event TEXT NOT NULL,
                event_key TEXT NOT NULL,
                payload TEXT NOT NULL,
                created_at BIGINT NOT NULL,
                state TEXT NOT NULL,
                attempts INTEGER NOT NULL,
                next_attempt_at BIGINT NOT NULL,
                lease_until BIGINT,
                response_status INTEGER,
                last_error TEXT,
                finished_at BIGINT,
                UNIQUE (webhook_id, event_key)
            )
            """)
        try await schema.execute("CREATE INDEX webhook_deliveries_due ON webhook_deliveries (state, next_attempt_at)")
        try await schema.execute("CREATE INDEX webhook_deliveries_recent ON webhook_deliveries (webhook_id, created_at)")
    }
}
