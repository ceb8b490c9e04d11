import Foundation

/// One game as the referee keeps it: every question issued with when it was issued, every
/// answer with what was read and when, and the score once the game is over. It is rebuilt from
/// the store on every request, so a reload (or another server instance) resumes it.
public struct MathSprintGame: Sendable, Codable, Equatable {
    /// How an answer was given.
    public enum AnswerSource: String, Sendable, Codable {
        /// Drawn on the canvas and read by the digit classifier.
        case drawing
        /// Typed with a digit key (keyboard players, screen readers).
        case keyboard
    }

    public struct Answer: Sendable, Codable, Equatable {
        /// The digit read from the drawing, or typed.
        public var digit: Int
        /// The classifier's probability for `digit` (1 for a typed digit).
        public var confidence: Double
        public var source: AnswerSource
        public var answeredAt: Date
        public var correct: Bool
    }

    public struct Round: Sendable, Codable, Equatable {
        public var question: MathSprintQuestion
        public var issuedAt: Date
        public var answer: Answer?

        /// Seconds from issue to answer (nil while open).
        public var seconds: Double? { answer.map { $0.answeredAt.timeIntervalSince(issuedAt) } }
    }

    /// Why a game ended.
    public enum Ending: String, Sendable, Codable {
        /// Normal: every question answered.
        case completed
        /// Survival: a wrong answer.
        case wrongAnswer = "wrong-answer"
        /// Time Attack: the 150 s are over.
        case timeUp = "time-up"
    }

    public var id: UUID
    public var mode: MathSprintMode
    public var seed: UInt64
    public var startedAt: Date
    public var rounds: [Round]
    public var finishedAt: Date?
    public var ending: Ending?
    /// Goes up with every saved change; concurrent answers detect each other with it.
    public var revision: Int

    /// The question waiting for an answer, nil once the game is over.
    public var openRound: Round? {
        guard finishedAt == nil, let last = rounds.last, last.answer == nil else { return nil }
        return last
    }

    public var isFinished: Bool { finishedAt != nil }
    public var correctCount: Int { rounds.filter { $0.answer?.correct == true }.count }
    public var answeredCount: Int { rounds.filter { $0.answer != nil }.count }

    /// When Time Attack's clock runs out (nil in the other modes).
    public var deadline: Date? {
        mode == .timeAttack ? startedAt.addingTimeInterval(MathSprintMode.timeAttackSeconds) : nil
    }

    /// Seconds from the first question to the end (or to `now` while it runs).
    public func elapsedSeconds(now: Date) -> Double {
        let end = finishedAt ?? now
        let seconds = end.timeIntervalSince(startedAt)
        return max(0, mode == .timeAttack ? min(seconds, MathSprintMode.timeAttackSeconds) : seconds)
    }

    /// The score so far; final once the game is over.
    public var score: Int { MathSprintScoring.score(of: self) }
}
