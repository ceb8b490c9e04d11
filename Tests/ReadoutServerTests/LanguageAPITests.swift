import Foundation
import HTTPTypes
import HummingbirdTesting
import NIOCore
import Testing

@Suite("Languages over HTTP: pages, API errors, the account's setting, the footer switch")
struct LanguageAPITests {
    static func headers(_ acceptLanguage: String, cookie: String? = nil) -> HTTPFields {
        var headers = apiHeaders(cookie: cookie)
        headers[.acceptLanguage] = acceptLanguage
        return headers
    }

    @Test func pagesAndErrorsFollowAcceptLanguageWithStableCodes() async throws {
        try await TestApp.make().test { client in
            let home = try await client.execute(uri: "/", method: .get, headers: Self.headers("pl-PL,pl;q=0.9,en;q=0.5"))
            #expect(home.text.contains("<html lang=\"pl\">"))
            #expect(home.text.contains("Pięć aplikacji, jeden aparat"))
            #expect(home.headers[.contentLanguage] == "pl")
            #expect(!home.text.contains("[["), "a key without a message")

            let english = try await client.execute(uri: "/", method: .get, headers: Self.headers("de-DE,xx;q=0.8"))
            #expect(english.text.contains("<html lang=\"en\">"))
            #expect(english.text.contains("Five apps, one camera"))

            // The same refusal in both languages: the code stays, the message follows the reader.
            let body = ByteBuffer(string: #"{"email":"nobody@example.com","password":"wrong password!"}"#)
            let polish = try await client.execute(uri: "/api/v1/sessions", method: .post, headers: Self.headers("pl"), body: body)
            #expect(polish.status == .unauthorized)
            #expect(polish.errorCode == "wrong_credentials")
            #expect(polish.text.contains("nie pasują do żadnego konta"))
            let plain = try await client.execute(uri: "/api/v1/sessions", method: .post, headers: Self.headers("en"), body: body)
            #expect(plain.errorCode == "wrong_credentials")
            #expect(plain.text.contains("do not match an account"))

            let missing = try await client.execute(uri: "/no/such/page", method: .get, headers: Self.headers("pl"))
            #expect(missing.status == .notFound)
            #expect(missing.text.contains("Nie znaleziono"))
        }
    }

    @Test func theAccountSettingWinsOverTheBrowserAndRefusesLanguagesReadoutDoesNotSpeak() async throws {
        try await TestApp.make().test { client in
            let cookie = try await client.signUp("polka@example.com")
            let me = try await client.execute(uri: "/api/v1/me", method: .get, headers: Self.headers("en", cookie: cookie))
            #expect(try me.json()["language"] == nil || (try me.json()["language"] is NSNull))

            let set = try await client.execute(uri: "/api/v1/me/language", method: .put, headers: Self.headers("en", cookie: cookie),
                                               body: ByteBuffer(string: #"{"language":"pl"}"#))
            #expect(set.status == .ok)
            #expect(try set.json()["language"] as? String == "pl")

            let photos = try await client.execute(uri: "/photos", method: .get, headers: Self.headers("en-US,en", cookie: cookie))
            #expect(photos.text.contains("<html lang=\"pl\">"))
            #expect(photos.text.contains("Twoje zdjęcia"))
            let gone = try await client.execute(uri: "/api/v1/photos/\(UUID())", method: .get, headers: Self.headers("en", cookie: cookie))
            #expect(gone.errorCode == "not_found")
            #expect(gone.text.contains("Nie ma takiego zdjęcia"))

            let refused = try await client.execute(uri: "/api/v1/me/language", method: .put, headers: Self.headers("en", cookie: cookie),
                                                   body: ByteBuffer(string: #"{"language":"de"}"#))
            #expect(refused.status == .unprocessableContent)
            #expect(refused.errorCode == "unsupported_language")
            #expect(refused.text.contains("po polsku"), "the refusal is in the account's language")

            let reset = try await client.execute(uri: "/api/v1/me/language", method: .put, headers: Self.headers("en", cookie: cookie),
                                                 body: ByteBuffer(string: #"{"language":null}"#))
            #expect(reset.status == .ok)
            let back = try await client.execute(uri: "/photos", method: .get, headers: Self.headers("en", cookie: cookie))
            #expect(back.text.contains("<html lang=\"en\">"))

            let malformed = try await client.execute(uri: "/api/v1/me/language", method: .put, headers: Self.headers("pl", cookie: cookie),
                                                     body: ByteBuffer(string: #"{"language":"#))
            #expect(malformed.status == .badRequest)
            #expect(malformed.errorCode == "malformed_body")
        }
    }

    @Test func theFooterSwitchRemembersTheChoiceSignedOutAndInTheAccountSignedIn() async throws {
        try await TestApp.make().test { client in
            // Signed out: a cookie carries the choice.
            let page = try await client.execute(uri: "/about", method: .get)
            let token = try #require(PageTests.hiddenCSRF(in: page.text))
            let csrf = try #require(page.headers[values: .setCookie].first { $0.hasPrefix("readout_csrf=") }?
                .split(separator: ";").first.map(String.init))
            var form = cookieHeader(csrf)
            form[.contentType] = "application/x-www-form-urlencoded"
            let switched = try await client.execute(uri: "/language", method: .post, headers: form,
                                                    body: ByteBuffer(string: "language=pl&csrfToken=\(token)&next=%2Fabout"))
            #expect(switched.status == .seeOther)
            #expect(switched.headers[.location] == "/about")
            let language = try #require(switched.headers[values: .setCookie].first { $0.hasPrefix("readout_language=") }?
                .split(separator: ";").first.map(String.init))
            #expect(language == "readout_language=pl")
            let polish = try await client.execute(uri: "/about", method: .get, headers: cookieHeader("\(csrf); \(language)"))
            #expect(polish.text.contains("<html lang=\"pl\">"))
            #expect(polish.text.contains("Czym jest Readout"))

            // Without the form's token the switch refuses; an unknown language is English.
            let forged = try await client.execute(uri: "/language", method: .post, headers: form,
                                                  body: ByteBuffer(string: "language=pl&csrfToken=forged&next=%2F"))
            #expect(forged.status == .forbidden)
            let unknown = try await client.execute(uri: "/language", method: .post, headers: form,
                                                   body: ByteBuffer(string: "language=tlh&csrfToken=\(token)&next=https%3A%2F%2Fevil.example"))
            #expect(unknown.headers[.location] == "/")
            #expect(unknown.headers[values: .setCookie].contains { $0.hasPrefix("readout_language=en") })

            // Signed in: the account keeps it, so another device (no cookie) reads Polish too.
            let session = try await client.signUp("switch@example.com")
            let signedInPage = try await client.execute(uri: "/photos", method: .get, headers: cookieHeader(session))
            let sessionToken = try #require(PageTests.hiddenCSRF(in: signedInPage.text))
            var signedInForm = cookieHeader(session)
            signedInForm[.contentType] = "application/x-www-form-urlencoded"
            _ = try await client.execute(uri: "/language", method: .post, headers: signedInForm,
                                         body: ByteBuffer(string: "language=pl&csrfToken=\(sessionToken)&next=%2Fphotos"))
            let me = try await client.execute(uri: "/api/v1/me", method: .get, headers: cookieHeader(session))
            #expect(try me.json()["language"] as? String == "pl")
        }
    }
}
