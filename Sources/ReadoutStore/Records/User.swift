import Foundation

/// An account: who signs in, by which email address, with which password hash.
public struct User: Sendable, Equatable, Codable {
    public let id: UUID
    /// Trimmed and lowercased, as stored.
    public let email: String
    /// The hash the server computed (e.g. bcrypt); the store never sees passwords.
    public let passwordHash: String
    public let createdAt: Date
    /// The language tag the user chose for pages and messages (`"pl"`); nil follows the browser.
    public let language: String?

    public init(id: UUID, email: String, passwordHash: String, createdAt: Date, language: String? = nil) {
        self.id = id
        self.email = email
        self.passwordHash = passwordHash
        self.createdAt = createdAt
        self.language = language
    }
}
