import Foundation
import Hummingbird
import ReadoutStore

/// The account page's webhooks: add one (its secret shown once), send a test event, delete one;
/// each with its latest deliveries. The same rules as `/api/v1/webhooks` through `WebhookService`.
struct WebhookPages {
    let services: AppServices

    struct WebhookForm: CSRFProtectedForm {
        let csrfToken: String?
        let url: String?
        let events: [String]?
        let dueWithinHours: String?
    }

    /// One webhook as the account page lists it.
    struct Row: Sendable {
        let id: String
        let url: String
        let events: String
        let deliveries: [DeliveryRow]
    }

    struct DeliveryRow: Sendable {
        let event: String
        let when: String
        /// delivered, pending or failed: the badge's colour.
        let state: String
        let outcome: String
    }

    /// The deliveries each webhook shows on the page (the API lists more).
    static let deliveriesShown = 5

    func register<Base: RouterMethods>(on routes: CatalogedRoutes<Base>) {
        let account = AccountSettingsPages(services: services)
        routes.post("/account/webhooks") { request, context in
            let user = try context.requireIdentity().user
            let form = try await services.verifiedForm(WebhookForm.self, request: request, context: context)
            let hours = form.dueWithinHours.flatMap { $0.isEmpty ? nil : Int($0) ?? 0 }
            do {
                let webhook = try await services.webhooks.create(owner: user.id, url: form.url ?? "", events: form.events ?? [], dueWithinHours: hours)
                let secret = AccountSettingsPages.NewSecret(title: context.localizer("account.webhookSecretTitle", ["url": .text(webhook.url)]),
                                                            secret: webhook.secret)
                return try await account.page(request: request, context: context, newWebhook: secret)
            } catch let error as AppError where error.status != .internalServerError {
                return try await account.page(request: request, context: context, error: error)
            }
        }
        routes.post("/account/webhooks/:id/test") { request, context in
            let user = try context.requireIdentity().user
            _ = try await services.verifiedForm(TokenForm.self, request: request, context: context)
            _ = try await services.webhooks.sendTest(webhook: try context.id(missing: .webhook), owner: user.id)
            return .seeOther("/account#webhooks-title", notice: "account.webhookTestQueued")
        }
        routes.post("/account/webhooks/:id/delete") { request, context in
            let user = try context.requireIdentity().user
            _ = try await services.verifiedForm(TokenForm.self, request: request, context: context)
            try await services.webhooks.delete(id: try context.id(missing: .webhook), owner: user.id)
            return .seeOther("/account#webhooks-title", notice: "account.webhookDeleted")
        }
    }

    /// The user's webhooks with their latest deliveries, worded for `context`'s reader.
    static func rows(owner: UUID, services: AppServices, context: AppRequestContext) async throws -> [Row] {
        let language = context.language, localizer = context.localizer
        var rows: [Row] = []
        for webhook in try await services.webhooks.list(owner: owner) {
            let deliveries = try await services.webhooks.deliveries(webhook: webhook.id, owner: owner).prefix(deliveriesShown)
            let events = webhook.events.map { name in
                name == WebhookEventKind.homeworkItemDue.rawValue
                    ? localizer("account.webhookEvent.homeworkDueHours", ["count": .integer(webhook.dueWithinHours)])
                    : localizer("account.webhookEvent.\(name)")
            }
            rows.append(Row(id: webhook.id.uuidString.lowercased(), url: webhook.url, events: events.joined(separator: " · "),
                            deliveries: deliveries.map { delivery in
                                DeliveryRow(event: localizer("account.webhookEvent.\(delivery.event)"),
                                            when: language.formatDateTime(delivery.createdAt),
                                            state: delivery.state.rawValue, outcome: outcome(delivery, context: context))
                            }))
        }
        return rows
    }

    private static func outcome(_ delivery: WebhookDelivery, context: AppRequestContext) -> String {
        let localizer = context.localizer
        let reason = delivery.lastError ?? ""
        switch delivery.state {
        case .delivered:
            return localizer("account.webhookDelivered", ["status": .text(delivery.responseStatus.map(String.init) ?? "")])
        case .failed:
            return localizer("account.webhookFailed", ["count": .integer(delivery.attempts), "reason": .text(reason)])
        case .pending where delivery.attempts == 0:
            return localizer("account.webhookWaiting")
        case .pending:
            return localizer("account.webhookRetrying", ["count": .integer(delivery.attempts), "reason": .text(reason),
                                                          "date": .text(context.language.formatDateTime(delivery.nextAttemptAt))])
        }
    }

    /// The events the form offers, as checkboxes (meter readings ticked to start with).
    static func eventChoices(context: AppRequestContext) -> [Choice] {
        WebhookEventKind.subscribable.map {
            Choice(value: $0.rawValue, name: context.localizer("account.webhookEvent.\($0.rawValue)"), selected: $0 == .meterReadingSaved)
        }
    }
}
