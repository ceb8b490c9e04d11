import Foundation
import ReadoutApps
import Testing

@Suite("Math Sprint: questions, referee and scores")
struct MathSprintRulesTests {
    let start = Date(timeIntervalSince1970: 1_800_000_000)

    // MARK: Questions

    @Test func everyQuestionIsExactAndItsDifficultyIsTheResultsDigitCount() {
        for seed in UInt64(0)..<400 {
            for difficulty in 1...MathSprintMode.maximumDifficulty {
                let question = MathSprintQuestionGenerator.question(seed: seed, index: difficulty * 7, difficulty: difficulty)
                #expect(question.result >= 0 && question.left >= 0 && question.right >= 0)
                switch question.operation {
                case .addition: #expect(question.left + question.right == question.result)
                case .subtraction: #expect(question.left - question.right == question.result)
                case .multiplication: #expect(question.left * question.right == question.result)
                case .division:
                    #expect(question.right != 0)
                    #expect(question.left % question.right == 0 && question.left / question.right == question.result)
                }
                #expect(question.difficulty == difficulty, "\(question.displayed)")
                #expect(question.resultDigits.indices.contains(question.concealedIndex))
                #expect(question.resultDigits[question.concealedIndex] == question.concealedDigit)
                #expect(question.displayed.filter { $0 == "□" }.count == 1)
            }
        }
    }

    @Test func allFourOperationsAndEveryDigitPositionComeUp() {
        let questions = (UInt64(0)..<200).map { MathSprintQuestionGenerator.question(seed: $0, index: 3, difficulty: 3) }
        #expect(Set(questions.map(\.operation)) == Set(MathSprintQuestion.Operation.allCases))
        #expect(Set(questions.map(\.concealedIndex)) == [0, 1, 2])
    }

    @Test func theSameSeedGivesTheSameGame() {
        let a = (0..<10).map { MathSprintQuestionGenerator.question(seed: 42, index: $0, difficulty: 2) }
        let b = (0..<10).map { MathSprintQuestionGenerator.question(seed: 42, index: $0, difficulty: 2) }
        let c = (0..<10).map { MathSprintQuestionGenerator.question(seed: 43, index: $0, difficulty: 2) }
        #expect(a == b)
        #expect(a != c)
    }

    @Test func difficultyRamps() {
        #expect((0..<10).map { MathSprintMode.normal.difficulty(ofQuestion: $0) } == [1, 1, 2, 2, 2, 3, 3, 3, 4, 4])
        let endless = (0..<60).map { MathSprintMode.survival.difficulty(ofQuestion: $0) }
        #expect(endless.first == 1 && endless.last == MathSprintMode.maximumDifficulty)
        #expect(zip(endless, endless.dropFirst()).allSatisfy { $0 <= $1 })
    }

    // MARK: Replay

    /// Plays `game` answering each question right (or wrong where `wrong` says) after `seconds`.
    func play(_ mode: MathSprintMode, seed: UInt64 = 7, seconds: Double = 4, wrong: Set<Int> = [], upTo limit: Int = 100) throws -> MathSprintGame {
        var game = MathSprintRules.start(mode, seed: seed, now: start)
        var now = start
        while let round = game.openRound, game.rounds.count <= limit {
            now += seconds
            let index = game.rounds.count - 1
            let digit = wrong.contains(index) ? (round.question.concealedDigit + 1) % 10 : round.question.concealedDigit
            game = try MathSprintRules.answer(game, question: index, digit: digit, confidence: 0.9, source: .drawing, now: now)
        }
        return game
    }

