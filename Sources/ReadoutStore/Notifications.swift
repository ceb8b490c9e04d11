import Foundation
import Logging
import PostgresKit

/// Change notifications between server instances: PostgreSQL's NOTIFY/LISTEN. On SQLite there is
/// one instance, so the server's in-process broadcast is all there is and these do nothing.
extension Store {
    /// Whether notifications reach other instances (PostgreSQL only).
    public var deliversNotificationsBetweenInstances: Bool { engine == .postgres }

    /// Sends `payload` on `channel` to every instance listening (after the current transaction).
    public func notify(channel: String, payload: String) async throws {
        guard engine == .postgres else { return }
        try await database.raw("SELECT pg_notify(\(bind: channel), \(bind: payload))").run()
    }

    /// Calls `receive` with each payload sent on `channel` until the task is cancelled, or throws
    /// when the connection is lost. `onListening` runs once the LISTEN is in force: what was sent
    /// before then (while reconnecting, say) never arrives, so that is where to catch up. Holds
    /// one pooled connection while listening; cancel the task before closing the store.
    public func listen(channel: String, onListening: @Sendable () async -> Void = {},
                       receive: @escaping @Sendable (String) async -> Void) async throws {
        guard let postgres = driver as? PostgresDriver else { return }
        try await postgres.listenOnPooledConnection(channel: channel, onListening: onListening, receive: receive)
    }
}

