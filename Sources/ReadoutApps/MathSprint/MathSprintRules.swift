import Foundation

/// The referee, as pure functions from a game and a move to the next game. The server stamps
/// the times and reads drawn digits; everything that decides the score happens here.
public enum MathSprintRules {
    /// A new game with its first question issued at `now`.
    public static func start(_ mode: MathSprintMode, seed: UInt64, id: UUID = UUID(), now: Date) -> MathSprintGame {
        var game = MathSprintGame(id: id, mode: mode, seed: seed, startedAt: now, rounds: [], finishedAt: nil, ending: nil, revision: 1)
        issueNext(in: &game, at: now)
        return game
    }

    /// The game after the player answered question `index` with `digit` at `now`.
    public static func answer(_ game: MathSprintGame, question index: Int, digit: Int, confidence: Double,
                              source: MathSprintGame.AnswerSource, now: Date) throws(MathSprintError) -> MathSprintGame {
        guard (0...9).contains(digit) else { throw .notADigit(digit) }
        guard !game.isFinished else { throw .gameFinished }
        guard index >= 0, index < game.rounds.count else { throw .questionNotIssued(index) }
        guard game.rounds[index].answer == nil else { throw .alreadyAnswered(index) }
        if let deadline = game.deadline, now > deadline.addingTimeInterval(MathSprintMode.networkGraceSeconds) {
            throw .timeUp
        }
        var next = game
        let correct = digit == game.rounds[index].question.concealedDigit
        // An answer in the grace period counts, stamped at the deadline so no game lasts over 150 s.
        let stamped = game.deadline.map { min(now, $0) } ?? now
        next.rounds[index].answer = MathSprintGame.Answer(digit: digit, confidence: max(0, min(1, confidence)), source: source,
                                                          answeredAt: stamped, correct: correct)
        switch game.mode {
        case .normal where next.rounds.count >= MathSprintMode.normalQuestionCount:
            finish(&next, at: stamped, because: .completed)
        case .survival where !correct:
            finish(&next, at: stamped, because: .wrongAnswer)
        case .timeAttack where stamped >= game.deadline!:
            finish(&next, at: game.deadline!, because: .timeUp)
        default:
            issueNext(in: &next, at: stamped)
        }
        next.revision += 1
        return next
    }

    /// The game ended by the clock if Time Attack's time (with the grace) ran out before `now`;
    /// unchanged otherwise. The open question stays unanswered.
    public static func expired(_ game: MathSprintGame, now: Date) -> MathSprintGame {
        guard !game.isFinished, let deadline = game.deadline,
              now > deadline.addingTimeInterval(MathSprintMode.networkGraceSeconds) else { return game }
        var next = game
        finish(&next, at: deadline, because: .timeUp)
        next.revision += 1
        return next
    }

    private static func issueNext(in game: inout MathSprintGame, at now: Date) {
        let index = game.rounds.count
        let question = MathSprintQuestionGenerator.question(seed: game.seed, index: index,
                                                            difficulty: game.mode.difficulty(ofQuestion: index))
        game.rounds.append(MathSprintGame.Round(question: question, issuedAt: now, answer: nil))
    }

    private static func finish(_ game: inout MathSprintGame, at date: Date, because ending: MathSprintGame.Ending) {
        game.finishedAt = date
        game.ending = ending
    }
}
