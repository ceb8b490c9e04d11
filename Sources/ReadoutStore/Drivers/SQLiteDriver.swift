import Logging
import NIOCore
import NIOPosix
import SQLiteKit

/// SQLite behind a small connection pool, with its own event loop and its own threads for blocking calls.
final class SQLiteDriver: DatabaseDriver, @unchecked Sendable {
    // @unchecked: the pool is thread-safe but not annotated Sendable (see SQLitePoolDatabase).
    let engine = DatabaseEngine.sqlite
    let pooled: any SQLDatabase
    let lifecycle: DriverLifecycle
    private let pool: EventLoopGroupConnectionPool<TrackedConnectionSource<ReadoutSQLiteConnectionSource>>
    private let opening = OpeningConnections()
    private let eventLoopGroup: MultiThreadedEventLoopGroup
    private let threadPool: NIOThreadPool
    private let logger: Logger

    /// - Parameters:
    ///   - storage: a file, or `.memory` for a database private to this driver.
    ///   - name: how messages name the database.
    init(storage: SQLiteConnection.Storage, name: String, logger: Logger) {
        // SQLite has one writer at a time, but in WAL mode readers proceed alongside it, so a few
        // connections serve concurrent page loads; each blocking sqlite3 call occupies a thread, so
        // the thread pool matches the pool. An in-memory database exists per connection (sqlite-nio
        // is built without shared cache), so it gets exactly one.
        let connections: Int
        switch storage {
        case .memory: connections = 1
        case .file: connections = 4
        }
        let threadPool = NIOThreadPool(numberOfThreads: connections)
        threadPool.start()
        // Futures only: the real work runs on the thread pool, so one event loop is plenty.
        let eventLoopGroup = MultiThreadedEventLoopGroup(numberOfThreads: 1)
        let pool = EventLoopGroupConnectionPool(
            source: TrackedConnectionSource(base: ReadoutSQLiteConnectionSource(storage: storage, threadPool: threadPool), opening: opening),
            maxConnectionsPerEventLoop: connections,
            requestTimeout: .seconds(10),
            logger: logger,
            on: eventLoopGroup
        )
        self.pool = pool
        self.threadPool = threadPool
        self.eventLoopGroup = eventLoopGroup
        self.logger = logger
        self.lifecycle = DriverLifecycle(name: name)
        // No query logging: binds include password hashes and whole photos.
        self.pooled = SQLitePoolDatabase(pool: pool, logger: logger).sql(queryLogLevel: nil)
    }

    func withConnection<T>(
        _ body: @Sendable (_ connection: any SQLDatabase, _ discard: @Sendable () async -> Void) async throws -> T
    ) async throws -> T {
        try await lifecycle.run {
            let connection = try await pool.requestConnection(logger: logger).get()
            defer { pool.releaseConnection(connection, logger: logger) }
            // A closed connection is dropped by the pool when it is next handed out.
            return try await body(connection.sql(queryLogLevel: nil)) { try? await connection.close() }
        }
    }

    func shutdown() async {
        await lifecycle.close { [self] in
            // Order matters: connections open and close on the thread pool and report on the event
            // loop, so both stay up until the last connection has opened and been closed.
            await opening.waitUntilNoneOpening()
            do { try await pool.shutdownAsync() } catch { logger.debug("SQLite pool shutdown: \(error)") }
            do { try await eventLoopGroup.shutdownGracefully() } catch { logger.debug("SQLite event loop shutdown: \(error)") }
            do { try await threadPool.shutdownGracefully() } catch { logger.debug("SQLite thread pool shutdown: \(error)") }
        }
    }
}
