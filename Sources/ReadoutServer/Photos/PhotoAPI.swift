import Foundation
import HTTPTypes
import Hummingbird
import ReadoutStore

/// `/api/v1/photos`: upload, list, fetch (original, preview), recognise, delete — each scoped
/// to the signed-in owner: another user's id is a 404, exactly like an id that never existed.
struct PhotoAPI {
    let services: AppServices

    /// The JSON of one photo, with the URLs a client needs.
    struct PhotoBody: Encodable {
        /// Lowercase, as in the URLs.
        let id: String
        let mediaType: String
        let width: Int
        let height: Int
        let byteCount: Int
        let createdAt: Date
        let url: String
        let previewUrl: String
        /// At most 1600 px: what a page shows.
        let displayUrl: String
        let textUrl: String
        let page: String

        init(_ photo: Photo) {
            let id = photo.id.uuidString.lowercased()
            self.id = id
            mediaType = photo.mediaType
            width = photo.width
            height = photo.height
            byteCount = photo.byteCount
            createdAt = photo.createdAt
            url = "/api/v1/photos/\(id)"
            previewUrl = "/api/v1/photos/\(id)/preview"
            displayUrl = "/api/v1/photos/\(id)/display"
            textUrl = "/api/v1/photos/\(id)/text"
            page = "/photos/\(id)"
        }
    }

    /// A page of photos, newest first; `next` is the cursor of the following page, null on the last.
    struct PhotoList: Encodable {
        let photos: [PhotoBody]
        let next: String?

        func encode(to encoder: any Encoder) throws {
            var container = encoder.container(keyedBy: CodingKeys.self)
            try container.encode(photos, forKey: .photos)
            try container.encode(next, forKey: .next)  // null, not absent, on the last page
        }

        enum CodingKeys: String, CodingKey { case photos, next }
    }

    /// The page `?cursor=` and `?limit=` (1–100, default 50) ask for.
    static func page(of request: Request, owner: UUID, photos: PhotoService) async throws -> PhotoPage {
        let query = request.uri.queryParameters
        var cursor: PhotoCursor?
        if let token = query["cursor"], !token.isEmpty {
            guard let parsed = PhotoCursor(token: String(token)) else {
                throw AppError.badRequest(.init("error.invalidCursor"), code: "invalid_cursor")
            }
            cursor = parsed
        }
        var limit = 50
        if let text = query["limit"] {
            guard let value = Int(text), (1...100).contains(value) else {
                throw AppError.badRequest(.init("error.invalidLimit"), code: "invalid_limit")
            }
            limit = value
        }
        return try await photos.page(owner: owner, after: cursor, limit: limit)
    }

    func register<Base: RouterMethods>(on routes: CatalogedRoutes<Base>) {
        routes.get("/photos") { request, context in
            let owner = try context.requireIdentity().user.id
            let page = try await Self.page(of: request, owner: owner, photos: services.photos)
            return try JSONResponse.make(PhotoList(photos: page.photos.map(PhotoBody.init), next: page.next?.token))
        }
        routes.post("/photos") { request, context in
            try await services.idempotency.once(request, context: context, bodyLimit: services.uploads.maximumBytes) { request, context in
                let owner = try context.requireIdentity().user.id
                let upload = try await services.uploads.read(request)
                let (photo, created) = try await services.photos.save(upload.bytes, owner: owner)
                var response = try JSONResponse.make(PhotoBody(photo), status: created ? .created : .ok)
                response.headers[.location] = PhotoBody(photo).url
                return response
            }
        }
        routes.get("/photos/:id") { request, context in
            let (photo, _) = try await ownedPhoto(context)
            let bytes = try await services.photos.bytes(of: photo)
            return Self.imageResponse(bytes, mediaType: photo.mediaType, etag: photo.contentHash, request: request)
        }
        routes.get("/photos/:id/preview") { request, context in
            let (photo, _) = try await ownedPhoto(context)
            let bytes = try await services.photos.preview(of: photo)
            return Self.imageResponse(bytes, mediaType: "image/jpeg", etag: photo.contentHash + "-preview", request: request)
        }
        routes.get("/photos/:id/text") { request, context in
            let (photo, owner) = try await ownedPhoto(context)
            let options = try TextRecognitionService.options(level: request.uri.queryParameters["level"].map(String.init),
                                                             languages: request.uri.queryParameters["languages"].map(String.init),
                                                             reader: context.language)
            let text = try await services.photoText.json(photo: photo.id, owner: owner, options: options)
            var response = JSONResponse.raw(text.json)
            response.headers[Self.recognitionHeader] = text.stored ? "stored" : "fresh"
            return response
        }
        routes.get("/photos/:id/display") { request, context in
            let (photo, owner) = try await ownedPhoto(context)
            let display = try await services.photos.display(photo, owner: owner)
            return Self.imageResponse(display.bytes, mediaType: display.mediaType, etag: photo.contentHash + "-display", request: request)
        }
        routes.delete("/photos/:id") { _, context in
            let (photo, _) = try await ownedPhoto(context)
            try await services.photos.delete(photo)
            return Response(status: .noContent)
        }
    }

    /// Says whether a photo's text came from the store or was recognised for this request.
    static let recognitionHeader = HTTPField.Name("X-Readout-Recognition")!

    /// The photo named by the `id` parameter if the signed-in user owns it; 404 otherwise.
    private func ownedPhoto(_ context: AppRequestContext) async throws -> (Photo, UUID) {
        let owner = try context.requireIdentity().user.id
        return (try await services.photos.owned(id: try context.id(missing: .photo), owner: owner), owner)
    }

    /// Photo bytes never change under an id, so the browser may keep them (privately: they are
    /// one user's) and revalidate with the content hash.
    static func imageResponse(_ bytes: [UInt8], mediaType: String, etag: String, request: Request) -> Response {
        var headers = HTTPFields()
        headers[.eTag] = "\"\(etag)\""
        headers[.cacheControl] = "private, max-age=31536000, immutable"
        if request.headers[.ifNoneMatch] == "\"\(etag)\"" {
            return Response(status: .notModified, headers: headers)
        }
        headers[.contentType] = mediaType
        headers[.contentLength] = String(bytes.count)
        return Response(status: .ok, headers: headers, body: .init(byteBuffer: ByteBuffer(bytes: bytes)))
    }
}
