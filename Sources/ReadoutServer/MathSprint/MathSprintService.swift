import Foundation
import ReadoutApps
import ReadoutRecognition
import ReadoutStore

/// The referee on the server: starts games, reads drawn answers with the shipped digit
/// classifier, applies the rules with the server's clock and saves each move by compare-and-set,
/// so two answers racing for one question cannot both count.
struct MathSprintService: Sendable {
    let repository: any MathSprintRepository
    let classifier: DigitClassifier
    var events: WebhookEvents = .none
    /// The clock; tests of time limits replace it.
    var now: @Sendable () -> Date = { Date() }

    /// What a drawing was read as.
    struct Reading: Codable, Sendable {
        let digit: Int
        let confidence: Double
        let probabilities: [Double]
    }

    /// How a player answered: strokes for the referee to read, or a digit key.
    enum AnswerInput: Sendable {
        case drawing(PenDrawing)
        case digit(Int)
    }

    /// The highscores lists are this long.
    static let highscoreCount = 10

    func start(_ mode: MathSprintMode, owner: UUID) async throws -> MathSprintGame {
        // 53 bits: the seed survives any JSON reader as an exact number.
        let game = MathSprintRules.start(mode, seed: UInt64.random(in: 0..<(1 << 53)), now: now())
        try await repository.insert(game, owner: owner)
        return game
    }

    /// The owner's game, ended first if Time Attack's clock ran out while nobody was looking.
    func game(id: UUID, owner: UUID) async throws -> MathSprintGame {
        for _ in 0..<3 {
            let game = try await stored(id: id, owner: owner)
            let current = MathSprintRules.expired(game, now: now())
            if current == game { return game }
            if try await repository.save(current, owner: owner, expectedRevision: game.revision) {
                await reportFinished(current, owner: owner)
                return current
            }
        }
        return try await stored(id: id, owner: owner)
    }

    /// Reads the drawing; nil when it holds no digit (a tap, a dot).
    func read(_ drawing: PenDrawing) -> Reading? {
        classifier.classify(drawing).map {
            Reading(digit: $0.digit, confidence: Double($0.confidence), probabilities: $0.probabilities.map { (Double($0) * 10_000).rounded() / 10_000 })
        }
    }

    /// Grades the answer to question `index` and returns the game after it with what was read.
    func answer(gameID: UUID, owner: UUID, question index: Int, input: AnswerInput) async throws -> (MathSprintGame, Reading) {
        let reading: Reading
        let source: MathSprintGame.AnswerSource
        switch input {
        case .drawing(let drawing):
            guard let read = read(drawing) else { throw AppError.invalid(.init("error.mathSprint.noDigit"), code: "no_digit") }
            reading = read
            source = .drawing
        case .digit(let digit):
            reading = Reading(digit: digit, confidence: 1, probabilities: (0..<10).map { $0 == digit ? 1 : 0 })
            source = .keyboard
        }
        // Another request may save between our read and write; then the rules decide again on
        // the newer game (a second answer to the same question is refused there).
        for _ in 0..<3 {
            let game = try await stored(id: gameID, owner: owner)
            let next: MathSprintGame
            do {
                next = try MathSprintRules.answer(game, question: index, digit: reading.digit, confidence: reading.confidence,
                                                  source: source, now: now())
            } catch {
                // A late Time Attack answer also ends the game for good.
                if error == .timeUp { _ = try await self.game(id: gameID, owner: owner) }
                throw AppError(refusal: error)
            }
            if try await repository.save(next, owner: owner, expectedRevision: game.revision) {
                if next.isFinished && !game.isFinished { await reportFinished(next, owner: owner) }
                return (next, reading)
            }
        }
        throw AppError(.conflict, code: "conflict", text: .init("error.mathSprint.conflict"))
    }

    /// Tells webhooks the game is over: once, whichever request ended it.
    private func reportFinished(_ game: MathSprintGame, owner: UUID) async {
        guard game.isFinished else { return }
        await events.publish(.mathSprintGameFinished, owner: owner, key: game.id.uuidString.lowercased(),
                             data: MathSprintGameBody(game, now: now()))
    }

    func highscores(owner: UUID) async throws -> [MathSprintMode: [MathSprintHighscore]] {
        var lists: [MathSprintMode: [MathSprintHighscore]] = [:]
        for mode in MathSprintMode.allCases {
            lists[mode] = try await repository.highscores(owner: owner, mode: mode, limit: Self.highscoreCount)
        }
        return lists
    }

    func resetHighscores(owner: UUID) async throws {
        try await repository.resetHighscores(owner: owner)
    }

    /// The share token of a finished game (made on the first share).
    func share(gameID: UUID, owner: UUID) async throws -> String {
        let game = try await self.game(id: gameID, owner: owner)
        guard game.isFinished else {
            throw AppError(.conflict, code: "game_not_finished", text: .init("error.mathSprint.notFinished"))
        }
        guard let token = try await repository.shareToken(gameID: gameID, owner: owner, token: Self.newShareToken()) else {
            throw AppError.notFound(.game)
        }
        return token
    }

    func sharedGame(token: String) async throws -> MathSprintGame {
        guard token.count == 22, token.allSatisfy({ $0.isLetter || $0.isNumber || $0 == "-" || $0 == "_" }),
              let game = try await repository.sharedGame(token: token) else { throw AppError.notFound(.sharedResult) }
        return game
    }

    private func stored(id: UUID, owner: UUID) async throws -> MathSprintGame {
        guard let game = try await repository.game(id: id, owner: owner) else { throw AppError.notFound(.game) }
        return game
    }

    /// 128 random bits, URL-safe base64 without padding (22 characters).
    static func newShareToken() -> String { URLSafeToken.make(byteCount: 16) }

}
