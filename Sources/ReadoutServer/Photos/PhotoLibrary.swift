import Foundation
import ReadoutImage
import ReadoutStore

/// The user's stored photos as the apps' services read them: `Store.photos` when serving, an
/// in-memory library in the services' tests. Every call is scoped to its owner.
protocol PhotoLibrary: Sendable {
    func find(id: UUID, owner: UUID) async throws -> Photo?
    /// The photo's bytes as uploaded.
    func bytes(id: UUID, owner: UUID) async throws -> [UInt8]?
    /// The newest `limit` photos, newest first.
    func list(owner: UUID, limit: Int) async throws -> [Photo]
}

extension PhotoLibrary {
    /// The owner's photo decoded under `decoder`'s limits; 404 when it is not theirs.
    func image(id: UUID, owner: UUID, decoder: PhotoDecoder) async throws -> Image {
        guard let bytes = try await bytes(id: id, owner: owner) else { throw AppError.notFound(.photo) }
        return try decoder.decode(bytes).image
    }
}

extension PhotoStore: PhotoLibrary {}

/// Tells the other server instances on the same database about a change (PostgreSQL's NOTIFY);
/// on SQLite there is one instance and nothing to tell.
protocol InstanceNotifier: Sendable {
    var deliversNotificationsBetweenInstances: Bool { get }
    func notify(channel: String, payload: String) async throws
}

extension Store: InstanceNotifier {}
