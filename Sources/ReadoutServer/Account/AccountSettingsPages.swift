import Foundation
import Hummingbird

/// "Your account": change the password, sign out everywhere, export my data, delete my account;
/// the same rules as `/api/v1/me` through `AccountService`.
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

    struct AccountContent: Sendable {
        let email: String
        let since: String
        /// Links to the admin's page.
        let isAdmin: Bool
        /// Open the deletion sheet again after a wrong password.
        let deleting: Bool
    }

    func register<Base: RouterMethods>(on routes: CatalogedRoutes<Base>) {
        routes.get("/account") { request, context in
            try page(request: request, context: context)
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
                return try page(request: request, context: context, error: error)
            }
            return try page(request: request, context: context, notice: "account.passwordChanged")
        }
        routes.post("/account/sign-out-everywhere") { request, context in
            let user = try context.requireIdentity().user
            _ = try await services.verifiedForm(TokenForm.self, request: request, context: context)
            try await services.accounts.signOutEverywhere(user)
            var response = Response.seeOther("/sign-in")
            response.setCookie(SessionCookie.expiredSession(secure: services.settings.secureCookies))
            return response
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
                return try page(request: request, context: context, error: error, deleting: true)
            }
            var response = Response.seeOther("/", notice: "account.deleted")
            response.setCookie(SessionCookie.expiredSession(secure: services.settings.secureCookies))
            return response
        }
    }

    private func page(request: Request, context: AppRequestContext, error: AppError? = nil, notice: String? = nil,
                      deleting: Bool = false) throws -> Response {
        let user = try context.requireIdentity().user
        let content = AccountContent(email: user.email, since: context.language.formatDate(user.createdAt), isAdmin: user.isAdmin,
                                     deleting: deleting)
        var response = try services.page("account", title: "account.title", tab: .none, content: content, request: request, context: context,
                                         error: error, notice: notice, status: error?.status ?? .ok)
        if let retryAfter = error?.retryAfter { response.headers[.retryAfter] = String(retryAfter) }
        return response
    }
}
