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

    // Futures only, no Task: opening must not wait for Swift's cooperative threads, which CPU-heavy
    // requests (image decoding, filters, digit reading) can hold for seconds on a 2-core machine;
    // then the pool's 10-second request timeout fired although SQLite itself was idle.
    func makeConnection(logger: Logger, on eventLoop: any EventLoop) -> EventLoopFuture<SQLiteConnection> {
        SQLiteConnection.open(storage: storage, threadPool: threadPool, logger: logger, on: eventLoop).flatMap { connection in
            configure(connection, logger: logger, on: eventLoop)
                .map { connection }
                .flatMapError { error in
                    connection.close().flatMapThrowing { throw error }
                }
        }
    }

    private func configure(_ connection: SQLiteConnection, logger: Logger, on eventLoop: any EventLoop) -> EventLoopFuture<Void> {
        // sqlite-nio installs a busy handler that retries forever; a timeout replaces it, so a writer
        // waits up to 5 s for another connection's write to finish and then fails instead of spinning.
        let common = connection.query("PRAGMA busy_timeout = 5000")
            // Off by default and per connection; ON DELETE CASCADE from sessions and photos needs it.
            .flatMap { _ in connection.query("PRAGMA foreign_keys = ON") }
            .map { _ in }
        guard case .file = storage else { return common }
        return common.flatMap { _ in
            // WAL lets readers run while one connection writes, which is what makes a pool of several
            // connections worthwhile; the mode is stored in the file, setting it again is a no-op.
            Self.retryingWhileBusy(on: eventLoop) { connection.query("PRAGMA journal_mode = WAL") }
        }.flatMap { rows in
            let mode = rows.first?.column("journal_mode")?.string ?? "unknown"
            if mode.lowercased() != "wal" {
                logger.warning("SQLite did not switch to WAL journal mode; writers will block readers", metadata: ["journal_mode": .string(mode)])
            }
            // In WAL mode NORMAL still survives application crashes; only a power loss can drop the
            // last commits (never corrupting the file), and it saves an fsync per transaction.
            return connection.query("PRAGMA synchronous = NORMAL").map { _ in }
        }
    }

    /// Switching a new file to WAL needs an exclusive lock, and SQLite reports SQLITE_BUSY at once
    /// instead of calling the busy handler when several connections (or processes) open the file
    /// together; so wait and retry here, for about as long as busy_timeout would.
    private static func retryingWhileBusy<T: Sendable>(
        on eventLoop: any EventLoop, attempt: Int = 0, _ operation: @escaping @Sendable () -> EventLoopFuture<T>
    ) -> EventLoopFuture<T> {
        operation().flatMapError { error in
            guard let error = error as? SQLiteError, attempt < 100,
                  [.busy, .locked, .busyTimeout, .busyInRecovery].contains(error.reason) else {
                return eventLoop.makeFailedFuture(error)
            }
            return eventLoop.flatScheduleTask(in: .milliseconds(50)) {
                retryingWhileBusy(on: eventLoop, attempt: attempt + 1, operation)
            }.futureResult
        }
    }
}
