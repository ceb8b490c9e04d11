import Logging
import NIOCore
import PostgresKit

/// A pool of PostgreSQL connections seen as one `PostgresDatabase`, so `.sql()` gives an `SQLDatabase`
/// that runs each statement on a free connection (postgres-kit's adapter exists only for its own,
/// untracked connection source).
struct PostgresPoolDatabase: PostgresDatabase, @unchecked Sendable {
    // @unchecked: EventLoopGroupConnectionPool locks its own state and hops to its event loops,
    // but predates Sendable annotations.
    let pool: EventLoopGroupConnectionPool<TrackedConnectionSource<PostgresConnectionSource>>
    let logger: Logger

    var eventLoop: any EventLoop {
        pool.eventLoopGroup.any()
    }

    func send(_ request: any PostgresRequest, logger: Logger) -> EventLoopFuture<Void> {
        pool.withConnection(logger: logger) { $0.send(request, logger: logger) }
    }

    func withConnection<T>(_ closure: @escaping (PostgresConnection) -> EventLoopFuture<T>) -> EventLoopFuture<T> {
        pool.withConnection(logger: logger, closure)
    }
}
