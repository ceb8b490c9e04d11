import Foundation
import ReadoutStore
@testable import ReadoutServer

/// Photos kept in memory, for the services' tests.
actor InMemoryPhotoLibrary: PhotoLibrary {
    private var photos: [UUID: (photo: Photo, bytes: [UInt8])] = [:]

    /// Stores `bytes` as the owner's photo (its size and type are not looked at).
    func add(_ bytes: [UInt8], owner: UUID, id: UUID = UUID()) -> Photo {
        let photo = Photo(id: id, ownerID: owner, contentHash: "\(id)", mediaType: "image/png", width: 1, height: 1,
                          byteCount: bytes.count, createdAt: Date())
        photos[id] = (photo, bytes)
        return photo
    }

    func find(id: UUID, owner: UUID) -> Photo? {
        photos[id].flatMap { $0.photo.ownerID == owner ? $0.photo : nil }
    }

    func bytes(id: UUID, owner: UUID) -> [UInt8]? {
        photos[id].flatMap { $0.photo.ownerID == owner ? $0.bytes : nil }
    }

    func list(owner: UUID, limit: Int) -> [Photo] {
        Array(photos.values.map(\.photo).filter { $0.ownerID == owner }.sorted { $0.createdAt > $1.createdAt }.prefix(limit))
    }
}
