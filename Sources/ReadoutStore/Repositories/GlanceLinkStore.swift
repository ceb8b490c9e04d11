import Foundation
import SQLKit

/// The glance's read-only links in `glance_links`: one secret per user at most.
public struct GlanceLinkStore: Sendable {
    let database: any SQLDatabase

    /// The user's current secret, nil when they have no link (or turned it off).
    public func secret(owner: UUID) async throws -> String? {
        try await database.raw("""
            SELECT secret FROM glance_links WHERE owner_id = \(bind: owner.databaseText)
            """).first().map { try $0.string("secret") }
    }

    /// Makes `secret` the user's link, replacing (and so revoking) any earlier one.
    public func replace(owner: UUID, with secret: String, at date: Date) async throws {
        try await database.raw("""
            INSERT INTO glance_links (owner_id, secret, created_at)
            VALUES (\(bind: owner.databaseText), \(bind: secret), \(bind: date.epochMilliseconds))
            ON CONFLICT (owner_id) DO UPDATE SET secret = excluded.secret, created_at = excluded.created_at
            """).run()
    }

    /// Turns the user's link off (nothing to do when there is none).
    public func remove(owner: UUID) async throws {
        try await database.raw("DELETE FROM glance_links WHERE owner_id = \(bind: owner.databaseText)").run()
    }

    /// Whose glance `secret` opens; nil for a secret no one has (any more).
    public func owner(secret: String) async throws -> UUID? {
        guard let row = try await database.raw("""
            SELECT owner_id FROM glance_links WHERE secret = \(bind: secret)
            """).first() else { return nil }
        return UUID(uuidString: try row.string("owner_id"))
    }
}
