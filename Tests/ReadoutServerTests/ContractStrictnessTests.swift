import Foundation
import HTTPTypes
import HummingbirdTesting
import NIOCore
import Testing
@testable import ReadoutServer

/// What Schemathesis found where the server and its OpenAPI description disagreed, fixed on the
/// server's side and kept fixed here (the contract run itself is Tests/Contract).
@Suite("API contract: 405 with Allow, RFC 3339 dates, requests refused as strictly as described")
struct ContractStrictnessTests {
    @Test func aKnownPathAskedWithAnotherMethodAnswers405WithAllow() async throws {
        try await TestApp.make().test { client in
            let cookie = try await client.signUp("allow@example.com")
            let trace = try await client.execute(uri: "/api/v1/photos", method: .init("TRACE")!, headers: apiHeaders(cookie: cookie))
            #expect(trace.status == .methodNotAllowed)
            #expect(trace.headers[.allow] == "GET, HEAD, POST")
            #expect(trace.errorCode == "method_not_allowed")
            // A fixed segment wins over a parameter, as in the router.
            let identify = try await client.execute(uri: "/api/v1/meters/identifications", method: .put, headers: apiHeaders(cookie: cookie))
            #expect(identify.headers[.allow] == "POST")
            let meter = try await client.execute(uri: "/api/v1/meters/\(UUID())", method: .patch, headers: apiHeaders(cookie: cookie))
            #expect(meter.headers[.allow] == "DELETE, GET, HEAD, PUT")
            let nowhere = try await client.execute(uri: "/api/v1/no/such/thing", method: .get, headers: apiHeaders(cookie: cookie))
            #expect(nowhere.status == .notFound)
            #expect(nowhere.headers[.allow] == nil)
        }
    }

    @Test func rfc3339DatesParseWithFractionsAndAnyOffset() throws {
        let reference = try #require(RFC3339Date.parse("2026-11-27T19:57:48Z"))
        let fraction = try #require(RFC3339Date.parse("2026-11-27T19:57:48.829Z")).timeIntervalSince(reference)
        #expect(abs(fraction - 0.829) < 0.001)
        #expect(RFC3339Date.parse("2026-11-27T20:57:48+01:00") == reference)
        // Beyond Foundation's ±18:00, within RFC 3339's ±23:59.
        #expect(RFC3339Date.parse("2026-11-26T20:03:48-23:54") == reference)
        #expect(RFC3339Date.parse("2026-11-27t19:57:48z") == reference)
        #expect(RFC3339Date.parse("") == nil)
        #expect(RFC3339Date.parse("2026-11-27T19:57:48+24:00") == nil)
        #expect(RFC3339Date.parse("yesterday") == nil)
    }

    @Test func requestsTheDescriptionRefusesAreRefused() async throws {
        try await TestApp.make().test { client in
            let cookie = try await client.signUp("strict@example.com")
            // The language member is required: an empty body is not "follow the browser".
            let empty = try await client.execute(uri: "/api/v1/me/language", method: .put, headers: apiHeaders(cookie: cookie), body: ByteBuffer(string: "{}"))
            #expect(empty.status == .badRequest)
            let follow = try await client.execute(uri: "/api/v1/me/language", method: .put, headers: apiHeaders(cookie: cookie), body: ByteBuffer(string: #"{"language":null}"#))
            #expect(follow.status == .ok)

            let notebook = try await client.execute(uri: "/api/v1/vocabulary/notebooks", method: .post, headers: apiHeaders(cookie: cookie), body: ByteBuffer(string: #"{"title":"Words"}"#))
            let id = try #require(try notebook.json()["id"] as? String)
            let badIds = try await client.execute(uri: "/api/v1/vocabulary/notebooks/\(id)/words/deletions", method: .post,
                                                  headers: apiHeaders(cookie: cookie), body: ByteBuffer(string: #"{"ids":[""]}"#))
            #expect(badIds.status == .badRequest)
            #expect(badIds.errorCode == "invalid_ids")

            let hidden = try await client.execute(uri: "/api/v1/vocabulary/extractions", method: .post, headers: apiHeaders(cookie: cookie),
                                                  body: ByteBuffer(string: #"{"text":"A few words.","hiddenCommonWords":-1}"#))
            #expect(hidden.errorCode == "invalid_level")

            // Tesseract's codes are ASCII; and a malformed query is refused even when the form has the field.
            let accented = try await client.uploadPhoto([0xFF, 0xD8], cookie: cookie, path: "/api/v1/recognize/text?languages=%C3%A9ng")
            #expect(accented.errorCode == "invalid_languages")
            let level = try await client.uploadPhoto([0xFF, 0xD8], cookie: cookie, path: "/api/v1/recognize/text?level=slow", extraFields: ["level": "fast"])
            #expect(level.errorCode == "invalid_level")
        }
    }
}
