import Foundation
import Hummingbird
import ReadoutStore

/// `/api/v1/webhooks`: a signed-in person's webhooks and their deliveries. Like tokens, they are
/// the account's own settings, which an access token cannot reach.
struct WebhookAPI {
    let services: AppServices

    struct NewWebhook: Decodable {
        let url: String
        let events: [String]
        /// For `homework.item.due`; absent or null: 24.
        let dueWithinHours: Int?
    }

    struct WebhookBody: Encodable {
        let id: String
        let url: String
        let events: [String]
        let dueWithinHours: Int
        let createdAt: Date

        init(_ webhook: Webhook) {
            id = webhook.id.uuidString.lowercased()
            url = webhook.url
            events = webhook.events
            dueWithinHours = webhook.dueWithinHours
            createdAt = webhook.createdAt
        }
    }

    struct CreatedBody: Encodable {
        let webhook: WebhookBody
        /// What deliveries are signed with; shown this once.
        let secret: String
    }

    struct ListBody: Encodable { let webhooks: [WebhookBody] }

    struct DeliveryBody: Encodable {
        let id: String
        let event: String
        let state: WebhookDelivery.State
        let attempts: Int
        let createdAt: Date
        /// When it is tried again; null once delivered or failed for good.
        let nextAttemptAt: Nullable<Date>
        let responseStatus: Nullable<Int>
        let error: Nullable<String>
        let finishedAt: Nullable<Date>

        init(_ delivery: WebhookDelivery) {
            id = delivery.id.uuidString.lowercased()
            event = delivery.event
            state = delivery.state
            attempts = delivery.attempts
            createdAt = delivery.createdAt
            nextAttemptAt = Nullable(delivery.state == .pending ? delivery.nextAttemptAt : nil)
            responseStatus = Nullable(delivery.responseStatus)
            error = Nullable(delivery.lastError)
            finishedAt = Nullable(delivery.finishedAt)
        }
    }

    struct DeliveriesBody: Encodable { let deliveries: [DeliveryBody] }
    struct QueuedBody: Encodable { let delivery: String }

    func register<Base: RouterMethods>(on routes: CatalogedRoutes<Base>) {
        let webhooks = services.webhooks
        routes.get("/webhooks") { _, context in
            let owner = try context.requireIdentity().user.id
            return try JSONResponse.make(ListBody(webhooks: try await webhooks.list(owner: owner).map(WebhookBody.init)))
        }
        routes.post("/webhooks") { request, context in
            let owner = try context.requireIdentity().user.id
            let input = try await request.decode(as: NewWebhook.self, context: context)
            let webhook = try await webhooks.create(owner: owner, url: input.url, events: input.events, dueWithinHours: input.dueWithinHours)
            return try JSONResponse.make(CreatedBody(webhook: WebhookBody(webhook), secret: webhook.secret), status: .created)
        }
        routes.delete("/webhooks/:id") { _, context in
            let owner = try context.requireIdentity().user.id
            try await webhooks.delete(id: try context.id(missing: .webhook), owner: owner)
            return Response(status: .noContent)
        }
        routes.get("/webhooks/:id/deliveries") { _, context in
            let owner = try context.requireIdentity().user.id
            let deliveries = try await webhooks.deliveries(webhook: try context.id(missing: .webhook), owner: owner)
            return try JSONResponse.make(DeliveriesBody(deliveries: deliveries.map(DeliveryBody.init)))
        }
        routes.post("/webhooks/:id/test") { _, context in
            let owner = try context.requireIdentity().user.id
            let delivery = try await webhooks.sendTest(webhook: try context.id(missing: .webhook), owner: owner)
            return try JSONResponse.make(QueuedBody(delivery: delivery.uuidString.lowercased()), status: .accepted)
        }
    }
}
