import Foundation
import Hummingbird

/// The sign-in, sign-up and sign-out pages, "Forgot your password?" and a reset link's page; the
/// same rules as the API through `AccountService`.
struct AccountPages {
    let services: AppServices

    struct SignInForm: Decodable {
        let email: String?
        let password: String?
        let csrfToken: String?
        let next: String?
    }

    struct SignUpForm: Decodable {
        let email: String?
        let password: String?
        let passwordConfirmation: String?
        let csrfToken: String?
        let invite: String?
    }

    struct EmailForm: CSRFProtectedForm {
        let csrfToken: String?
        let email: String?
    }

    struct ResetForm: CSRFProtectedForm {
        let csrfToken: String?
        let token: String?
        let password: String?
        let passwordConfirmation: String?
    }

    struct ForgotContent: Sendable {
        let canMail: Bool
        let email: String
    }

    struct ResetContent: Sendable {
        let valid: Bool
        let token: String
        let email: String
    }

    struct SignInContent: Sendable {
        let email: String
        let next: String
    }

    struct SignUpContent: Sendable {
        let email: String
        /// The invitation's token when the page was opened from one that still works.
        let invite: String?
        /// Why there is no form: sign-up is by invitation or closed, and none was given.
        let closedText: String?
    }

    /// "Forgot your password?": the form when the server has mail, else how to ask the admin.
    private func forgotPage(request: Request, context: AppRequestContext, typed: String = "", error: AppError? = nil) throws -> Response {
        var response = try services.page("forgot-password", title: "forgotPassword.title", tab: .none,
                                         content: ForgotContent(canMail: services.accounts.mailer != nil, email: typed),
                                         request: request, context: context, error: error, status: error?.status ?? .ok)
        if let retryAfter = error?.retryAfter { response.headers[.retryAfter] = String(retryAfter) }
        return response
    }

    /// A reset link's page: the form while the link works (with `error` after a refused password),
    /// else a 404 that says the link expired or was used.
    private func resetPage(token: String, request: Request, context: AppRequestContext, error: AppError? = nil) async throws -> Response {
        let link = try await services.accounts.passwordResetLink(token)
        return try services.page("reset-password", title: "resetPassword.title", tab: .none,
                                 content: ResetContent(valid: link != nil, token: token, email: link?.email ?? ""),
                                 request: request, context: context, error: link == nil ? nil : error,
                                 status: error?.status ?? (link == nil ? .notFound : .ok))
    }

    /// The sign-up page for this request: a form, a form for an invitation's address, or why not.
    private func signUpPage(request: Request, context: AppRequestContext, typed: String = "", invite: String?,
                            error: AppError? = nil) async throws -> Response {
        let invitation = try await services.accounts.invitation(invite)
        let policy = services.settings.signUpPolicy
        let closed = invitation == nil && policy != .open
        let content = SignUpContent(email: invitation?.email ?? typed, invite: invitation == nil ? nil : invite,
                                    closedText: closed ? context.localizer("error.signUpClosed.\(policy.rawValue)") : nil)
        return try services.page("sign-up", title: "signUp.title", tab: .none, content: content,
                                 request: request, context: context, error: error, status: error?.status ?? .ok)
    }

