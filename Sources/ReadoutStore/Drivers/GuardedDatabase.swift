import Logging
import NIOCore
import NIOPosix
import SQLKit

/// The pooled `SQLDatabase` handed to repositories and callers: refuses work once the store is
/// closed (see `DriverLifecycle` for why), and makes `withSession` hold one connection (postgres-kit's
/// pool adapter does not, so a `BEGIN` could land on one connection and the next statement on another).
struct GuardedDatabase: SQLDatabase {
    let driver: any DatabaseDriver

    private var base: any SQLDatabase { driver.pooled }
    var logger: Logger { base.logger }
    var eventLoop: any EventLoop { base.eventLoop }
    var version: (any SQLDatabaseReportedVersion)? { base.version }
    var dialect: any SQLDialect { base.dialect }
    var queryLogLevel: Logger.Level? { base.queryLogLevel }

    func execute(sql query: any SQLExpression, _ onRow: @escaping @Sendable (any SQLRow) -> ()) -> EventLoopFuture<Void> {
        let lifecycle = driver.lifecycle
        guard lifecycle.enter() else {
            // The store's own loop may be stopped; a future made there would never complete.
            return MultiThreadedEventLoopGroup.singleton.any().makeFailedFuture(lifecycle.closedError)
        }
        return base.execute(sql: query, onRow).always { _ in lifecycle.leave() }
    }

    func execute(sql query: any SQLExpression, _ onRow: @escaping @Sendable (any SQLRow) -> ()) async throws {
        try await driver.lifecycle.run {
            try await base.execute(sql: query, onRow)
        }
    }

    func withSession<R>(_ closure: @escaping @Sendable (any SQLDatabase) async throws -> R) async throws -> R {
        try await driver.withConnection { connection, _ in
            try await closure(connection)
        }
    }
}
