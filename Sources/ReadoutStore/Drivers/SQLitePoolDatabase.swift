import Logging
import NIOCore
import SQLiteKit

/// A pool of SQLite connections seen as one `SQLiteDatabase`, so `.sql()` gives an `SQLDatabase` that
/// runs each statement on a free connection (sqlite-kit has no such adapter; Fluent's driver keeps its own).
struct SQLitePoolDatabase: SQLiteDatabase, @unchecked Sendable {
    // @unchecked: EventLoopGroupConnectionPool locks its own state and hops to its event loops,
    // but predates Sendable annotations.
    let pool: EventLoopGroupConnectionPool<TrackedConnectionSource<ReadoutSQLiteConnectionSource>>
    let logger: Logger

    var eventLoop: any EventLoop {
        pool.eventLoopGroup.any()
    }

    func query(
        _ query: String,
        _ binds: [SQLiteData],
        logger: Logger,
        _ onRow: @escaping @Sendable (SQLiteRow) -> Void
    ) -> EventLoopFuture<Void> {
        pool.withConnection(logger: logger) { $0.query(query, binds, logger: logger, onRow) }
    }

    func withConnection<T>(_ closure: @escaping @Sendable (SQLiteConnection) -> EventLoopFuture<T>) -> EventLoopFuture<T> {
        pool.withConnection(logger: logger, closure)
    }

    func withConnection<T>(_ closure: @escaping @Sendable (SQLiteConnection) async throws -> T) async throws -> T {
        let connection = try await pool.requestConnection(logger: logger).get()
        defer { pool.releaseConnection(connection, logger: logger) }
        return try await closure(connection)
    }
}
