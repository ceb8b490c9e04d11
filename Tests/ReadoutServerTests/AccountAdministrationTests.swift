import Foundation
import HTTPTypes
import HummingbirdTesting
import NIOCore
import ReadoutServer
import ReadoutStore
import Testing

/// The admin's day one through the HTTP API and pages, on both engines: the first account is the
/// admin; sign-up open, by invitation or closed; a disabled account signed out and refused; a
/// password-reset link that works once, within its hour, and signs the account out everywhere.
@Suite("Account administration")
struct AccountAdministrationTests {
    func signUp(_ client: any TestClientProtocol, _ email: String, invite: String? = nil) async throws -> TestResponse {
        let invitation = invite.map { #","invite":"\#($0)""# } ?? ""
        return try await client.execute(uri: "/api/v1/accounts", method: .post, headers: apiHeaders(),
                                        body: ByteBuffer(string: #"{"email":"\#(email)","password":"long enough password"\#(invitation)}"#))
    }

    func signIn(_ client: any TestClientProtocol, _ email: String, _ password: String) async throws -> TestResponse {
        try await client.execute(uri: "/api/v1/sessions", method: .post, headers: apiHeaders(),
                                 body: ByteBuffer(string: #"{"email":"\#(email)","password":"\#(password)"}"#))
    }

    func cookie(_ response: TestResponse) -> String? {
        response.headers[.setCookie]?.split(separator: ";").first.map(String.init)
    }

    /// The token at the end of a link the admin printed.
    func token(_ link: String) -> String {
        String(link.split(separator: "=").last ?? "")
    }

    @Test(arguments: TestEngine.all)
    func theFirstAccountIsTheAdminAndDisablingSignsOut(engine: TestEngine) async throws {
        let app = try await TestApp.make(engine: engine)
        let admin = AccountAdministration(store: app.store)
        try await app.test { client in
            let first = try await signUp(client, "ada@example.org")
            #expect(try first.json()["isAdmin"] as? Bool == true, "the first account of a server is its admin")
            let second = try await signUp(client, "bob@example.org")
            #expect(try second.json()["isAdmin"] as? Bool == false)
            let bob = try #require(cookie(second))

            let disabled = try await admin.setDisabled(true, email: "BOB@example.org ")
            #expect(disabled.isDisabled)
            let me = try await client.execute(uri: "/api/v1/me", method: .get, headers: apiHeaders(cookie: bob))
            #expect(me.status == .unauthorized, "a disabled account's sessions end at once")
            let refused = try await signIn(client, "bob@example.org", "long enough password")
            #expect(refused.status == .forbidden && refused.errorCode == "account_disabled")
            let guessed = try await signIn(client, "bob@example.org", "a wrong password")
            #expect(guessed.errorCode == "wrong_credentials", "a wrong password learns nothing about the account")

            _ = try await admin.setDisabled(false, email: "bob@example.org")
            #expect(try await signIn(client, "bob@example.org", "long enough password").status == .ok)
            #expect(try await admin.users().map(\.email) == ["ada@example.org", "bob@example.org"])
            #expect(try await admin.setAdmin(true, email: "bob@example.org").isAdmin)
            await #expect(throws: AccountAdministration.Failure.self) { try await admin.setDisabled(true, email: "nobody@example.org") }
        }
    }

    @Test func signUpByInvitationOnlyAndClosed() async throws {
        for policy in [SignUpPolicy.invitation, .closed] {
            let app = try await TestApp.make { $0.signUpPolicy = policy }
            let admin = AccountAdministration(store: app.store)
            try await app.test { client in
                let uninvited = try await signUp(client, "eve@example.org")
                #expect(uninvited.status == .forbidden && uninvited.errorCode == "sign_up_closed", "\(policy)")
                let page = try await client.execute(uri: "/sign-up", method: .get)
                #expect(page.text.contains("data-sign-up-closed") && !page.text.contains("data-sign-up>"), "no form, but why not")

                let link = try await admin.invitationLink(email: "Cleo@Example.org", baseURL: "https://readout.example.org")
                #expect(link.hasPrefix("https://readout.example.org/sign-up?invite="))
                let invited = try await client.execute(uri: "/sign-up?invite=\(token(link))", method: .get)
                #expect(invited.status == .ok && invited.text.contains("value=\"cleo@example.org\"") && invited.text.contains("readonly"))
                // The invited address is the account's, whatever was typed.
                let joined = try await signUp(client, "someone-else@example.org", invite: token(link))
                #expect(joined.status == .created, "\(joined.text)")
                #expect(try joined.json()["email"] as? String == "cleo@example.org")
                let again = try await signUp(client, "dan@example.org", invite: token(link))
                #expect(again.status == .forbidden && again.errorCode == "invitation_invalid", "an invitation works once")
                await #expect(throws: AccountAdministration.Failure.self) {
                    try await admin.invitationLink(email: "cleo@example.org", baseURL: "https://readout.example.org")
                }
            }
        }
    }

    @Test(arguments: TestEngine.all)
    func aResetLinkSetsANewPasswordOnceWithinItsHour(engine: TestEngine) async throws {
        let app = try await TestApp.make(engine: engine)
        let admin = AccountAdministration(store: app.store)
        try await app.test { client in
            let old = try #require(cookie(try await signUp(client, "ada@example.org")))
            let link = try await admin.passwordResetLink(email: "ada@example.org", baseURL: "http://127.0.0.1:8080")
            #expect(link.hasPrefix("http://127.0.0.1:8080/reset-password?token="))
            let page = try await client.execute(uri: "/reset-password?token=\(token(link))", method: .get)
            #expect(page.status == .ok && page.text.contains("ada@example.org"))
            let csrf = try #require(page.csrfToken, "the form carries its CSRF token")
            var form = HTTPFields()
            form[.contentType] = "application/x-www-form-urlencoded"
            form[.cookie] = try #require(page.csrfCookie)
            func post(_ password: String) async throws -> TestResponse {
                try await client.execute(uri: "/reset-password", method: .post, headers: form,
                                         body: ByteBuffer(string: "csrfToken=\(csrf)&token=\(token(link))&password=\(password)&passwordConfirmation=\(password)"))
            }
            #expect(try await post("short").status == .unprocessableContent, "the password rules hold")
            let done = try await post("a%20brand%20new%20password")
            #expect(done.status == .seeOther && done.headers[.location] == "/sign-in?notice=account.passwordReset")
            #expect(try await client.execute(uri: "/api/v1/me", method: .get, headers: apiHeaders(cookie: old)).status == .unauthorized,
                    "every session of the account ends")
            #expect(try await signIn(client, "ada@example.org", "long enough password").status == .unauthorized)
            #expect(try await signIn(client, "ada@example.org", "a brand new password").status == .ok)
            #expect(try await post("another%20new%20password").status == .notFound, "a link works once")
            #expect(try await client.execute(uri: "/reset-password?token=\(token(link))", method: .get).status == .notFound)

            let stale = try await admin.passwordResetLink(email: "ada@example.org", baseURL: "", now: Date().addingTimeInterval(-3_601))
            #expect(try await client.execute(uri: "/reset-password?token=\(token(stale))", method: .get).status == .notFound, "an hour, no more")
            #expect(try await client.execute(uri: "/reset-password?token=made-up", method: .get).status == .notFound)
        }
    }

    @Test func withoutMailTheForgottenPasswordPageSaysToAskTheAdmin() async throws {
        try await TestApp.make().test { client in
            let page = try await client.execute(uri: "/forgot-password", method: .get)
            #expect(page.status == .ok && page.text.contains("data-ask-admin") && page.text.contains("readout user reset-password"))
            let signIn = try await client.execute(uri: "/sign-in", method: .get)
            #expect(signIn.text.contains("href=\"/forgot-password\""))
        }
    }

    @Test func theAdminPageIsTheAdminsAlone() async throws {
        let app = try await TestApp.make()
        let store = app.store
        try await app.test { client in
            let ada = try await client.signUp("ada@example.org")
            let bob = try await client.signUp("bob@example.org")
            #expect(try await client.execute(uri: "/admin", method: .get, headers: cookieHeader(bob)).status == .notFound,
                    "not an admin: no such page")
            let page = try await client.execute(uri: "/admin", method: .get, headers: cookieHeader(ada))
            #expect(page.status == .ok && page.text.contains("bob@example.org"))
            let csrf = try #require(page.csrfToken)
            let bobID = try #require(try await store.users.find(email: "bob@example.org")).id.uuidString.lowercased()
            var headers = cookieHeader(ada)
            headers[.contentType] = "application/x-www-form-urlencoded"
            let disabled = try await client.execute(uri: "/admin/users/\(bobID)/disable", method: .post, headers: headers,
                                                    body: ByteBuffer(string: "csrfToken=\(csrf)"))
            #expect(disabled.status == .seeOther && disabled.headers[.location] == "/admin?notice=admin.disabled")
            #expect(try await client.execute(uri: "/api/v1/me", method: .get, headers: apiHeaders(cookie: bob)).status == .unauthorized)
            let link = try await client.execute(uri: "/admin/users/\(bobID)/reset-link", method: .post, headers: headers,
                                                body: ByteBuffer(string: "csrfToken=\(csrf)"))
            #expect(link.status == .ok && link.text.contains("/reset-password?token="))
            let invite = try await client.execute(uri: "/admin/invitations", method: .post, headers: headers,
                                                  body: ByteBuffer(string: "csrfToken=\(csrf)&email=cleo%40example.org"))
            #expect(invite.status == .ok && invite.text.contains("/sign-up?invite="))
            let taken = try await client.execute(uri: "/admin/invitations", method: .post, headers: headers,
                                                 body: ByteBuffer(string: "csrfToken=\(csrf)&email=bob%40example.org"))
            #expect(taken.status == .conflict)
            let adaID = try #require(try await store.users.find(email: "ada@example.org")).id.uuidString.lowercased()
            let yourself = try await client.execute(uri: "/admin/users/\(adaID)/disable", method: .post, headers: headers,
                                                    body: ByteBuffer(string: "csrfToken=\(csrf)"))
            #expect(yourself.status == .unprocessableContent, "an admin cannot lock themselves out here")
        }
    }
}
