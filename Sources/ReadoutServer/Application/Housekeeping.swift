import Foundation
import Logging
import ReadoutStore
import ServiceLifecycle

/// Clears what only grows: expired sessions, failed sign-ins older than the throttle's window
/// (they no longer count), one-time links (password resets, invitations) used or expired, and
/// idempotency keys older than a day, and webhook deliveries finished a month ago. Runs in the server's service group every `interval`; with several
/// instances on one PostgreSQL database each round is claimed by one of them
/// (`HousekeepingStore.claim`), and the deletes go in small batches, so no lock is held long.
struct Housekeeping: Service {
    static let task = "prune-sessions-and-sign-ins"

    let store: Store
    let interval: TimeInterval
    let throttleWindow: TimeInterval
    let logger: Logger
    var now: @Sendable () -> Date = { Date() }

    func run() async throws {
        // Cancellation is how this service ends (graceful shutdown); it is not a failure.
        try? await cancelWhenGracefulShutdown {
            while !Task.isCancelled {
                await runOnce()
                try await Task.sleep(for: .seconds(interval))
            }
        }
    }

    /// One round: nothing when another instance has claimed it; errors are logged, not thrown, so
    /// a database hiccup costs one round, not the server.
    @discardableResult
    func runOnce() async -> (sessions: Int, signIns: Int)? {
        do {
            let started = now()
            guard try await store.housekeeping.claim(Self.task, every: interval, now: started) else { return nil }
            let sessions = try await store.sessions.deleteExpired(now: started)
            let signIns = try await store.signInAttempts.prune(before: started.addingTimeInterval(-throttleWindow))
            try await store.accountLinks.prune(before: started)
            try await store.idempotencyKeys.prune(before: started.addingTimeInterval(-IdempotencyKeyStore.lifetime))
            try await store.webhooks.prune(finishedBefore: started.addingTimeInterval(-WebhookService.deliveryHistory))
            if sessions + signIns > 0 {
                logger.info("Housekeeping", metadata: ["expiredSessions": "\(sessions)", "oldSignInFailures": "\(signIns)"])
            }
            return (sessions, signIns)
        } catch {
            logger.warning("Housekeeping failed; trying again next round", metadata: ["error": "\(error)"])
            return nil
        }
    }
}
