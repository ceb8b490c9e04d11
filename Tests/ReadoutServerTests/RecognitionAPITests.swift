import Foundation
import HTTPTypes
import HummingbirdTesting
import NIOCore
import Testing

@Suite("Recognition API: text of an upload or of a stored photo")
struct RecognitionAPITests {
    @Test func recognisesTheSamplePageWithBoxesInTheDocumentedShape() async throws {
        try await TestApp.make().test { client in
            let cookie = try await client.signUp("reader@example.org")
            let response = try await client.uploadPhoto(try samplePageBytes(), cookie: cookie, path: "/api/v1/recognize/text?level=accurate")
            #expect(response.status == .ok)
            let body = try response.json()
            #expect(Set(body.keys) == ["text", "lines", "milliseconds"], "the documented keys, no file key")
            let text = try #require(body["text"] as? String).lowercased()
            #expect(text.contains("truth universally acknowledged"))
            let lines = try #require(body["lines"] as? [[String: Any]])
            let words = lines.flatMap { $0["words"] as? [[String: Any]] ?? [] }
            #expect(words.count > 20)
            let box = try #require(words.first?["box"] as? [String: Int])
            #expect(box["width"]! > 0 && box["height"]! > 0)
        }
    }

    @Test func recognisesAStoredPhotoAndRejectsBadOptions() async throws {
        try await TestApp.make().test { client in
            let cookie = try await client.signUp("stored@example.org")
            let upload = try await client.uploadPhoto(try samplePageBytes(), cookie: cookie)
            let id = try #require(try upload.json()["id"] as? String)
            let text = try await client.execute(uri: "/api/v1/photos/\(id)/text?level=fast", method: .get, headers: cookieHeader(cookie))
            #expect(text.status == .ok)
            #expect((try text.json()["text"] as? String)?.lowercased().contains("pride") == true || text.text.lowercased().contains("universally"))
            let level = try await client.execute(uri: "/api/v1/photos/\(id)/text?level=perfect", method: .get, headers: cookieHeader(cookie))
            #expect(level.status == .badRequest)
            #expect(level.errorCode == "invalid_level")
            let language = try await client.execute(uri: "/api/v1/photos/\(id)/text?languages=xyz", method: .get, headers: cookieHeader(cookie))
            #expect(language.status == .unprocessableContent)
            #expect(language.text.contains("xyz"))
        }
    }
}
