import Foundation
import Logging
import ReadoutApps
import ReadoutStore
import ServiceLifecycle

/// Sends what is in the webhooks' outbox. Every `pollInterval` it claims the deliveries that are
/// due (a lease, so another instance on the same PostgreSQL database leaves them alone), posts
/// them side by side, and records each outcome: delivered, or tried again after the next of
/// `retryDelays`, or failed for good once those run out. Once a minute it also queues the
/// homework items that came due within a webhook's hours (`HomeworkDueScan`).
struct WebhookDispatcher: Service {
    let store: Store
    let sender: WebhookSender
    let logger: Logger
    var pollInterval: TimeInterval = 1
    var retryDelays: [TimeInterval] = Self.standardRetryDelays
    var now: @Sendable () -> Date = { Date() }

    /// After the first attempt: 10 s, 1 min, 5 min, 30 min, 2 h, 6 h, 12 h; eight attempts in about 21 hours.
    static let standardRetryDelays: [TimeInterval] = [10, 60, 300, 1_800, 7_200, 21_600, 43_200]
    /// Longer than a send can take (`WebhookSender.timeout`), so a live sender keeps its claim.
    static let lease: TimeInterval = 60
    /// Deliveries sent at once by one instance.
    static let batch = 8
    static let homeworkScanInterval: TimeInterval = 60

    func run() async throws {
        // Cancellation is how this service ends (graceful shutdown); a delivery cut short is
        // recorded as a failed attempt, or its lease runs out, and it is sent again.
        try? await cancelWhenGracefulShutdown {
            var lastScan = Date.distantPast
            while !Task.isCancelled {
                if now().timeIntervalSince(lastScan) >= Self.homeworkScanInterval {
                    lastScan = now()
                    await scanHomework()
                }
                await runOnce()
                try await Task.sleep(for: .seconds(pollInterval))
            }
        }
    }

    /// Claims and sends what is due; returns how many were sent (delivered or not).
    @discardableResult
    func runOnce() async -> Int {
        let claimed: [ClaimedDelivery]
        do {
            claimed = try await store.webhooks.claim(now: now(), lease: Self.lease, limit: Self.batch)
        } catch {
            logger.warning("Webhook deliveries could not be claimed; trying again", metadata: ["error": "\(error)"])
            return 0
        }
        await withTaskGroup(of: Void.self) { group in
            for delivery in claimed { group.addTask { await deliver(delivery) } }
        }
        return claimed.count
    }

    private func deliver(_ claimed: ClaimedDelivery) async {
        let outcome = await sender.send(claimed, now: now())
        let finished = now()
        do {
            switch outcome {
            case .delivered(let status):
                try await store.webhooks.recordSuccess(id: claimed.delivery.id, status: status, now: finished)
            case .failed(let status, let reason):
                // `attempts` counts the ones before this one, so it indexes this one's delay.
                let attempt = claimed.delivery.attempts
                let retryAt = attempt < retryDelays.count ? finished.addingTimeInterval(retryDelays[attempt]) : nil
                try await store.webhooks.recordFailure(id: claimed.delivery.id, status: status, error: reason, retryAt: retryAt, now: finished)
                logger.info("A webhook delivery failed", metadata: [
                    "delivery": "\(claimed.delivery.id)", "reason": "\(reason)", "retry": "\(retryAt.map { "\($0)" } ?? "never")",
                ])
            }
        } catch {
            // The lease runs out and the delivery is claimed again: sent twice at worst, never lost.
            logger.warning("A webhook delivery's outcome could not be recorded", metadata: ["error": "\(error)"])
        }
    }

    /// Queues homework coming due (one instance does it each round, `HousekeepingStore.claim`).
    func scanHomework() async {
        do {
            let at = now()
            guard try await store.housekeeping.claim("webhook-homework-due", every: Self.homeworkScanInterval - 1, now: at) else { return }
            try await HomeworkDueScan(store: store, events: WebhookEvents(store: store, logger: logger, now: now)).queue(now: at)
        } catch {
            logger.warning("Homework due soon could not be checked for webhooks", metadata: ["error": "\(error)"])
        }
    }
}

/// Finds the homework items not done yet that are due within a webhook's hours and queues a
/// `homework.item.due` event for each, once per item and due moment (moving the due date
/// makes a new event).
struct HomeworkDueScan: Sendable {
    let store: Store
    let events: WebhookEvents

    func queue(now: Date) async throws {
        let webhooks = try await store.webhooks.subscribers(to: WebhookEventKind.homeworkItemDue.rawValue)
        for (owner, hooks) in Dictionary(grouping: webhooks, by: \.ownerID) {
            for item in try await store.homework.items(owner: owner, filter: .upcoming, className: nil) {
                let due = HomeworkRules.dueInstant(of: item)
                guard due > now else { continue }
                for hook in hooks where due.timeIntervalSince(now) <= TimeInterval(hook.dueWithinHours) * 3_600 {
                    await events.publish(.homeworkItemDue, owner: owner, key: "\(item.id.uuidString.lowercased()):\(item.dueValue)",
                                         data: HomeworkItemBody(item, now: now), only: hook.id)
                }
            }
        }
    }
}
