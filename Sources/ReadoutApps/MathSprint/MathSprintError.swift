/// Why the referee refused a move.
public enum MathSprintError: Error, Sendable, Equatable {
    /// The game is over.
    case gameFinished
    /// The answer names a question that was not issued yet.
    case questionNotIssued(Int)
    /// The answer names a question already answered.
    case alreadyAnswered(Int)
    /// Time Attack's 150 s (and the network grace) are over.
    case timeUp
    /// A typed digit outside 0…9.
    case notADigit(Int)
}

extension MathSprintError: RuleRefusal {
    /// A digit outside 0…9 is not accepted; every other refusal is a move the game's state rules out.
    public var refusal: Refusal {
        switch self {
        case .gameFinished: Refusal(app: "mathSprint", code: "game_finished", kind: .conflict)
        case .questionNotIssued(let index):
            Refusal(app: "mathSprint", code: "question_not_issued", arguments: ["number": .integer(index + 1)], kind: .conflict)
        case .alreadyAnswered(let index):
            Refusal(app: "mathSprint", code: "already_answered", arguments: ["number": .integer(index + 1)], kind: .conflict)
        case .timeUp: Refusal(app: "mathSprint", code: "time_up", kind: .conflict)
        case .notADigit: Refusal(app: "mathSprint", code: "not_a_digit")
        }
    }
}
