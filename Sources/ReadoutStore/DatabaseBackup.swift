import Foundation
import Logging
import SQLKit

/// A consistent copy of a Readout database taken while servers use it, and its return into an
/// empty database.
///
/// - SQLite: `VACUUM INTO` writes a compacted copy as of one read transaction (writers go on),
///   and a restore copies it the same way into a new file.
/// - PostgreSQL: `pg_dump --format=custom` (one snapshot) and `pg_restore`, when those commands
///   are installed (Debian: `postgresql-client`); their major version must not be older than the
///   server's.
///
/// Neither migrates the source; a restored database is migrated to this binary's schema when it
/// is opened.
public enum DatabaseBackup {
    /// Writes a copy of the database at `location` to the new file `output`.
    public static func backup(_ location: DatabaseLocation, to output: String, logger: Logger) async throws {
        guard !FileManager.default.fileExists(atPath: output) else {
            throw StoreError(.invalid, "\(output) exists already: a backup never overwrites a file.")
        }
        switch location {
        case .sqlite(let path):
            guard FileManager.default.fileExists(atPath: path) else { throw StoreError(.notFound, "There is no database at \(path).") }
            try await withDriver(location, logger: logger) { database in
                try await database.raw("VACUUM INTO \(bind: output)").run()
            }
        case .sqliteInMemory:
            throw StoreError(.invalid, "An in-memory database has nothing to back up.")
        case .postgres(let url):
            let (address, password) = withoutPassword(url)
            try run("pg_dump", ["--format=custom", "--no-owner", "--no-privileges", "--file", output, "--dbname", address], password: password)
        }
    }

    /// Brings the backup `input` into `location`, which must be empty (a new SQLite path, or a
    /// PostgreSQL database without tables), then migrates it to this binary's schema.
    public static func restore(_ input: String, into location: DatabaseLocation, logger: Logger) async throws {
        guard FileManager.default.fileExists(atPath: input) else {
            throw StoreError(.notFound, "There is no backup at \(input).")
        }
        switch location {
        case .sqlite(let path):
            if FileManager.default.fileExists(atPath: path) {
                let size = (try? FileManager.default.attributesOfItem(atPath: path)[.size] as? Int) ?? 0
                guard size == 0 else { throw StoreError(.invalid, "\(path) exists already: restore into a new file.") }
                try FileManager.default.removeItem(atPath: path)
            }
            try await withDriver(.sqlite(path: input), logger: logger) { database in
                try await database.raw("VACUUM INTO \(bind: path)").run()
            }
        case .sqliteInMemory:
            throw StoreError(.invalid, "Restore into a file or a PostgreSQL database, not into memory.")
        case .postgres(let url):
            let tables = try await withDriver(location, logger: logger) { database in
                try await database.raw("""
                    SELECT COUNT(*) AS n FROM information_schema.tables WHERE table_schema = current_schema()
                    """).first()?.decode(column: "n", as: Int.self) ?? 0
            }
            guard tables == 0 else {
                throw StoreError(.invalid, "\(location.description.sentenceCased) has tables already: restore into an empty database.")
            }
            let (address, password) = withoutPassword(url)
            try run("pg_restore", ["--no-owner", "--no-privileges", "--exit-on-error", "--dbname", address, input], password: password)
        }
        let store = try await Store.open(location, logger: logger)
        try await store.close()
    }

    private static func withDriver<T>(_ location: DatabaseLocation, logger: Logger,
                                      _ body: @Sendable (any SQLDatabase) async throws -> T) async throws -> T {
        let driver = try Store.makeDriver(location, logger: logger)
        do {
            let result = try await driver.withConnection { connection, _ in try await body(connection) }
            await driver.shutdown()
            return result
        } catch {
            await driver.shutdown()
            throw error
        }
    }

    /// The URL without its password, which goes to the command in PGPASSWORD rather than in its
    /// arguments (which every local user can read in the process list).
    static func withoutPassword(_ url: String) -> (url: String, password: String?) {
        guard var parts = URLComponents(string: url), let password = parts.password else { return (url, nil) }
        parts.password = nil
        return (parts.string ?? url, password.removingPercentEncoding ?? password)
    }

    /// Runs a PostgreSQL client command, its error output in the thrown message.
    private static func run(_ command: String, _ arguments: [String], password: String?) throws {
        guard let path = ["/usr/bin", "/usr/local/bin", "/opt/homebrew/bin"].map({ "\($0)/\(command)" })
            .first(where: FileManager.default.isExecutableFile(atPath:)) else {
            throw StoreError(.invalid, "\(command) is not installed: install the PostgreSQL client (Debian: postgresql-client).")
        }
        let process = Process()
        process.executableURL = URL(fileURLWithPath: path)
        process.arguments = arguments
        if let password {
            process.environment = ProcessInfo.processInfo.environment.merging(["PGPASSWORD": password]) { $1 }
        }
        let errors = Pipe()
        process.standardError = errors
        process.standardOutput = FileHandle.nullDevice
        try process.run()
        let message = errors.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        guard process.terminationStatus == 0 else {
            throw StoreError(.invalid, "\(command) failed: \(String(decoding: message, as: UTF8.self).trimmingCharacters(in: .whitespacesAndNewlines))")
        }
    }
}
