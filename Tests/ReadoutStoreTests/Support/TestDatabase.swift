import Foundation
import Logging
import NIOPosix
import PostgresKit
import ReadoutStore
import Testing

/// A logger for stores under test: quiet, because several tests provoke connection errors on purpose.
let testLogger: Logger = {
    var logger = Logger(label: "readout.store.tests")
    logger.logLevel = .critical
    return logger
}()

extension TestEngine {
    /// Runs `body` with the location of a new, empty database of this engine, and deletes it after
    /// (also when `body` throws). SQLite: a file in a new temp dir. PostgreSQL: `CREATE DATABASE
    /// readout_t_<random>` on the test server, dropped afterwards, so tests run in parallel in isolation.
    func withFreshDatabase<T: Sendable>(_ body: (DatabaseLocation) async throws -> T) async throws -> T {
        switch self {
        case .sqlite:
            let directory = FileManager.default.temporaryDirectory
                .appendingPathComponent("readout-store-test-\(UUID().uuidString.lowercased())", isDirectory: true)
            try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
            defer { try? FileManager.default.removeItem(at: directory) }
            return try await body(.sqlite(path: directory.appendingPathComponent("readout.sqlite").path))
        case .postgres:
            let adminURL = try PostgresTestServer.requireAdminURL()
            let name = "readout_t_" + UUID().uuidString.lowercased().replacingOccurrences(of: "-", with: "").prefix(16)
            try await PostgresAdmin.run("CREATE DATABASE \(name)", adminURL: adminURL)
            do {
                let result = try await body(.postgres(url: try PostgresAdmin.url(adminURL, database: name)))
                try await PostgresAdmin.run("DROP DATABASE IF EXISTS \(name) WITH (FORCE)", adminURL: adminURL)
                return result
            } catch {
                try? await PostgresAdmin.run("DROP DATABASE IF EXISTS \(name) WITH (FORCE)", adminURL: adminURL)
                throw error
            }
        }
    }

    /// Runs `body` with a store opened on a fresh database, then closes the store and deletes the database.
    func withStore<T: Sendable>(_ body: (Store) async throws -> T) async throws -> T {
        try await withFreshDatabase { location in
            let store = try await Store.open(location, logger: testLogger)
            do {
                let result = try await body(store)
                try await store.close()
                return result
            } catch {
                try? await store.close()
                throw error
            }
        }
    }
}

/// Statements on the test server's admin database (creating and dropping per-test databases),
/// through PostgresNIO directly because a Store would migrate the admin database.
enum PostgresAdmin {
    static func run(_ statement: String, adminURL: String) async throws {
        let configuration = try SQLPostgresConfiguration(url: adminURL).coreConfiguration
        let connection = try await PostgresConnection.connect(
            on: MultiThreadedEventLoopGroup.singleton.any(), configuration: configuration, id: 1, logger: testLogger)
        do {
            try await connection.query(PostgresQuery(unsafeSQL: statement), logger: testLogger)
            try await connection.close()
        } catch {
            try? await connection.close()
            throw error
        }
    }

    /// The first column of the first row of a query returning one integer.
    static func integer(_ query: String, adminURL: String) async throws -> Int {
        let configuration = try SQLPostgresConfiguration(url: adminURL).coreConfiguration
        let connection = try await PostgresConnection.connect(
            on: MultiThreadedEventLoopGroup.singleton.any(), configuration: configuration, id: 1, logger: testLogger)
        do {
            var value: Int?
            for try await row in try await connection.query(PostgresQuery(unsafeSQL: query), logger: testLogger) {
                value = try row.decode(Int.self)
            }
            try await connection.close()
            return try #require(value)
        } catch {
            try? await connection.close()
            throw error
        }
    }

    /// The admin URL with its database replaced.
    static func url(_ adminURL: String, database: String) throws -> String {
        var components = try #require(URLComponents(string: adminURL))
        components.path = "/" + database
        return try #require(components.string)
    }
}
