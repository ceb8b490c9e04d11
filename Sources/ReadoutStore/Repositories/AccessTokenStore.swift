import Foundation
import SQLKit

/// Personal access tokens in `access_tokens`; the database holds only each secret's SHA-256, as
/// for sessions, so a leaked database does not hand out working tokens.
public struct AccessTokenStore: Sendable {
    let database: any SQLDatabase

    /// How often `lastUsedAt` is written: a script polling every second should not write every second.
    public static let lastUsedResolution: TimeInterval = 60

    /// Makes a token and returns its secret (`ro_` and 43 random characters), the only time it exists.
    /// - Throws: `StoreError(.notFound)` when the user does not exist.
    public func create(owner: UUID, name: String, scopes: [String], expiresAt: Date?, now: Date = Date()) async throws -> (secret: String, token: AccessToken) {
        let secret = "ro_" + SecretTokens.make()
        let token = AccessToken(id: UUID(), ownerID: owner, name: name, scopes: scopes, createdAt: now.truncatedToMilliseconds,
                                expiresAt: expiresAt?.truncatedToMilliseconds, lastUsedAt: nil)
        do {
            try await database.raw("""
                INSERT INTO access_tokens (id, owner_id, name, token_hash, scopes, created_at, expires_at, last_used_at)
                VALUES (\(bind: token.id.databaseText), \(bind: owner.databaseText), \(bind: name), \(bind: SecretTokens.hash(secret)),
                        \(bind: scopes.joined(separator: " ")), \(bind: token.createdAt.epochMilliseconds),
                        \(bind: token.expiresAt?.epochMilliseconds), NULL)
                """).run()
        } catch let error where DatabaseFailure(error).isForeignKeyViolation {
            throw StoreError(.notFound, "There is no account \(owner.databaseText) to make a token for; it may have been deleted.")
        }
        return (secret, token)
    }

    /// The user's tokens, newest first.
    public func list(owner: UUID) async throws -> [AccessToken] {
        try await database.raw("""
            SELECT id, owner_id, name, scopes, created_at, expires_at, last_used_at FROM access_tokens
            WHERE owner_id = \(bind: owner.databaseText) ORDER BY created_at DESC, id
            """).all().map(Self.token)
    }

    /// The token behind a secret; nil when it is unknown, revoked or expired by `now`. Marks it
    /// used (at most once a minute).
    public func use(secret: String, now: Date = Date()) async throws -> AccessToken? {
        guard let row = try await database.raw("""
            SELECT id, owner_id, name, scopes, created_at, expires_at, last_used_at FROM access_tokens
            WHERE token_hash = \(bind: SecretTokens.hash(secret))
              AND (expires_at IS NULL OR expires_at > \(bind: now.epochMilliseconds))
            """).first() else { return nil }
        let token = try Self.token(row)
        if token.lastUsedAt.map({ now.timeIntervalSince($0) >= Self.lastUsedResolution }) ?? true {
            try await database.raw("""
                UPDATE access_tokens SET last_used_at = \(bind: now.epochMilliseconds) WHERE id = \(bind: token.id.databaseText)
                """).run()
        }
        return token
    }

    /// Revokes one of the user's tokens; false when the user has no such token.
    public func delete(id: UUID, owner: UUID) async throws -> Bool {
        try await !database.raw("""
            DELETE FROM access_tokens WHERE id = \(bind: id.databaseText) AND owner_id = \(bind: owner.databaseText) RETURNING id
            """).all().isEmpty
    }

    private static func token(_ row: any SQLRow) throws -> AccessToken {
        AccessToken(id: try row.uuid("id"), ownerID: try row.uuid("owner_id"), name: try row.string("name"),
                    scopes: try row.string("scopes").split(separator: " ").map(String.init),
                    createdAt: try row.date("created_at"), expiresAt: try row.optionalDate("expires_at"),
                    lastUsedAt: try row.optionalDate("last_used_at"))
    }
}
