import Foundation

/// Where the store keeps its data: a SQLite file, a private in-memory SQLite database, or a PostgreSQL server.
///
/// ```swift
/// let location = DatabaseLocation(parsing: arguments.database)   // "readout.sqlite", ":memory:", "postgres://…"
/// let store = try await Store.open(location, logger: logger)
/// ```
public enum DatabaseLocation: Sendable, Equatable, CustomStringConvertible {
    /// A SQLite file; created if missing (its directory must exist).
    case sqlite(path: String)
    /// A SQLite database that lives only as long as the store, on one shared connection (for tests).
    case sqliteInMemory
    /// A PostgreSQL server: `postgres://user:password@host:port/database` (`?sslmode=disable|prefer|require`).
    case postgres(url: String)

    /// Reads a `--database` argument: `postgres://…` or `postgresql://…` is PostgreSQL, `:memory:` is an
    /// in-memory SQLite database, anything else is the path of a SQLite file.
    public init(parsing text: String) {
        let trimmed = text.trimmingCharacters(in: .whitespacesAndNewlines)
        let lowered = trimmed.lowercased()
        if lowered.hasPrefix("postgres://") || lowered.hasPrefix("postgresql://") {
            self = .postgres(url: trimmed)
        } else if trimmed == ":memory:" {
            self = .sqliteInMemory
        } else {
            self = .sqlite(path: trimmed)
        }
    }

    /// The engine this location is served by.
    public var engine: DatabaseEngine {
        switch self {
        case .sqlite, .sqliteInMemory: .sqlite
        case .postgres: .postgres
        }
    }

    /// Names the database for messages and logs; a PostgreSQL password is replaced by `***`.
    public var description: String {
        switch self {
        case .sqlite(let path): "the SQLite database \(path)"
        case .sqliteInMemory: "the in-memory SQLite database"
        case .postgres(let url): "the PostgreSQL database \(Self.redacted(url))"
        }
    }

    /// The URL without its password, so it can appear in error messages and logs.
    static func redacted(_ url: String) -> String {
        guard var components = URLComponents(string: url), components.password != nil else { return url }
        components.password = "***"
        return components.string ?? url
    }
}
