import Foundation

/// Pushes each user's glance (their three most frequent recognised words) to the `/glance` pages
/// they have open on this instance. Across instances, `FilterLabService` relays through
/// PostgreSQL NOTIFY and `GlanceListener` feeds the notifications back in here.
actor GlanceHub {
    private var subscribers: [UUID: [UUID: AsyncStream<String>.Continuation]] = [:]

    /// Glance JSON payloads for one open page, and a way to end them (graceful shutdown).
    struct Subscription: Sendable {
        let updates: AsyncStream<String>
        let end: @Sendable () -> Void
    }

    /// A stream of glance JSON payloads for `owner`; it ends when the caller stops iterating.
    func subscribe(owner: UUID) -> Subscription {
        let id = UUID()
        let (stream, continuation) = AsyncStream<String>.makeStream(bufferingPolicy: .bufferingNewest(4))
        subscribers[owner, default: [:]][id] = continuation
        continuation.onTermination = { [weak self] _ in
            Task { await self?.unsubscribe(owner: owner, id: id) }
        }
        return Subscription(updates: stream, end: { continuation.finish() })
    }

    func publish(owner: UUID, payload: String) {
        for continuation in subscribers[owner, default: [:]].values {
            continuation.yield(payload)
        }
    }

    /// Whether `owner` has a glance page open on this instance.
    func hasSubscribers(owner: UUID) -> Bool {
        subscribers[owner] != nil
    }

    /// The users with a glance page open on this instance.
    var owners: [UUID] { Array(subscribers.keys) }

    /// Open glance pages on this instance (for tests and metrics).
    var subscriberCount: Int { subscribers.values.reduce(0) { $0 + $1.count } }

    private func unsubscribe(owner: UUID, id: UUID) {
        subscribers[owner]?[id] = nil
        if subscribers[owner]?.isEmpty == true { subscribers[owner] = nil }
    }
}
