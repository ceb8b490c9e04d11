import Foundation
import Logging
import SQLKit

/// The database of a Readout installation: accounts, sessions, photos, sign-in throttling and the
/// five apps' records, on SQLite or PostgreSQL through one SQL implementation.
///
/// ```swift
/// let store = try await Store.open(.sqlite(path: "readout.sqlite"), logger: logger)
/// let user = try await store.users.create(email: "ada@example.com", passwordHash: hash)
/// try await store.close()
/// ```
///
/// A store owns its connection pool and threads: call `close()` before dropping the last copy.
public struct Store: Sendable {
    /// The engine behind this store.
    public let engine: DatabaseEngine
    /// Where the store was opened.
    public let location: DatabaseLocation
    let driver: any DatabaseDriver

    /// Opens (creating if needed) and migrates the database.
    /// - Throws: `StoreError(.cannotOpen)` when it cannot be created, reached or migrated;
    ///   `StoreError(.databaseNewerThanBinary)` when its schema is newer than this binary knows.
    public static func open(_ location: DatabaseLocation, logger: Logger) async throws -> Store {
        let driver = try makeDriver(location, logger: logger)
        do {
            do {
                try await driver.withConnection { connection, _ in
                    try await connection.raw("SELECT 1 AS ok").run()
                }
            } catch {
                throw OpenFailure.cannotOpen(location, error)
            }
            _ = try await Migrator(Migration.all).migrate(driver, name: location.description, logger: logger)
        } catch {
            await driver.shutdown()
            throw error
        }
        return Store(engine: driver.engine, location: location, driver: driver)
    }

    /// The highest schema version this binary can migrate to.
    public static var latestSchemaVersion: Int {
        Migration.all.last?.version ?? 0
    }

    public var users: UserStore { UserStore(database: driver.database) }
    public var sessions: SessionStore { SessionStore(database: driver.database) }
    public var accountLinks: AccountLinkStore { AccountLinkStore(database: driver.database) }
    public var photos: PhotoStore { PhotoStore(database: driver.database) }
    public var photoDerivatives: PhotoDerivativeStore { PhotoDerivativeStore(database: driver.database) }
    public var signInAttempts: SignInAttemptStore { SignInAttemptStore(database: driver.database) }
    public var housekeeping: HousekeepingStore { HousekeepingStore(database: driver.database) }
    public var idempotencyKeys: IdempotencyKeyStore { IdempotencyKeyStore(database: driver.database) }
    public var accountData: AccountDataStore { AccountDataStore(database: driver.database, engine: engine) }
    public var filterLab: FilterLabStateStore { FilterLabStateStore(database: driver.database) }
    public var mathSprint: MathSprintStore { MathSprintStore(database: driver.database) }
    public var homework: HomeworkStore { HomeworkStore(store: self) }
    public var glanceLinks: GlanceLinkStore { GlanceLinkStore(database: driver.database) }
    public var accessTokens: AccessTokenStore { AccessTokenStore(database: driver.database) }
    public var webhooks: WebhookStore { WebhookStore(database: driver.database, engine: engine) }
    public var vocabulary: VocabularyStore { VocabularyStore(store: self) }
    public var meters: MeterStore { MeterStore(store: self) }

    /// The pooled database, on which the stores run their statements (each on a free connection).
    public var database: any SQLDatabase { driver.database }

    /// Runs `body` in one transaction on one connection: its statements commit together, or an error
    /// rolls them all back. On SQLite the write lock is taken at the start (BEGIN IMMEDIATE).
    public func transaction<T>(_ body: @Sendable (any SQLDatabase) async throws -> T) async throws -> T {
        try await driver.transaction(body)
    }

    /// Runs a trivial query.
    /// - Throws: `StoreError(.cannotOpen)` when the database cannot be reached (or the store was closed).
    public func checkHealth() async throws {
        do {
            try await driver.withConnection { connection, _ in
                try await connection.raw("SELECT 1 AS ok").run()
            }
        } catch let error as StoreError {
            throw error
        } catch {
            throw StoreError(.cannotOpen, "\(location.description.sentenceCased) is not reachable: \(OpenFailure.reason(error)).")
        }
    }

    /// Closes every connection and stops the store's threads. Safe to call more than once; the store
    /// cannot be used afterwards.
    public func close() async throws {
        await driver.shutdown()
    }

    static func makeDriver(_ location: DatabaseLocation, logger: Logger) throws -> any DatabaseDriver {
        switch location {
        case .sqlite(let path):
            try SQLitePathCheck.check(path, location: location)
            return SQLiteDriver(storage: .file(path: path), name: location.description, logger: logger)
        case .sqliteInMemory:
            return SQLiteDriver(storage: .memory, name: location.description, logger: logger)
        case .postgres(let url):
            return try PostgresDriver(url: url, name: location.description, logger: logger)
        }
    }
}
