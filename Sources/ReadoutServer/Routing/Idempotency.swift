import Crypto
import Foundation
import HTTPTypes
import Hummingbird
import ReadoutStore

/// `Idempotency-Key` for requests that create something (a photo, a meter reading, a homework
/// item): a phone that lost its connection cannot know whether its request arrived, so it sends it
/// again with the same key, and gets the first answer (with `Idempotent-Replayed: true`) instead of
/// a second record. Only a success is remembered: a thrown error or a 5xx frees the key, so the
/// retry does the work again. Without the header a request is handled as always.
struct Idempotency: Sendable {
    let keys: IdempotencyKeyStore

    static let keyHeader = HTTPField.Name("Idempotency-Key")!
    static let replayedHeader = HTTPField.Name("Idempotent-Replayed")!

    /// 8–128 characters of A–Z, a–z, 0–9, `_` and `-`: long enough to be random, safe to log.
    static func isValidKey(_ key: String) -> Bool {
        (8...128).contains(key.utf8.count) && key.utf8.allSatisfy { byte in
            (byte >= 0x30 && byte <= 0x39) || (byte >= 0x41 && byte <= 0x5A) || (byte >= 0x61 && byte <= 0x7A) || byte == 0x5F || byte == 0x2D
        }
    }

    /// Runs `work` once per user and key. `bodyLimit` is the most the route itself reads (photo
    /// uploads read more than the JSON routes' `maxUploadSize`).
    func once(_ request: Request, context: AppRequestContext, bodyLimit: Int? = nil,
              _ work: (Request, AppRequestContext) async throws -> Response) async throws -> Response {
        guard let key = request.headers[Self.keyHeader] else { return try await work(request, context) }
        guard Self.isValidKey(key) else {
            throw AppError.badRequest(.init("error.idempotencyKey.invalid"), code: "invalid_idempotency_key")
        }
        let owner = try context.requireIdentity().user.id
        let limit = bodyLimit ?? context.maxUploadSize
        if let declared = request.headers[.contentLength].flatMap(Int.init), declared > limit {
            return try await work(request, context)  // the route refuses it in its own words; nothing to remember
        }
        var request = request
        let body = try await request.collectBody(upTo: limit)  // kept in the request for `work` to read again
        let route = "\(request.method.rawValue) \(request.uri.path)"
        let hash = Self.fingerprint(body, contentType: request.headers[.contentType])
        switch try await keys.claim(owner: owner, key: key, route: route, requestHash: hash) {
        case .claimed: break
        case .answered(let stored): return Self.replay(stored)
        case .reused:
            throw AppError.invalid(.init("error.idempotencyKey.reused"), code: "idempotency_key_reused")
        case .inProgress:
            throw AppError(.conflict, code: "idempotency_key_in_progress", text: .init("error.idempotencyKey.inProgress"), retryAfter: 1)
        }
        let response: Response
        let answer: [UInt8]
        do {
            response = try await work(request, context)
            answer = try await Self.collect(response.body)
        } catch {
            try? await keys.release(owner: owner, key: key)
            throw error
        }
        if response.status.code >= 500 {
            try? await keys.release(owner: owner, key: key)
        } else {
            // The work is done: if the answer cannot be kept, the client still gets it now, and the
            // claim stays until it counts as abandoned.
            try? await keys.complete(owner: owner, key: key, response: .init(
                status: response.status.code, contentType: response.headers[.contentType],
                location: response.headers[.location], body: answer))
        }
        return Response(status: response.status, headers: response.headers, body: .init(byteBuffer: ByteBuffer(bytes: answer)))
    }

    /// SHA-256 of the media type and the body. A multipart body is hashed without its boundary,
    /// which a client picks anew each time it builds the form: the same photo sent again is the
    /// same request.
    static func fingerprint(_ body: ByteBuffer, contentType: String?) -> String {
        var hash = SHA256()
        let parts = (contentType ?? "").split(separator: ";").map { $0.trimmingCharacters(in: .whitespaces) }
        let mediaType = parts.first?.lowercased() ?? ""
        hash.update(data: Data(mediaType.utf8 + [0]))
        let bytes = Data(buffer: body)
        let boundary = parts.dropFirst().first { $0.lowercased().hasPrefix("boundary=") }
            .map { String($0.dropFirst("boundary=".count)).trimmingCharacters(in: CharacterSet(charactersIn: "\"")) }
        if mediaType == "multipart/form-data", let boundary, !boundary.isEmpty {
            let delimiter = Data(("--" + boundary).utf8)
            var start = bytes.startIndex
            while let found = bytes.range(of: delimiter, in: start..<bytes.endIndex) {
                hash.update(data: bytes[start..<found.lowerBound])
                start = found.upperBound
            }
            hash.update(data: bytes[start...])
        } else {
            hash.update(data: bytes)
        }
        return hash.finalize().map { String(format: "%02x", $0) }.joined()
    }

    private static func replay(_ stored: IdempotencyKeyStore.StoredResponse) -> Response {
        var headers = HTTPFields()
        headers[.contentType] = stored.contentType
        headers[.location] = stored.location
        headers[.cacheControl] = "no-store"
        headers[replayedHeader] = "true"
        return Response(status: .init(code: stored.status), headers: headers, body: .init(byteBuffer: ByteBuffer(bytes: stored.body)))
    }

    /// The bytes of a response body (the API's answers are small JSON documents).
    private static func collect(_ body: ResponseBody) async throws -> [UInt8] {
        let collector = Collector()
        try await body.write(CollectingWriter(collector: collector))
        return collector.bytes
    }

    private final class Collector: @unchecked Sendable {
        var bytes: [UInt8] = []  // written by one writer, read after it finished
    }

    private struct CollectingWriter: ResponseBodyWriter {
        let collector: Collector
        mutating func write(_ buffer: ByteBuffer) async throws { collector.bytes += Array(buffer: buffer) }
        consuming func finish(_ trailingHeaders: HTTPFields?) async throws {}
    }
}
