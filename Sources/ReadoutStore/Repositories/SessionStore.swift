import Foundation
import SQLKit

/// Sign-in sessions behind cookie tokens; the database holds only each token's SHA-256.
public struct SessionStore: Sendable {
    let database: any SQLDatabase

    /// Makes a random 32-byte token (base64url, no padding; from SystemRandomNumberGenerator), stores only its
    /// SHA-256 (hex) plus a random CSRF token; returns the token for the cookie.
    /// - Throws: `StoreError(.notFound)` when the user does not exist; `StoreError(.invalid)` for a
    ///   lifetime that is not a positive number of seconds.
    public func create(userID: UUID, lifetime: TimeInterval, now: Date = Date()) async throws -> (token: String, session: Session) {
        guard lifetime.isFinite, lifetime > 0 else {
            throw StoreError(.invalid, "A session lifetime must be a positive number of seconds, not \(lifetime).")
        }
        let token = SecretTokens.make()
        let createdAt = now.truncatedToMilliseconds
        let session = Session(userID: userID, csrfToken: SecretTokens.make(), createdAt: createdAt,
                              expiresAt: now.addingTimeInterval(lifetime).truncatedToMilliseconds)
        do {
            try await database.raw("""
                INSERT INTO sessions (token_hash, user_id, csrf_token, created_at, expires_at)
                VALUES (\(bind: SecretTokens.hash(token)), \(bind: userID.databaseText), \(bind: session.csrfToken),
                        \(bind: session.createdAt.epochMilliseconds), \(bind: session.expiresAt.epochMilliseconds))
                """).run()
        } catch let error where DatabaseFailure(error).isForeignKeyViolation {
            throw StoreError(.notFound, "There is no account \(userID.databaseText) to sign in; it may have been deleted.")
        }
        return (token, session)
    }

    /// The session behind a cookie token; nil when the token is unknown or the session has expired.
    public func find(token: String, now: Date = Date()) async throws -> Session? {
        try await database.raw("""
            SELECT user_id, csrf_token, created_at, expires_at FROM sessions
            WHERE token_hash = \(bind: SecretTokens.hash(token)) AND expires_at > \(bind: now.epochMilliseconds)
            """).first().map { row in
                Session(userID: try row.uuid("user_id"), csrfToken: try row.string("csrf_token"),
                        createdAt: try row.date("created_at"), expiresAt: try row.date("expires_at"))
            }
    }

    /// Signs one browser out.
    public func delete(token: String) async throws {
        try await database.raw("DELETE FROM sessions WHERE token_hash = \(bind: SecretTokens.hash(token))").run()
    }

    /// Signs a user out everywhere but the session of `token` (the one that changed the password).
    public func deleteAll(userID: UUID, except token: String) async throws {
        try await database.raw("""
            DELETE FROM sessions WHERE user_id = \(bind: userID.databaseText) AND token_hash <> \(bind: SecretTokens.hash(token))
            """).run()
    }

    /// Signs a user out everywhere (e.g. after a password change).
    public func deleteAll(userID: UUID) async throws {
        try await database.raw("DELETE FROM sessions WHERE user_id = \(bind: userID.databaseText)").run()
    }

    /// Removes sessions that have expired by `now`, `batch` rows per statement so that no write
    /// holds the table long while sign-ins go on; returns how many.
    @discardableResult
    public func deleteExpired(now: Date = Date(), batch: Int = 500) async throws -> Int {
        var total = 0
        while true {
            let deleted = try await database.raw("""
                DELETE FROM sessions WHERE token_hash IN (
                    SELECT token_hash FROM sessions WHERE expires_at <= \(bind: now.epochMilliseconds) LIMIT \(bind: max(1, batch)))
                RETURNING token_hash
                """).all().count
            total += deleted
            if deleted < max(1, batch) { return total }
        }
    }
}
