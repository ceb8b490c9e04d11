import Foundation
import Hummingbird

/// JSON bodies with ISO-8601 dates, stable key order and no caching (API answers are per user).
enum JSONResponse {
    static func make(_ value: some Encodable, status: HTTPResponse.Status = .ok) throws -> Response {
        let encoder = JSONEncoder()
        encoder.dateEncodingStrategy = .iso8601
        encoder.outputFormatting = [.sortedKeys, .withoutEscapingSlashes]
        return raw(try encoder.encode(value), status: status)
    }

    /// A body that is JSON text already (the recognition object keeps its documented key order).
    static func raw(_ json: Data, status: HTTPResponse.Status = .ok) -> Response {
        var headers = HTTPFields()
        headers[.contentType] = "application/json; charset=utf-8"
        headers[.cacheControl] = "no-store"
        return Response(status: status, headers: headers, body: .init(byteBuffer: ByteBuffer(bytes: json)))
    }
}
