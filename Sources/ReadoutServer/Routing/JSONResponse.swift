import Foundation
import Hummingbird

/// JSON bodies with ISO-8601 dates, stable key order and no caching (API answers are per user).
enum JSONResponse {
    static func make(_ value: some Encodable, status: HTTPResponse.Status = .ok) throws -> Response {
        raw(try encode(value), status: status)
    }

    /// The API's JSON for `value`; a page that embeds a starting state uses it too, so the page's
    /// script reads the same document the API answers.
    static func encode(_ value: some Encodable) throws -> Data {
        let encoder = JSONEncoder()
        encoder.dateEncodingStrategy = .iso8601
        encoder.outputFormatting = [.sortedKeys, .withoutEscapingSlashes]
        return try encoder.encode(value)
    }

    /// A body that is JSON text already: the glance (its Server-Sent Events send the same text) and a
    /// photo's stored recognition.
    static func raw(_ json: Data, status: HTTPResponse.Status = .ok) -> Response {
        var headers = HTTPFields()
        headers[.contentType] = "application/json; charset=utf-8"
        headers[.cacheControl] = "no-store"
        return Response(status: status, headers: headers, body: .init(byteBuffer: ByteBuffer(bytes: json)))
    }
}
