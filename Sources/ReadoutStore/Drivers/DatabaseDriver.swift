import SQLKit

/// What `Store` needs from an engine: a pool for single statements, one pinned connection for
/// transactions, and a shutdown that releases every connection and thread.
protocol DatabaseDriver: Sendable {
    var engine: DatabaseEngine { get }

    /// Gates every operation so none reaches the pool after shutdown.
    var lifecycle: DriverLifecycle { get }

    /// The pool as an `SQLDatabase`, unguarded; use `database`.
    var pooled: any SQLDatabase { get }

    /// Runs `body` on one connection held for its whole duration, so `BEGIN … COMMIT` stays together.
    /// `discard` tells the driver the connection is in an unknown state and must be closed, not reused.
    /// - Throws: `StoreError(.cannotOpen)` once the store is closed.
    func withConnection<T>(
        _ body: @Sendable (_ connection: any SQLDatabase, _ discard: @Sendable () async -> Void) async throws -> T
    ) async throws -> T

    /// Refuses new work, waits for running work, closes the pool, then the threads behind it.
    /// Safe to call more than once.
    func shutdown() async
}

extension DatabaseDriver {
    /// Runs each statement on whichever pooled connection is free; fails cleanly after shutdown.
    var database: any SQLDatabase {
        GuardedDatabase(driver: self)
    }
}