    func register<Base: RouterMethods>(on routes: CatalogedRoutes<Base>) {
        routes.get("/sign-in") { request, context in
            let next = safeNextPath(request.uri.queryParameters["next"].map(String.init))
            if context.identity != nil { return .seeOther(next) }
            return try services.page("sign-in", title: "signIn.title", tab: .none, content: SignInContent(email: "", next: next),
                                     request: request, context: context)
        }
        routes.post("/sign-in") { request, context in
            let form = try await services.form(SignInForm.self, from: request)
            try services.csrf.verify(form.csrfToken, request: request, context: context)
            let next = safeNextPath(form.next)
            do {
                let signedIn = try await services.accounts.signIn(email: form.email ?? "", password: form.password ?? "",
                                                                 address: context.clientAddress)
                var response = Response.seeOther(next)
                response.setCookie(services.sessionCookie(token: signedIn.token))
                return response
            } catch let error as AppError {
                var response = try services.page("sign-in", title: "signIn.title", tab: .none,
                                                 content: SignInContent(email: form.email ?? "", next: next),
                                                 request: request, context: context, error: error, status: error.status)
                if let retryAfter = error.retryAfter { response.headers[.retryAfter] = String(retryAfter) }
                return response
            }
        }
        routes.get("/sign-up") { request, context in
            if context.identity != nil { return .seeOther("/") }
            let invite = request.uri.queryParameters["invite"].map(String.init)
            // An invitation that no longer works says so, rather than showing a form that will fail.
            if let invite, !invite.isEmpty, try await services.accounts.invitation(invite) == nil {
                return try await signUpPage(request: request, context: context, invite: nil,
                                            error: AppError(.notFound, code: "invitation_invalid", text: .init("error.invitationInvalid")))
            }
            return try await signUpPage(request: request, context: context, invite: invite)
        }
        routes.post("/sign-up") { request, context in
            let form = try await services.form(SignUpForm.self, from: request)
            try services.csrf.verify(form.csrfToken, request: request, context: context)
            do {
                let signedIn = try await services.accounts.signUp(email: form.email ?? "", password: form.password ?? "",
                                                                 confirmation: form.passwordConfirmation ?? "", invite: form.invite)
                _ = try await services.keepChosenLanguage(of: request, for: signedIn.user)
                var response = Response.seeOther("/")
                response.setCookie(services.sessionCookie(token: signedIn.token))
                return response
            } catch let error as AppError {
                return try await signUpPage(request: request, context: context, typed: form.email ?? "", invite: form.invite, error: error)
            }
        }
        routes.get("/forgot-password") { request, context in
            try forgotPage(request: request, context: context)
        }
        routes.post("/forgot-password") { request, context in
            let form = try await services.verifiedForm(EmailForm.self, request: request, context: context)
            let email = form.email ?? ""
            do {
                try await services.accounts.requestPasswordReset(email: email, baseURL: services.origin(of: request, context: context),
                                                                 language: context.language, address: context.clientAddress)
            } catch let error as AppError {
                return try forgotPage(request: request, context: context, typed: email, error: error)
            } catch let error as Mailer.Failure {
                // The visitor hears the same as when it worked: the admin reads why in the log.
                context.logger.error("A password reset mail was not sent", metadata: ["error": "\(error)"])
            }
            return .seeOther("/sign-in", notice: "account.resetMailed")
        }
        routes.get("/reset-password") { request, context in
            try await resetPage(token: request.uri.queryParameters["token"].map(String.init) ?? "", request: request, context: context)
        }
        routes.post("/reset-password") { request, context in
            let form = try await services.verifiedForm(ResetForm.self, request: request, context: context)
            let token = form.token ?? ""
            do {
                _ = try await services.accounts.resetPassword(token: token, password: form.password ?? "",
                                                              confirmation: form.passwordConfirmation ?? "")
            } catch let error as AppError {
                return try await resetPage(token: token, request: request, context: context, error: error)
            }
            var response = Response.seeOther("/sign-in", notice: "account.passwordReset")
            // Whoever was signed in on this browser is signed out with the rest.
            response.setCookie(SessionCookie.expiredSession(secure: services.settings.secureCookies))
            return response
        }
        routes.post("/sign-out") { request, context in
            let form = try await services.form(TokenForm.self, from: request)
            try services.csrf.verify(form.csrfToken, request: request, context: context)
            if let token = request.cookies[SessionCookie.sessionName]?.value {
                try await services.accounts.signOut(token: token)
            }
            var response = Response.seeOther("/")
            response.setCookie(SessionCookie.expiredSession(secure: services.settings.secureCookies))
            return response
        }
    }
}
