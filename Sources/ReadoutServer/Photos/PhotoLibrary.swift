import Foundation
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

extension PhotoStore: PhotoLibrary {}

/// Tells the other server instances on the same database about a change (PostgreSQL's NOTIFY);
/// on SQLite there is one instance and nothing to tell.
protocol InstanceNotifier: Sendable {
    var deliversNotificationsBetweenInstances: Bool { get }
    func notify(channel: String, payload: String) async throws
}

extension Store: InstanceNotifier {}
