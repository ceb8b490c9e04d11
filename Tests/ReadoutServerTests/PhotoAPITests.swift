import Foundation
import HTTPTypes
import HummingbirdTesting
import NIOCore
import ReadoutImage
import Testing
@testable import ReadoutServer

@Suite("Photos API: stored once per owner, served only to the owner, bad input refused")
struct PhotoAPITests {
    @Test func uploadStoresOncePerOwnerAndServesBytesAndPreview() async throws {
        try await TestApp.make().test { client in
            let cookie = try await client.signUp("owner@example.org")
            let bytes = try samplePageBytes()
            let first = try await client.uploadPhoto(bytes, cookie: cookie)
            #expect(first.status == .created)
            let photo = try first.json()
            let id = try #require(photo["id"] as? String)
            #expect(photo["mediaType"] as? String == "image/jpeg")
            #expect((photo["width"] as? Int ?? 0) > 0 && (photo["height"] as? Int ?? 0) > 0)
            #expect(photo["byteCount"] as? Int == bytes.count)
            #expect(photo["page"] as? String == "/photos/\(id)")

            let again = try await client.uploadPhoto(bytes, cookie: cookie)
            #expect(again.status == .ok)
            #expect(try again.json()["id"] as? String == id)

            let original = try await client.execute(uri: "/api/v1/photos/\(id)", method: .get, headers: cookieHeader(cookie))
            #expect(original.status == .ok)
            #expect(original.headers[.contentType] == "image/jpeg")
            #expect(Array(buffer: original.body) == bytes)
            let etag = try #require(original.headers[.eTag])
            #expect(original.headers[.cacheControl]?.contains("private") == true)
            var conditional = cookieHeader(cookie)
            conditional[.ifNoneMatch] = etag
            let notModified = try await client.execute(uri: "/api/v1/photos/\(id)", method: .get, headers: conditional)
            #expect(notModified.status == .notModified)

            let preview = try await client.execute(uri: "/api/v1/photos/\(id)/preview", method: .get, headers: cookieHeader(cookie))
            #expect(preview.status == .ok)
            let previewImage = try Image(data: Data(buffer: preview.body))
            #expect(max(previewImage.width, previewImage.height) <= 640)

            let list = try await client.execute(uri: "/api/v1/photos", method: .get, headers: cookieHeader(cookie))
            #expect((try list.json()["photos"] as? [[String: Any]])?.count == 1)

            let deleted = try await client.execute(uri: "/api/v1/photos/\(id)", method: .delete, headers: apiHeaders(cookie: cookie))
            #expect(deleted.status == .noContent)
            let gone = try await client.execute(uri: "/api/v1/photos/\(id)", method: .get, headers: cookieHeader(cookie))
            #expect(gone.status == .notFound)
        }
    }

