import Foundation
import SQLKit

/// One-time links (password resets, invitations) behind random tokens; the database holds only
/// each token's SHA-256, so a leaked copy hands out no working link.
public struct AccountLinkStore: Sendable {
    let database: any SQLDatabase

    /// Makes a link valid for `lifetime` seconds from `now`; returns its token (for the URL).
    public func create(_ purpose: AccountLink.Purpose, userID: UUID?, email: String, lifetime: TimeInterval,
                       now: Date = Date()) async throws -> (token: String, link: AccountLink) {
        guard lifetime.isFinite, lifetime > 0 else {
            throw StoreError(.invalid, "A link's lifetime must be a positive number of seconds, not \(lifetime).")
        }
        let token = SecretTokens.make()
        let link = AccountLink(purpose: purpose, userID: userID, email: UserStore.normalised(email),
                               createdAt: now.truncatedToMilliseconds, expiresAt: now.addingTimeInterval(lifetime).truncatedToMilliseconds)
        do {
            try await database.raw("""
                INSERT INTO account_links (token_hash, purpose, user_id, email, created_at, expires_at)
                VALUES (\(bind: SecretTokens.hash(token)), \(bind: purpose.rawValue), \(bind: userID?.databaseText), \(bind: link.email),
                        \(bind: link.createdAt.epochMilliseconds), \(bind: link.expiresAt.epochMilliseconds))
                """).run()
        } catch let error where DatabaseFailure(error).isForeignKeyViolation {
            throw StoreError(.notFound, "There is no account \(userID?.databaseText ?? "") to make a link for.")
        }
        return (token, link)
    }

    /// The link behind `token` if it is for `purpose`, unused and not expired at `now`.
    public func find(token: String, purpose: AccountLink.Purpose, now: Date = Date()) async throws -> AccountLink? {
        try await database.raw("""
            SELECT purpose, user_id, email, created_at, expires_at FROM account_links
            WHERE token_hash = \(bind: SecretTokens.hash(token)) AND purpose = \(bind: purpose.rawValue)
              AND used_at IS NULL AND expires_at > \(bind: now.epochMilliseconds)
            """).first().map(Self.link)
    }

    /// Uses the link: true for exactly one caller (a conditional UPDATE), so a link opened twice at
    /// once still works only once; false when it was used, has expired or never existed.
    public func use(token: String, purpose: AccountLink.Purpose, now: Date = Date()) async throws -> AccountLink? {
        try await database.raw("""
            UPDATE account_links SET used_at = \(bind: now.epochMilliseconds)
            WHERE token_hash = \(bind: SecretTokens.hash(token)) AND purpose = \(bind: purpose.rawValue)
              AND used_at IS NULL AND expires_at > \(bind: now.epochMilliseconds)
            RETURNING purpose, user_id, email, created_at, expires_at
            """).first().map(Self.link)
    }

    /// Removes links that expired or were used before `cutoff` (housekeeping); returns how many.
    @discardableResult
    public func prune(before cutoff: Date) async throws -> Int {
        try await database.raw("""
            DELETE FROM account_links WHERE expires_at < \(bind: cutoff.epochMilliseconds) OR used_at < \(bind: cutoff.epochMilliseconds)
            RETURNING token_hash
            """).all().count
    }

    private static func link(_ row: any SQLRow) throws -> AccountLink {
        AccountLink(purpose: AccountLink.Purpose(rawValue: try row.string("purpose")) ?? .passwordReset,
                    userID: try row.optionalString("user_id").flatMap(UUID.init(uuidString:)), email: try row.string("email"),
                    createdAt: try row.date("created_at"), expiresAt: try row.date("expires_at"))
    }
}
