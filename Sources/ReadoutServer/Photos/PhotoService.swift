import Foundation
import ReadoutImage
import ReadoutStore

/// The user's photos as routes reach them: uploaded bytes turned into a stored photo (decoded under
/// the limits by `PhotoDecoder`, a small JPEG preview made, the bytes stored once per owner), a
/// stored photo found, served, shown or deleted; another user's photo is always "not found".
struct PhotoService: Sendable {
    let store: Store
    let limits: ImageLimits
    static let previewSide = 640

    /// Decodes upload bytes under the limits; every image failure is a 4xx with the reason.
    func decode(_ bytes: [UInt8]) throws(AppError) -> (image: Image, format: ImageFormat) {
        try decoder.decode(bytes)
    }

    var decoder: PhotoDecoder { PhotoDecoder(limits: limits) }

    /// The owner's photo with this id; 404 otherwise.
    func owned(id: UUID, owner: UUID) async throws -> Photo {
        guard let photo = try await store.photos.find(id: id, owner: owner) else { throw AppError.notFound(.photo) }
        return photo
    }

    /// The photo's bytes as uploaded.
    func bytes(of photo: Photo) async throws -> [UInt8] {
        guard let bytes = try await store.photos.bytes(id: photo.id, owner: photo.ownerID) else { throw AppError.notFound(.photo) }
        return bytes
    }

    /// The photo's small JPEG preview.
    func preview(of photo: Photo) async throws -> [UInt8] {
        guard let bytes = try await store.photos.preview(id: photo.id, owner: photo.ownerID) else { throw AppError.notFound(.photo) }
        return bytes
    }

    func delete(_ photo: Photo) async throws {
        _ = try await store.photos.delete(id: photo.id, owner: photo.ownerID)
    }

    /// The owner's photos, newest first, `limit` after `cursor`.
    func page(owner: UUID, after cursor: PhotoCursor?, limit: Int) async throws -> PhotoPage {
        try await store.photos.page(owner: owner, after: cursor, limit: limit)
    }

    /// The longest side of the rendition pages show.
    static let displaySide = 1600

    /// What a page shows of a photo: the original when it is small enough and a format every
    /// browser shows; else a JPEG of at most `displaySide` px, made on first request and kept.
    func display(_ photo: Photo, owner: UUID) async throws -> (mediaType: String, bytes: [UInt8]) {
        let browserReady = ["image/jpeg", "image/png", "image/gif", "image/webp"].contains(photo.mediaType)
        if browserReady && max(photo.width, photo.height) <= Self.displaySide,
           let bytes = try await store.photos.bytes(id: photo.id, owner: owner) {
            return (photo.mediaType, bytes)
        }
        if let kept = try await store.photoDerivatives.display(photo: photo.id, owner: owner) { return kept }
        guard let bytes = try await store.photos.bytes(id: photo.id, owner: owner) else { throw AppError.notFound(.photo) }
        let image = try decode(bytes).image
        let longest = max(image.width, image.height)
        let shown = longest > Self.displaySide
            ? try image.resized(width: max(1, image.width * Self.displaySide / longest), height: max(1, image.height * Self.displaySide / longest))
            : image
        let display = Array(try shown.encoded(as: .jpeg(quality: 85)))
        try await store.photoDerivatives.saveDisplay(photo: photo.id, owner: owner, mediaType: "image/jpeg", bytes: display)
        return ("image/jpeg", display)
    }

    func save(_ bytes: [UInt8], owner: UUID) async throws -> (photo: Photo, created: Bool) {
        let (image, format) = try decode(bytes)
        let longest = max(image.width, image.height)
        let preview = longest > Self.previewSide
            ? try image.resized(width: max(1, image.width * Self.previewSide / longest), height: max(1, image.height * Self.previewSide / longest))
            : image
        let previewBytes = try preview.encoded(as: .jpeg(quality: 80))
        return try await store.photos.save(owner: owner, bytes: bytes, mediaType: format.mediaType,
                                           width: image.width, height: image.height, preview: Array(previewBytes))
    }
}
