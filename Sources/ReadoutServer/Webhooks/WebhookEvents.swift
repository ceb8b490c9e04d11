import Foundation
import Logging
import ReadoutStore

/// Where the apps' services report what happened. An event goes into the outbox of each of the
/// user's webhooks that wants it (nothing happens without one), and `WebhookDispatcher` sends
/// it from there. A failure to queue is logged, not thrown: the reading or game it is about is
/// saved already, and the person who saved it should not see an error for it.
struct WebhookEvents: Sendable {
    let store: Store?
    let logger: Logger
    var now: @Sendable () -> Date = { Date() }

    /// Reports nothing: for services built without a store (their unit tests).
    static let none = WebhookEvents(store: nil, logger: Logger(label: "readout.webhooks.none"))

    /// Queues `data` as a `kind` event for the owner's webhooks. `key` names the event so that
    /// reporting it again (a retried request, a scan that sees it twice) queues nothing more.
    /// `only` sends it to that one webhook, whatever it wants (a test event, a scan's match).
    func publish(_ kind: WebhookEventKind, owner: UUID, key: String, data: some Encodable & Sendable, only webhook: UUID? = nil) async {
        do {
            try await queue(kind, owner: owner, key: key, data: data, only: webhook)
        } catch {
            logger.error("A webhook event could not be queued", metadata: ["event": "\(kind.rawValue)", "error": "\(error)"])
        }
    }

    /// `publish` for a caller that wants to know: the deliveries queued, or the error.
    @discardableResult
    func queue(_ kind: WebhookEventKind, owner: UUID, key: String, data: some Encodable & Sendable,
               only webhook: UUID? = nil) async throws -> [UUID] {
        guard let store else { return [] }
        let created = now()
        let body = WebhookEnvelope(id: UUID().uuidString.lowercased(), type: kind, createdAt: created, data: data)
        let payload = String(decoding: try JSONResponse.encode(body), as: UTF8.self)
        return try await store.webhooks.enqueue(owner: owner, event: kind.rawValue, key: "\(kind.rawValue):\(key)", payload: payload,
                                                only: webhook, now: created)
    }
}
