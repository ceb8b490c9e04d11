import Foundation
import SQLKit

/// Claims periodic chores so that, of many server instances on one database, one does each chore
/// once per interval (see migration 10).
public struct HousekeepingStore: Sendable {
    let database: any SQLDatabase

    /// True when this caller should do `task` now: it was due, and its next due time is now
    /// `interval` later. False when it is not due or another instance claimed it first.
    public func claim(_ task: String, every interval: TimeInterval, now: Date = Date()) async throws -> Bool {
        try await database.raw("""
            INSERT INTO housekeeping_tasks (name, due_at) VALUES (\(bind: task), 0) ON CONFLICT (name) DO NOTHING
            """).run()
        let next = now.addingTimeInterval(interval).epochMilliseconds
        return try await !database.raw("""
            UPDATE housekeeping_tasks SET due_at = \(bind: next)
            WHERE name = \(bind: task) AND due_at <= \(bind: now.epochMilliseconds)
            RETURNING name
            """).all().isEmpty
    }
}
