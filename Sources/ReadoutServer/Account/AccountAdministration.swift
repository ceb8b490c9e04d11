import Foundation
import ReadoutStore

/// What the admin does to accounts, from `readout user` and the pages: list them, disable and
/// enable, make admins, hand out a password-reset link or an invitation. Links are one-time and
/// expire (a reset in an hour, an invitation in a week); only their hashes are stored.
public struct AccountAdministration: Sendable {
    public static let resetLifetime: TimeInterval = 60 * 60
    public static let invitationLifetime: TimeInterval = 7 * 24 * 60 * 60

    let store: Store

    public init(store: Store) {
        self.store = store
    }

    public struct Failure: Error, CustomStringConvertible {
        public enum Reason: Sendable { case noAccount, notAnEmail, alreadyHasAccount }
        public let reason: Reason
        public let description: String
    }

    /// The page a reset token opens, and the sign-up page an invitation opens (paths on the server).
    public static func resetPath(_ token: String) -> String { "/reset-password?token=" + token }
    public static func invitationPath(_ token: String) -> String { "/sign-up?invite=" + token }

    public func user(id: UUID) async throws -> User? {
        try await store.users.find(id: id)
    }

    public func users() async throws -> [User] {
        try await store.users.all()
    }

    /// A one-time link (valid an hour) that sets a new password for the account of `email`.
    public func passwordResetLink(email: String, baseURL: String, now: Date = Date()) async throws -> String {
        let user = try await existing(email)
        let (token, _) = try await store.accountLinks.create(.passwordReset, userID: user.id, email: user.email,
                                                             lifetime: Self.resetLifetime, now: now)
        return baseURL + Self.resetPath(token)
    }

    /// A one-time link (valid a week) to sign up with `email`, whatever the sign-up policy.
    public func invitationLink(email: String, baseURL: String, now: Date = Date()) async throws -> String {
        let address = email.trimmingCharacters(in: .whitespacesAndNewlines)
        guard AccountService.looksLikeEmail(address) else { throw Failure(reason: .notAnEmail, description: "\(email) is not an email address.") }
        guard try await store.users.find(email: address) == nil else {
            throw Failure(reason: .alreadyHasAccount, description: "\(address) already has an account: send a password reset link instead.")
        }
        let (token, _) = try await store.accountLinks.create(.invitation, userID: nil, email: address,
                                                             lifetime: Self.invitationLifetime, now: now)
        return baseURL + Self.invitationPath(token)
    }

    /// Disables the account (its sessions end at once, sign-in is refused) or enables it again.
    public func setDisabled(_ disabled: Bool, email: String, now: Date = Date()) async throws -> User {
        let user = try await existing(email)
        try await store.users.setDisabled(at: disabled ? now : nil, id: user.id)
        if disabled { try await store.sessions.deleteAll(userID: user.id) }
        return try await existing(email)
    }

    public func setAdmin(_ isAdmin: Bool, email: String) async throws -> User {
        let user = try await existing(email)
        try await store.users.setAdmin(isAdmin, id: user.id)
        return try await existing(email)
    }

    private func existing(_ email: String) async throws -> User {
        guard let user = try await store.users.find(email: email) else {
            throw Failure(reason: .noAccount, description: "There is no account with the email address \(email.trimmingCharacters(in: .whitespaces)).")
        }
        return user
    }
}
