import Foundation

/// What a webhook can be told about. The raw values are the `type` of a delivery's body and
/// the `Readout-Event` header, and what the API and the account page take.
enum WebhookEventKind: String, Sendable, CaseIterable, Codable {
    case meterReadingSaved = "meter.reading.saved"
    /// A homework item not done yet comes due within the webhook's hours (found by a scan).
    case homeworkItemDue = "homework.item.due"
    /// Words imported into a notebook: a CSV, or the words picked from a photo.
    case vocabularyImportFinished = "vocabulary.import.finished"
    case mathSprintGameFinished = "math-sprint.game.finished"
    /// "Send a test event" on the account page; nobody subscribes to it.
    case ping

    /// The events a webhook can subscribe to.
    static let subscribable: [WebhookEventKind] = allCases.filter { $0 != .ping }
}

/// A delivery's body: which event, when, and its data, in the API's JSON (ISO-8601 dates,
/// sorted keys), so a receiver reads the same shapes the API answers.
struct WebhookEnvelope<Payload: Encodable & Sendable>: Encodable, Sendable {
    /// The event's id: the same in every webhook's copy of it.
    let id: String
    let type: WebhookEventKind
    let createdAt: Date
    let data: Payload
}
