import Foundation
import Hummingbird

/// "Your account": change the password, sign out everywhere, access tokens, webhooks (their
/// routes are `WebhookPages`), export my data, delete my account; the same rules as
/// `/api/v1/me`, `/api/v1/tokens` and `/api/v1/webhooks` through their services.
struct AccountSettingsPages {
    let services: AppServices

    struct PasswordForm: CSRFProtectedForm {
        let csrfToken: String?
        let currentPassword: String?
        let newPassword: String?
        let newPasswordConfirmation: String?
    }

    struct DeleteForm: CSRFProtectedForm {
        let csrfToken: String?
        let password: String?
    }

    struct AccessTokenForm: CSRFProtectedForm {
        let csrfToken: String?
        let name: String?
        /// One `area:level` per app (`meters:read`), empty for the apps left out.
        let scopes: [String]?
        /// Days, or empty for never.
        let expiresInDays: String?
    }

    struct AccountContent: Sendable {
        let email: String
        let since: String
        /// Links to the admin's page.
        let isAdmin: Bool
        /// Open the deletion sheet again after a wrong password.
        let deleting: Bool
        let tokens: [TokenRow]
        let areas: [Choice]
        let lifetimes: [Choice]
        /// The token just made: shown this once.
        let newToken: NewSecret?
        let webhooks: [WebhookPages.Row]
        let webhookEvents: [Choice]
        let webhookDueHours: Int
        /// The webhook just added, with its signing secret: shown this once.
        let newWebhook: NewSecret?
    }

    struct TokenRow: Sendable {
        let id: String
        let name: String
        let scopes: String
        let created: String
        let expires: String?
        /// "expired on …": it is refused, and kept listed until revoked so its name explains a 401.
        let expired: String?
        let lastUsed: String?
    }

    /// A secret shown once, when what it belongs to is made.
    struct NewSecret: Sendable {
        let title: String
        let secret: String
    }

    /// The lifetimes the page offers (the API takes any number of days up to ten years).
    static let offeredLifetimes = [30, 90, 365]

    func register<Base: RouterMethods>(on routes: CatalogedRoutes<Base>) {
        routes.get("/account") { request, context in
            try await page(request: request, context: context)
        }
        routes.post("/account/password") { request, context in
            let user = try context.requireIdentity().user
            let form = try await services.verifiedForm(PasswordForm.self, request: request, context: context)
            do {
                try await services.accounts.changePassword(of: user, current: form.currentPassword ?? "", new: form.newPassword ?? "",
                                                           confirmation: form.newPasswordConfirmation ?? "",
                                                           keeping: request.cookies[SessionCookie.sessionName]?.value ?? "",
                                                           address: context.clientAddress)
            } catch let error as AppError where error.status != .internalServerError {
                return try await page(request: request, context: context, error: error)
            }
            return try await page(request: request, context: context, notice: "account.passwordChanged")
        }
        routes.post("/account/sign-out-everywhere") { request, context in
            let user = try context.requireIdentity().user
            _ = try await services.verifiedForm(TokenForm.self, request: request, context: context)
            try await services.accounts.signOutEverywhere(user)
            var response = Response.seeOther("/sign-in")
            response.setCookie(SessionCookie.expiredSession(secure: services.settings.secureCookies))
            return response
        }
        routes.post("/account/tokens") { request, context in
            let user = try context.requireIdentity().user
            let form = try await services.verifiedForm(AccessTokenForm.self, request: request, context: context)
            let scopes = (form.scopes ?? []).filter { !$0.isEmpty }
            let days = form.expiresInDays.flatMap { $0.isEmpty ? nil : Int($0) ?? -1 }
            do {
                let (secret, token) = try await services.accessTokens.create(owner: user.id, name: form.name ?? "", scopes: scopes, expiresInDays: days)
                let title = context.localizer("account.tokenSecretTitle", ["name": .text(token.name)])
                return try await page(request: request, context: context, newToken: NewSecret(title: title, secret: secret))
            } catch let error as AppError where error.status != .internalServerError {
                return try await page(request: request, context: context, error: error)
            }
        }
        routes.post("/account/tokens/:id/delete") { request, context in
            let user = try context.requireIdentity().user
            _ = try await services.verifiedForm(TokenForm.self, request: request, context: context)
            try await services.accessTokens.revoke(id: try context.id(missing: .accessToken), owner: user.id)
            return .seeOther("/account#tokens-title", notice: "account.tokenRevoked")
        }
        routes.get("/account/export") { _, context in
            let user = try context.requireIdentity().user
            return AccountAPI.exportResponse(try await services.accounts.export(user), now: Date())
        }
        routes.post("/account/delete") { request, context in
            let user = try context.requireIdentity().user
            let form = try await services.verifiedForm(DeleteForm.self, request: request, context: context)
            do {
                try await services.accounts.deleteAccount(user, password: form.password ?? "", address: context.clientAddress)
            } catch let error as AppError where error.status != .internalServerError {
                return try await page(request: request, context: context, error: error, deleting: true)
            }
            var response = Response.seeOther("/", notice: "account.deleted")
            response.setCookie(SessionCookie.expiredSession(secure: services.settings.secureCookies))
            return response
        }
    }

    func page(request: Request, context: AppRequestContext, error: AppError? = nil, notice: String? = nil,
              deleting: Bool = false, newToken: NewSecret? = nil, newWebhook: NewSecret? = nil) async throws -> Response {
        let user = try context.requireIdentity().user
        let language = context.language, localizer = context.localizer
        let now = Date()
        let tokens = try await services.accessTokens.list(owner: user.id).map { token in
            TokenRow(id: token.id.uuidString.lowercased(), name: token.name, scopes: token.scopes.joined(separator: ", "),
                     created: localizer("account.tokenCreated", ["date": .text(language.formatDate(token.createdAt))]),
                     expires: token.expiresAt.flatMap { $0 > now ? localizer("account.tokenExpires", ["date": .text(language.formatDate($0))]) : nil },
                     expired: token.expiresAt.flatMap { $0 <= now ? localizer("account.tokenExpired", ["date": .text(language.formatDate($0))]) : nil },
                     lastUsed: token.lastUsedAt.map { localizer("account.tokenLastUsed", ["date": .text(language.formatDateTime($0))]) })
        }
        let areas = AccessScopes.Area.allCases.map { Choice(value: $0.rawValue, name: localizer("account.tokenArea.\($0.rawValue)"), selected: false) }
        let lifetimes = [Choice(value: "", name: localizer("account.tokenNever"), selected: true)]
            + Self.offeredLifetimes.map { Choice(value: String($0), name: localizer("account.tokenDays", ["count": .integer($0)]), selected: false) }
        let content = AccountContent(email: user.email, since: language.formatDate(user.createdAt), isAdmin: user.isAdmin,
                                     deleting: deleting, tokens: tokens, areas: areas, lifetimes: lifetimes, newToken: newToken,
                                     webhooks: try await WebhookPages.rows(owner: user.id, services: services, context: context),
                                     webhookEvents: WebhookPages.eventChoices(context: context),
                                     webhookDueHours: WebhookService.standardDueHours, newWebhook: newWebhook)
        var response = try services.page("account", title: "account.title", tab: .none, content: content, request: request, context: context,
                                         error: error, notice: notice, status: error?.status ?? .ok)
        if let retryAfter = error?.retryAfter { response.headers[.retryAfter] = String(retryAfter) }
        return response
    }
}
