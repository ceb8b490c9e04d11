extension Migration {
    /// Each user's Homework reminders: minutes before the due moment, comma-separated ("" for
    /// none). No row means the standard (a day and two hours before).
    static let homeworkReminders = Migration(version: 15, name: "homework_reminders") { schema in
        try await schema.execute("""
            CREATE TABLE homework_reminders (
                owner_id TEXT PRIMARY KEY NOT NULL REFERENCES users (id) ON DELETE CASCADE,
                minutes_before TEXT NOT NULL
            )
            """)
    }
}
