import Foundation
import HTTPTypes
import HummingbirdTesting
import Logging
import NIOCore
import ReadoutImage
import Testing
@testable import ReadoutServer

/// `Idempotency-Key` on the three routes a phone retries after being offline: photo uploads,
/// meter readings and homework items.
@Suite("Idempotency keys over the API")
struct IdempotencyAPITests {
    static let key = HTTPField.Name("Idempotency-Key")!
    static let replayed = HTTPField.Name("Idempotent-Replayed")!

    func send(_ client: any TestClientProtocol, _ method: HTTPRequest.Method, _ path: String, _ body: String = "",
              cookie: String, key: String? = nil) async throws -> TestResponse {
        var headers = apiHeaders(cookie: cookie)
        headers[Self.key] = key
        return try await client.execute(uri: path, method: method, headers: headers, body: ByteBuffer(string: body))
    }

    /// A multipart upload with a boundary of its own each time, as a browser builds it.
    func upload(_ client: any TestClientProtocol, _ bytes: [UInt8], cookie: String, key: String?) async throws -> TestResponse {
        let boundary = "boundary-\(UUID().uuidString)"
        var body = ByteBuffer()
        body.writeString("--\(boundary)\r\nContent-Disposition: form-data; name=\"image\"; filename=\"blob\"\r\nContent-Type: image/png\r\n\r\n")
        body.writeBytes(bytes)
        body.writeString("\r\n--\(boundary)--\r\n")
        var headers = apiHeaders(cookie: cookie, contentType: "multipart/form-data; boundary=\(boundary)")
        headers[Self.key] = key
        return try await client.execute(uri: "/api/v1/photos", method: .post, headers: headers, body: body)
    }

    func png(shade: UInt8) throws -> [UInt8] {
        Array(try Image(width: 8, height: 8, format: .gray, filledWith: shade).encoded(as: .png))
    }

    func photoCount(_ client: any TestClientProtocol, cookie: String) async throws -> Int {
        let list = try await client.execute(uri: "/api/v1/photos", method: .get, headers: cookieHeader(cookie))
        return (try list.json()["photos"] as? [Any])?.count ?? -1
    }

    @Test("a repeated upload answers the first, once per user; another body is reuse; a malformed key is refused", arguments: TestEngine.all)
    func photoUploads(engine: TestEngine) async throws {
        try await TestApp.make(engine: engine).test { client in
            let ada = try await client.signUp("ada@example.org")
            let bytes = try png(shade: 10)
            let first = try await upload(client, bytes, cookie: ada, key: "photo-key-0001")
            #expect(first.status == .created, "\(first.text)")
            #expect(first.headers[Self.replayed] == nil)
            let again = try await upload(client, bytes, cookie: ada, key: "photo-key-0001")
            #expect(again.status == .created, "the first answer, not the 200 of a photo stored before")
            #expect(again.headers[Self.replayed] == "true")
            #expect(again.text == first.text)
            #expect(again.headers[.location] == first.headers[.location])
            #expect(try await photoCount(client, cookie: ada) == 1)

            let other = try await upload(client, try png(shade: 200), cookie: ada, key: "photo-key-0001")
            #expect(other.status == .unprocessableContent && other.errorCode == "idempotency_key_reused", "\(other.text)")
            #expect(try await photoCount(client, cookie: ada) == 1)

            for malformed in ["short", String(repeating: "k", count: 129), "has space 123", "ünïcode-key"] {
                let refused = try await upload(client, bytes, cookie: ada, key: malformed)
                #expect(refused.status == .badRequest && refused.errorCode == "invalid_idempotency_key", "\(malformed): \(refused.text)")
            }

            let eve = try await client.signUp("eve@example.org")
            let evesOwn = try await upload(client, bytes, cookie: eve, key: "photo-key-0001")
            #expect(evesOwn.status == .created && evesOwn.headers[Self.replayed] == nil, "another user's key is their own")
            #expect(try evesOwn.json()["id"] as? String != nil)
            #expect(try await photoCount(client, cookie: eve) == 1)
        }
    }

