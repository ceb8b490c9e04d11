extension Migration {
    /// Periodic chores shared by every server instance on one database: each task's next due time.
    /// An instance does a task only after moving its due time on in one conditional UPDATE, so of
    /// several instances waking together exactly one does it, and none holds a lock while it works.
    static let housekeeping = Migration(version: 10, name: "housekeeping") { schema in
        try await schema.execute("""
            CREATE TABLE housekeeping_tasks (
                name TEXT PRIMARY KEY NOT NULL,
                due_at BIGINT NOT NULL
            )
            """)
    }
}
