import Foundation

/// A personal access token as the account page lists it: never its secret, which is shown once.
public struct AccessToken: Sendable, Equatable {
    public let id: UUID
    public let ownerID: UUID
    public let name: String
    /// `app:level` entries such as `meters:read` or `all:write`, as `AccessScopes` reads them.
    public let scopes: [String]
    public let createdAt: Date
    /// Nil: until revoked.
    public let expiresAt: Date?
    public let lastUsedAt: Date?

    public init(id: UUID, ownerID: UUID, name: String, scopes: [String], createdAt: Date, expiresAt: Date?, lastUsedAt: Date?) {
        self.id = id
        self.ownerID = ownerID
        self.name = name
        self.scopes = scopes
        self.createdAt = createdAt
        self.expiresAt = expiresAt
        self.lastUsedAt = lastUsedAt
    }
}
