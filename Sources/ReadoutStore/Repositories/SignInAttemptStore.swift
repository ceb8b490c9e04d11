import Foundation
import SQLKit

/// Failed sign-ins, counted per key ("account:<email>" or "address:<ip>") in the database so several server instances share the throttle.
public struct SignInAttemptStore: Sendable {
    let database: any SQLDatabase

    /// Records one failed sign-in for `key` at `at`.
    public func recordFailure(key: String, at: Date = Date()) async throws {
        try await database.raw("""
            INSERT INTO sign_in_attempts (throttle_key, attempted_at) VALUES (\(bind: key), \(bind: at.epochMilliseconds))
            """).run()
    }

    /// How many failures `key` has had at or after `since`, and when the oldest of those was (nil when none):
    /// the throttle lifts once that oldest one leaves the window.
    public func failures(key: String, since: Date) async throws -> (count: Int, oldest: Date?) {
        let row = try await database.raw("""
            SELECT COUNT(*) AS failures, MIN(attempted_at) AS oldest FROM sign_in_attempts
            WHERE throttle_key = \(bind: key) AND attempted_at >= \(bind: since.epochMilliseconds)
            """).first()
        guard let row else { return (0, nil) }
        return (try row.int("failures"), try row.optionalDate("oldest"))
    }

    /// Forgets `key`'s failures (after a successful sign-in).
    public func clear(key: String) async throws {
        try await database.raw("DELETE FROM sign_in_attempts WHERE throttle_key = \(bind: key)").run()
    }

    /// Deletes failures older than `before` for every key; returns how many.
    @discardableResult
    public func prune(before: Date) async throws -> Int {
        try await database.raw("""
            DELETE FROM sign_in_attempts WHERE attempted_at < \(bind: before.epochMilliseconds) RETURNING attempted_at
            """).all().count
    }
}
