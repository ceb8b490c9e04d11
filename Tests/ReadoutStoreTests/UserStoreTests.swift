import Foundation
import ReadoutStore
import SQLKit
import Testing

@Suite("Users")
struct UserStoreTests {
    @Test("create stores a trimmed, lowercased email; find by id and by email in any case", arguments: TestEngine.all)
    func createAndFind(engine: TestEngine) async throws {
        try await engine.withStore { store in
            let user = try await store.users.create(email: "  Ada.Lovelace@Example.COM \n", passwordHash: "$2b$12$hash")
            #expect(user.email == "ada.lovelace@example.com")
            #expect(user.passwordHash == "$2b$12$hash")
            #expect(abs(user.createdAt.timeIntervalSinceNow) < 60)

            #expect(try await store.users.find(id: user.id) == user)
            #expect(try await store.users.find(email: "ADA.LOVELACE@example.com") == user)
            #expect(try await store.users.find(email: " ada.lovelace@example.com ") == user)
            #expect(try await store.users.find(email: "ada@example.com") == nil)
            #expect(try await store.users.find(id: UUID()) == nil)
        }
    }

    @Test("a user's language is none until chosen, then kept, changed and cleared", arguments: TestEngine.all)
    func language(engine: TestEngine) async throws {
        try await engine.withStore { store in
            let user = try await store.users.create(email: "jezyk@example.com", passwordHash: "h")
            let other = try await store.users.create(email: "other@example.com", passwordHash: "h")
            #expect(user.language == nil)
            #expect(try await store.users.setLanguage("pl", id: user.id))
            #expect(try await store.users.find(id: user.id)?.language == "pl")
            #expect(try await store.users.find(email: "jezyk@example.com")?.language == "pl")
            #expect(try await store.users.find(id: other.id)?.language == nil, "only that user's row changes")
            #expect(try await store.users.setLanguage(nil, id: user.id))
            #expect(try await store.users.find(id: user.id)?.language == nil)
            #expect(try await store.users.setLanguage("pl", id: UUID()) == false)
        }
    }

    @Test("ids are stored as lowercase text", arguments: TestEngine.all)
    func idsAreLowercaseText(engine: TestEngine) async throws {
        try await engine.withStore { store in
            let user = try await store.users.create(email: "ids@example.com", passwordHash: "h")
            let stored = try await store.database.raw("SELECT id FROM users").first()?.decode(column: "id", as: String.self)
            #expect(stored == user.id.uuidString.lowercased())
        }
    }

    @Test("a second account with the same email in another case is refused with emailTaken", arguments: TestEngine.all)
    func duplicateEmail(engine: TestEngine) async throws {
        try await engine.withStore { store in
            _ = try await store.users.create(email: "grace@example.com", passwordHash: "h1")
            let error = await #expect(throws: StoreError.self) {
                _ = try await store.users.create(email: "Grace@Example.com", passwordHash: "h2")
            }
            #expect(error?.code == .emailTaken)
            #expect(error?.message.contains("grace@example.com") == true)
            #expect(try await store.users.find(email: "grace@example.com")?.passwordHash == "h1")
        }
    }

    @Test("of several sign-ups racing for one email exactly one wins", arguments: TestEngine.all)
    func concurrentDuplicateCreates(engine: TestEngine) async throws {
        try await engine.withStore { store in
            let outcomes = await withTaskGroup(of: Result<User, any Error>.self) { group in
                for attempt in 0..<8 {
                    group.addTask {
                        do { return .success(try await store.users.create(email: "race@example.com", passwordHash: "h\(attempt)")) }
                        catch { return .failure(error) }
                    }
                }
                return await group.reduce(into: []) { $0.append($1) }
            }
            let winners = outcomes.compactMap { try? $0.get() }
            let losers = outcomes.compactMap { outcome -> StoreError.Code? in
                if case .failure(let error) = outcome { return (error as? StoreError)?.code }
                return nil
            }
            #expect(winners.count == 1)
            #expect(losers == Array(repeating: .emailTaken, count: 7))
            let count = try await store.database.raw("SELECT COUNT(*) AS n FROM users").first()?.decode(column: "n", as: Int.self)
            #expect(count == 1)
            #expect(try await store.users.find(email: "race@example.com") == winners.first)
        }
    }

    @Test("an empty email or password hash is refused as invalid", arguments: TestEngine.all)
    func invalidInput(engine: TestEngine) async throws {
        try await engine.withStore { store in
            let noEmail = await #expect(throws: StoreError.self) { _ = try await store.users.create(email: "   ", passwordHash: "h") }
            #expect(noEmail?.code == .invalid)
            let noHash = await #expect(throws: StoreError.self) { _ = try await store.users.create(email: "a@b.c", passwordHash: "") }
            #expect(noHash?.code == .invalid)
        }
    }

    @Test("deleting a user removes their sessions and photos too", arguments: TestEngine.all)
    func deleteCascades(engine: TestEngine) async throws {
        try await engine.withStore { store in
            let doomed = try await store.users.create(email: "doomed@example.com", passwordHash: "h")
            let other = try await store.users.create(email: "other@example.com", passwordHash: "h")
            let (token, _) = try await store.sessions.create(userID: doomed.id, lifetime: 3600)
            let (otherToken, _) = try await store.sessions.create(userID: other.id, lifetime: 3600)
            let (photo, _) = try await store.photos.save(owner: doomed.id, bytes: [1, 2, 3], mediaType: "image/png",
                                                         width: 1, height: 1, preview: [4])
            let (otherPhoto, _) = try await store.photos.save(owner: other.id, bytes: [1, 2, 3], mediaType: "image/png",
                                                              width: 1, height: 1, preview: [4])

            #expect(try await store.users.delete(id: doomed.id))
            #expect(try await store.users.delete(id: doomed.id) == false)
            #expect(try await store.users.find(id: doomed.id) == nil)
            #expect(try await store.sessions.find(token: token) == nil)
            #expect(try await store.photos.find(id: photo.id, owner: doomed.id) == nil)
            let orphans = try await store.database.raw("""
                SELECT (SELECT COUNT(*) FROM sessions WHERE user_id = \(bind: doomed.id.uuidString.lowercased()))
                     + (SELECT COUNT(*) FROM photos WHERE owner_id = \(bind: doomed.id.uuidString.lowercased())) AS n
                """).first()?.decode(column: "n", as: Int.self)
            #expect(orphans == 0)
            // The other account is untouched.
            #expect(try await store.sessions.find(token: otherToken)?.userID == other.id)
            #expect(try await store.photos.find(id: otherPhoto.id, owner: other.id) == otherPhoto)
        }
    }
}
