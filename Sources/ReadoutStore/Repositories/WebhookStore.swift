import Foundation
import SQLKit

/// Webhooks in `webhooks` and the outbox of their deliveries in `webhook_deliveries`.
///
/// An event is written to the outbox (`enqueue`) before anything is sent; a sender then
/// `claim`s due deliveries for a while (a lease), posts them, and records the outcome. The claim
/// is one UPDATE that re-checks the lease, so of several instances on one PostgreSQL database
/// only one gets each delivery; a sender that dies mid-send lets its lease run out and the
/// delivery is tried again by whoever claims it next.
public struct WebhookStore: Sendable {
    let database: any SQLDatabase
    let engine: DatabaseEngine

    // MARK: Webhooks

    /// Makes a webhook with a fresh secret (`whsec_` and 43 random characters).
    /// - Throws: `StoreError(.notFound)` when the user does not exist.
    public func create(owner: UUID, url: String, events: [String], dueWithinHours: Int, now: Date = Date()) async throws -> Webhook {
        let webhook = Webhook(id: UUID(), ownerID: owner, url: url, secret: "whsec_" + SecretTokens.make(), events: events,
                              dueWithinHours: dueWithinHours, createdAt: now.truncatedToMilliseconds)
        do {
            try await database.raw("""
                INSERT INTO webhooks (id, owner_id, url, secret, events, due_within_hours, created_at)
                VALUES (\(bind: webhook.id.databaseText), \(bind: owner.databaseText), \(bind: url), \(bind: webhook.secret),
                        \(bind: events.joined(separator: " ")), \(bind: dueWithinHours), \(bind: webhook.createdAt.epochMilliseconds))
                """).run()
        } catch let error where DatabaseFailure(error).isForeignKeyViolation {
            throw StoreError(.notFound, "There is no account \(owner.databaseText) to add a webhook for; it may have been deleted.")
        }
        return webhook
    }

    /// The user's webhooks, oldest first.
    public func list(owner: UUID) async throws -> [Webhook] {
        try await database.raw("""
            SELECT \(unsafeRaw: Self.webhookColumns) FROM webhooks WHERE owner_id = \(bind: owner.databaseText) ORDER BY created_at, id
            """).all().map(Self.webhook)
    }

    public func webhook(id: UUID, owner: UUID) async throws -> Webhook? {
        try await database.raw("""
            SELECT \(unsafeRaw: Self.webhookColumns) FROM webhooks
            WHERE id = \(bind: id.databaseText) AND owner_id = \(bind: owner.databaseText)
            """).first().map(Self.webhook)
    }

    /// Every webhook that wants `event`, of every user (for events found by a scan, such as
    /// homework coming due).
    public func subscribers(to event: String) async throws -> [Webhook] {
        try await database.raw("""
            SELECT \(unsafeRaw: Self.webhookColumns) FROM webhooks WHERE ' ' || events || ' ' LIKE \(bind: "% \(event) %")
            ORDER BY owner_id, created_at
            """).all().map(Self.webhook)
    }

    /// Deletes a webhook and its deliveries, sent or not; false when the user has no such webhook.
    public func delete(id: UUID, owner: UUID) async throws -> Bool {
        try await !database.raw("""
            DELETE FROM webhooks WHERE id = \(bind: id.databaseText) AND owner_id = \(bind: owner.databaseText) RETURNING id
            """).all().isEmpty
    }

    // MARK: The outbox

    /// Puts `payload` in the outbox for each of the user's webhooks that wants `event` (or only
    /// for `webhook`, when given). An event with a `key` already queued for a webhook is not
    /// queued again. Returns the deliveries queued.
    @discardableResult
    public func enqueue(owner: UUID, event: String, key: String, payload: String, only webhook: UUID? = nil,
                        now: Date = Date()) async throws -> [UUID] {
        let targets = try await list(owner: owner).filter { target in webhook.map { $0 == target.id } ?? target.events.contains(event) }
        var queued: [UUID] = []
        for target in targets {
            let id = UUID()
            let inserted = try await database.raw("""
                INSERT INTO webhook_deliveries (id, webhook_id, event, event_key, payload, created_at, state, attempts, next_attempt_at)
                VALUES (\(bind: id.databaseText), \(bind: target.id.databaseText), \(bind: event), \(bind: key), \(bind: payload),
                        \(bind: now.epochMilliseconds), 'pending', 0, \(bind: now.epochMilliseconds))
                ON CONFLICT (webhook_id, event_key) DO NOTHING RETURNING id
                """).all()
            if !inserted.isEmpty { queued.append(id) }
        }
        return queued
    }

