import Logging
import NIOCore
import NIOPosix
import SQLiteKit

/// Opens SQLite connections for the pool, each set up the same way before first use.
///
/// sqlite-kit's own source cannot be used: it fakes in-memory databases with temp files and sets
/// only `foreign_keys`.
struct ReadoutSQLiteConnectionSource: ConnectionPoolSource, Sendable {
    let storage: SQLiteConnection.Storage
    let threadPool: NIOThreadPool

    func makeConnection(logger: Logger, on eventLoop: any EventLoop) -> EventLoopFuture<SQLiteConnection> {
        eventLoop.makeFutureWithTask {
            try await self.open(logger: logger, on: eventLoop)
        }
    }

    private func open(logger: Logger, on eventLoop: any EventLoop) async throws -> SQLiteConnection {
        let connection = try await SQLiteConnection.open(storage: storage, threadPool: threadPool, logger: logger, on: eventLoop)
        do {
            try await configure(connection, logger: logger)
            return connection
        } catch {
            try? await connection.close()
            throw error
        }
    }

    private func configure(_ connection: SQLiteConnection, logger: Logger) async throws {
        // sqlite-nio installs a busy handler that retries forever; a timeout replaces it, so a writer
        // waits up to 5 s for another connection's write to finish and then fails instead of spinning.
        _ = try await connection.query("PRAGMA busy_timeout = 5000")
        // Off by default and per connection; ON DELETE CASCADE from sessions and photos needs it.
        _ = try await connection.query("PRAGMA foreign_keys = ON")
        guard case .file = storage else { return }
        // WAL lets readers run while one connection writes, which is what makes a pool of several
        // connections worthwhile; the mode is stored in the file, setting it again is a no-op.
        let rows = try await Self.retryingWhileBusy { try await connection.query("PRAGMA journal_mode = WAL") }
        let mode = rows.first?.column("journal_mode")?.string ?? "unknown"
        if mode.lowercased() != "wal" {
            logger.warning("SQLite did not switch to WAL journal mode; writers will block readers", metadata: ["journal_mode": .string(mode)])
        }
        // In WAL mode NORMAL still survives application crashes; only a power loss can drop the last
        // commits (never corrupting the file), and it saves an fsync per transaction.
        _ = try await connection.query("PRAGMA synchronous = NORMAL")
    }

    /// Switching a new file to WAL needs an exclusive lock, and SQLite reports SQLITE_BUSY at once
    /// instead of calling the busy handler when several connections (or processes) open the file
    /// together; so wait and retry here, for about as long as busy_timeout would.
    private static func retryingWhileBusy<T>(_ operation: () async throws -> T) async throws -> T {
        var attempt = 0
        while true {
            do {
                return try await operation()
            } catch let error as SQLiteError where attempt < 100 && [.busy, .locked, .busyTimeout, .busyInRecovery].contains(error.reason) {
                attempt += 1
                try await Task.sleep(for: .milliseconds(50))
            }
        }
    }
}
