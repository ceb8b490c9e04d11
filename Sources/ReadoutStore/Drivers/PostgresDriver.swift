import Logging
import NIOCore
import NIOPosix
import PostgresKit

/// PostgreSQL behind a connection pool on its own event loop.
final class PostgresDriver: DatabaseDriver, @unchecked Sendable {
    // @unchecked: EventLoopGroupConnectionPool locks its own state and hops to its event loops,
    // but predates Sendable annotations.
    let engine = DatabaseEngine.postgres
    let pooled: any SQLDatabase
    let lifecycle: DriverLifecycle
    private let pool: EventLoopGroupConnectionPool<TrackedConnectionSource<PostgresConnectionSource>>
    private let opening = OpeningConnections()
    private let eventLoopGroup: MultiThreadedEventLoopGroup
    private let logger: Logger

    /// - Throws: `StoreError.cannotOpen` when the URL cannot be read.
    init(url: String, name: String, logger: Logger) throws {
        var configuration: SQLPostgresConfiguration
        do {
            configuration = try SQLPostgresConfiguration(url: url)
        } catch {
            throw StoreError(.cannotOpen, "\(DatabaseLocation.redacted(url)) is not a PostgreSQL URL Readout can use; write it as postgres://user:password@host:port/database (optionally ?sslmode=disable|prefer|require).")
        }
        // Never hang: PostgresNIO gives up on a connection (TCP and startup, so also a server that
        // accepts but never answers) after 5 s, and a request waiting for a pooled connection after 10 s.
        configuration.coreConfiguration.options.connectTimeout = .seconds(5)
        // One event loop carries all the I/O: queries wait on the server, not on this process's CPU.
        let eventLoopGroup = MultiThreadedEventLoopGroup(numberOfThreads: 1)
        // Ten connections per instance keeps several instances well under PostgreSQL's default
        // max_connections of 100.
        let pool = EventLoopGroupConnectionPool(
            source: TrackedConnectionSource(base: PostgresConnectionSource(sqlConfiguration: configuration), opening: opening),
            maxConnectionsPerEventLoop: 10,
            requestTimeout: .seconds(10),
            logger: logger,
            on: eventLoopGroup
        )
        self.pool = pool
        self.eventLoopGroup = eventLoopGroup
        self.logger = logger
        self.lifecycle = DriverLifecycle(name: name)
        // No query logging: binds include password hashes and whole photos.
        self.pooled = PostgresPoolDatabase(pool: pool, logger: logger).sql(queryLogLevel: nil)
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

    /// LISTENs on `channel` on a pooled connection, calls `onListening` once the LISTEN is in
    /// force, then `receive` per notification, until the calling task is cancelled (which
    /// UNLISTENs and returns the connection) or the connection is lost (which throws).
    func listenOnPooledConnection(channel: String, onListening: @Sendable () async -> Void,
                                  receive: @escaping @Sendable (String) async -> Void) async throws {
        try await lifecycle.run {
            let connection = try await pool.requestConnection(logger: logger).get()
            defer { pool.releaseConnection(connection, logger: logger) }
            try await connection.listen(on: channel) { notifications in
                await onListening()
                for try await notification in notifications {
                    await receive(notification.payload)
                }
            }
        }
    }

    func shutdown() async {
        await lifecycle.close { [self] in
            // The pool closes its connections on the event loop, so the loop goes last, after the
            // last connection has finished opening and been closed.
            await opening.waitUntilNoneOpening()
            do { try await pool.shutdownAsync() } catch { logger.debug("PostgreSQL pool shutdown: \(error)") }
            do { try await eventLoopGroup.shutdownGracefully() } catch { logger.debug("PostgreSQL event loop shutdown: \(error)") }
        }
    }
}
