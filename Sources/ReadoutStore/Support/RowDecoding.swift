import Foundation
import SQLKit

// Typed reads of the column kinds the schema uses (TEXT ids, BIGINT milliseconds, BLOB/BYTEA bytes),
// with an actionable error instead of a trap when a row holds something else.
extension SQLRow {
    func string(_ column: String) throws -> String {
        try decode(column: column, as: String.self)
    }

    func optionalString(_ column: String) throws -> String? {
        try decodeNil(column: column) ? nil : try string(column)
    }

    func int(_ column: String) throws -> Int {
        try decode(column: column, as: Int.self)
    }

    func uuid(_ column: String) throws -> UUID {
        let text = try string(column)
        guard let id = UUID(uuidString: text) else {
            throw StoreError(.invalid, "The database holds \"\(text)\" in column \(column), which is not a UUID; the row was written by something other than Readout.")
        }
        return id
    }

    func date(_ column: String) throws -> Date {
        Date(epochMilliseconds: try decode(column: column, as: Int64.self))
    }

    func optionalDate(_ column: String) throws -> Date? {
        try decodeNil(column: column) ? nil : try date(column)
    }

    func bytes(_ column: String) throws -> [UInt8] {
        [UInt8](try decode(column: column, as: Data.self))
    }
}

extension UUID {
    /// The stored form of an id: lowercase text, so ids compare equal on every engine.
    var databaseText: String { uuidString.lowercased() }
}