    /// Claims up to `limit` deliveries due by `now` for `lease` seconds. Another caller cannot
    /// claim them until the lease runs out, which `recordSuccess` and `recordFailure` end early.
    public func claim(now: Date = Date(), lease: TimeInterval, limit: Int) async throws -> [ClaimedDelivery] {
        let moment = now.epochMilliseconds
        // On PostgreSQL, senders claiming at once would all choose the same first rows, wait for
        // the first one's locks and then find them leased, coming away with nothing while other
        // deliveries wait: SKIP LOCKED lets each pass over the rows another sender is claiming
        // and take the next ones (and the lock re-checks state and lease on a row just claimed).
        // The due rows are chosen once, in a materialised WITH: as a subquery of the UPDATE,
        // locking made PostgreSQL run it again and claim more rows than `limit`. SQLite has one
        // writer at a time and no row locks, so the choice alone does there.
        let locking: (materialized: String, skipLocked: String) =
            engine == .postgres ? (" MATERIALIZED", " FOR UPDATE SKIP LOCKED") : ("", "")
        let claimed = try await database.raw("""
            WITH due AS\(unsafeRaw: locking.materialized) (
                SELECT id FROM webhook_deliveries
                WHERE state = 'pending' AND next_attempt_at <= \(bind: moment)
                  AND (lease_until IS NULL OR lease_until <= \(bind: moment))
                ORDER BY next_attempt_at, id LIMIT \(bind: limit)\(unsafeRaw: locking.skipLocked))
            UPDATE webhook_deliveries SET lease_until = \(bind: now.addingTimeInterval(lease).epochMilliseconds)
            WHERE id IN (SELECT id FROM due)
            RETURNING id
            """).all().map { try $0.string("id") }
        guard !claimed.isEmpty else { return [] }
        return try await database.raw("""
            SELECT \(unsafeRaw: Self.deliveryColumns), w.url, w.secret FROM webhook_deliveries d JOIN webhooks w ON w.id = d.webhook_id
            WHERE d.id IN (\(binds: claimed)) ORDER BY d.next_attempt_at, d.id
            """).all().map { row in
                ClaimedDelivery(delivery: try Self.delivery(row), url: try row.string("url"), secret: try row.string("secret"))
            }
    }

    /// The receiver took it (a 2xx answer).
    public func recordSuccess(id: UUID, status: Int, now: Date = Date()) async throws {
        try await database.raw("""
            UPDATE webhook_deliveries SET state = 'delivered', attempts = attempts + 1, response_status = \(bind: status),
                last_error = NULL, lease_until = NULL, finished_at = \(bind: now.epochMilliseconds)
            WHERE id = \(bind: id.databaseText)
            """).run()
    }

    /// An attempt failed: tried again at `retryAt`, or never again when it is nil.
    public func recordFailure(id: UUID, status: Int?, error: String, retryAt: Date?, now: Date = Date()) async throws {
        try await database.raw("""
            UPDATE webhook_deliveries SET attempts = attempts + 1, response_status = \(bind: status), last_error = \(bind: error),
                lease_until = NULL, state = \(bind: retryAt == nil ? "failed" : "pending"),
                next_attempt_at = \(bind: (retryAt ?? now).epochMilliseconds),
                finished_at = \(bind: retryAt == nil ? now.epochMilliseconds : nil)
            WHERE id = \(bind: id.databaseText)
            """).run()
    }

    /// A webhook's latest deliveries, newest first; nil when the user has no such webhook.
    public func deliveries(webhook: UUID, owner: UUID, limit: Int) async throws -> [WebhookDelivery]? {
        guard try await self.webhook(id: webhook, owner: owner) != nil else { return nil }
        return try await database.raw("""
            SELECT \(unsafeRaw: Self.deliveryColumns) FROM webhook_deliveries d WHERE d.webhook_id = \(bind: webhook.databaseText)
            ORDER BY d.created_at DESC, d.id LIMIT \(bind: limit)
            """).all().map(Self.delivery)
    }

    /// Forgets finished deliveries older than `cutoff`; returns how many.
    @discardableResult
    public func prune(finishedBefore cutoff: Date) async throws -> Int {
        try await database.raw("""
            DELETE FROM webhook_deliveries WHERE state <> 'pending' AND finished_at < \(bind: cutoff.epochMilliseconds) RETURNING id
            """).all().count
    }

    // MARK: Rows

    private static let webhookColumns = "id, owner_id, url, secret, events, due_within_hours, created_at"
    private static let deliveryColumns = """
        d.id, d.webhook_id, d.event, d.payload, d.created_at, d.state, d.attempts, d.next_attempt_at, d.response_status, \
        d.last_error, d.finished_at
        """

    private static func webhook(_ row: any SQLRow) throws -> Webhook {
        Webhook(id: try row.uuid("id"), ownerID: try row.uuid("owner_id"), url: try row.string("url"), secret: try row.string("secret"),
                events: try row.string("events").split(separator: " ").map(String.init), dueWithinHours: try row.int("due_within_hours"),
                createdAt: try row.date("created_at"))
    }

    private static func delivery(_ row: any SQLRow) throws -> WebhookDelivery {
        let stateText = try row.string("state")
        guard let state = WebhookDelivery.State(rawValue: stateText) else {
            throw StoreError(.invalid, "The database holds the delivery state \"\(stateText)\", which Readout does not write.")
        }
        return WebhookDelivery(
            id: try row.uuid("id"), webhookID: try row.uuid("webhook_id"), event: try row.string("event"), payload: try row.string("payload"),
            createdAt: try row.date("created_at"), state: state, attempts: try row.int("attempts"),
            nextAttemptAt: try row.date("next_attempt_at"),
            responseStatus: try row.decodeNil(column: "response_status") ? nil : try row.int("response_status"),
            lastError: try row.optionalString("last_error"), finishedAt: try row.optionalDate("finished_at"))
    }
}
