import Foundation
import HTTPTypes
import HummingbirdTesting
import NIOCore
import ReadoutStore
import Testing

/// Personal access tokens: made by a signed-in person, used by scripts as `Authorization: Bearer`
/// on `/api/v1` only, within their scopes, until revoked or expired.
@Suite("Access tokens: scopes, expiry, revocation, no CSRF header, never on pages")
struct AccessTokenTests {
    static func bearer(_ secret: String, json: Bool = true) -> HTTPFields {
        var headers = HTTPFields()
        headers[.authorization] = "Bearer \(secret)"
        if json { headers[.contentType] = "application/json" }
        return headers
    }

    /// Makes a token through the API as the person behind `cookie`; returns its secret and id.
    static func makeToken(_ client: any TestClientProtocol, cookie: String, scopes: [String], days: Int? = nil) async throws -> (secret: String, id: String) {
        let body = #"{"name":"script","scopes":[\#(scopes.map { "\"\($0)\"" }.joined(separator: ","))],"expiresInDays":\#(days.map(String.init) ?? "null")}"#
        let made = try await client.execute(uri: "/api/v1/tokens", method: .post, headers: apiHeaders(cookie: cookie), body: ByteBuffer(string: body))
        guard made.status == .created else { throw TestFailure("token: \(made.status) \(made.text)") }
        let json = try made.json()
        let token = try #require(json["token"] as? [String: Any])
        return (try #require(json["secret"] as? String), try #require(token["id"] as? String))
    }

    @Test(arguments: TestEngine.all)
    func aReadTokenReadsItsAppAndCannotWrite(engine: TestEngine) async throws {
        try await TestApp.make(engine: engine).test { client in
            let cookie = try await client.signUp("script@example.org")
            let (secret, _) = try await Self.makeToken(client, cookie: cookie, scopes: ["meters:read"])
            #expect(secret.hasPrefix("ro_") && secret.count == 46)

            let list = try await client.execute(uri: "/api/v1/meters", method: .get, headers: Self.bearer(secret))
            #expect(list.status == .ok)
            let write = try await client.execute(uri: "/api/v1/meters", method: .post, headers: Self.bearer(secret), body: ByteBuffer(string: #"{"name":"Water"}"#))
            #expect(write.status == .forbidden)
            #expect(write.errorCode == "insufficient_scope")
            #expect(write.headers[.wwwAuthenticate]?.contains(#"error="insufficient_scope""#) == true)
            let otherApp = try await client.execute(uri: "/api/v1/homework/items", method: .get, headers: Self.bearer(secret))
            #expect(otherApp.errorCode == "insufficient_scope")
            // Whose token it is, yes; the account itself, no.
            let me = try await client.execute(uri: "/api/v1/me", method: .get, headers: Self.bearer(secret))
            #expect(try me.json()["email"] as? String == "script@example.org")
            let tokens = try await client.execute(uri: "/api/v1/tokens", method: .get, headers: Self.bearer(secret))
            #expect(tokens.status == .forbidden)

            // The list shows the token and when it was used, never its secret.
            let listed = try await client.execute(uri: "/api/v1/tokens", method: .get, headers: apiHeaders(cookie: cookie))
            #expect(!listed.text.contains(secret))
            let first = try #require((try listed.json()["tokens"] as? [[String: Any]])?.first)
            #expect(first["scopes"] as? [String] == ["meters:read"])
            #expect(first["lastUsedAt"] is String)
            #expect(first["expiresAt"] is NSNull)
        }
    }

    @Test(arguments: TestEngine.all)
    func aWriteTokenNeedsNoCSRFHeaderAndWorksOnlyUnderTheAPI(engine: TestEngine) async throws {
        try await TestApp.make(engine: engine).test { client in
            let cookie = try await client.signUp("writer@example.org")
            let (secret, _) = try await Self.makeToken(client, cookie: cookie, scopes: ["meters:write"])
            let made = try await client.execute(uri: "/api/v1/meters", method: .post, headers: Self.bearer(secret), body: ByteBuffer(string: #"{"name":"Water"}"#))
            #expect(made.status == .created, "no X-Readout header needed: \(made.text)")
            // A cookie without the header is still refused: the exemption is the token's.
            let cookieOnly = try await client.execute(uri: "/api/v1/meters", method: .post, headers: cookieHeader(cookie), body: ByteBuffer(string: #"{"name":"Gas"}"#))
            #expect(cookieOnly.errorCode == "csrf")
            // Pages never take a token: they ask to sign in.
            let page = try await client.execute(uri: "/apps/meters", method: .get, headers: Self.bearer(secret, json: false))
            #expect(page.status == .seeOther)
        }
    }

    @Test(arguments: TestEngine.all)
    func revokedExpiredAndUnknownTokensAre401(engine: TestEngine) async throws {
        let app = try await TestApp.make(engine: engine)
        let store = app.store
        try await app.test { client in
            let cookie = try await client.signUp("revoker@example.org")
            let (secret, id) = try await Self.makeToken(client, cookie: cookie, scopes: ["all:read"])
            #expect(try await client.execute(uri: "/api/v1/photos", method: .get, headers: Self.bearer(secret)).status == .ok)
            let revoked = try await client.execute(uri: "/api/v1/tokens/\(id)", method: .delete, headers: apiHeaders(cookie: cookie))
            #expect(revoked.status == .noContent)
            let after = try await client.execute(uri: "/api/v1/photos", method: .get, headers: Self.bearer(secret))
            #expect(after.status == .unauthorized)
            #expect(after.errorCode == "invalid_token")
            #expect(after.headers[.wwwAuthenticate]?.contains(#"error="invalid_token""#) == true)

            // One that expired a moment ago (made through the store, as no request can make one in the past).
            let user = try #require(try await store.users.find(email: "revoker@example.org"))
            let expired = try await store.accessTokens.create(owner: user.id, name: "old", scopes: ["all:read"],
                                                                  expiresAt: Date().addingTimeInterval(-1))
            #expect(try await client.execute(uri: "/api/v1/photos", method: .get, headers: Self.bearer(expired.secret)).errorCode == "invalid_token")
            #expect(try await client.execute(uri: "/api/v1/photos", method: .get, headers: Self.bearer("ro_nonsense")).errorCode == "invalid_token")
            // The account page still lists it, marked expired, so its name explains the 401.
            let page = try await client.execute(uri: "/account", method: .get, headers: cookieHeader(cookie)).text
            #expect(page.contains("data-token-expired>expired "))

            // Bad requests for a token are refused with their reasons.
            for (body, code) in [(#"{"name":" ","scopes":["all:read"]}"#, "invalid_token_name"),
                                 (#"{"name":"x","scopes":["everything"]}"#, "invalid_scope"),
                                 (#"{"name":"x","scopes":["all:read"],"expiresInDays":0}"#, "invalid_expiry")] {
                let refused = try await client.execute(uri: "/api/v1/tokens", method: .post, headers: apiHeaders(cookie: cookie), body: ByteBuffer(string: body))
                #expect(refused.errorCode == code, "\(body)")
            }
            // Someone else's token id is not found.
            let other = try await client.signUp("other@example.org")
            let (_, otherID) = try await Self.makeToken(client, cookie: other, scopes: ["all:read"])
            #expect(try await client.execute(uri: "/api/v1/tokens/\(otherID)", method: .delete, headers: apiHeaders(cookie: cookie)).status == .notFound)
        }
    }
}