    @Test func everyPhotoIsReachablePageByPage() async throws {
        try await TestApp.make().test { client in
            let cookie = try await client.signUp("pages@example.org")
            var uploaded: [String] = []
            for shade in 0..<3 {
                let image = Image(width: 8, height: 8, format: .gray, filledWith: UInt8(shade * 40))
                let id = try #require(try await client.uploadPhoto(Array(try image.encoded(as: .png)), cookie: cookie, filename: "p.png")
                    .json()["id"] as? String)
                uploaded.append(id)
            }
            func page(_ query: String) async throws -> (status: HTTPResponse.Status, ids: [String], next: Any?) {
                let response = try await client.execute(uri: "/api/v1/photos\(query)", method: .get, headers: cookieHeader(cookie))
                let body = try response.json()
                return (response.status, (body["photos"] as? [[String: Any]] ?? []).compactMap { $0["id"] as? String }, body["next"])
            }
            let first = try await page("?limit=2")
            #expect(first.ids.count == 2)
            let next = try #require(first.next as? String)
            let second = try await page("?limit=2&cursor=\(next)")
            #expect(second.ids.count == 1 && second.next is NSNull, "the last page says so with null")
            #expect(Set(first.ids + second.ids) == Set(uploaded))
            #expect(try await page("?cursor=yesterday").status == .badRequest)
            #expect(try await page("?limit=0").status == .badRequest)
            #expect(try await page("?limit=101").status == .badRequest)

            // The photos page links to the next page, which the server renders too.
            let html = try await client.execute(uri: "/photos?limit=2", method: .get, headers: cookieHeader(cookie))
            let text = String(buffer: html.body)
            #expect(text.contains("data-more-photos") && text.contains("/photos?cursor="))
        }
    }

    @Test(arguments: TestEngine.all)
    func textIsRecognisedOnceAndAgainForANewEngine(engine: TestEngine) async throws {
        let app = try await TestApp.make(engine: engine)
        let store = app.store
        try await app.test { client in
            let cookie = try await client.signUp("once@example.org")
            let id = try #require(try await client.uploadPhoto(try samplePageBytes(), cookie: cookie).json()["id"] as? String)
            func text(_ query: String = "") async throws -> (source: String?, body: String) {
                let response = try await client.execute(uri: "/api/v1/photos/\(id)/text\(query)", method: .get, headers: cookieHeader(cookie))
                #expect(response.status == .ok)
                return (response.headers[PhotoAPI.recognitionHeader], String(buffer: response.body))
            }
            let first = try await text()
            #expect(first.source == "fresh" && first.body.contains("\"lines\""))
            let again = try await text()
            #expect(again.source == "stored" && again.body == first.body, "the second visit reads the store")
            #expect(try await text("?level=fast").source == "fresh", "another level is another recognition")
            #expect(try await text("?level=fast").source == "stored")

            // A result an older engine made is recognised again, lazily, then kept.
            let owner = try #require(try await store.users.find(email: "once@example.org")).id
            let options = "accurate:\(Language.english.recognitionLanguages.joined(separator: "+"))"
            #expect(try await store.photoDerivatives.saveRecognition(photo: try #require(UUID(uuidString: id)), owner: owner,
                                                                     options: options, engine: "tesseract 3.02", json: "{}"))
            #expect(try await text().source == "fresh")
            #expect(try await text().source == "stored")
        }
    }

    @Test func pagesShowADisplayRenditionNotTheOriginal() async throws {
        try await TestApp.make().test { client in
            let cookie = try await client.signUp("display@example.org")
            var big = Image(width: 2400, height: 1800, format: .gray, filledWith: 200)
            for x in stride(from: 0, to: 2400, by: 7) { big.pixels[900 * 2400 + x] = 0 }
            let bigID = try #require(try await client.uploadPhoto(Array(try big.encoded(as: .png)), cookie: cookie, filename: "big.png")
                .json()["id"] as? String)
            let display = try await client.execute(uri: "/api/v1/photos/\(bigID)/display", method: .get, headers: cookieHeader(cookie))
            #expect(display.status == .ok && display.headers[.contentType] == "image/jpeg")
            let shown = try Image(data: Data(buffer: display.body))
            #expect(shown.width == 1600 && shown.height == 1200)
            let again = try await client.execute(uri: "/api/v1/photos/\(bigID)/display", method: .get, headers: cookieHeader(cookie))
            #expect(Array(buffer: again.body) == Array(buffer: display.body), "made once, then kept")

            // A small JPEG is shown as it is.
            let small = try samplePageBytes()
            let smallID = try #require(try await client.uploadPhoto(small, cookie: cookie).json()["id"] as? String)
            let same = try await client.execute(uri: "/api/v1/photos/\(smallID)/display", method: .get, headers: cookieHeader(cookie))
            #expect(Array(buffer: same.body) == small)

            let page = try await client.execute(uri: "/photos/\(bigID)", method: .get, headers: cookieHeader(cookie))
            #expect(String(buffer: page.body).contains("src=\"/api/v1/photos/\(bigID)/display\""))
        }
    }

    @Test func rawBodyUploadsWorkToo() async throws {
        try await TestApp.make().test { client in
            let cookie = try await client.signUp("raw@example.org")
            let response = try await client.execute(uri: "/api/v1/photos", method: .post,
                                                    headers: apiHeaders(cookie: cookie, contentType: "image/jpeg"),
                                                    body: ByteBuffer(bytes: try samplePageBytes()))
            #expect(response.status == .created)
        }
    }

    @Test func badUploadsGetClearErrors() async throws {
        try await TestApp.make { $0.maximumBodyBytes = 2 * 1024 * 1024 }.test { client in
            let cookie = try await client.signUp("bad@example.org")
            let text = try await client.uploadPhoto(Array("just some text, not an image".utf8), cookie: cookie)
            #expect(text.status == .unsupportedMediaType)
            #expect(text.errorCode == "unsupported_image")

            let truncated = Array(try samplePageBytes().prefix(5000))
            let corrupt = try await client.uploadPhoto(truncated, cookie: cookie)
            #expect(corrupt.status == .unprocessableContent)
            #expect(corrupt.errorCode == "corrupt_image")

            let huge = try await client.uploadPhoto([UInt8](repeating: 0xFF, count: 3 * 1024 * 1024), cookie: cookie)
            #expect(huge.status == .contentTooLarge)

            let bomb = try await client.uploadPhoto(Self.pngHeader(width: 30_000, height: 30_000), cookie: cookie)
            #expect(bomb.status == .contentTooLarge)
            #expect(bomb.text.contains("megapixels"))

            let noImage = try await client.execute(uri: "/api/v1/photos", method: .post,
                                                   headers: apiHeaders(cookie: cookie, contentType: "multipart/form-data; boundary=xyz"),
                                                   body: ByteBuffer(string: "--xyz\r\nContent-Disposition: form-data; name=\"other\"\r\n\r\nvalue\r\n--xyz--\r\n"))
            #expect(noImage.status == .badRequest)
            #expect(noImage.errorCode == "missing_image")

            let json = try await client.execute(uri: "/api/v1/photos", method: .post, headers: apiHeaders(cookie: cookie),
                                                body: ByteBuffer(string: "{}"))
            #expect(json.status == .unsupportedMediaType)
        }
    }

    @Test func unknownAndMalformedIdsAreNotFound() async throws {
        try await TestApp.make().test { client in
            let cookie = try await client.signUp("ids@example.org")
            for path in ["/api/v1/photos/\(UUID().uuidString)", "/api/v1/photos/not-a-uuid", "/api/v1/photos/%00/text"] {
                let response = try await client.execute(uri: path, method: .get, headers: cookieHeader(cookie))
                #expect(response.status == .notFound, "\(path)")
                #expect(response.errorCode == "not_found", "\(path)")
            }
        }
    }

    /// The first bytes of a PNG that declares `width`×`height`: enough for the header check.
    static func pngHeader(width: UInt32, height: UInt32) -> [UInt8] {
        var bytes: [UInt8] = [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A, 0, 0, 0, 13]
        bytes += Array("IHDR".utf8)
        for value in [width, height] { bytes += withUnsafeBytes(of: value.bigEndian, Array.init) }
        bytes += [8, 2, 0, 0, 0, 0, 0, 0, 0]
        return bytes + [UInt8](repeating: 0, count: 64)
    }
}
