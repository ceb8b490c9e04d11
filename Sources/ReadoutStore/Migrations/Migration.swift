import SQLKit

/// One step of the schema: applied once, in version order, inside the migration transaction, and
/// recorded in `schema_migrations`.
///
/// To change the schema, add a file `Migrations/NNNN_Name.swift` declaring
/// `extension Migration { static let name = Migration(version: N, name: "…") { schema in … } }`
/// and append it to `Migration.all`. Never edit a migration that has shipped.
struct Migration: Sendable {
    let version: Int
    let name: String
    let apply: @Sendable (MigrationContext) async throws -> Void

    init(version: Int, name: String, apply: @escaping @Sendable (MigrationContext) async throws -> Void) {
        self.version = version
        self.name = name
        self.apply = apply
    }
}

/// What a migration writes through: the migration transaction's connection, and the engine for the
/// few column types that differ.
struct MigrationContext: Sendable {
    let database: any SQLDatabase
    let engine: DatabaseEngine

    /// Raw bytes: BLOB on SQLite, BYTEA on PostgreSQL.
    var bytesType: String {
        switch engine {
        case .sqlite: "BLOB"
        case .postgres: "BYTEA"
        }
    }

    /// Runs one DDL statement. Statements are written once in the SQL both engines share: TEXT,
    /// BIGINT (dates as epoch milliseconds), `bytesType`, named indexes.
    func execute(_ statement: String) async throws {
        try await database.raw("\(unsafeRaw: statement)").run()
    }
}
