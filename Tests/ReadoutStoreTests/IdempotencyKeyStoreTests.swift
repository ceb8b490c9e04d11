import Foundation
import ReadoutStore
import Testing

@Suite("Idempotency keys: one request does the work, repeats get its answer")
struct IdempotencyKeyStoreTests {
    let start = Date(timeIntervalSince1970: 1_800_000_000)
    let answer = IdempotencyKeyStore.StoredResponse(status: 201, contentType: "application/json; charset=utf-8",
                                                    location: "/api/v1/photos/1", body: Array(#"{"id":"1"}"#.utf8))

    @Test("a key is claimed once; a repeat is in progress, then answered; another route or body is reuse", arguments: TestEngine.all)
    func claimThenAnswer(engine: TestEngine) async throws {
        try await engine.withStore { store in
            let keys = store.idempotencyKeys
            let user = try await store.users.create(email: "k@example.com", passwordHash: "h")
            #expect(try await keys.claim(owner: user.id, key: "key-00001", route: "POST /p", requestHash: "a", now: start) == .claimed)
            #expect(try await keys.claim(owner: user.id, key: "key-00001", route: "POST /p", requestHash: "a", now: start) == .inProgress)
            try await keys.complete(owner: user.id, key: "key-00001", response: answer)
            #expect(try await keys.claim(owner: user.id, key: "key-00001", route: "POST /p", requestHash: "a", now: start) == .answered(answer))
            #expect(try await keys.claim(owner: user.id, key: "key-00001", route: "POST /q", requestHash: "a", now: start) == .reused)
            #expect(try await keys.claim(owner: user.id, key: "key-00001", route: "POST /p", requestHash: "b", now: start) == .reused)

            let other = try await store.users.create(email: "o@example.com", passwordHash: "h")
            #expect(try await keys.claim(owner: other.id, key: "key-00001", route: "POST /q", requestHash: "z", now: start) == .claimed,
                    "another user's key of the same name is their own")
        }
    }

    @Test("of many requests with one key at once, exactly one claims it", arguments: TestEngine.all)
    func concurrentClaims(engine: TestEngine) async throws {
        try await engine.withStore { store in
            let user = try await store.users.create(email: "c@example.com", passwordHash: "h")
            let claims = try await withThrowingTaskGroup(of: IdempotencyKeyStore.Claim.self) { group in
                for _ in 0..<8 {
                    group.addTask { try await store.idempotencyKeys.claim(owner: user.id, key: "same-key-1", route: "POST /p", requestHash: "a", now: start) }
                }
                return try await group.reduce(into: []) { $0.append($1) }
            }
            #expect(claims.filter { $0 == .claimed }.count == 1)
            #expect(claims.filter { $0 == .inProgress }.count == 7)
        }
    }

    @Test("a released claim (a failed request) is free again; an answered one is not released", arguments: TestEngine.all)
    func releaseFreesOnlyUnanswered(engine: TestEngine) async throws {
        try await engine.withStore { store in
            let keys = store.idempotencyKeys
            let user = try await store.users.create(email: "r@example.com", passwordHash: "h")
            #expect(try await keys.claim(owner: user.id, key: "failing-1", route: "POST /p", requestHash: "a", now: start) == .claimed)
            try await keys.release(owner: user.id, key: "failing-1")
            #expect(try await keys.claim(owner: user.id, key: "failing-1", route: "POST /p", requestHash: "a", now: start) == .claimed)
            try await keys.complete(owner: user.id, key: "failing-1", response: answer)
            try await keys.release(owner: user.id, key: "failing-1")
            #expect(try await keys.claim(owner: user.id, key: "failing-1", route: "POST /p", requestHash: "a", now: start) == .answered(answer))
        }
    }

    @Test("keys expire after a day, abandoned claims after ten minutes; pruning deletes the old", arguments: TestEngine.all)
    func expiry(engine: TestEngine) async throws {
        try await engine.withStore { store in
            let keys = store.idempotencyKeys
            let user = try await store.users.create(email: "e@example.com", passwordHash: "h")
            _ = try await keys.claim(owner: user.id, key: "old-key-1", route: "POST /p", requestHash: "a", now: start)
            try await keys.complete(owner: user.id, key: "old-key-1", response: answer)
            _ = try await keys.claim(owner: user.id, key: "stuck-key", route: "POST /p", requestHash: "a", now: start)
            #expect(try await keys.claim(owner: user.id, key: "stuck-key", route: "POST /p", requestHash: "a",
                                         now: start.addingTimeInterval(60)) == .inProgress)
            #expect(try await keys.claim(owner: user.id, key: "stuck-key", route: "POST /p", requestHash: "a",
                                         now: start.addingTimeInterval(11 * 60)) == .claimed, "an abandoned claim is taken over")
            let dayLater = start.addingTimeInterval(IdempotencyKeyStore.lifetime + 1)
            #expect(try await keys.claim(owner: user.id, key: "old-key-1", route: "POST /other", requestHash: "b", now: dayLater) == .claimed,
                    "an expired key is forgotten")
            _ = try await keys.claim(owner: user.id, key: "old-key-2", route: "POST /p", requestHash: "a", now: start)
            #expect(try await keys.prune(before: start.addingTimeInterval(1)) == 1, "only old-key-2 is from before")
            #expect(try await keys.prune(before: dayLater.addingTimeInterval(1)) == 2)
        }
    }

    @Test("a user's keys go with their account", arguments: TestEngine.all)
    func deletedWithTheAccount(engine: TestEngine) async throws {
        try await engine.withStore { store in
            let user = try await store.users.create(email: "d@example.com", passwordHash: "h")
            _ = try await store.idempotencyKeys.claim(owner: user.id, key: "gone-key-1", route: "POST /p", requestHash: "a", now: start)
            #expect(try await store.accountData.deleteAccount(user: user.id, email: user.email, in: store))
            #expect(try await store.idempotencyKeys.prune(before: start.addingTimeInterval(1)) == 0)
            #expect(try await store.accountData.export(user: user.id)["idempotency_keys"] == nil, "not part of the user's data")
        }
    }
}
