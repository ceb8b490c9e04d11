import Foundation
import SQLKit

/// Creates and finds accounts; email addresses are compared trimmed and lowercased.
public struct UserStore: Sendable {
    let database: any SQLDatabase

    /// Creates an account.
    /// - Throws: `StoreError(.emailTaken)` when another account has this email (also when two sign-ups
    ///   race: the unique index decides); `StoreError(.invalid)` for an empty email or hash.
    public func create(email: String, passwordHash: String, now: Date = Date()) async throws -> User {
        let email = Self.normalised(email)
        guard !email.isEmpty else { throw StoreError(.invalid, "An email address is required.") }
        guard !passwordHash.isEmpty else { throw StoreError(.invalid, "A password hash is required.") }
        let user = User(id: UUID(), email: email, passwordHash: passwordHash, createdAt: now.truncatedToMilliseconds)
        do {
            try await database.raw("""
                INSERT INTO users (id, email, password_hash, created_at)
                VALUES (\(bind: user.id.databaseText), \(bind: user.email), \(bind: user.passwordHash), \(bind: user.createdAt.epochMilliseconds))
                """).run()
        } catch let error where DatabaseFailure(error).isUniqueViolation(mentioning: "users.email", "users_email_key") {
            throw StoreError(.emailTaken, "An account with the email address \(email) already exists. Sign in instead, or use another address.")
        }
        return user
    }

    static let columns = "id, email, password_hash, created_at, language, is_admin, disabled_at"

    public func find(id: UUID) async throws -> User? {
        try await database.raw("""
            SELECT \(unsafeRaw: Self.columns) FROM users WHERE id = \(bind: id.databaseText)
            """).first().map(Self.user)
    }

    /// Finds the account for an email address, ignoring case and surrounding spaces.
    public func find(email: String) async throws -> User? {
        try await database.raw("""
            SELECT \(unsafeRaw: Self.columns) FROM users WHERE email = \(bind: Self.normalised(email))
            """).first().map(Self.user)
    }

    /// Every account, oldest first (the admin's list).
    public func all() async throws -> [User] {
        try await database.raw("SELECT \(unsafeRaw: Self.columns) FROM users ORDER BY created_at, email").all().map(Self.user)
    }

    /// How many accounts there are.
    public func count() async throws -> Int {
        try await database.raw("SELECT COUNT(*) AS n FROM users").first().map { try $0.int("n") } ?? 0
    }

    /// Makes the account an admin or not; false when there is no such user.
    @discardableResult
    public func setAdmin(_ isAdmin: Bool, id: UUID) async throws -> Bool {
        try await !database.raw("""
            UPDATE users SET is_admin = \(bind: isAdmin ? 1 : 0) WHERE id = \(bind: id.databaseText) RETURNING id
            """).all().isEmpty
    }

    /// Disables the account from `at` on, or enables it again with nil; false when there is no such user.
    @discardableResult
    public func setDisabled(at date: Date?, id: UUID) async throws -> Bool {
        try await !database.raw("""
            UPDATE users SET disabled_at = \(bind: date?.epochMilliseconds) WHERE id = \(bind: id.databaseText) RETURNING id
            """).all().isEmpty
    }

    /// Sets the language the user reads Readout in (a tag such as `"pl"`), or nil to follow the
    /// browser; false when there is no such user. The caller checks the tag is one Readout speaks.
    @discardableResult
    public func setLanguage(_ language: String?, id: UUID) async throws -> Bool {
        try await !database.raw("""
            UPDATE users SET language = \(bind: language) WHERE id = \(bind: id.databaseText) RETURNING id
            """).all().isEmpty
    }

    /// Replaces the password hash; false when there is no such user.
    @discardableResult
    public func setPasswordHash(_ hash: String, id: UUID) async throws -> Bool {
        try await !database.raw("""
            UPDATE users SET password_hash = \(bind: hash) WHERE id = \(bind: id.databaseText) RETURNING id
            """).all().isEmpty
    }

    /// Deletes an account with its sessions and photos (ON DELETE CASCADE); false when there was none.
    @discardableResult
    public func delete(id: UUID) async throws -> Bool {
        try await !database.raw("DELETE FROM users WHERE id = \(bind: id.databaseText) RETURNING id").all().isEmpty
    }

    /// How emails are stored and looked up: `" Ada@Example.COM "` → `"ada@example.com"`.
    public static func normalised(_ email: String) -> String {
        email.trimmingCharacters(in: .whitespacesAndNewlines).lowercased()
    }

    private static func user(_ row: any SQLRow) throws -> User {
        User(id: try row.uuid("id"), email: try row.string("email"),
             passwordHash: try row.string("password_hash"), createdAt: try row.date("created_at"),
             language: try row.optionalString("language"), isAdmin: try row.int("is_admin") != 0,
             disabledAt: try row.optionalDate("disabled_at"))
    }
}
