import Foundation
import HTTPTypes
import HummingbirdTesting
import NIOCore
import Testing

@Suite("Pages: titles, forms with CSRF tokens, sign-in redirects, escaping")
struct PageTests {
    @Test func publicPagesRenderWithTitlesAndNoExternalResources() async throws {
        try await TestApp.make().test { client in
            for (path, title) in [("/", "Home"), ("/about", "About"), ("/sign-in", "Sign in"), ("/sign-up", "Create account")] {
                let page = try await client.execute(uri: path, method: .get)
                #expect(page.status == .ok, "\(path)")
                #expect(page.headers[.contentType]?.hasPrefix("text/html") == true)
                #expect(page.text.contains("<title>\(title)"), "\(path) has no <title>\(title)")
                #expect(!page.text.contains("http://") && !page.text.contains("https://") || Self.onlyLocalLinks(page.text), "\(path) links outside")
                #expect(page.headers[.contentSecurityPolicy]?.contains("script-src 'self'") == true)
            }
            let home = try await client.execute(uri: "/", method: .get)
            for app in ["Filter Lab", "Math Sprint", "Vocabulary", "Homework", "Meters"] {
                #expect(home.text.contains(app), "home lacks \(app)")
            }
            let about = try await client.execute(uri: "/about", method: .get)
            #expect(about.text.contains("MNIST"))
            #expect(about.text.contains("0.4.0"))
            let missing = try await client.execute(uri: "/no/such/page", method: .get)
            #expect(missing.status == .notFound)
            #expect(missing.text.contains("<title>"))
        }
    }

    @Test func signUpFormNeedsItsCSRFTokenThenSignsIn() async throws {
        try await TestApp.make().test { client in
            let form = try await client.execute(uri: "/sign-up", method: .get)
            let token = try #require(Self.hiddenCSRF(in: form.text))
            let csrfCookie = try #require(form.headers[values: .setCookie].first { $0.hasPrefix("readout_csrf=") }?
                .split(separator: ";").first.map(String.init))
            var headers = cookieHeader(csrfCookie)
            headers[.contentType] = "application/x-www-form-urlencoded"
            let fields = "email=page%40example.org&password=long+enough+password&passwordConfirmation=long+enough+password"
            let forged = try await client.execute(uri: "/sign-up", method: .post, headers: headers, body: ByteBuffer(string: fields))
            #expect(forged.status == .forbidden)
            let wrongToken = try await client.execute(uri: "/sign-up", method: .post, headers: headers,
                                                      body: ByteBuffer(string: fields + "&csrfToken=" + String(repeating: "x", count: token.count)))
            #expect(wrongToken.status == .forbidden)
            let mismatch = try await client.execute(uri: "/sign-up", method: .post, headers: headers,
                                                    body: ByteBuffer(string: "email=page%40example.org&password=long+enough+password&passwordConfirmation=other+password+x&csrfToken=\(token)"))
            #expect(mismatch.status == .unprocessableContent)
            #expect(mismatch.text.contains("The two passwords differ"))
            #expect(mismatch.text.contains("page@example.org"), "the email is kept in the form")
            let created = try await client.execute(uri: "/sign-up", method: .post, headers: headers, body: ByteBuffer(string: fields + "&csrfToken=\(token)"))
            #expect(created.status == .seeOther)
            let session = try #require(created.sessionCookie)
            let photos = try await client.execute(uri: "/photos", method: .get, headers: cookieHeader(session))
            #expect(photos.status == .ok)
            #expect(photos.text.contains("page@example.org"))
        }
    }

    @Test func signInRedirectsBackToWhereTheUserWasGoingButNeverOffSite() async throws {
        try await TestApp.make().test { client in
            _ = try await client.signUp("back@example.org")
            let redirect = try await client.execute(uri: "/photos", method: .get)
            #expect(redirect.status == .seeOther)
            #expect(redirect.headers[.location] == "/sign-in?next=/photos")
            for (next, expected) in [("/photos", "/photos"), ("//evil.example/x", "/"), ("https://evil.example", "/")] {
                let form = try await client.execute(uri: "/sign-in", method: .get)
                let token = try #require(Self.hiddenCSRF(in: form.text))
                let csrfCookie = try #require(form.headers[values: .setCookie].first { $0.hasPrefix("readout_csrf=") }?
                    .split(separator: ";").first.map(String.init))
                var headers = cookieHeader(csrfCookie)
                headers[.contentType] = "application/x-www-form-urlencoded"
                let body = "email=back%40example.org&password=correct+horse+battery&csrfToken=\(token)&next=\(next.addingPercentEncoding(withAllowedCharacters: .alphanumerics) ?? "")"
                let response = try await client.execute(uri: "/sign-in", method: .post, headers: headers, body: ByteBuffer(string: body))
                #expect(response.status == .seeOther)
                #expect(response.headers[.location] == expected, "next=\(next)")
            }
        }
    }

    @Test func recognisedOrUserTextIsEscapedInPages() async throws {
        try await TestApp.make().test { client in
            let form = try await client.execute(uri: "/sign-in", method: .get)
            let token = try #require(Self.hiddenCSRF(in: form.text))
            let csrfCookie = try #require(form.headers[values: .setCookie].first { $0.hasPrefix("readout_csrf=") }?
                .split(separator: ";").first.map(String.init))
            var headers = cookieHeader(csrfCookie)
            headers[.contentType] = "application/x-www-form-urlencoded"
            let response = try await client.execute(uri: "/sign-in", method: .post, headers: headers,
                                                    body: ByteBuffer(string: "email=%3Cscript%3Ealert(1)%3C%2Fscript%3E&password=x&csrfToken=\(token)"))
            #expect(response.status == .unauthorized)
            #expect(!response.text.contains("<script>alert(1)</script>"))
            #expect(response.text.contains("&lt;script&gt;"))
        }
    }

    /// The value of the first hidden `csrfToken` input of a page.
    static func hiddenCSRF(in html: String) -> String? {
        guard let name = html.range(of: "name=\"csrfToken\"") else { return nil }
        let tail = html[name.upperBound...]
        guard let valueStart = tail.range(of: "value=\"") else { return nil }
        let rest = tail[valueStart.upperBound...]
        guard let end = rest.firstIndex(of: "\"") else { return nil }
        return String(rest[..<end])
    }

    /// True when every absolute URL in the page points back to this machine (none do today).
    static func onlyLocalLinks(_ html: String) -> Bool {
        !html.contains("src=\"http") && !html.contains("href=\"http")
    }
}
