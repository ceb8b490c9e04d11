import Foundation

/// An uploaded photo's description; its bytes and preview are fetched separately, by owner.
public struct Photo: Sendable, Equatable, Codable {
    public let id: UUID
    public let ownerID: UUID
    /// SHA-256 of the uploaded bytes, lowercase hex: the same picture uploaded twice is stored once per owner.
    public let contentHash: String
    /// e.g. `image/jpeg`.
    public let mediaType: String
    public let width: Int
    public let height: Int
    public let byteCount: Int
    public let createdAt: Date

    public init(id: UUID, ownerID: UUID, contentHash: String, mediaType: String, width: Int, height: Int, byteCount: Int, createdAt: Date) {
        self.id = id
        self.ownerID = ownerID
        self.contentHash = contentHash
        self.mediaType = mediaType
        self.width = width
        self.height = height
        self.byteCount = byteCount
        self.createdAt = createdAt
    }
}
