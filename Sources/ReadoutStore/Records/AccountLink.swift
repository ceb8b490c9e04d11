import Foundation

/// A one-time link an admin hands out: a password reset for an account, or an invitation to sign
/// up with an address. Its token is shown once (in the link) and stored only as a hash; it works
/// until it expires or is used, whichever comes first.
public struct AccountLink: Sendable, Equatable {
    public enum Purpose: String, Sendable {
        case passwordReset = "password_reset"
        case invitation
    }

    public let purpose: Purpose
    /// The account a reset is for; nil for an invitation.
    public let userID: UUID?
    /// The address the link was made for (the account's, or the invited one).
    public let email: String
    public let createdAt: Date
    public let expiresAt: Date

    public init(purpose: Purpose, userID: UUID?, email: String, createdAt: Date, expiresAt: Date) {
        self.purpose = purpose
        self.userID = userID
        self.email = email
        self.createdAt = createdAt
        self.expiresAt = expiresAt
    }
}
