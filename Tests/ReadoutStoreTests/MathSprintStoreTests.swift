import Foundation
import ReadoutApps
import ReadoutStore
import Testing

@Suite("Math Sprint games and highscores")
struct MathSprintStoreTests {
    private let start = Date(timeIntervalSince1970: 1_800_000_000)

    /// A finished Normal game answered right after `seconds` per question.
    private func finishedGame(seed: UInt64, seconds: Double) throws -> MathSprintGame {
        var game = MathSprintRules.start(.normal, seed: seed, now: start)
        var now = start
        while let round = game.openRound {
            now += seconds
            game = try MathSprintRules.answer(game, question: game.rounds.count - 1, digit: round.question.concealedDigit,
                                              confidence: 1, source: .keyboard, now: now)
        }
        return game
    }

    @Test("a game round-trips, belongs to its owner and saves by compare-and-set", arguments: TestEngine.all)
    func roundTrip(engine: TestEngine) async throws {
        try await engine.withStore { store in
            let ada = try await store.users.create(email: "ada@example.com", passwordHash: "x")
            let bob = try await store.users.create(email: "bob@example.com", passwordHash: "x")
            let game = MathSprintRules.start(.survival, seed: 9_007_199_254_740_991, now: start)
            try await store.mathSprint.insert(game, owner: ada.id)
            #expect(try await store.mathSprint.game(id: game.id, owner: ada.id) == game)
            #expect(try await store.mathSprint.game(id: game.id, owner: bob.id) == nil, "another user's game is not found")

            let digit = game.rounds[0].question.concealedDigit
            let right = try MathSprintRules.answer(game, question: 0, digit: digit, confidence: 1, source: .keyboard, now: start + 2)
            let wrong = try MathSprintRules.answer(game, question: 0, digit: (digit + 1) % 10, confidence: 1, source: .keyboard, now: start + 2)
            #expect(try await store.mathSprint.save(right, owner: ada.id, expectedRevision: game.revision))
            #expect(try await store.mathSprint.save(wrong, owner: ada.id, expectedRevision: game.revision) == false, "the second answer loses")
            #expect(try await store.mathSprint.save(right, owner: bob.id, expectedRevision: right.revision) == false)
            #expect(try await store.mathSprint.game(id: game.id, owner: ada.id) == right)
        }
    }

    @Test("highscores: finished games only, best first, per owner and mode; reset empties them", arguments: TestEngine.all)
    func highscores(engine: TestEngine) async throws {
        try await engine.withStore { store in
            let ada = try await store.users.create(email: "ada@example.com", passwordHash: "x")
            let bob = try await store.users.create(email: "bob@example.com", passwordHash: "x")
            let slow = try finishedGame(seed: 1, seconds: 40)
            let fast = try finishedGame(seed: 2, seconds: 3)
            for game in [slow, fast] { try await store.mathSprint.insert(game, owner: ada.id) }
            try await store.mathSprint.insert(MathSprintRules.start(.normal, seed: 3, now: start), owner: ada.id)
            try await store.mathSprint.insert(try finishedGame(seed: 4, seconds: 1), owner: bob.id)

            let scores = try await store.mathSprint.highscores(owner: ada.id, mode: .normal, limit: 10)
            #expect(scores.map(\.gameID) == [fast.id, slow.id])
            #expect(scores.map(\.score) == [fast.score, slow.score])
            #expect(scores[0].seconds == 30 && scores[0].finishedAt == fast.finishedAt)
            #expect(try await store.mathSprint.highscores(owner: ada.id, mode: .normal, limit: 1).count == 1)
            #expect(try await store.mathSprint.highscores(owner: ada.id, mode: .survival, limit: 10).isEmpty)

            try await store.mathSprint.resetHighscores(owner: ada.id)
            #expect(try await store.mathSprint.highscores(owner: ada.id, mode: .normal, limit: 10).isEmpty)
            #expect(try await store.mathSprint.highscores(owner: bob.id, mode: .normal, limit: 10).count == 1, "only the owner's")
            #expect(try await store.mathSprint.game(id: fast.id, owner: ada.id) == fast, "the game itself stays")
        }
    }

    @Test("a share token is made once, by the owner only, and finds the game", arguments: TestEngine.all)
    func sharing(engine: TestEngine) async throws {
        try await engine.withStore { store in
            let ada = try await store.users.create(email: "ada@example.com", passwordHash: "x")
            let bob = try await store.users.create(email: "bob@example.com", passwordHash: "x")
            let game = try finishedGame(seed: 5, seconds: 2)
            try await store.mathSprint.insert(game, owner: ada.id)
            #expect(try await store.mathSprint.shareToken(gameID: game.id, owner: bob.id, token: "stolen") == nil)
            #expect(try await store.mathSprint.shareToken(gameID: game.id, owner: ada.id, token: "first") == "first")
            #expect(try await store.mathSprint.shareToken(gameID: game.id, owner: ada.id, token: "second") == "first")
            #expect(try await store.mathSprint.sharedGame(token: "first") == game)
            #expect(try await store.mathSprint.sharedGame(token: "stolen") == nil)
        }
    }

    @Test("a deleted user's games go with them", arguments: TestEngine.all)
    func cascade(engine: TestEngine) async throws {
        try await engine.withStore { store in
            let ada = try await store.users.create(email: "ada@example.com", passwordHash: "x")
            let game = try finishedGame(seed: 6, seconds: 2)
            try await store.mathSprint.insert(game, owner: ada.id)
            #expect(try await store.users.delete(id: ada.id))
            #expect(try await store.mathSprint.game(id: game.id, owner: ada.id) == nil)
            #expect(try await store.mathSprint.highscores(owner: ada.id, mode: .normal, limit: 10).isEmpty)
        }
    }
}
