import Foundation
import ReadoutApps

/// A game as the API and the page see it. The open question's hidden digit is never sent: the
/// result's digits come with `null` in its place.
struct MathSprintGameBody: Encodable, Sendable {
    struct OpenQuestion: Encodable, Sendable {
        let index: Int
        let left: Int
        let operation: String
        let right: Int
        /// The result's digits, most significant first, `null` for the one to draw.
        let digits: [Int?]
        let difficulty: Int
        let issuedAt: Date
    }

    struct AnsweredQuestion: Encodable, Sendable {
        let index: Int
        let left: Int
        let operation: String
        let right: Int
        let result: Int
        let concealedIndex: Int
        let expected: Int
        let answered: Int
        let correct: Bool
        let confidence: Double
        let source: String
        let seconds: Double
    }

    let id: UUID
    let mode: String
    let finished: Bool
    /// "completed", "wrong-answer" or "time-up" once finished.
    let ending: String?
    let score: Int
    let correct: Int
    let answered: Int
    /// Normal's question count; null for the endless modes.
    let questionCount: Int?
    let startedAt: Date
    let finishedAt: Date?
    /// Seconds played so far (or in all, once finished).
    let elapsedSeconds: Double
    /// Time Attack: seconds left; null in the other modes.
    let remainingSeconds: Double?
    let question: OpenQuestion?
    let questions: [AnsweredQuestion]
    let revision: Int

    /// Every key is sent, absent values as `null`: the page tells the modes apart by
    /// `remainingSeconds == null`, and a left-out key read as `undefined` made Normal count down.
    private enum CodingKeys: String, CodingKey {
        case id, mode, finished, ending, score, correct, answered, questionCount, startedAt, finishedAt, elapsedSeconds
        case remainingSeconds, question, questions, revision
    }

    func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(id, forKey: .id)
        try container.encode(mode, forKey: .mode)
        try container.encode(finished, forKey: .finished)
        try container.encode(ending, forKey: .ending)
        try container.encode(score, forKey: .score)
        try container.encode(correct, forKey: .correct)
        try container.encode(answered, forKey: .answered)
        try container.encode(questionCount, forKey: .questionCount)
        try container.encode(startedAt, forKey: .startedAt)
        try container.encode(finishedAt, forKey: .finishedAt)
        try container.encode(elapsedSeconds, forKey: .elapsedSeconds)
        try container.encode(remainingSeconds, forKey: .remainingSeconds)
        try container.encode(question, forKey: .question)
        try container.encode(questions, forKey: .questions)
        try container.encode(revision, forKey: .revision)
    }

    init(_ game: MathSprintGame, now: Date) {
        id = game.id
        mode = game.mode.rawValue
        finished = game.isFinished
        ending = game.ending?.rawValue
        score = game.score
        correct = game.correctCount
        answered = game.answeredCount
        questionCount = game.mode.questionLimit
        startedAt = game.startedAt
        finishedAt = game.finishedAt
        let elapsed = game.elapsedSeconds(now: now)
        elapsedSeconds = (elapsed * 10).rounded() / 10
        remainingSeconds = game.mode == .timeAttack ? max(0, ((MathSprintMode.timeAttackSeconds - elapsed) * 10).rounded() / 10) : nil
        if let open = game.openRound {
            let q = open.question
            question = OpenQuestion(index: game.rounds.count - 1, left: q.left, operation: q.operation.rawValue, right: q.right,
                                    digits: q.resultDigits.enumerated().map { $0.offset == q.concealedIndex ? nil : $0.element },
                                    difficulty: q.difficulty, issuedAt: open.issuedAt)
        } else {
            question = nil
        }
        questions = game.rounds.enumerated().compactMap { index, round in
            guard let answer = round.answer else { return nil }
            let q = round.question
            return AnsweredQuestion(index: index, left: q.left, operation: q.operation.rawValue, right: q.right, result: q.result,
                                    concealedIndex: q.concealedIndex, expected: q.concealedDigit, answered: answer.digit,
                                    correct: answer.correct, confidence: (answer.confidence * 1000).rounded() / 1000,
                                    source: answer.source.rawValue, seconds: ((round.seconds ?? 0) * 10).rounded() / 10)
        }
        revision = game.revision
    }
}

/// The answer to an answer: what the referee read, whether it was right, and the game after it.
struct MathSprintAnswerBody: Encodable, Sendable {
    let reading: MathSprintService.Reading
    let correct: Bool
    let expected: Int
    let game: MathSprintGameBody
}

/// One highscore line.
struct MathSprintHighscoreBody: Encodable, Sendable {
    let gameId: UUID
    let score: Int
    let seconds: Double?
    let finishedAt: Date

    init(_ entry: MathSprintHighscore) {
        gameId = entry.gameID
        score = entry.score
        seconds = entry.seconds.map { ($0 * 10).rounded() / 10 }
        finishedAt = entry.finishedAt
    }
}
