import Foundation
import ReadoutStore

/// Personal access tokens: the rules the account page and `/api/v1/tokens` share.
struct AccessTokenService: Sendable {
    let store: Store
    var now: @Sendable () -> Date = { Date() }

    static let nameLength = 1...60
    /// Days until a token expires; nil (never) is allowed too.
    static let lifetimes = 1...3650
    static let maximumPerUser = 50

    /// A new token; the secret is shown once and never stored.
    func create(owner: UUID, name: String, scopes: [String], expiresInDays: Int?) async throws -> (secret: String, token: AccessToken) {
        let name = name.trimmingCharacters(in: .whitespacesAndNewlines)
        guard Self.nameLength.contains(name.count) else {
            throw AppError.invalid(.init("error.tokens.name", ["count": .integer(Self.nameLength.upperBound)]), code: "invalid_token_name")
        }
        guard let scopes = AccessScopes(scopes) else {
            throw AppError.invalid(.init("error.tokens.scopes"), code: "invalid_scope")
        }
        if let days = expiresInDays, !Self.lifetimes.contains(days) {
            throw AppError.invalid(.init("error.tokens.expiry", ["count": .integer(Self.lifetimes.upperBound)]), code: "invalid_expiry")
        }
        guard try await store.accessTokens.list(owner: owner).count < Self.maximumPerUser else {
            throw AppError(.conflict, code: "too_many_tokens", text: .init("error.tokens.tooMany", ["count": .integer(Self.maximumPerUser)]))
        }
        let created = now()
        let expiry = expiresInDays.map { created.addingTimeInterval(TimeInterval($0) * 86_400) }
        return try await store.accessTokens.create(owner: owner, name: name, scopes: scopes.texts, expiresAt: expiry, now: created)
    }

    func list(owner: UUID) async throws -> [AccessToken] {
        try await store.accessTokens.list(owner: owner)
    }

    /// Revokes a token at once: its next request is a 401.
    func revoke(id: UUID, owner: UUID) async throws {
        guard try await store.accessTokens.delete(id: id, owner: owner) else { throw AppError.notFound(.accessToken) }
    }
}
