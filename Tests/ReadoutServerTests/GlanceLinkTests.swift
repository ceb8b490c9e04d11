import Foundation
import HTTPTypes
import Hummingbird
import HummingbirdTesting
import NIOCore
import Testing
@testable import ReadoutServer

/// The glance's read-only link: made, replaced and turned off by its owner; opens the glance
/// without a session; says nothing once revoked.
@Suite("Glance link: a revocable read-only address")
struct GlanceLinkTests {
    static func csrf(_ client: some TestClientProtocol, cookie: String) async throws -> String {
        let page = try await client.execute(uri: GlanceLinkRoutes.managePath, method: .get, headers: cookieHeader(cookie)).text
        let marker = #"name="csrfToken" value=""#
        guard let start = page.range(of: marker)?.upperBound, let end = page[start...].firstIndex(of: "\"") else {
            throw TestFailure("no CSRF token on the glance link page")
        }
        return String(page[start..<end])
    }

    static func post(_ client: some TestClientProtocol, _ path: String, cookie: String, token: String) async throws -> TestResponse {
        var headers = cookieHeader(cookie)
        headers[.contentType] = "application/x-www-form-urlencoded"
        return try await client.execute(uri: path, method: .post, headers: headers, body: ByteBuffer(string: "csrfToken=\(token)"))
    }

    /// The shared address on the management page.
    static func link(_ client: some TestClientProtocol, cookie: String) async throws -> String? {
        let page = try await client.execute(uri: GlanceLinkRoutes.managePath, method: .get, headers: cookieHeader(cookie)).text
        guard let range = page.range(of: #"/glance/[A-Za-z0-9_-]{32}"#, options: .regularExpression) else { return nil }
        return String(page[range])
    }

    @Test(arguments: TestEngine.all)
    func theOwnerMakesReplacesAndTurnsOffTheLink(engine: TestEngine) async throws {
        try await TestApp.make(engine: engine).test { client in
            let cookie = try await client.signUp("glance-\(engine)@example.com")
            #expect(try await Self.link(client, cookie: cookie) == nil)
            let token = try await Self.csrf(client, cookie: cookie)

            #expect(try await Self.post(client, GlanceLinkRoutes.managePath, cookie: cookie, token: "wrong").status == .forbidden)
            let made = try await Self.post(client, GlanceLinkRoutes.managePath, cookie: cookie, token: token)
            #expect(made.status == .seeOther)
            let first = try #require(try await Self.link(client, cookie: cookie))

            // No session: the glance, its words and its live stream open with the secret alone.
            let page = try await client.execute(uri: first, method: .get)
            #expect(page.status == .ok)
            #expect(page.text.contains("data-shared") && page.text.contains("data-events-url=\"\(first)/events\""))
            #expect(page.headers[HTTPField.Name("Referrer-Policy")!] == "no-referrer")
            #expect(!page.text.contains("glance-\(engine)@example.com"))
            let words = try await client.execute(uri: first + "/words", method: .get)
            #expect(words.status == .ok)
            #expect((try words.json())["words"] is [Any])

            // A new link: the old address stops working at once.
            #expect(try await Self.post(client, GlanceLinkRoutes.managePath, cookie: cookie, token: token).status == .seeOther)
            let second = try #require(try await Self.link(client, cookie: cookie))
            #expect(second != first)
            #expect(try await client.execute(uri: first, method: .get).status == .notFound)
            #expect(try await client.execute(uri: first + "/words", method: .get).status == .notFound)
            #expect(try await client.execute(uri: second, method: .get).status == .ok)

            // Off: nothing opens.
            #expect(try await Self.post(client, GlanceLinkRoutes.managePath + "/delete", cookie: cookie, token: token).status == .seeOther)
            #expect(try await Self.link(client, cookie: cookie) == nil)
            #expect(try await client.execute(uri: second, method: .get).status == .notFound)
            #expect(try await client.execute(uri: second + "/events", method: .get).status == .notFound)
        }
    }

    @Test func guessedOrOverlongSecretsFindNothing() async throws {
        try await TestApp.make().test { client in
            for path in ["/glance/not-a-secret", "/glance/" + String(repeating: "a", count: 500), "/glance/%00/words"] {
                let answer = try await client.execute(uri: path, method: .get)
                #expect(answer.status == .notFound, "\(path)")
            }
        }
    }

    @Test func theLinkGoesWithTheAccount() async throws {
        let app = try await TestApp.make()
        let store = app.store
        try await app.test { client in
            let cookie = try await client.signUp("glance-gone@example.com")
            let token = try await Self.csrf(client, cookie: cookie)
            _ = try await Self.post(client, GlanceLinkRoutes.managePath, cookie: cookie, token: token)
            let link = try #require(try await Self.link(client, cookie: cookie))
            let user = try #require(try await store.users.find(email: "glance-gone@example.com"))
            _ = try await store.users.delete(id: user.id)
            #expect(try await client.execute(uri: link, method: .get).status == .notFound)
        }
    }
}
