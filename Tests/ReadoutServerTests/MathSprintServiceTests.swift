import Foundation
import ReadoutApps
import ReadoutRecognition
import Testing
@testable import ReadoutServer

/// The referee over an in-memory repository: a wrong answer ends Survival and the game then
/// refuses answers, a digit outside 0…9 is refused, another user's game is not found, a game is
/// shared once it is over and keeps its link, and a reset empties the highscores.
@Suite("Math Sprint service")
struct MathSprintServiceTests {
    let owner = UUID()
    let service: MathSprintService

    init() throws {
        service = MathSprintService(repository: InMemoryMathSprintRepository(), classifier: try DigitClassifier.shipped())
    }

    /// The digit that answers the open question wrongly.
    static func wrongDigit(for game: MathSprintGame) throws -> Int {
        (try #require(game.openRound).question.concealedDigit + 1) % 10
    }

    @Test func aWrongAnswerEndsSurvivalAndTheGameThenRefusesAnswers() async throws {
        let game = try await service.start(.survival, owner: owner)
        let (ended, _) = try await service.answer(gameID: game.id, owner: owner, question: 0, input: .digit(try Self.wrongDigit(for: game)))
        #expect(ended.isFinished)
        let late = await ServiceTestParts.appError {
            _ = try await service.answer(gameID: game.id, owner: owner, question: 1, input: .digit(1))
        }
        #expect(late?.status == .conflict && late?.code == "game_finished")
        #expect(try await service.highscores(owner: owner)[.survival]?.map(\.gameID) == [game.id])
    }

    @Test func aDigitOutsideZeroToNineIsRefused() async throws {
        let game = try await service.start(.normal, owner: owner)
        let error = await ServiceTestParts.appError { _ = try await service.answer(gameID: game.id, owner: owner, question: 0, input: .digit(10)) }
        #expect(error?.status == .unprocessableContent && error?.code == "not_a_digit")
        #expect(try await service.game(id: game.id, owner: owner).rounds.allSatisfy { $0.answer == nil })
    }

    @Test func anotherUsersGameIsNotFound() async throws {
        let game = try await service.start(.normal, owner: owner)
        let stranger = UUID()
        let read = await ServiceTestParts.appError { _ = try await service.game(id: game.id, owner: stranger) }
        let answer = await ServiceTestParts.appError { _ = try await service.answer(gameID: game.id, owner: stranger, question: 0, input: .digit(1)) }
        #expect(read?.status == .notFound && answer?.status == .notFound)
    }

    @Test func aGameIsSharedOnceItIsOverAndKeepsItsLink() async throws {
        let game = try await service.start(.survival, owner: owner)
        let early = await ServiceTestParts.appError { _ = try await service.share(gameID: game.id, owner: owner) }
        #expect(early?.status == .conflict)
        _ = try await service.answer(gameID: game.id, owner: owner, question: 0, input: .digit(try Self.wrongDigit(for: game)))
        let token = try await service.share(gameID: game.id, owner: owner)
        #expect(try await service.share(gameID: game.id, owner: owner) == token)
        #expect(try await service.sharedGame(token: token).id == game.id)
        try await service.resetHighscores(owner: owner)
        #expect(try await service.highscores(owner: owner).values.allSatisfy(\.isEmpty))
    }
}
