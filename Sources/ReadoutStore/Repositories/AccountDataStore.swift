import Foundation
import SQLKit

/// Everything a user owns, found from the schema itself rather than a list kept by hand: every
/// table with an `owner_id` (or, for sessions, `user_id`) column holds rows of one user, so a
/// table added by a later migration is exported and deleted with the rest without a change here.
public struct AccountDataStore: Sendable {
    let database: any SQLDatabase
    let engine: DatabaseEngine

    /// A column and the kind of value it holds.
    public struct Column: Sendable, Equatable {
        public enum Kind: Sendable { case text, integer, real, bytes }
        public let name: String
        public let kind: Kind
    }

    /// A table and its columns, as the database describes them.
    public struct Table: Sendable {
        public let name: String
        public let columns: [Column]
        /// The column naming the owner, when the table has one.
        public var ownerColumn: String? {
            columns.first { $0.name == "owner_id" }?.name ?? columns.first { $0.name == "user_id" }?.name
        }
    }

    /// One exported value: JSON-ready.
    public enum Value: Sendable, Equatable, Encodable {
        case text(String), integer(Int64), real(Double), null

        public func encode(to encoder: any Encoder) throws {
            var container = encoder.singleValueContainer()
            switch self {
            case .text(let text): try container.encode(text)
            case .integer(let number): try container.encode(number)
            case .real(let number): try container.encode(number)
            case .null: try container.encodeNil()
            }
        }
    }

    /// Every table of the schema (not the migration bookkeeping), by name.
    public func tables() async throws -> [Table] {
        let names: [String]
        switch engine {
        case .sqlite:
            names = try await database.raw("""
                SELECT name FROM sqlite_master WHERE type = 'table' AND name NOT LIKE 'sqlite_%' ORDER BY name
                """).all().map { try $0.decode(column: "name", as: String.self) }
        case .postgres:
            names = try await database.raw("""
                SELECT table_name AS name FROM information_schema.tables
                WHERE table_schema = current_schema() AND table_type = 'BASE TABLE' ORDER BY table_name
                """).all().map { try $0.decode(column: "name", as: String.self) }
        }
        var tables: [Table] = []
        for name in names where name != "schema_migrations" {
            tables.append(Table(name: name, columns: try await columns(of: name)))
        }
        return tables
    }

    private func columns(of table: String) async throws -> [Column] {
        let rows: [(String, String)]
        switch engine {
        case .sqlite:
            rows = try await database.raw("SELECT name, type FROM pragma_table_info(\(bind: table))").all().map {
                (try $0.decode(column: "name", as: String.self), try $0.decode(column: "type", as: String.self))
            }
        case .postgres:
            rows = try await database.raw("""
                SELECT column_name AS name, data_type AS type FROM information_schema.columns
                WHERE table_schema = current_schema() AND table_name = \(bind: table) ORDER BY ordinal_position
                """).all().map { (try $0.decode(column: "name", as: String.self), try $0.decode(column: "type", as: String.self)) }
        }
        return rows.map { name, type in
            let lower = type.lowercased()
            let kind: Column.Kind = lower.contains("int") ? .integer
                : (lower.contains("double") || lower.contains("real") || lower.contains("float") || lower.contains("numeric")) ? .real
                : (lower.contains("blob") || lower.contains("bytea")) ? .bytes : .text
            return Column(name: name, kind: kind)
        }
    }

    /// Owned tables that are not the user's data: sign-in sessions, one-time links, the answers
    /// kept for idempotency keys (a day's retries), and access tokens (hashes of secrets).
    static let notExported: Set<String> = ["sessions", "account_links", "idempotency_keys", "access_tokens"]

    /// The user's rows of every owned table (byte columns left out: photos are exported as
    /// files), and their account row without the password hash.
    public func export(user: UUID) async throws -> [String: [[String: Value]]] {
        var result: [String: [[String: Value]]] = [:]
        for table in try await tables() {
            let key: String
            if table.name == "users" { key = "id" } else if let owner = table.ownerColumn, !Self.notExported.contains(table.name) { key = owner } else { continue }
            let columns = table.columns.filter { $0.kind != .bytes && $0.name != "password_hash" }
            let list = columns.map { "\"\($0.name)\"" }.joined(separator: ", ")
            let rows = try await database.raw("""
                SELECT \(unsafeRaw: list) FROM \(ident: table.name) WHERE \(ident: key) = \(bind: user.databaseText)
                """).all()
            result[table.name] = try rows.map { row in
                var values: [String: Value] = [:]
                for column in columns {
                    switch column.kind {
                    case .integer: values[column.name] = try row.decode(column: column.name, as: Int64?.self).map(Value.integer) ?? .null
                    case .real: values[column.name] = try row.decode(column: column.name, as: Double?.self).map(Value.real) ?? .null
                    case .text: values[column.name] = try row.decode(column: column.name, as: String?.self).map(Value.text) ?? .null
                    case .bytes: break
                    }
                }
                return values
            }
        }
        return result
    }

    /// Deletes the user and, in the same transaction, every row of theirs (foreign keys cascade
    /// from `users`; owned tables are also cleared by name, so one without the cascade cannot keep
    /// a row) and their failed sign-ins, which name their email. False when there was no such user.
    public func deleteAccount(user: UUID, email: String, in store: Store) async throws -> Bool {
        let tables = try await tables()
        return try await store.transaction { database in
            for table in tables where table.name != "users" {
                guard let owner = table.ownerColumn else { continue }
                try await database.raw("DELETE FROM \(ident: table.name) WHERE \(ident: owner) = \(bind: user.databaseText)").run()
            }
            try await database.raw("""
                DELETE FROM sign_in_attempts WHERE throttle_key = \(bind: "account:" + email.lowercased())
                """).run()
            return try await !database.raw("DELETE FROM users WHERE id = \(bind: user.databaseText) RETURNING id").all().isEmpty
        }
    }
}
