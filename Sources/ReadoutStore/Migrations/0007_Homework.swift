extension Migration {
    /// Homework: a user's items (due day as `YYYY-MM-DD` text and the time as `HH:MM` or NULL
    /// for the end of the day, so `due_sort` orders them as text on both engines) and the secret
    /// of each user's calendar feed. A deleted photo leaves its items without a photo.
    static let homework = Migration(version: 7, name: "homework") { schema in
        try await schema.execute("""
            CREATE TABLE homework_items (
                id TEXT PRIMARY KEY NOT NULL,
                owner_id TEXT NOT NULL REFERENCES users (id) ON DELETE CASCADE,
                title TEXT NOT NULL,
                class_name TEXT NOT NULL,
                due_day TEXT NOT NULL,
                due_time TEXT,
                due_sort TEXT NOT NULL,
                time_zone TEXT NOT NULL,
                done INTEGER NOT NULL DEFAULT 0,
                photo_id TEXT REFERENCES photos (id) ON DELETE SET NULL,
                recognized_text TEXT NOT NULL,
                created_at BIGINT NOT NULL
            )
            """)
        try await schema.execute("CREATE INDEX homework_items_owner_due ON homework_items (owner_id, done, due_sort)")
        try await schema.execute("""
            CREATE TABLE homework_calendars (
                owner_id TEXT PRIMARY KEY NOT NULL REFERENCES users (id) ON DELETE CASCADE,
                secret TEXT NOT NULL UNIQUE
            )
            """)
    }
}
