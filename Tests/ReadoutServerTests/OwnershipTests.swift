import Foundation
import HTTPTypes
import HummingbirdTesting
import NIOCore
import Testing

/// Every route that names a record by id, tried with another user's id and with no session.
/// The routes come from the application's own catalogue, so a new route is covered the day it
/// is added.
@Suite("Ownership: other users' ids are 404, no session is 401 or a redirect")
struct OwnershipTests {
    /// Mallory asks with her session, then (API routes only) with an all:write access token of hers.
    @Test(arguments: [false, true])
    func everyRouteWithAnIdHidesOtherUsersRecords(withToken: Bool) async throws {
        let app = try await TestApp.make()
        // A token never reaches the account's own routes (/api/v1/tokens and /webhooks: 403 for
        // any id, AccessTokenTests).
        let routes = app.built.routes.routes.filter {
            $0.contains("{id}") && (!withToken || ($0.contains(" /api/") && !$0.contains("/api/v1/tokens/") && !$0.contains("/api/v1/webhooks/")))
        }
        #expect(routes.count >= 6)
        try await app.test { client in
            let alice = try await client.signUp("alice@example.org")
            let mallory = try await client.signUp("mallory@example.org")
            let upload = try await client.uploadPhoto(try samplePageBytes(), cookie: alice)
            let id = try #require(try upload.json()["id"] as? String)
            let started = try await client.execute(uri: "/api/v1/math-sprint/games", method: .post, headers: apiHeaders(cookie: alice),
                                                   body: ByteBuffer(string: #"{"mode":"normal"}"#))
            let game = try #require(try started.json()["id"] as? String)
            let webhook = try await WebhookDeliveryTests.makeWebhook(client, cookie: alice, url: "https://example.org/hook",
                                                                     events: ["meter.reading.saved"]).id
            let csrf = try await Self.csrfToken(client, cookie: mallory)
            let token = withToken ? try await AccessTokenTests.makeToken(client, cookie: mallory, scopes: ["all:write"]).secret : nil
            for route in routes {
                let parts = route.split(separator: " ", maxSplits: 1)
                let method = HTTPRequest.Method(rawValue: String(parts[0]))!
                // Each route gets a real record of Alice's of the kind it names.
                let record = route.contains("math-sprint/games") ? game : route.contains("webhooks") ? webhook : id
                let path = parts[1].replacingOccurrences(of: "{id}", with: record)
                let api = path.hasPrefix("/api/")
                var headers = api ? apiHeaders(cookie: mallory) : cookieHeader(mallory)
                if let token { headers = AccessTokenTests.bearer(token) }
                var body = ByteBuffer()
                if !api && method == .post {
                    headers[.contentType] = "application/x-www-form-urlencoded"
                    body = ByteBuffer(string: "csrfToken=\(csrf)")
                }
                let response = try await client.execute(uri: path, method: method, headers: headers, body: body)
                #expect(response.status == .notFound, "\(route) answered \(response.status) to another user")
            }
            // Alice still has her photo: nothing Mallory did reached it.
            let mine = try await client.execute(uri: "/api/v1/photos/\(id)", method: .get, headers: cookieHeader(alice))
            #expect(mine.status == .ok)
            let herGame = try await client.execute(uri: "/api/v1/math-sprint/games/\(game)", method: .get, headers: apiHeaders(cookie: alice))
            #expect(try herGame.json()["answered"] as? Int == 0, "Mallory's answers did not reach Alice's game")
        }
    }

    @Test func everyPrivateRouteNeedsASession() async throws {
        let app = try await TestApp.make()
        let publicRoutes: Set<String> = [
            "GET /", "GET /about", "GET /apps/{slug}", "GET /healthz", "GET /metrics", "GET /openapi.yaml",
            "GET /sign-in", "POST /sign-in", "GET /sign-up", "POST /sign-up",
            "GET /forgot-password", "POST /forgot-password", "GET /reset-password", "POST /reset-password",
            "POST /api/v1/accounts", "POST /api/v1/sessions",
            "GET /share/math-sprint/{token}", "GET /share/math-sprint/{token}/card.png",
            // The calendar feed: the secret in its path is the key (a wrong one is a 404).
            "GET /calendar/homework/{file}",
            // The glance's read-only link, the same way.
            "GET /glance/{secret}", "GET /glance/{secret}/words", "GET /glance/{secret}/events",
            // What installing the app needs before anyone signs in.
            "GET /manifest.webmanifest", "GET /service-worker.js", "GET /offline",
            // The share sheet's post: signed out it goes to sign-in, which says to share again
            // (WebAppTests covers it), rather than a 403 page after a share.
            "POST /share",
        ]
        let routes = app.built.routes.routes.filter { !publicRoutes.contains($0) }
        #expect(routes.count >= 10)
        try await app.test { client in
            for route in routes {
                let parts = route.split(separator: " ", maxSplits: 1)
                let method = HTTPRequest.Method(rawValue: String(parts[0]))!
                let path = parts[1].replacingOccurrences(of: "{id}", with: UUID().uuidString.lowercased())
                let api = path.hasPrefix("/api/")
                let response = try await client.execute(uri: path, method: method, headers: api ? apiHeaders() : [:])
                if api {
                    #expect(response.status == .unauthorized, "\(route) answered \(response.status) without a session")
                    #expect(response.errorCode == "sign_in_required", "\(route)")
                } else if method == .get {
                    #expect(response.status == .seeOther, "\(route) answered \(response.status) without a session")
                    #expect(response.headers[.location]?.hasPrefix("/sign-in?next=") == true, "\(route)")
                } else {
                    // Forms posted without a session fail the CSRF check or the sign-in check.
                    #expect([.forbidden, .unauthorized].contains(response.status), "\(route) answered \(response.status)")
                }
            }
        }
    }

    /// The CSRF token rendered into a signed-in page's forms.
    static func csrfToken(_ client: any TestClientProtocol, cookie: String) async throws -> String {
        let page = try await client.execute(uri: "/photos", method: .get, headers: cookieHeader(cookie))
        return try #require(PageTests.hiddenCSRF(in: page.text))
    }
}
