import Foundation
import ReadoutStore
import Testing

@Suite("Housekeeping: one instance a round, deletes in batches")
struct HousekeepingStoreTests {
    @Test("a task is claimed once per interval, by one of many at once", arguments: TestEngine.all)
    func claims(engine: TestEngine) async throws {
        try await engine.withStore { store in
            let start = Date(timeIntervalSince1970: 1_800_000_000)
            #expect(try await store.housekeeping.claim("prune", every: 600, now: start))
            #expect(try await !store.housekeeping.claim("prune", every: 600, now: start.addingTimeInterval(599)))
            #expect(try await store.housekeeping.claim("other", every: 600, now: start), "tasks are claimed apart")
            // Eight instances wake at once when it is due again: exactly one wins.
            let later = start.addingTimeInterval(600)
            let winners = try await withThrowingTaskGroup(of: Bool.self) { group in
                for _ in 0..<8 { group.addTask { try await store.housekeeping.claim("prune", every: 600, now: later) } }
                return try await group.reduce(0) { $0 + ($1 ? 1 : 0) }
            }
            #expect(winners == 1)
        }
    }

    @Test("expired sessions go in batches, live ones stay", arguments: TestEngine.all)
    func expiredSessionsInBatches(engine: TestEngine) async throws {
        try await engine.withStore { store in
            let user = try await store.users.create(email: "h@example.com", passwordHash: "h")
            let start = Date(timeIntervalSince1970: 1_800_000_000)
            for _ in 0..<12 { _ = try await store.sessions.create(userID: user.id, lifetime: 60, now: start) }
            let (live, _) = try await store.sessions.create(userID: user.id, lifetime: 3600, now: start)
            #expect(try await store.sessions.deleteExpired(now: start.addingTimeInterval(120), batch: 5) == 12)
            #expect(try await store.sessions.find(token: live, now: start.addingTimeInterval(120)) != nil)
            #expect(try await store.sessions.deleteExpired(now: start.addingTimeInterval(120), batch: 5) == 0)
        }
    }
}
