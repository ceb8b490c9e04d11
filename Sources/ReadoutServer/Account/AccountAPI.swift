import Foundation
import Hummingbird
import ReadoutStore

/// `/api/v1/accounts` and `/api/v1/sessions`: sign up, sign in, sign out (here or everywhere), who
/// am I; `/api/v1/me`: language, password, export, deletion.
struct AccountAPI {
    let services: AppServices

    struct Credentials: Decodable {
        let email: String
        let password: String
        let passwordConfirmation: String?
        /// Sign-up only: the token of an invitation link (`readout user invite`).
        let invite: String?
    }

    struct AccountBody: Encodable {
        let id: String
        let email: String
        let createdAt: Date
        /// The language the user chose (`en`, `pl`), or null to follow the browser.
        let language: String?
        /// May manage accounts (the first account of a server, and those `readout user admin` names).
        let isAdmin: Bool

        func encode(to encoder: any Encoder) throws {
            var container = encoder.container(keyedBy: CodingKeys.self)
            try container.encode(id, forKey: .id)
            try container.encode(email, forKey: .email)
            try container.encode(createdAt, forKey: .createdAt)
            try container.encode(language, forKey: .language)  // null, not absent
            try container.encode(isAdmin, forKey: .isAdmin)
        }

        private enum CodingKeys: String, CodingKey { case id, email, createdAt, language, isAdmin }
    }

    /// `{"language": "pl"}`, or `null` to follow the browser; the member itself is required, so
    /// that an empty body is refused rather than read as "follow the browser".
    struct LanguageSetting: Decodable {
        let language: String?

        init(from decoder: any Decoder) throws {
            let container = try decoder.container(keyedBy: CodingKeys.self)
            guard container.contains(.language) else {
                throw DecodingError.keyNotFound(CodingKeys.language, .init(codingPath: [], debugDescription: "language is required (null follows the browser)."))
            }
            language = try container.decodeNil(forKey: .language) ? nil : container.decode(String.self, forKey: .language)
        }

        private enum CodingKeys: String, CodingKey { case language }
    }

    struct PasswordChange: Decodable {
        let currentPassword: String
        let newPassword: String
        let newPasswordConfirmation: String?
    }

    struct PasswordConfirmation: Decodable {
        let password: String
    }

    /// The export ZIP as a download named for the day: readout-export-2026-11-25.zip.
    static func exportResponse(_ zip: [UInt8], now: Date) -> Response {
        let day = ISO8601DateFormatter.string(from: now, timeZone: .gmt, formatOptions: [.withFullDate])
        return Download.response(zip, contentType: "application/zip", fileName: "readout-export-\(day).zip")
    }

    func register<Base: RouterMethods>(on routes: CatalogedRoutes<Base>) {
        routes.post("/accounts") { request, context in
            let credentials = try await request.decode(as: Credentials.self, context: context)
            var signedIn = try await services.accounts.signUp(email: credentials.email, password: credentials.password,
                                                             confirmation: credentials.passwordConfirmation, invite: credentials.invite)
            signedIn.user = try await services.keepChosenLanguage(of: request, for: signedIn.user)
            var response = try JSONResponse.make(Self.body(signedIn.user), status: .created)
            response.setCookie(services.sessionCookie(token: signedIn.token))
            return response
        }
        routes.post("/sessions") { request, context in
            let credentials = try await request.decode(as: Credentials.self, context: context)
            let signedIn = try await services.accounts.signIn(email: credentials.email, password: credentials.password,
                                                             address: context.clientAddress)
            var response = try JSONResponse.make(Self.body(signedIn.user))
            response.setCookie(services.sessionCookie(token: signedIn.token))
            return response
        }
        routes.delete("/sessions/current") { request, context in
            _ = try context.requireIdentity()
            if let token = request.cookies[SessionCookie.sessionName]?.value {
                try await services.accounts.signOut(token: token)
            }
            var response = Response(status: .noContent)
            response.setCookie(SessionCookie.expiredSession(secure: services.settings.secureCookies))
            return response
        }
        routes.delete("/sessions") { _, context in
            let user = try context.requireIdentity().user
            try await services.accounts.signOutEverywhere(user)
            var response = Response(status: .noContent)
            response.setCookie(SessionCookie.expiredSession(secure: services.settings.secureCookies))
            return response
        }
        routes.put("/me/password") { request, context in
            let user = try context.requireIdentity().user
            let change = try await request.decode(as: PasswordChange.self, context: context)
            try await services.accounts.changePassword(of: user, current: change.currentPassword, new: change.newPassword,
                                                       confirmation: change.newPasswordConfirmation,
                                                       keeping: request.cookies[SessionCookie.sessionName]?.value ?? "",
                                                       address: context.clientAddress)
            return Response(status: .noContent)
        }
        routes.get("/me/export") { _, context in
            let user = try context.requireIdentity().user
            return Self.exportResponse(try await services.accounts.export(user), now: Date())
        }
        routes.delete("/me") { request, context in
            let user = try context.requireIdentity().user
            let confirmation = try await request.decode(as: PasswordConfirmation.self, context: context)
            try await services.accounts.deleteAccount(user, password: confirmation.password, address: context.clientAddress)
            var response = Response(status: .noContent)
            response.setCookie(SessionCookie.expiredSession(secure: services.settings.secureCookies))
            return response
        }
        routes.get("/me") { _, context in
            try JSONResponse.make(Self.body(try context.requireIdentity().user))
        }
        routes.put("/me/language") { request, context in
            let user = try context.requireIdentity().user
            let setting = try await request.decode(as: LanguageSetting.self, context: context)
            var chosen: Language?
            if let tag = setting.language {
                guard let language = Language(rawValue: tag) else {
                    throw AppError.invalid(.init("error.unsupportedLanguage"), code: "unsupported_language")
                }
                chosen = language
            }
            let updated = try await services.accounts.setLanguage(chosen, of: user)
            return try JSONResponse.make(Self.body(updated))
        }
    }

    private static func body(_ user: ReadoutStore.User) -> AccountBody {
        AccountBody(id: user.id.uuidString.lowercased(), email: user.email, createdAt: user.createdAt,
                    language: user.language.flatMap(Language.init(tag:))?.tag, isAdmin: user.isAdmin)
    }
}
