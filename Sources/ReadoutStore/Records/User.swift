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
    /// May manage accounts (`readout user admin`; the first account of a server is one).
    public let isAdmin: Bool
    /// When an admin disabled the account: it cannot sign in until enabled again; nil when active.
    public let disabledAt: Date?

    public init(id: UUID, email: String, passwordHash: String, createdAt: Date, language: String? = nil,
                isAdmin: Bool = false, disabledAt: Date? = nil) {
        self.id = id
        self.email = email
        self.passwordHash = passwordHash
        self.createdAt = createdAt
        self.language = language
        self.isAdmin = isAdmin
        self.disabledAt = disabledAt
    }

    public var isDisabled: Bool { disabledAt != nil }
}