    @Test func aSeededGameReplaysExactly() throws {
        let first = try play(.normal, wrong: [3, 8])
        let again = try play(.normal, wrong: [3, 8])
        #expect(first.rounds == again.rounds)
        #expect(first.score == again.score)
        #expect(first.rounds.map(\.question.displayed) == (0..<10).map {
            MathSprintQuestionGenerator.question(seed: 7, index: $0, difficulty: MathSprintMode.normal.difficulty(ofQuestion: $0)).displayed
        })
    }

    // MARK: Scores

    @Test func normalScoresDigitsOfRightAnswersPlusASpeedBonus() throws {
        let game = try play(.normal, seconds: 4, wrong: [3, 8])
        #expect(game.isFinished && game.ending == .completed && game.rounds.count == 10)
        // Right: difficulties 1,1,2,2,3,3,3,4 → 1,900 points; 40 s in all → 2 × 260 × 0.8 = 416.
        #expect(game.correctCount == 8)
        #expect(game.score == 1_900 + 416)
        let slow = try play(.normal, seconds: 40, wrong: [3, 8])
        #expect(slow.score == 1_900, "no bonus after five minutes")
    }

    @Test func survivalEndsAtTheFirstWrongAnswerAndScoresAnswersAndSpeed() throws {
        let game = try play(.survival, seconds: 3, wrong: [5])
        #expect(game.isFinished && game.ending == .wrongAnswer)
        #expect(game.rounds.count == 6 && game.correctCount == 5)
        #expect(game.score == 5 * (100 + 70))
        #expect(game.openRound == nil)
    }

    @Test func timeAttackScoresRightAnswersAndEndsAfter150Seconds() throws {
        let game = try play(.timeAttack, seconds: 10, wrong: [2])
        #expect(game.isFinished && game.ending == .timeUp)
        // Answers at 10, 20, …, 150 s: 15 answers, one wrong.
        #expect(game.answeredCount == 15)
        #expect(game.score == 14)
        #expect(game.elapsedSeconds(now: start + 999) == 150)
    }

    // MARK: Refusals

    @Test func theRefereeRefusesAnswersItWasNotGivenOrAlreadyHas() throws {
        var game = MathSprintRules.start(.normal, seed: 1, now: start)
        let digit = game.rounds[0].question.concealedDigit
        #expect(throws: MathSprintError.questionNotIssued(1)) {
            try MathSprintRules.answer(game, question: 1, digit: digit, confidence: 1, source: .keyboard, now: start + 1)
        }
        #expect(throws: MathSprintError.questionNotIssued(-1)) {
            try MathSprintRules.answer(game, question: -1, digit: digit, confidence: 1, source: .keyboard, now: start + 1)
        }
        #expect(throws: MathSprintError.notADigit(10)) {
            try MathSprintRules.answer(game, question: 0, digit: 10, confidence: 1, source: .keyboard, now: start + 1)
        }
        game = try MathSprintRules.answer(game, question: 0, digit: digit, confidence: 1, source: .keyboard, now: start + 1)
        #expect(throws: MathSprintError.alreadyAnswered(0)) {
            try MathSprintRules.answer(game, question: 0, digit: digit, confidence: 1, source: .keyboard, now: start + 2)
        }
        let finished = try play(.survival, wrong: [0])
        #expect(throws: MathSprintError.gameFinished) {
            try MathSprintRules.answer(finished, question: 1, digit: 0, confidence: 1, source: .keyboard, now: start + 99)
        }
    }

    @Test func timeAttackRefusesLateAnswersButHonoursTheNetworkGrace() throws {
        let game = MathSprintRules.start(.timeAttack, seed: 3, now: start)
        let digit = game.rounds[0].question.concealedDigit
        let inGrace = try MathSprintRules.answer(game, question: 0, digit: digit, confidence: 1, source: .keyboard, now: start + 151)
        #expect(inGrace.isFinished && inGrace.score == 1)
        #expect(inGrace.rounds[0].answer?.answeredAt == start + 150, "stamped at the deadline")
        #expect(throws: MathSprintError.timeUp) {
            try MathSprintRules.answer(game, question: 0, digit: digit, confidence: 1, source: .keyboard, now: start + 153)
        }
        let expired = MathSprintRules.expired(game, now: start + 153)
        #expect(expired.isFinished && expired.ending == .timeUp && expired.finishedAt == start + 150)
        #expect(MathSprintRules.expired(game, now: start + 100) == game)
    }

    @Test func everyAcceptedMoveRaisesTheRevision() throws {
        let game = MathSprintRules.start(.normal, seed: 1, now: start)
        let next = try MathSprintRules.answer(game, question: 0, digit: 0, confidence: 0.5, source: .drawing, now: start + 1)
        #expect(next.revision == game.revision + 1)
        #expect(game.rounds.count == 1 && next.rounds.count == 2)
    }
}
