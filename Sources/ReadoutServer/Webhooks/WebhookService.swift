import Foundation
import ReadoutStore

/// Webhooks: the rules the account page and `/api/v1/webhooks` share.
struct WebhookService: Sendable {
    let store: Store
    let events: WebhookEvents
    var now: @Sendable () -> Date = { Date() }

    static let maximumPerUser = 20
    static let urlLength = 2_000
    /// How long before a homework item is due its event may go: an hour to a week.
    static let dueHours = 1...168
    static let standardDueHours = 24
    /// The deliveries a webhook's page and `GET …/deliveries` show.
    static let recentDeliveries = 20
    /// Finished deliveries are forgotten after this long (`Housekeeping`).
    static let deliveryHistory: TimeInterval = 30 * 86_400

    func create(owner: UUID, url: String, events: [String], dueWithinHours: Int?) async throws -> Webhook {
        let url = try Self.checkedURL(url)
        var kinds: [WebhookEventKind] = []
        for name in events {
            guard let kind = WebhookEventKind(rawValue: name), kind != .ping else {
                throw AppError.invalid(.init("error.webhooks.event", ["name": .text(name)]), code: "invalid_event")
            }
            if !kinds.contains(kind) { kinds.append(kind) }
        }
        guard !kinds.isEmpty else { throw AppError.invalid(.init("error.webhooks.noEvents"), code: "invalid_event") }
        let hours = dueWithinHours ?? Self.standardDueHours
        guard Self.dueHours.contains(hours) else {
            throw AppError.invalid(.init("error.webhooks.dueHours", ["count": .integer(Self.dueHours.upperBound)]), code: "invalid_due_hours")
        }
        guard try await store.webhooks.list(owner: owner).count < Self.maximumPerUser else {
            throw AppError(.conflict, code: "too_many_webhooks", text: .init("error.webhooks.tooMany", ["count": .integer(Self.maximumPerUser)]))
        }
        return try await store.webhooks.create(owner: owner, url: url, events: kinds.map(\.rawValue), dueWithinHours: hours, now: now())
    }

    /// `text` as a webhook's address: an absolute http or https URL with a host, a real port if any, and no fragment.
    static func checkedURL(_ text: String) throws(AppError) -> String {
        let trimmed = text.trimmingCharacters(in: .whitespacesAndNewlines)
        guard trimmed.count <= urlLength, let components = URLComponents(string: trimmed),
              let scheme = components.scheme?.lowercased(), ["http", "https"].contains(scheme),
              let host = components.host, !host.isEmpty, components.fragment == nil, URL(string: trimmed) != nil,
              components.port.map({ (1...65_535).contains($0) }) ?? true else {
            throw AppError.invalid(.init("error.webhooks.url", ["count": .integer(urlLength)]), code: "invalid_url")
        }
        return trimmed
    }

    func list(owner: UUID) async throws -> [Webhook] {
        try await store.webhooks.list(owner: owner)
    }

    func delete(id: UUID, owner: UUID) async throws {
        guard try await store.webhooks.delete(id: id, owner: owner) else { throw AppError.notFound(.webhook) }
    }

    func deliveries(webhook: UUID, owner: UUID) async throws -> [WebhookDelivery] {
        guard let deliveries = try await store.webhooks.deliveries(webhook: webhook, owner: owner, limit: Self.recentDeliveries) else {
            throw AppError.notFound(.webhook)
        }
        return deliveries
    }

    /// Queues a `ping` event for one webhook, sent within a second or so like any other.
    func sendTest(webhook id: UUID, owner: UUID) async throws -> UUID {
        guard let webhook = try await store.webhooks.webhook(id: id, owner: owner) else { throw AppError.notFound(.webhook) }
        let queued = try await events.queue(.ping, owner: owner, key: UUID().uuidString.lowercased(),
                                            data: Ping(webhook: webhook.id.uuidString.lowercased(), events: webhook.events), only: webhook.id)
        guard let delivery = queued.first else { throw AppError.notFound(.webhook) }
        return delivery
    }

    /// A test event's data: which webhook it was sent to, and what that webhook wants.
    struct Ping: Encodable, Sendable {
        let webhook: String
        let events: [String]
    }
}
