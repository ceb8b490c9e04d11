import Foundation
import SQLKit

/// Photos and their previews, always read and written on behalf of one owner.
public struct PhotoStore: Sendable {
    let database: any SQLDatabase

    /// The metadata columns: listing and finding never read the blobs.
    private static let columns = "id, owner_id, content_hash, media_type, width, height, byte_count, created_at"

    /// Stores a photo once per owner: the same bytes uploaded again by the same owner return the existing record with created == false (UNIQUE(owner_id, content_hash); race-safe). Different owners uploading the same bytes get separate records.
    /// - Throws: `StoreError(.notFound)` when the owner does not exist; `StoreError(.invalid)` for
    ///   empty bytes, an empty media type or a non-positive size.
    public func save(owner: UUID, bytes: [UInt8], mediaType: String, width: Int, height: Int, preview: [UInt8],
                     now: Date = Date()) async throws -> (photo: Photo, created: Bool) {
        guard !bytes.isEmpty else { throw StoreError(.invalid, "The photo is empty (0 bytes).") }
        guard !mediaType.isEmpty else { throw StoreError(.invalid, "The photo's media type is missing.") }
        guard width > 0, height > 0 else {
            throw StoreError(.invalid, "The photo's size must be positive, not \(width)×\(height).")
        }
        let photo = Photo(id: UUID(), ownerID: owner, contentHash: SecretTokens.hexSHA256(bytes), mediaType: mediaType,
                          width: width, height: height, byteCount: bytes.count, createdAt: now.truncatedToMilliseconds)
        // Insert-or-nothing, then read the winner: two uploads of one picture at once (two tabs, two
        // server instances) end with one row, and both callers get it. Retried because the existing
        // row may be deleted between the two statements.
        for _ in 0..<3 {
            let inserted: Bool
            do {
                inserted = try await !database.raw("""
                    INSERT INTO photos (id, owner_id, content_hash, media_type, width, height, byte_count, created_at, bytes, preview)
                    VALUES (\(bind: photo.id.databaseText), \(bind: owner.databaseText), \(bind: photo.contentHash), \(bind: mediaType),
                            \(bind: width), \(bind: height), \(bind: bytes.count), \(bind: photo.createdAt.epochMilliseconds),
                            \(bind: Data(bytes)), \(bind: Data(preview)))
                    ON CONFLICT (owner_id, content_hash) DO NOTHING
                    RETURNING id
                    """).all().isEmpty
            } catch let error where DatabaseFailure(error).isForeignKeyViolation {
                throw StoreError(.notFound, "There is no account \(owner.databaseText) to own this photo; it may have been deleted.")
            }
            if inserted { return (photo, true) }
            if let existing = try await database.raw("""
                SELECT \(unsafeRaw: Self.columns) FROM photos
                WHERE owner_id = \(bind: owner.databaseText) AND content_hash = \(bind: photo.contentHash)
                """).first().map(Self.photo) {
                return (existing, false)
            }
        }
        throw StoreError(.invalid, "The photo could not be saved because a copy of it was being deleted at the same time; upload it again.")
    }

    /// The photo with this id if it belongs to `owner`; another owner's id gives nil.
    public func find(id: UUID, owner: UUID) async throws -> Photo? {
        try await database.raw("""
            SELECT \(unsafeRaw: Self.columns) FROM photos
            WHERE id = \(bind: id.databaseText) AND owner_id = \(bind: owner.databaseText)
            """).first().map(Self.photo)
    }

    /// The uploaded bytes, if the photo exists and belongs to `owner`.
    public func bytes(id: UUID, owner: UUID) async throws -> [UInt8]? {
        try await blob("bytes", id: id, owner: owner)
    }

    /// The downscaled JPEG preview the server made, if the photo exists and belongs to `owner`.
    public func preview(id: UUID, owner: UUID) async throws -> [UInt8]? {
        try await blob("preview", id: id, owner: owner)
    }

    /// The owner's photos, newest first (ties broken by id so pages are stable); at most `limit`.
    public func list(owner: UUID, limit: Int = 50) async throws -> [Photo] {
        try await page(owner: owner, after: nil, limit: limit).photos
    }

    /// One page of the owner's photos, newest first, after `cursor` (the last photo of the page
    /// before): keyset paging on (created_at, id), so photos added meanwhile never shift a page.
    public func page(owner: UUID, after cursor: PhotoCursor?, limit: Int = 50) async throws -> PhotoPage {
        guard limit > 0 else { return PhotoPage(photos: [], next: nil) }
        let after: SQLQueryString = cursor.map { cursor in
            let time = cursor.createdAt.epochMilliseconds
            return "AND (created_at < \(bind: time) OR (created_at = \(bind: time) AND id < \(bind: cursor.id.databaseText)))"
        } ?? ""
        let rows = try await database.raw("""
            SELECT \(unsafeRaw: Self.columns) FROM photos
            WHERE owner_id = \(bind: owner.databaseText) \(after)
            ORDER BY created_at DESC, id DESC
            LIMIT \(bind: limit + 1)
            """).all().map(Self.photo)
        let photos = Array(rows.prefix(limit))
        let next = rows.count > limit ? photos.last.map { PhotoCursor(createdAt: $0.createdAt, id: $0.id) } : nil
        return PhotoPage(photos: photos, next: next)
    }

    /// Deletes the photo if it belongs to `owner`; returns whether there was one.
    @discardableResult
    public func delete(id: UUID, owner: UUID) async throws -> Bool {
        try await !database.raw("""
            DELETE FROM photos WHERE id = \(bind: id.databaseText) AND owner_id = \(bind: owner.databaseText) RETURNING id
            """).all().isEmpty
    }

    private func blob(_ column: String, id: UUID, owner: UUID) async throws -> [UInt8]? {
        try await database.raw("""
            SELECT \(ident: column) FROM photos
            WHERE id = \(bind: id.databaseText) AND owner_id = \(bind: owner.databaseText)
            """).first().map { try $0.bytes(column) }
    }

    private static func photo(_ row: any SQLRow) throws -> Photo {
        Photo(id: try row.uuid("id"), ownerID: try row.uuid("owner_id"), contentHash: try row.string("content_hash"),
              mediaType: try row.string("media_type"), width: try row.int("width"), height: try row.int("height"),
              byteCount: try row.int("byte_count"), createdAt: try row.date("created_at"))
    }
}

/// A page of photos and where the next one starts (nil on the last page).
public struct PhotoPage: Sendable {
    public let photos: [Photo]
    public let next: PhotoCursor?
}

/// Where a page of photos continues: the time and id of the last photo before it. Its `token` is
/// what URLs carry ("1764052200000_<uuid>"); any other text is not a cursor.
public struct PhotoCursor: Sendable, Equatable {
    public let createdAt: Date
    public let id: UUID

    public init(createdAt: Date, id: UUID) {
        self.createdAt = createdAt
        self.id = id
    }

    public init?(token: String) {
        let parts = token.split(separator: "_", omittingEmptySubsequences: false)
        guard parts.count == 2, parts[0].count <= 16, let milliseconds = Int64(parts[0]), milliseconds >= 0,
              let id = UUID(uuidString: String(parts[1])) else { return nil }
        createdAt = Date(timeIntervalSince1970: Double(milliseconds) / 1000)
        self.id = id
    }

    public var token: String { "\(createdAt.epochMilliseconds)_\(id.databaseText)" }
}
