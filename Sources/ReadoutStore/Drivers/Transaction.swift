import SQLKit

extension DatabaseDriver {
    /// Runs `body` between BEGIN and COMMIT on one connection; any error rolls back.
    func transaction<T>(_ body: @Sendable (any SQLDatabase) async throws -> T) async throws -> T {
        try await withConnection { connection, discard in
            // IMMEDIATE takes SQLite's write lock up front (waiting up to busy_timeout for it): a
            // deferred transaction that reads and then writes fails at once with SQLITE_BUSY when
            // another connection wrote in between, and busy_timeout cannot help it.
            try await connection.raw(engine == .sqlite ? "BEGIN IMMEDIATE" : "BEGIN").run()
            let result: T
            do {
                result = try await body(connection)
                try await connection.raw("COMMIT").run()
            } catch {
                // If even ROLLBACK fails, the connection's state is unknown: close it rather than
                // hand a half-open transaction to the next caller.
                do { try await connection.raw("ROLLBACK").run() } catch { await discard() }
                throw error
            }
            return result
        }
    }
}
