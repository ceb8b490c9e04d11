import Foundation
import SQLKit

/// Idempotency keys (migration 13): which request first used a user's key and, once it succeeded,
/// its answer. `claim` lets exactly one request do the work for a key; the others are told it is
/// in progress or given the stored answer.
public struct IdempotencyKeyStore: Sendable {
    let database: any SQLDatabase

    /// How long a key answers its first request; older keys are forgotten (and pruned).
    public static let lifetime: TimeInterval = 24 * 60 * 60
    /// A claim older than this without an answer was abandoned (its server stopped mid-request),
    /// so a new request may take the key over rather than wait a day.
    public static let abandonedAfter: TimeInterval = 10 * 60

    /// A stored answer.
    public struct StoredResponse: Sendable, Equatable {
        public let status: Int
        public let contentType: String?
        public let location: String?
        public let body: [UInt8]

        public init(status: Int, contentType: String?, location: String?, body: [UInt8]) {
            self.status = status
            self.contentType = contentType
            self.location = location
            self.body = body
        }
    }

    /// What `claim` found.
    public enum Claim: Sendable, Equatable {
        /// The key is this request's: do the work, then `complete` or `release`.
        case claimed
        /// Another request holds the key and has not answered yet.
        case inProgress
        /// The key was used for another route or another body.
        case reused
        /// The key's first request succeeded with this answer.
        case answered(StoredResponse)
    }

    /// Claims `key` for `route` and `requestHash`, or says why not.
    public func claim(owner: UUID, key: String, route: String, requestHash: String, now: Date = Date()) async throws -> Claim {
        let ownerText = owner.databaseText
        // A key past its lifetime is forgotten even before housekeeping prunes it.
        try await database.raw("""
            DELETE FROM idempotency_keys WHERE owner_id = \(bind: ownerText) AND idempotency_key = \(bind: key)
            AND created_at < \(bind: now.addingTimeInterval(-Self.lifetime).epochMilliseconds)
            """).run()
        // Two tries: the row found on conflict may be released (deleted) before it is read.
        for _ in 0..<2 {
            let inserted = try await database.raw("""
                INSERT INTO idempotency_keys (owner_id, idempotency_key, route, request_hash, created_at)
                VALUES (\(bind: ownerText), \(bind: key), \(bind: route), \(bind: requestHash), \(bind: now.epochMilliseconds))
                ON CONFLICT (owner_id, idempotency_key) DO NOTHING
                RETURNING idempotency_key
                """).all()
            if !inserted.isEmpty { return .claimed }
            guard let row = try await database.raw("""
                SELECT route, request_hash, status, content_type, location, body, created_at FROM idempotency_keys
                WHERE owner_id = \(bind: ownerText) AND idempotency_key = \(bind: key)
                """).first() else { continue }
            guard try row.string("route") == route, try row.string("request_hash") == requestHash else { return .reused }
            if try row.decodeNil(column: "status") {
                return try await takeOverIfAbandoned(owner: ownerText, key: key, now: now) ? .claimed : .inProgress
            }
            return .answered(StoredResponse(status: try row.int("status"), contentType: try row.optionalString("content_type"),
                                            location: try row.optionalString("location"),
                                            body: try row.decodeNil(column: "body") ? [] : try row.bytes("body")))
        }
        return .inProgress
    }

    /// One conditional UPDATE, so of several requests finding the same abandoned claim one wins.
    private func takeOverIfAbandoned(owner: String, key: String, now: Date) async throws -> Bool {
        try await !database.raw("""
            UPDATE idempotency_keys SET created_at = \(bind: now.epochMilliseconds)
            WHERE owner_id = \(bind: owner) AND idempotency_key = \(bind: key) AND status IS NULL
            AND created_at < \(bind: now.addingTimeInterval(-Self.abandonedAfter).epochMilliseconds)
            RETURNING idempotency_key
            """).all().isEmpty
    }

    /// Keeps the answer of the request that claimed `key`.
    public func complete(owner: UUID, key: String, response: StoredResponse) async throws {
        try await database.raw("""
            UPDATE idempotency_keys SET status = \(bind: response.status), content_type = \(bind: response.contentType),
                location = \(bind: response.location), body = \(bind: Data(response.body))
            WHERE owner_id = \(bind: owner.databaseText) AND idempotency_key = \(bind: key) AND status IS NULL
            """).run()
    }

    /// Gives up a claim whose request failed, so a retry with the same key does the work again.
    public func release(owner: UUID, key: String) async throws {
        try await database.raw("""
            DELETE FROM idempotency_keys
            WHERE owner_id = \(bind: owner.databaseText) AND idempotency_key = \(bind: key) AND status IS NULL
            """).run()
    }

    /// Deletes keys first used before `before`; returns how many.
    @discardableResult
    public func prune(before: Date) async throws -> Int {
        try await database.raw("""
            DELETE FROM idempotency_keys WHERE created_at < \(bind: before.epochMilliseconds) RETURNING idempotency_key
            """).all().count
    }
}