    @Test("a repeated reading is saved once; the key on another route is reuse", arguments: TestEngine.all)
    func meterReadings(engine: TestEngine) async throws {
        try await TestApp.make(engine: engine).test { client in
            let ada = try await client.signUp("ada@example.org")
            let meter = try await send(client, .post, "/api/v1/meters", #"{"name":"Water","kind":"water","integerDigits":5,"decimalDigits":0}"#, cookie: ada)
            let base = "/api/v1/meters/\(try #require(try meter.json()["id"] as? String))"
            let body = #"{"value":531,"takenAt":"2026-11-26T10:00:00Z"}"#
            let first = try await send(client, .post, "\(base)/readings", body, cookie: ada, key: "reading-key-1")
            #expect(first.status == .created, "\(first.text)")
            let again = try await send(client, .post, "\(base)/readings", body, cookie: ada, key: "reading-key-1")
            #expect(again.status == .created && again.headers[Self.replayed] == "true")
            #expect(try again.json()["id"] as? String == (try first.json()["id"] as? String))
            let readings = try await send(client, .get, "\(base)/readings", cookie: ada).json()["readings"] as? [Any]
            #expect(readings?.count == 1)

            let elsewhere = try await send(client, .post, "/api/v1/homework/items", #"{"title":"Essay","dueDay":"2026-03-20"}"#,
                                           cookie: ada, key: "reading-key-1")
            #expect(elsewhere.status == .unprocessableContent && elsewhere.errorCode == "idempotency_key_reused")
        }
    }

    @Test("a refused request is not remembered: the retry does the work", arguments: TestEngine.all)
    func failureIsNotStored(engine: TestEngine) async throws {
        try await TestApp.make(engine: engine).test { client in
            let ada = try await client.signUp("ada@example.org")
            let meter = try await send(client, .post, "/api/v1/meters", #"{"name":"Water","kind":"water","integerDigits":5,"decimalDigits":0}"#, cookie: ada)
            let base = "/api/v1/meters/\(try #require(try meter.json()["id"] as? String))"
            let earlier = try await send(client, .post, "\(base)/readings", #"{"value":531,"takenAt":"2026-11-26T10:00:00Z"}"#, cookie: ada)
            let misread = #"{"value":99079,"takenAt":"2026-11-26T10:01:00Z"}"#
            let refused = try await send(client, .post, "\(base)/readings", misread, cookie: ada, key: "retry-key-1")
            #expect(refused.status == .conflict && refused.errorCode == "implausible_reading", "\(refused.text)")
            // Without the earlier reading the same request is plausible: the retry must be done, not replayed.
            let earlierID = try #require(try earlier.json()["id"] as? String)
            #expect(try await send(client, .delete, "\(base)/readings/\(earlierID)", cookie: ada).status == .noContent)
            let retried = try await send(client, .post, "\(base)/readings", misread, cookie: ada, key: "retry-key-1")
            #expect(retried.status == .created && retried.headers[Self.replayed] == nil, "\(retried.text)")
            let replayed = try await send(client, .post, "\(base)/readings", misread, cookie: ada, key: "retry-key-1")
            #expect(replayed.status == .created && replayed.headers[Self.replayed] == "true")
        }
    }

    @Test("a repeated homework item is saved once; keys are forgotten by housekeeping after a day", arguments: TestEngine.all)
    func homeworkAndExpiry(engine: TestEngine) async throws {
        let app = try await TestApp.make(engine: engine)
        let store = app.store
        try await app.test { client in
            let ada = try await client.signUp("ada@example.org")
            let body = #"{"title":"Essay","dueDay":"2026-03-20"}"#
            let first = try await send(client, .post, "/api/v1/homework/items", body, cookie: ada, key: "homework-key-1")
            #expect(first.status == .created, "\(first.text)")
            let again = try await send(client, .post, "/api/v1/homework/items", body, cookie: ada, key: "homework-key-1")
            #expect(again.headers[Self.replayed] == "true" && again.text == first.text)
            func count() async throws -> Int? {
                (try await send(client, .get, "/api/v1/homework/items?filter=all", cookie: ada).json()["items"] as? [Any])?.count
            }
            #expect(try await count() == 1)

            let tomorrow = Date().addingTimeInterval(25 * 60 * 60)
            let housekeeping = Housekeeping(store: store, interval: 60, throttleWindow: 60, logger: Logger(label: "test"), now: { tomorrow })
            #expect(await housekeeping.runOnce() != nil)
            let afterADay = try await send(client, .post, "/api/v1/homework/items", body, cookie: ada, key: "homework-key-1")
            #expect(afterADay.status == .created && afterADay.headers[Self.replayed] == nil, "the key was forgotten")
            #expect(try await count() == 2)
        }
    }
}
