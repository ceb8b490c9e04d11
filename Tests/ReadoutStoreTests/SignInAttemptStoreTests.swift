import Foundation
import ReadoutStore
import Testing

@Suite("Sign-in attempts")
struct SignInAttemptStoreTests {
    private let start = Date(timeIntervalSince1970: 1_760_000_000)

    @Test("failures are counted per key within the window, with the oldest one", arguments: TestEngine.all)
    func countAndWindow(engine: TestEngine) async throws {
        try await engine.withStore { store in
            let attempts = store.signInAttempts
            for offset in [0, 10, 20] as [TimeInterval] {
                try await attempts.recordFailure(key: "account:ada@example.com", at: start.addingTimeInterval(offset))
            }
            try await attempts.recordFailure(key: "address:192.0.2.1", at: start.addingTimeInterval(5))

            let all = try await attempts.failures(key: "account:ada@example.com", since: start)
            #expect(all.count == 3)
            #expect(all.oldest == start)
            let recent = try await attempts.failures(key: "account:ada@example.com", since: start.addingTimeInterval(5))
            #expect(recent.count == 2)
            #expect(recent.oldest == start.addingTimeInterval(10))
            let none = try await attempts.failures(key: "account:ada@example.com", since: start.addingTimeInterval(21))
            #expect(none.count == 0)
            #expect(none.oldest == nil)
            let address = try await attempts.failures(key: "address:192.0.2.1", since: start)
            #expect(address.count == 1)
            #expect(try await attempts.failures(key: "account:nobody@example.com", since: start).count == 0)
        }
    }

    @Test("clear forgets one key only", arguments: TestEngine.all)
    func clear(engine: TestEngine) async throws {
        try await engine.withStore { store in
            let attempts = store.signInAttempts
            try await attempts.recordFailure(key: "account:a", at: start)
            try await attempts.recordFailure(key: "account:a", at: start)
            try await attempts.recordFailure(key: "account:b", at: start)
            try await attempts.clear(key: "account:a")
            #expect(try await attempts.failures(key: "account:a", since: start).count == 0)
            #expect(try await attempts.failures(key: "account:b", since: start).count == 1)
        }
    }

    @Test("prune deletes attempts older than a date across keys and counts them", arguments: TestEngine.all)
    func prune(engine: TestEngine) async throws {
        try await engine.withStore { store in
            let attempts = store.signInAttempts
            try await attempts.recordFailure(key: "account:a", at: start)
            try await attempts.recordFailure(key: "address:x", at: start.addingTimeInterval(1))
            try await attempts.recordFailure(key: "account:a", at: start.addingTimeInterval(100))

            #expect(try await attempts.prune(before: start) == 0)
            #expect(try await attempts.prune(before: start.addingTimeInterval(50)) == 2)
            #expect(try await attempts.prune(before: start.addingTimeInterval(50)) == 0)
            let left = try await attempts.failures(key: "account:a", since: .distantPast)
            #expect(left.count == 1)
            #expect(left.oldest == start.addingTimeInterval(100))
            #expect(try await attempts.failures(key: "address:x", since: .distantPast).count == 0)
        }
    }
}
