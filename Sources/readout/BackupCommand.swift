import ArgumentParser
import Foundation
import Logging
import ReadoutStore

/// `readout backup` and `readout restore`: a consistent copy of the database taken while servers
/// run, and its return into an empty database.
struct BackupCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "backup",
        abstract: "Write a consistent copy of a Readout database while it is in use.",
        discussion: """
            SQLite: VACUUM INTO, a compacted copy as of one moment (servers go on writing). PostgreSQL: pg_dump's
            custom format (needs the PostgreSQL client, Debian's postgresql-client, not older than the server).
            OUT must not exist. Bring it back with readout restore.
            """
    )

    @Option(help: "SQLite file or postgres:// URL (default readout.sqlite, or READOUT_DATABASE).")
    var database: String?

    @Argument(help: "The backup file to write.")
    var output: String

    func run() async throws {
        let location = DatabaseLocation(parsing: database ?? ProcessInfo.processInfo.environment["READOUT_DATABASE"] ?? "readout.sqlite")
        try await DatabaseBackup.backup(location, to: output, logger: quietLogger())
        let size = (try? FileManager.default.attributesOfItem(atPath: output)[.size] as? Int) ?? 0
        print("backed up \(location.description) to \(output) (\(size) bytes)")
    }
}

struct RestoreCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "restore",
        abstract: "Bring a backup into an empty database, then migrate it to this Readout's schema.",
        discussion: """
            The database must be empty: a new SQLite file, or a PostgreSQL database without tables (createdb a new one).
            A SQLite backup restores into SQLite and a pg_dump file into PostgreSQL.
            """
    )

    @Option(help: "SQLite file or postgres:// URL to restore into (or READOUT_DATABASE).")
    var database: String?

    @Argument(help: "The backup file readout backup wrote.")
    var input: String

    func run() async throws {
        guard let target = database ?? ProcessInfo.processInfo.environment["READOUT_DATABASE"] else {
            throw ValidationError("Name the database to restore into with --database (a new SQLite file or an empty postgres:// database).")
        }
        let location = DatabaseLocation(parsing: target)
        try await DatabaseBackup.restore(input, into: location, logger: quietLogger())
        print("restored \(input) into \(location.description)")
    }
}

/// Store messages only when something is wrong: the commands print their own summary.
private func quietLogger() -> Logger {
    var logger = Logger(label: "readout-backup")
    logger.logLevel = .warning
    return logger
}
