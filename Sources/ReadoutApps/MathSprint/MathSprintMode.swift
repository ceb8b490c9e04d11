/// The seed's three ways to play.
public enum MathSprintMode: String, Sendable, Codable, CaseIterable {
    /// A fixed number of questions, no time limit; scored by difficulty and total time.
    case normal
    /// Until the first wrong answer; scored by answers and time.
    case survival
    /// As many as possible in 150 s; the score is the number of right answers.
    case timeAttack = "time-attack"

    /// Questions in a Normal game.
    public static let normalQuestionCount = 10
    /// Time Attack's limit.
    public static let timeAttackSeconds = 150.0
    /// Answers arriving this late after Time Attack's end still count: the player pressed Submit
    /// in time and the network took the rest.
    public static let networkGraceSeconds = 2.0

    /// The number of digits of question `index`'s result (0-based). Normal climbs from 1 to 4
    /// digits over its ten questions; the endless modes add a digit every four questions, up to
    /// `maximumDifficulty` (a result wider than that no longer fits a phone's screen).
    public func difficulty(ofQuestion index: Int) -> Int {
        switch self {
        case .normal:
            let ramp = [1, 1, 2, 2, 2, 3, 3, 3, 4, 4]
            return ramp[max(0, min(index, ramp.count - 1))]
        case .survival, .timeAttack:
            return min(Self.maximumDifficulty, 1 + max(0, index) / 4)
        }
    }

    public static let maximumDifficulty = 9

    /// The number of questions after which the game ends by itself, nil when only an answer or
    /// the clock ends it.
    public var questionLimit: Int? { self == .normal ? Self.normalQuestionCount : nil }
}
