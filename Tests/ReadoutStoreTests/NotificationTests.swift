import Foundation
import ReadoutStore
import SQLKit
import Testing

@Suite("Notifications between instances (PostgreSQL LISTEN/NOTIFY)")
struct NotificationTests {
    /// What a listener saw, in order: "listening", payloads, and "lost" for a dropped connection.
    actor Events {
        private(set) var items: [String] = []

        func append(_ item: String) { items.append(item) }

        /// Waits (polling, never hanging) until `items` has `count` entries.
        func waitForCount(_ count: Int, seconds: Double = 20) async -> [String] {
            let deadline = ContinuousClock.now + .seconds(seconds)
            while items.count < count, ContinuousClock.now < deadline {
                try? await Task.sleep(for: .milliseconds(20))
            }
            return items
        }
    }

    @Test("a listener hears NOTIFY, is told when LISTEN is in force, and after its connection is cut listens again",
          arguments: TestEngine.postgresOnly)
    func listenAcrossALostConnection(engine: TestEngine) async throws {
        try await engine.withStore { store in
            let events = Events()
            // As GlanceListener does: listen again whenever the connection is lost.
            let listener = Task {
                while !Task.isCancelled {
                    do {
                        try await store.listen(channel: "readout_test") { await events.append("listening") } receive: { await events.append($0) }
                    } catch {
                        await events.append("lost")
                    }
                }
            }
            defer { listener.cancel() }
            #expect(await events.waitForCount(1) == ["listening"])
            try await store.notify(channel: "readout_test", payload: "one")
            #expect(await events.waitForCount(2) == ["listening", "one"])

            // Cut the listening connection from outside, as a restart or a network failure would.
            try await store.database.raw("""
                SELECT pg_terminate_backend(pid) FROM pg_stat_activity
                WHERE datname = current_database() AND query LIKE 'LISTEN%' AND pid <> pg_backend_pid()
                """).run()
            #expect(await events.waitForCount(4) == ["listening", "one", "lost", "listening"])
            try await store.notify(channel: "readout_test", payload: "two")
            #expect(await events.waitForCount(5).last == "two")
            listener.cancel()
            _ = await listener.value
        }
    }

    @Test("on SQLite there is one instance: notify does nothing and listen returns at once")
    func sqliteHasNoNotifications() async throws {
        try await TestEngine.sqlite.withStore { store in
            #expect(!store.deliversNotificationsBetweenInstances)
            try await store.notify(channel: "readout_test", payload: "ignored")
            try await store.listen(channel: "readout_test") { Issue.record("no LISTEN on SQLite") } receive: { _ in Issue.record("no payload on SQLite") }
        }
    }
}
