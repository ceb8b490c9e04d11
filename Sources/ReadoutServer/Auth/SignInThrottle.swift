import Foundation
import ReadoutStore

/// Limits failed sign-ins per account and per client address. The failures live in the database,
/// so every server instance on one PostgreSQL sees the same counts.
struct SignInThrottle: Sendable {
    let attempts: SignInAttemptStore
    let perAccount: Int
    let perAddress: Int
    let window: TimeInterval

    static func accountKey(_ email: String) -> String { "account:" + email.trimmingCharacters(in: .whitespacesAndNewlines).lowercased() }
    static func addressKey(_ address: String) -> String { "address:" + address }

    /// Throws 429 with the seconds until the oldest counted failure leaves the window.
    func check(email: String, address: String, now: Date = Date()) async throws {
        let since = now.addingTimeInterval(-window)
        for (key, limit) in [(Self.accountKey(email), perAccount), (Self.addressKey(address), perAddress)] {
            let failures = try await attempts.failures(key: key, since: since)
            if failures.count >= limit {
                let oldest = failures.oldest ?? now
                let wait = max(1, Int((oldest.addingTimeInterval(window).timeIntervalSince(now)).rounded(.up)))
                throw AppError.throttled(retryAfter: wait)
            }
        }
    }

    func recordFailure(email: String, address: String, now: Date = Date()) async throws {
        try await attempts.recordFailure(key: Self.accountKey(email), at: now)
        try await attempts.recordFailure(key: Self.addressKey(address), at: now)
    }

    /// A successful sign-in forgives the account's failures (not the address's: one good
    /// password must not reset a guessing run against other accounts).
    func recordSuccess(email: String) async throws {
        try await attempts.clear(key: Self.accountKey(email))
    }
}
