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
