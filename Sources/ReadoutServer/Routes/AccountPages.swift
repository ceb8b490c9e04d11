import Foundation
import Hummingbird

/// The sign-in, sign-up and sign-out pages; the same rules as the API through `AccountService`.
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
    }

    struct SignInContent: Sendable {
        let email: String
        let next: String
    }

    struct SignUpContent: Sendable {
        let email: String
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
            return try services.page("sign-up", title: "signUp.title", tab: .none, content: SignUpContent(email: ""),
                                     request: request, context: context)
        }
        routes.post("/sign-up") { request, context in
            let form = try await services.form(SignUpForm.self, from: request)
            try services.csrf.verify(form.csrfToken, request: request, context: context)
            do {
                let signedIn = try await services.accounts.signUp(email: form.email ?? "", password: form.password ?? "",
                                                                 confirmation: form.passwordConfirmation ?? "")
                _ = try await services.keepChosenLanguage(of: request, for: signedIn.user)
                var response = Response.seeOther("/")
                response.setCookie(services.sessionCookie(token: signedIn.token))
                return response
            } catch let error as AppError {
                return try services.page("sign-up", title: "signUp.title", tab: .none, content: SignUpContent(email: form.email ?? ""),
                                         request: request, context: context, error: error, status: error.status)
            }
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
