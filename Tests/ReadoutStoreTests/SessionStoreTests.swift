import Foundation
import ReadoutStore
import SQLKit
import Testing

@Suite("Sessions")
struct SessionStoreTests {
    private let start = Date(timeIntervalSince1970: 1_750_000_000.123)

    private func isBase64URL43(_ token: String) -> Bool {
        token.count == 43 && token.allSatisfy { $0.isASCII && ($0.isLetter || $0.isNumber || $0 == "-" || $0 == "_") }
    }

    @Test("a session is found by its token until it expires", arguments: TestEngine.all)
    func createFindExpire(engine: TestEngine) async throws {
        try await engine.withStore { store in
            let user = try await store.users.create(email: "s@example.com", passwordHash: "h")
            let (token, session) = try await store.sessions.create(userID: user.id, lifetime: 3600, now: start)
            #expect(isBase64URL43(token))
            #expect(isBase64URL43(session.csrfToken))
            #expect(session.csrfToken != token)
            #expect(session.userID == user.id)
            #expect(abs(session.createdAt.timeIntervalSince(start)) < 0.001)
            #expect(abs(session.expiresAt.timeIntervalSince(start) - 3600) < 0.001)

            #expect(try await store.sessions.find(token: token, now: start) == session)
            #expect(try await store.sessions.find(token: token, now: start.addingTimeInterval(3599)) == session)
            #expect(try await store.sessions.find(token: token, now: start.addingTimeInterval(3600)) == nil)
            #expect(try await store.sessions.find(token: token, now: start.addingTimeInterval(7200)) == nil)
            #expect(try await store.sessions.find(token: "not-a-token", now: start) == nil)
            #expect(try await store.sessions.find(token: String(token.dropLast()), now: start) == nil)
        }
    }

    @Test("every session gets its own random token and CSRF token", arguments: TestEngine.all)
    func tokensAreDistinct(engine: TestEngine) async throws {
        try await engine.withStore { store in
            let user = try await store.users.create(email: "many@example.com", passwordHash: "h")
            var tokens = Set<String>()
            for _ in 0..<20 {
                let (token, session) = try await store.sessions.create(userID: user.id, lifetime: 60)
                tokens.insert(token)
                tokens.insert(session.csrfToken)
            }
            #expect(tokens.count == 40)
        }
    }

    @Test("the table holds the token's SHA-256, never the token", arguments: TestEngine.all)
    func tokenNotStoredInPlainText(engine: TestEngine) async throws {
        try await engine.withStore { store in
            let user = try await store.users.create(email: "hash@example.com", passwordHash: "h")
            let (token, session) = try await store.sessions.create(userID: user.id, lifetime: 60)
            let rows = try await store.database.raw("SELECT token_hash, csrf_token FROM sessions").all()
            #expect(rows.count == 1)
            let stored = try #require(rows.first).decode(column: "token_hash", as: String.self)
            #expect(stored != token)
            #expect(!stored.contains(token))
            #expect(stored.count == 64 && stored.allSatisfy { "0123456789abcdef".contains($0) })
            #expect(try rows[0].decode(column: "csrf_token", as: String.self) == session.csrfToken)
            // The stored value is the token's hash: another token does not match it.
            let (other, _) = try await store.sessions.create(userID: user.id, lifetime: 60)
            let hashes = try await store.database.raw("SELECT token_hash FROM sessions").all(decodingColumn: "token_hash", as: String.self)
            #expect(Set(hashes).count == 2)
            #expect(!hashes.contains(other))
        }
    }

    @Test("delete signs one browser out, deleteAll every browser of one user", arguments: TestEngine.all)
    func deleteAndDeleteAll(engine: TestEngine) async throws {
        try await engine.withStore { store in
            let ada = try await store.users.create(email: "ada@example.com", passwordHash: "h")
            let bob = try await store.users.create(email: "bob@example.com", passwordHash: "h")
            let (ada1, _) = try await store.sessions.create(userID: ada.id, lifetime: 3600)
            let (ada2, _) = try await store.sessions.create(userID: ada.id, lifetime: 3600)
            let (bob1, _) = try await store.sessions.create(userID: bob.id, lifetime: 3600)

            try await store.sessions.delete(token: ada1)
            #expect(try await store.sessions.find(token: ada1) == nil)
            #expect(try await store.sessions.find(token: ada2)?.userID == ada.id)
            try await store.sessions.delete(token: ada1)  // deleting twice is harmless

            try await store.sessions.deleteAll(userID: ada.id)
            #expect(try await store.sessions.find(token: ada2) == nil)
            #expect(try await store.sessions.find(token: bob1)?.userID == bob.id)
        }
    }

    @Test("deleteExpired removes exactly the expired sessions and counts them", arguments: TestEngine.all)
    func deleteExpired(engine: TestEngine) async throws {
        try await engine.withStore { store in
            let user = try await store.users.create(email: "old@example.com", passwordHash: "h")
            let (short1, _) = try await store.sessions.create(userID: user.id, lifetime: 10, now: start)
            let (short2, _) = try await store.sessions.create(userID: user.id, lifetime: 20, now: start)
            let (long, _) = try await store.sessions.create(userID: user.id, lifetime: 1000, now: start)

            #expect(try await store.sessions.deleteExpired(now: start.addingTimeInterval(5)) == 0)
            #expect(try await store.sessions.deleteExpired(now: start.addingTimeInterval(30)) == 2)
            #expect(try await store.sessions.deleteExpired(now: start.addingTimeInterval(30)) == 0)
            let left = try await store.database.raw("SELECT COUNT(*) AS n FROM sessions").first()?.decode(column: "n", as: Int.self)
            #expect(left == 1)
            #expect(try await store.sessions.find(token: long, now: start.addingTimeInterval(30)) != nil)
            #expect(try await store.sessions.find(token: short1, now: start) == nil)
            #expect(try await store.sessions.find(token: short2, now: start) == nil)
        }
    }

    @Test("a session for an unknown user or with a nonsense lifetime is refused", arguments: TestEngine.all)
    func invalidSessions(engine: TestEngine) async throws {
        try await engine.withStore { store in
            let unknown = await #expect(throws: StoreError.self) { _ = try await store.sessions.create(userID: UUID(), lifetime: 60) }
            #expect(unknown?.code == .notFound)
            let user = try await store.users.create(email: "x@example.com", passwordHash: "h")
            for lifetime in [0, -5, .infinity, .nan] as [TimeInterval] {
                let error = await #expect(throws: StoreError.self) { _ = try await store.sessions.create(userID: user.id, lifetime: lifetime) }
                #expect(error?.code == .invalid)
            }
        }
    }
}
