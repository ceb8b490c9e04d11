import Foundation
import ReadoutStore

/// Sign-up, sign-in and sign-out, shared by the pages and the JSON API so both apply the same
/// rules: email shape, password length, confirmation, throttling, uniform failure messages; who
/// may sign up (open, by invitation, closed), disabled accounts, and passwords reset by link.
struct AccountService: Sendable {
    let store: Store
    let hasher: PasswordHasher
    let throttle: SignInThrottle
    let sessionLifetime: TimeInterval
    var signUpPolicy: SignUpPolicy = .open
    /// Mails reset links for "Forgot your password?"; nil when the server has no mail.
    var mailer: Mailer?

    static let minimumPasswordLength = 10
    static let maximumPasswordLength = 72  // bcrypt reads only the first 72 bytes

    /// A new session for the signed-in user and the token for its cookie.
    struct SignedIn: Sendable {
        var user: User
        let token: String
        let session: Session
    }

    /// A new account. With an invitation (`invite`, its token) the account takes the invited
    /// address whatever was typed, and the invitation is used up; without one, only when sign-up
    /// is open. The first account of a server is its admin.
    func signUp(email rawEmail: String, password: String, confirmation: String?, invite: String? = nil) async throws -> SignedIn {
        var email = rawEmail.trimmingCharacters(in: .whitespacesAndNewlines)
        let invitation = try await invite.flatMap { $0.isEmpty ? nil : $0 }.asyncMap { token in
            guard let link = try await store.accountLinks.find(token: token, purpose: .invitation) else {
                throw AppError(.forbidden, code: "invitation_invalid", text: .init("error.invitationInvalid"))
            }
            return (token, link)
        }
        if let invitation {
            email = invitation.1.email
        } else if signUpPolicy != .open {
            throw AppError(.forbidden, code: "sign_up_closed", text: .init("error.signUpClosed.\(signUpPolicy.rawValue)"))
        }
        guard Self.looksLikeEmail(email) else {
            throw AppError.invalid(.init("error.invalidEmail"), code: "invalid_email")
        }
        try Self.checkNewPassword(password, confirmation: confirmation)
        let hash = await hasher.hash(password)
        var user: User
        do {
            user = try await store.users.create(email: email, passwordHash: hash)
        } catch let error as StoreError where error.code == .emailTaken {
            throw AppError(.conflict, code: "email_taken", text: .init("error.emailTaken"))
        }
        if let invitation { _ = try await store.accountLinks.use(token: invitation.0, purpose: .invitation) }
        if try await store.users.count() == 1 {
            try await store.users.setAdmin(true, id: user.id)
            user = try await store.users.find(id: user.id) ?? user
        }
        return try await startSession(for: user)
    }

    /// The invitation behind `token`, if it still works (for the sign-up page to show its address).
    func invitation(_ token: String?) async throws -> AccountLink? {
        guard let token, !token.isEmpty else { return nil }
        return try await store.accountLinks.find(token: token, purpose: .invitation)
    }

    /// Sets a new password from a reset link (used up by this), and signs the account out everywhere.
    func resetPassword(token: String, password: String, confirmation: String?) async throws -> User {
        guard let link = try await store.accountLinks.find(token: token, purpose: .passwordReset), let id = link.userID else {
            throw AppError(.notFound, code: "reset_link_invalid", text: .init("error.resetLinkInvalid"))
        }
        try Self.checkNewPassword(password, confirmation: confirmation)
        let hash = await hasher.hash(password)
        guard try await store.accountLinks.use(token: token, purpose: .passwordReset) != nil,
              let user = try await store.users.find(id: id) else {
            throw AppError(.notFound, code: "reset_link_invalid", text: .init("error.resetLinkInvalid"))
        }
        try await store.users.setPasswordHash(hash, id: user.id)
        try await store.sessions.deleteAll(userID: user.id)
        try await throttle.recordSuccess(email: user.email)
        return user
    }

    /// "Forgot your password?": mails a reset link when the address has an active account. Says
    /// nothing either way (the page answers the same), and asks as often as sign-ins may fail, so
    /// it cannot be used to find accounts or to flood a mailbox.
    func requestPasswordReset(email rawEmail: String, baseURL: String, language: Language, address: String) async throws {
        guard let mailer else { throw AppError(.notFound, code: "no_mail", text: .init("error.noMail")) }
        let email = rawEmail.trimmingCharacters(in: .whitespacesAndNewlines)
        guard Self.looksLikeEmail(email) else { throw AppError.invalid(.init("error.invalidEmail"), code: "invalid_email") }
        try await throttle.check(email: email, address: address)
        try await throttle.recordFailure(email: email, address: address)
        guard let user = try await store.users.find(email: email), !user.isDisabled else { return }
        let link = try await AccountAdministration(store: store).passwordResetLink(email: user.email, baseURL: baseURL)
        let text = Localizer(language)
        try await mailer.send(to: user.email, subject: text("mail.reset.subject"),
                              body: text("mail.reset.body", ["link": .text(link), "email": .text(user.email)]))
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
        // Said only to someone who knows the password: a disabled account is no secret to its owner.
        guard !user.isDisabled else { throw AppError(.forbidden, code: "account_disabled", text: .init("error.accountDisabled")) }
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

    /// Ends every session of the user, this one too.
    func signOutEverywhere(_ user: User) async throws {
        try await store.sessions.deleteAll(userID: user.id)
    }

    /// Keeps the language the user reads in (nil: follow the browser); the user as now saved.
    func setLanguage(_ language: Language?, of user: User) async throws -> User {
        try await store.users.setLanguage(language?.tag, id: user.id)
        return try await store.users.find(id: user.id) ?? user
    }

    /// "Export my data": the ZIP of everything the user owns.
    func export(_ user: User) async throws -> [UInt8] {
        try await AccountExport(store: store).archive(for: user)
    }

    /// The password-reset link `token` opens while it works; nil once used or expired.
    func passwordResetLink(_ token: String) async throws -> AccountLink? {
        token.isEmpty ? nil : try await store.accountLinks.find(token: token, purpose: .passwordReset)
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

private extension Optional {
    /// `map` with an async, throwing transform.
    func asyncMap<T>(_ transform: (Wrapped) async throws -> T) async rethrows -> T? {
        guard let value = self else { return nil }
        return try await transform(value)
    }
}
