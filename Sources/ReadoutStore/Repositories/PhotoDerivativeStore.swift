import Foundation
import SQLKit

/// What is made from a photo once and kept (migration 11): the display rendition and the
/// recognised text per options. Written only for a photo of the same owner; gone with the photo.
public struct PhotoDerivativeStore: Sendable {
    let database: any SQLDatabase

    /// A stored recognition: the engine version that made it and its JSON.
    public struct Recognition: Sendable, Equatable {
        public let engine: String
        public let json: String

        public init(engine: String, json: String) {
            self.engine = engine
            self.json = json
        }
    }

    public func recognition(photo: UUID, owner: UUID, options: String) async throws -> Recognition? {
        try await database.raw("""
            SELECT engine, result FROM photo_recognitions
            WHERE photo_id = \(bind: photo.databaseText) AND owner_id = \(bind: owner.databaseText) AND options = \(bind: options)
            """).first().map { Recognition(engine: try $0.decode(column: "engine", as: String.self),
                                           json: try $0.decode(column: "result", as: String.self)) }
    }

    /// Keeps `json` as the photo's recognition with `options`, replacing one an older engine made;
    /// false when the photo is not the owner's (or is gone).
    @discardableResult
    public func saveRecognition(photo: UUID, owner: UUID, options: String, engine: String, json: String,
                                now: Date = Date()) async throws -> Bool {
        try await !database.raw("""
            INSERT INTO photo_recognitions (photo_id, owner_id, options, engine, result, created_at)
            SELECT id, owner_id, \(bind: options), \(bind: engine), \(bind: json), \(bind: now.epochMilliseconds)
            FROM photos WHERE id = \(bind: photo.databaseText) AND owner_id = \(bind: owner.databaseText)
            ON CONFLICT (photo_id, options) DO UPDATE SET engine = excluded.engine, result = excluded.result,
                created_at = excluded.created_at
            RETURNING photo_id
            """).all().isEmpty
    }

    /// The display rendition and its media type, once made.
    public func display(photo: UUID, owner: UUID) async throws -> (mediaType: String, bytes: [UInt8])? {
        try await database.raw("""
            SELECT media_type, bytes FROM photo_displays
            WHERE photo_id = \(bind: photo.databaseText) AND owner_id = \(bind: owner.databaseText)
            """).first().map { (try $0.decode(column: "media_type", as: String.self), try $0.bytes("bytes")) }
    }

    /// Keeps the display rendition; two requests making it at once keep the first.
    public func saveDisplay(photo: UUID, owner: UUID, mediaType: String, bytes: [UInt8]) async throws {
        try await database.raw("""
            INSERT INTO photo_displays (photo_id, owner_id, media_type, bytes)
            SELECT id, owner_id, \(bind: mediaType), \(bind: Data(bytes))
            FROM photos WHERE id = \(bind: photo.databaseText) AND owner_id = \(bind: owner.databaseText)
            ON CONFLICT (photo_id) DO NOTHING
            """).run()
    }
}
