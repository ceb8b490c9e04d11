import Foundation

/// How each mode scores, as the page explains it (`mathSprint.scoring.*` in the catalogue).
public enum MathSprintScoring {
    /// Normal: points per digit of each right answer.
    public static let pointsPerDigit = 100
    /// Normal: the speed bonus counts the seconds under this…
    public static let normalBonusSeconds = 300.0
    /// …at this many points each, in proportion to the share of right answers.
    public static let normalBonusPerSecond = 2.0
    /// Survival: points per right answer…
    public static let pointsPerAnswer = 100
    /// …plus this many for every second under `survivalBonusSeconds` the answer took.
    public static let survivalBonusPerSecond = 10.0
    public static let survivalBonusSeconds = 10.0

    public static func score(of game: MathSprintGame) -> Int {
        let right = game.rounds.filter { $0.answer?.correct == true }
        switch game.mode {
        case .normal:
            let points = right.reduce(0) { $0 + pointsPerDigit * $1.question.difficulty }
            // The bonus comes with the last answer: before it the total time is unknown.
            guard game.isFinished, let end = game.finishedAt else { return points }
            let seconds = end.timeIntervalSince(game.startedAt)
            let share = Double(right.count) / Double(MathSprintMode.normalQuestionCount)
            let bonus = normalBonusPerSecond * max(0, normalBonusSeconds - seconds) * share
            return points + Int(bonus.rounded())
        case .survival:
            return right.reduce(0) { total, round in
                let bonus = survivalBonusPerSecond * max(0, survivalBonusSeconds - (round.seconds ?? survivalBonusSeconds))
                return total + pointsPerAnswer + Int(bonus.rounded())
            }
        case .timeAttack:
            return right.count
        }
    }
}
