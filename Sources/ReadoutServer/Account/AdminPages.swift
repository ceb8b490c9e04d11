import Foundation
import Hummingbird
import ReadoutStore

/// `/admin`, for admins only (a 404 for everyone else, as for any page that is not theirs): the
/// accounts with their state, disable and enable one, a one-time password-reset link for one, an
/// invitation for an address; how sign-up and mail are set. What `readout user` does, in a browser.
struct AdminPages {
    let services: AppServices

    struct UserRow: Sendable {
        let id: String
        let email: String
        let since: String
        let isAdmin: Bool
        let disabled: Bool
        let isYou: Bool
    }

    struct AdminContent: Sendable {
        let users: [UserRow]
        let policyText: String
        let mailText: String
        /// A link just made (reset or invitation), shown once with a Copy button.
        let madeLink: String?
        let madeFor: String?
        let inviteValue: String
    }

    struct InviteForm: CSRFProtectedForm {
        let csrfToken: String?
        let email: String?
    }

    func register<Base: RouterMethods>(on routes: CatalogedRoutes<Base>) {
        routes.get("/admin") { request, context in
            try await page(request: request, context: context)
        }
        routes.post("/admin/users/:id/disable") { request, context in
            let (user, _) = try await target(TokenForm.self, request: request, context: context)
            guard user.id != context.identity?.user.id else {
                return try await page(request: request, context: context,
                                      error: AppError.invalid(.init("error.admin.disableYourself"), code: "disable_yourself"))
            }
            _ = try await administration.setDisabled(true, email: user.email)
            return .seeOther("/admin", notice: "admin.disabled")
        }
        routes.post("/admin/users/:id/enable") { request, context in
            let (user, _) = try await target(TokenForm.self, request: request, context: context)
            _ = try await administration.setDisabled(false, email: user.email)
            return .seeOther("/admin", notice: "admin.enabled")
        }
        routes.post("/admin/users/:id/reset-link") { request, context in
            let (user, _) = try await target(TokenForm.self, request: request, context: context)
            let link = try await administration.passwordResetLink(email: user.email, baseURL: services.origin(of: request, context: context))
            return try await page(request: request, context: context, made: (link, context.localizer("admin.resetLinkFor", ["email": .text(user.email)])))
        }
        routes.post("/admin/invitations") { request, context in
            _ = try await requireAdmin(context)
            let form = try await services.verifiedForm(InviteForm.self, request: request, context: context)
            let email = form.email ?? ""
            do {
                let link = try await administration.invitationLink(email: email, baseURL: services.origin(of: request, context: context))
                return try await page(request: request, context: context,
                                      made: (link, context.localizer("admin.invitationFor", ["email": .text(email.trimmingCharacters(in: .whitespaces))])))
            } catch let failure as AccountAdministration.Failure {
                let error = failure.reason == .alreadyHasAccount ? AppError(.conflict, code: "email_taken", text: .init("error.emailTaken"))
                    : AppError.invalid(.init("error.invalidEmail"), code: "invalid_email")
                return try await page(request: request, context: context, typed: email, error: error)
            }
        }
    }

    private var administration: AccountAdministration { services.administration }

    /// The signed-in admin; anyone else is told there is no such page.
    private func requireAdmin(_ context: AppRequestContext) async throws -> User {
        let user = try context.requireIdentity().user
        guard user.isAdmin, !user.isDisabled else { throw AppError.notFound(.page) }
        return user
    }

    /// The account named in the path and the posted form (its CSRF token checked), for an admin.
    private func target<Form: CSRFProtectedForm>(_ type: Form.Type, request: Request, context: AppRequestContext) async throws -> (User, Form) {
        _ = try await requireAdmin(context)
        let form = try await services.verifiedForm(Form.self, request: request, context: context)
        let id = try context.id(missing: .page)
        guard let user = try await administration.user(id: id) else { throw AppError.notFound(.page) }
        return (user, form)
    }

    private func page(request: Request, context: AppRequestContext, made: (link: String, label: String)? = nil, typed: String = "",
                      error: AppError? = nil) async throws -> Response {
        let admin = try await requireAdmin(context)
        let language = context.language
        let rows = try await administration.users().map { user in
            UserRow(id: user.id.uuidString.lowercased(), email: user.email, since: language.formatDate(user.createdAt),
                    isAdmin: user.isAdmin, disabled: user.isDisabled, isYou: user.id == admin.id)
        }
        let content = AdminContent(
            users: rows,
            policyText: context.localizer("admin.policy.\(services.settings.signUpPolicy.rawValue)"),
            mailText: context.localizer(services.accounts.mailer == nil ? "admin.mail.off" : "admin.mail.on"),
            madeLink: made?.link, madeFor: made?.label, inviteValue: typed)
        return try services.page("admin", title: "admin.title", tab: .none, content: content, request: request, context: context,
                                 error: error, status: error?.status ?? .ok)
    }
}
