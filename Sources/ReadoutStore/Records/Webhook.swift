import Foundation

/// A URL that is told about some of a user's events, signed with its own secret.
public struct Webhook: Sendable, Equatable {
    public let id: UUID
    public let ownerID: UUID
    public let url: String
    /// What deliveries are signed with; shown to its owner once, when the webhook is made.
    public let secret: String
    /// Event names, as `WebhookEvent.Kind` spells them.
    public let events: [String]
    /// How long before a homework item is due its "due soon" event goes out.
    public let dueWithinHours: Int
    public let createdAt: Date

    public init(id: UUID, ownerID: UUID, url: String, secret: String, events: [String], dueWithinHours: Int, createdAt: Date) {
        self.id = id
        self.ownerID = ownerID
        self.url = url
        self.secret = secret
        self.events = events
        self.dueWithinHours = dueWithinHours
        self.createdAt = createdAt
    }
}

/// One event on its way to one webhook: the outbox row, and afterwards the record of how it went.
public struct WebhookDelivery: Sendable, Equatable {
    public enum State: String, Sendable, Codable {
        /// Not yet delivered; tried again at `nextAttemptAt`.
        case pending
        case delivered
        /// Every attempt failed; no more will be made.
        case failed
    }

    public let id: UUID
    public let webhookID: UUID
    public let event: String
    /// The JSON body, byte for byte what is signed and sent.
    public let payload: String
    public let createdAt: Date
    public let state: State
    public let attempts: Int
    public let nextAttemptAt: Date
    /// The receiver's last HTTP status; nil when it never answered.
    public let responseStatus: Int?
    /// Why the last attempt failed (a status, a timeout, a refused connection).
    public let lastError: String?
    public let finishedAt: Date?

    public init(id: UUID, webhookID: UUID, event: String, payload: String, createdAt: Date, state: State, attempts: Int,
                nextAttemptAt: Date, responseStatus: Int?, lastError: String?, finishedAt: Date?) {
        self.id = id
        self.webhookID = webhookID
        self.event = event
        self.payload = payload
        self.createdAt = createdAt
        self.state = state
        self.attempts = attempts
        self.nextAttemptAt = nextAttemptAt
        self.responseStatus = responseStatus
        self.lastError = lastError
        self.finishedAt = finishedAt
    }
}

/// A delivery claimed for sending, with where to send it and the secret to sign it with.
public struct ClaimedDelivery: Sendable, Equatable {
    public let delivery: WebhookDelivery
    public let url: String
    public let secret: String
}
