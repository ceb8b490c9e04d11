import Foundation

/// A signed-in browser: whose it is, its CSRF token, and when it stops being valid.
public struct Session: Sendable, Equatable {
    public let userID: UUID
    /// Sent back with every form and state-changing API call, compared with this value.
    public let csrfToken: String
    public let createdAt: Date
    public let expiresAt: Date

    public init(userID: UUID, csrfToken: String, createdAt: Date, expiresAt: Date) {
        self.userID = userID
        self.csrfToken = csrfToken
        self.createdAt = createdAt
        self.expiresAt = expiresAt
    }
}
