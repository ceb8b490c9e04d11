import Foundation

/// Where Filter Lab keeps each user's state (implemented by ReadoutStore on SQLite/PostgreSQL).
public protocol FilterLabStateRepository: Sendable {
    /// The user's state, or nil before their first visit.
    func state(owner: UUID) async throws -> FilterLabState?
    /// Saves `state` if the stored revision is still `expectedRevision` (nil: none stored yet);
    /// returns false when another request saved first, so the caller can reload and retry.
    func save(_ state: FilterLabState, owner: UUID, expectedRevision: Int?) async throws -> Bool
}
