import Foundation
import Logging
import SQLKit
import SQLiteNIO

/// Brings a database up to the newest migration this binary knows, once, even when several
/// processes open the same database at the same moment.
struct Migrator: Sendable {
    let migrations: [Migration]

    /// The PostgreSQL advisory lock that serialises migrations ("Readout" in ASCII). Advisory locks
    /// belong to one database, so different databases on one server do not wait for each other.
    static let postgresLockKey: Int64 = 0x52_65_61_64_6F_75_74

    /// - Throws: `StoreError(.invalid)` when the list is not numbered 1, 2, 3, … (a programming error).
    init(_ migrations: [Migration]) throws {
        for (index, migration) in migrations.enumerated() where migration.version != index + 1 {
            throw StoreError(.invalid, "Migration \"\(migration.name)\" has version \(migration.version) but is number \(index + 1) in Migration.all; versions must be 1, 2, 3, … in order.")
        }
        self.migrations = migrations
    }

    var latestVersion: Int { migrations.last?.version ?? 0 }

    /// Applies the missing migrations in one transaction and returns their versions (empty when the
    /// database was up to date).
    /// - Throws: `StoreError(.databaseNewerThanBinary)` when the database records a version above
    ///   `latestVersion`; `StoreError(.cannotOpen)` when a migration fails (nothing is changed then).
    func migrate(_ driver: any DatabaseDriver, name: String, logger: Logger, now: Date = Date()) async throws -> [Int] {
        var attempt = 0
        while true {
            do {
                return try await migrateOnce(driver, name: name, logger: logger, now: now)
            } catch let error as SQLiteError where attempt < Self.sqliteLockAttempts && Self.isBusy(error) {
                // BEGIN IMMEDIATE waited busy_timeout (5 s) for the write lock and gave up: another
                // process is migrating a new database (slow on a loaded machine) or writing. Wait
                // again rather than fail a server's start; seen with four stores opening at once.
                attempt += 1
                logger.debug("Waiting for the database's write lock to migrate", metadata: ["database": .string(name), "attempt": "\(attempt)"])
            }
        }
    }

    /// How many times a migration waits out busy_timeout for SQLite's write lock (about a minute).
    static let sqliteLockAttempts = 12

    private static func isBusy(_ error: SQLiteError) -> Bool {
        [.busy, .locked, .busyTimeout, .busyInRecovery].contains(error.reason)
    }

    private func migrateOnce(_ driver: any DatabaseDriver, name: String, logger: Logger, now: Date) async throws -> [Int] {
        let applied = try await driver.transaction { database in
            // Taken before anything is read: the second process waits here until the first has
            // committed, then finds nothing left to do. On SQLite, BEGIN IMMEDIATE did the same.
            if driver.engine == .postgres {
                try await database.raw("SELECT pg_advisory_xact_lock(\(bind: Self.postgresLockKey))").run()
            }
            try await database.raw("""
                CREATE TABLE IF NOT EXISTS schema_migrations (
                    version BIGINT PRIMARY KEY NOT NULL,
                    name TEXT NOT NULL,
                    applied_at BIGINT NOT NULL
                )
                """).run()
            let recorded = Set(try await database.raw("SELECT version FROM schema_migrations")
                .all().map { try $0.int("version") })
            if let newest = recorded.max(), newest > latestVersion {
                throw StoreError(.databaseNewerThanBinary, "\(name.sentenceCased) has schema version \(newest) but this Readout knows only up to \(latestVersion): it was written by a newer Readout. Upgrade Readout or point --database elsewhere.")
            }
            var applied: [Int] = []
            for migration in migrations where !recorded.contains(migration.version) {
                do {
                    try await migration.apply(MigrationContext(database: database, engine: driver.engine))
                } catch {
                    throw StoreError(.cannotOpen, "Could not upgrade \(name) to schema version \(migration.version) (\(migration.name)): \(OpenFailure.reason(error)). Nothing was changed.")
                }
                try await database.raw("""
                    INSERT INTO schema_migrations (version, name, applied_at)
                    VALUES (\(bind: migration.version), \(bind: migration.name), \(bind: now.epochMilliseconds))
                    """).run()
                applied.append(migration.version)
            }
            return applied
        }
        if !applied.isEmpty {
            logger.info("Migrated database", metadata: [
                "database": .string(name),
                "versions": .array(applied.map { .stringConvertible($0) }),
            ])
        }
        return applied
    }
}
