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
        guard password.count >= Self.minimumPasswordLength else {
            throw AppError.invalid(.init("error.weakPassword", ["count": .integer(Self.minimumPasswordLength)]), code: "weak_password")
        }
        guard password.utf8.count <= Self.maximumPasswordLength else {
            throw AppError.invalid(.init("error.longPassword", ["count": .integer(Self.maximumPasswordLength)]), code: "long_password")
        }
        if let confirmation, confirmation != password {
            throw AppError.invalid(.init("error.passwordMismatch"), code: "password_mismatch")
        }
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
