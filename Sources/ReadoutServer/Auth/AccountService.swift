import Foundation
import ReadoutStore

/// Sign-up, sign-in and sign-out, shared by the pages and the JSON API so both apply the same
/// rules: email shape, password length, confirmation, throttling, uniform failure messages.
struct AccountService: Sendable {
    let store: Store
    let hasher: PasswordHasher
    let throttle: SignInThrottle
    let sessionLifetime: TimeInterval

    static let minimumPasswordLength = 10
    static let maximumPasswordLength = 72  // bcrypt reads only the first 72 bytes

    /// A new session for the signed-in user and the token for its cookie.
    struct SignedIn: Sendable {
        var user: User
        let token: String
        let session: Session
    }

    func signUp(email rawEmail: String, password: String, confirmation: String?) async throws -> SignedIn {
        let email = rawEmail.trimmingCharacters(in: .whitespacesAndNewlines)
        guard Self.looksLikeEmail(email) else {
            throw AppError.invalid(.init("error.invalidEmail"), code: "invalid_email")
        }
        try Self.checkNewPassword(password, confirmation: confirmation)
        let hash = await hasher.hash(password)
        let user: User
        do {
            user = try await store.users.create(email: email, passwordHash: hash)
        } catch let error as StoreError where error.code == .emailTaken {
            throw AppError(.conflict, code: "email_taken", text: .init("error.emailTaken"))
        }
        return try await startSession(for: user)
    }

    func signIn(email rawEmail: String, password: String, address: String) async throws -> SignedIn {
        let email = rawEmail.trimmingCharacters(in: .whitespacesAndNewlines)
        try await throttle.check(email: email, address: address)
        let user = email.isEmpty ? nil : try await store.users.find(email: email)
        let matches = await hasher.verify(password, hash: user?.passwordHash ?? PasswordHasher.decoyHash)
        guard let user, matches else {
            try await throttle.recordFailure(email: email, address: address)
            throw AppError(.unauthorized, code: "wrong_credentials", text: .init("error.wrongCredentials"))
        }
        try await throttle.recordSuccess(email: email)
        return try await startSession(for: user)
    }

    /// A new password's rules: long enough, not past bcrypt's 72 bytes, typed the same twice.
    static func checkNewPassword(_ password: String, confirmation: String?) throws(AppError) {
        guard password.count >= minimumPasswordLength else {
            throw AppError.invalid(.init("error.weakPassword", ["count": .integer(minimumPasswordLength)]), code: "weak_password")
        }
        guard password.utf8.count <= maximumPasswordLength else {
            throw AppError.invalid(.init("error.longPassword", ["count": .integer(maximumPasswordLength)]), code: "long_password")
        }
        if let confirmation, confirmation != password {
            throw AppError.invalid(.init("error.passwordMismatch"), code: "password_mismatch")
        }
    }

    /// The signed-in user's password asked again before a change that needs it; wrong guesses
    /// count against the same throttle as sign-ins.
    func confirmPassword(_ password: String, of user: User, address: String) async throws {
        try await throttle.check(email: user.email, address: address)
        guard await hasher.verify(password, hash: user.passwordHash) else {
            try await throttle.recordFailure(email: user.email, address: address)
            throw AppError(.forbidden, code: "wrong_password", text: .init("error.wrongPassword"))
        }
    }

    /// Sets a new password after the current one is confirmed, and signs out every other session.
    func changePassword(of user: User, current: String, new: String, confirmation: String?, keeping token: String,
                        address: String) async throws {
        try await confirmPassword(current, of: user, address: address)
        try Self.checkNewPassword(new, confirmation: confirmation)
        try await store.users.setPasswordHash(await hasher.hash(new), id: user.id)
        try await store.sessions.deleteAll(userID: user.id, except: token)
    }

    /// Deletes the account and everything it owns in one transaction, after the password.
    func deleteAccount(_ user: User, password: String, address: String) async throws {
        try await confirmPassword(password, of: user, address: address)
        _ = try await store.accountData.deleteAccount(user: user.id, email: user.email, in: store)
    }

    func signOut(token: String) async throws {
        try await store.sessions.delete(token: token)
    }

    private func startSession(for user: User) async throws -> SignedIn {
        let (token, session) = try await store.sessions.create(userID: user.id, lifetime: sessionLifetime)
        return SignedIn(user: user, token: token, session: session)
    }

    /// One "@" with something on both sides and a dot in the domain: the check people expect,
    /// without rejecting real addresses the way strict patterns do.
    static func looksLikeEmail(_ email: String) -> Bool {
        let parts = email.split(separator: "@", omittingEmptySubsequences: false)
        guard parts.count == 2, !parts[0].isEmpty, email.count <= 254 else { return false }
        let domain = parts[1]
        return domain.contains(".") && !domain.hasPrefix(".") && !domain.hasSuffix(".")
            && !email.contains(where: { $0.isWhitespace })
    }
}
