import Foundation
import HTTPTypes
import HummingbirdTesting
import NIOCore
import Testing

@Suite("Accounts API: sign up, sign in, sign out, throttling")
struct AccountAPITests {
    @Test func signUpSetsAHardenedSessionCookieThatSignsTheUserIn() async throws {
        try await TestApp.make().test { client in
            let response = try await client.execute(uri: "/api/v1/accounts", method: .post, headers: apiHeaders(),
                                                    body: ByteBuffer(string: #"{"email":" Ada@Example.org ","password":"analytical engine"}"#))
            #expect(response.status == .created)
            let setCookie = try #require(response.headers[values: .setCookie].first { $0.hasPrefix("readout_session=") })
            #expect(setCookie.contains("HttpOnly"))
            #expect(setCookie.contains("SameSite=Lax"))
            #expect(setCookie.contains("Path=/"))
            #expect(try response.json()["email"] as? String == "ada@example.org")
            let cookie = try #require(response.sessionCookie)
            let me = try await client.execute(uri: "/api/v1/me", method: .get, headers: cookieHeader(cookie))
            #expect(me.status == .ok)
            #expect(try me.json()["email"] as? String == "ada@example.org")
        }
    }

    @Test func signUpRefusesBadInputWithActionableErrors() async throws {
        try await TestApp.make().test { client in
            func post(_ json: String) async throws -> TestResponse {
                try await client.execute(uri: "/api/v1/accounts", method: .post, headers: apiHeaders(), body: ByteBuffer(string: json))
            }
            let short = try await post(#"{"email":"a@b.org","password":"123456789"}"#)
            #expect(short.status == .unprocessableContent)
            #expect(short.errorCode == "weak_password")
            let email = try await post(#"{"email":"not-an-email","password":"long enough password"}"#)
            #expect(email.errorCode == "invalid_email")
            let mismatch = try await post(#"{"email":"a@b.org","password":"long enough password","passwordConfirmation":"other password!"}"#)
            #expect(mismatch.errorCode == "password_mismatch")
            let malformed = try await post(#"{"email": "a@b.org", "password": "#)
            #expect(malformed.status == .badRequest)
            #expect(malformed.errorCode == "malformed_body")
            let missing = try await post(#"{"email":"a@b.org"}"#)
            #expect(missing.status == .badRequest)
            #expect(missing.text.contains("password"))
            _ = try await client.signUp("taken@example.org")
            let duplicate = try await post(#"{"email":"TAKEN@example.org","password":"long enough password"}"#)
            #expect(duplicate.status == .conflict)
            #expect(duplicate.errorCode == "email_taken")
        }
    }

    @Test func writesWithoutTheReadoutHeaderAreRefused() async throws {
        try await TestApp.make().test { client in
            var headers = apiHeaders()
            headers[HTTPField.Name("X-Readout")!] = nil
            let response = try await client.execute(uri: "/api/v1/accounts", method: .post, headers: headers,
                                                    body: ByteBuffer(string: #"{"email":"a@b.org","password":"long enough password"}"#))
            #expect(response.status == .forbidden)
            #expect(response.errorCode == "csrf")
        }
    }

    @Test func signInSignOutAndTheSessionEnds() async throws {
        try await TestApp.make().test { client in
            _ = try await client.signUp("grace@example.org")
            let wrong = try await client.execute(uri: "/api/v1/sessions", method: .post, headers: apiHeaders(),
                                                 body: ByteBuffer(string: #"{"email":"grace@example.org","password":"wrong password!"}"#))
            #expect(wrong.status == .unauthorized)
            #expect(wrong.errorCode == "wrong_credentials")
            let unknown = try await client.execute(uri: "/api/v1/sessions", method: .post, headers: apiHeaders(),
                                                   body: ByteBuffer(string: #"{"email":"nobody@example.org","password":"wrong password!"}"#))
            #expect(unknown.text == wrong.text, "unknown accounts and wrong passwords must look alike")
            let right = try await client.execute(uri: "/api/v1/sessions", method: .post, headers: apiHeaders(),
                                                 body: ByteBuffer(string: #"{"email":"GRACE@example.org","password":"correct horse battery"}"#))
            #expect(right.status == .ok)
            let cookie = try #require(right.sessionCookie)
            let out = try await client.execute(uri: "/api/v1/sessions/current", method: .delete, headers: apiHeaders(cookie: cookie))
            #expect(out.status == .noContent)
            let after = try await client.execute(uri: "/api/v1/me", method: .get, headers: cookieHeader(cookie))
            #expect(after.status == .unauthorized)
            #expect(after.errorCode == "sign_in_required")
        }
    }

    @Test func repeatedFailuresAreThrottledPerAccountWithRetryAfter() async throws {
        try await TestApp.make { $0.failedSignInsPerAccount = 3 }.test { client in
            _ = try await client.signUp("turing@example.org")
            for _ in 0..<3 {
                let wrong = try await client.execute(uri: "/api/v1/sessions", method: .post, headers: apiHeaders(),
                                                     body: ByteBuffer(string: #"{"email":"turing@example.org","password":"not the password"}"#))
                #expect(wrong.status == .unauthorized)
            }
            // Even the right password waits now: the throttle is checked before the password.
            let blocked = try await client.execute(uri: "/api/v1/sessions", method: .post, headers: apiHeaders(),
                                                   body: ByteBuffer(string: #"{"email":"turing@example.org","password":"correct horse battery"}"#))
            #expect(blocked.status == .tooManyRequests)
            #expect(blocked.errorCode == "too_many_attempts")
            let retryAfter = try #require(blocked.headers[.retryAfter].flatMap(Int.init))
            #expect(retryAfter > 0 && retryAfter <= 15 * 60)
        }
    }

    @Test func repeatedFailuresAreThrottledPerAddressAcrossAccounts() async throws {
        try await TestApp.make { $0.failedSignInsPerAddress = 4 }.test { client in
            for index in 0..<4 {
                _ = try await client.execute(uri: "/api/v1/sessions", method: .post, headers: apiHeaders(),
                                             body: ByteBuffer(string: #"{"email":"user\#(index)@example.org","password":"guess guess guess"}"#))
            }
            let blocked = try await client.execute(uri: "/api/v1/sessions", method: .post, headers: apiHeaders(),
                                                   body: ByteBuffer(string: #"{"email":"fresh@example.org","password":"guess guess guess"}"#))
            #expect(blocked.status == .tooManyRequests)
        }
    }
}
