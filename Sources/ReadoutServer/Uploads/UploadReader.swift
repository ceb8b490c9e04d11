import Foundation
import Hummingbird
import MultipartKit

/// What a client uploaded: the image bytes (multipart field `image`, or the raw body) and any
/// other form fields (the CSRF token, recognition options).
struct Upload: Sendable {
    let bytes: [UInt8]
    let fields: [String: String]
}

/// Reads an upload in either form the API accepts, enforcing the body limit before buffering.
struct UploadReader: Sendable {
    let maximumBytes: Int
    static let imageField = "image"

    func read(_ request: Request) async throws -> Upload {
        if let declared = request.headers[.contentLength].flatMap(Int.init), declared > maximumBytes {
            throw tooLarge
        }
        let body: ByteBuffer
        do {
            body = try await request.body.collect(upTo: maximumBytes)
        } catch let error as HTTPError where error.status == .contentTooLarge {
            throw tooLarge
        }
        let contentType = request.headers[.contentType] ?? ""
        let mediaType = contentType.split(separator: ";").first.map { $0.trimmingCharacters(in: .whitespaces).lowercased() } ?? ""
        switch mediaType {
        case "multipart/form-data":
            guard let boundary = Self.parameter("boundary", in: contentType) else {
                throw AppError.badRequest(.init("error.multipartNoBoundary"), code: "malformed_body")
            }
            return try Self.multipart(body, boundary: boundary)
        case "", "application/octet-stream":
            return Upload(bytes: Array(buffer: body), fields: [:])
        case let type where type.hasPrefix("image/"):
            return Upload(bytes: Array(buffer: body), fields: [:])
        default:
            throw AppError(.unsupportedMediaType, code: "unsupported_media_type",
                           text: .init("error.uploadMediaType", ["mediaType": .text(mediaType)]))
        }
    }

    private var tooLarge: AppError {
        .tooLarge(.init("error.uploadTooLarge", ["megabytes": .integer(maximumBytes / (1024 * 1024))]))
    }

    private static func multipart(_ body: ByteBuffer, boundary: String) throws -> Upload {
        var parts: [(headers: [String: String], body: ByteBuffer)] = []
        var headers: [String: String] = [:]
        var partBody = ByteBuffer()
        let parser = MultipartParser(boundary: boundary)
        parser.onHeader = { name, value in headers[name.lowercased()] = value }
        parser.onBody = { chunk in partBody.writeBuffer(&chunk) }
        parser.onPartComplete = {
            parts.append((headers, partBody))
            headers = [:]
            partBody = ByteBuffer()
        }
        do {
            try parser.execute(body)
        } catch {
            throw AppError.badRequest(.init("error.multipartMalformed"), code: "malformed_body")
        }
        var image: [UInt8]?
        var fields: [String: String] = [:]
        for part in parts {
            guard let disposition = part.headers["content-disposition"], let name = parameter("name", in: disposition) else { continue }
            if name == imageField {
                image = Array(buffer: part.body)
            } else if part.body.readableBytes <= 64 * 1024 {
                fields[name] = String(buffer: part.body)
            }
        }
        guard let image, !image.isEmpty else {
            throw AppError.badRequest(.init("error.missingImage"), code: "missing_image")
        }
        return Upload(bytes: image, fields: fields)
    }

    /// A `key=value` or `key="value"` parameter of a header such as Content-Type or Content-Disposition.
    static func parameter(_ key: String, in header: String) -> String? {
        for piece in header.split(separator: ";").dropFirst() {
            let pair = piece.split(separator: "=", maxSplits: 1).map { $0.trimmingCharacters(in: .whitespaces) }
            guard pair.count == 2, pair[0].lowercased() == key else { continue }
            var value = pair[1]
            if value.hasPrefix("\""), value.hasSuffix("\""), value.count >= 2 { value = String(value.dropFirst().dropLast()) }
            return value
        }
        return nil
    }
}
