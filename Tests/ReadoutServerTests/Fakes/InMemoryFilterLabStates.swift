import Foundation
import ReadoutApps
@testable import ReadoutServer

/// Filter Lab states kept in memory, saved by compare-and-set on the revision like the SQL store's.
actor InMemoryFilterLabStates: FilterLabStateRepository {
    private var states: [UUID: FilterLabState] = [:]

    func state(owner: UUID) -> FilterLabState? {
        states[owner]
    }

    func save(_ state: FilterLabState, owner: UUID, expectedRevision: Int?) -> Bool {
        guard states[owner]?.revision == expectedRevision else { return false }
        states[owner] = state
        return true
    }
}

/// Notifications to other instances, recorded; `delivers` says whether there are other instances
/// (PostgreSQL) or not (SQLite).
actor RecordingNotifier: InstanceNotifier {
    nonisolated let deliversNotificationsBetweenInstances: Bool
    private(set) var sent: [(channel: String, payload: String)] = []

    init(delivers: Bool) {
        deliversNotificationsBetweenInstances = delivers
    }

    func notify(channel: String, payload: String) {
        sent.append((channel, payload))
    }
}
