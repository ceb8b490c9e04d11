import Foundation
import ReadoutApps
import SQLKit

/// Filter Lab states in the `filter_lab_states` table, one JSON document per user.
public struct FilterLabStateStore: FilterLabStateRepository {
    let database: any SQLDatabase

    public func state(owner: UUID) async throws -> FilterLabState? {
        guard let row = try await database.raw("""
            SELECT state FROM filter_lab_states WHERE owner_id = \(bind: owner.uuidString.lowercased())
            """).first() else { return nil }
        return try JSONDecoder().decode(FilterLabState.self, from: Data(try row.string("state").utf8))
    }

    public func save(_ state: FilterLabState, owner: UUID, expectedRevision: Int?) async throws -> Bool {
        let json = String(decoding: try JSONEncoder().encode(state), as: UTF8.self)
        let ownerID = owner.uuidString.lowercased()
        let now = Date().epochMilliseconds
        if let expectedRevision {
            // Compare-and-set: a request that loaded an older revision changes nothing.
            let updated = try await database.raw("""
                UPDATE filter_lab_states SET revision = \(bind: state.revision), state = \(bind: json), updated_at = \(bind: now)
                WHERE owner_id = \(bind: ownerID) AND revision = \(bind: expectedRevision) RETURNING owner_id
                """).all()
            return !updated.isEmpty
        }
        let inserted = try await database.raw("""
            INSERT INTO filter_lab_states (owner_id, revision, state, updated_at)
            VALUES (\(bind: ownerID), \(bind: state.revision), \(bind: json), \(bind: now))
            ON CONFLICT (owner_id) DO NOTHING RETURNING owner_id
            """).all()
        return !inserted.isEmpty
    }
}
