import Foundation
import Hummingbird
import ReadoutStore

extension AppServices {
    /// A new account keeps the language its visitor chose with the switch before signing up.
    func keepChosenLanguage(of request: Request, for user: ReadoutStore.User) async throws -> ReadoutStore.User {
        guard let tag = request.cookies[SessionCookie.languageName]?.value, let chosen = Language(tag: tag) else { return user }
        try await store.users.setLanguage(chosen.tag, id: user.id)
        return try await store.users.find(id: user.id) ?? user
    }
}

/// The language switch in every page's footer: `POST /language` with `language=pl` remembers the
/// choice in a cookie and, for a signed-in user, in their account (so every device follows it),
/// then goes back to the page it came from. Works without JavaScript.
struct LanguagePages {
    let services: AppServices

    struct LanguageForm: Decodable {
        let language: String?
        let csrfToken: String?
        let next: String?
    }

    func register<Base: RouterMethods>(on routes: CatalogedRoutes<Base>) {
        routes.post("/language") { request, context in
            let form = try await services.form(LanguageForm.self, from: request)
            try services.csrf.verify(form.csrfToken, request: request, context: context)
            // A language Readout does not speak is English, as everywhere else.
            let language = form.language.flatMap(Language.init(tag:)) ?? .fallback
            if let identity = context.identity {
                _ = try await services.accounts.setLanguage(language, of: identity.user)
            }
            var response = Response.seeOther(safeNextPath(form.next))
            response.setCookie(SessionCookie.language(language, secure: services.settings.secureCookies))
            return response
        }
    }
}
