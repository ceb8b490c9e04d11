import Foundation

/// One line of the highscores: a finished game's score.
public struct MathSprintHighscore: Sendable, Codable, Equatable {
    public var gameID: UUID
    public var mode: MathSprintMode
    public var score: Int
    /// Total seconds (nil for Time Attack, which always lasts 150 s).
    public var seconds: Double?
    public var finishedAt: Date

    public init(gameID: UUID, mode: MathSprintMode, score: Int, seconds: Double?, finishedAt: Date) {
        self.gameID = gameID
        self.mode = mode
        self.score = score
        self.seconds = seconds
        self.finishedAt = finishedAt
    }
}

/// Where Math Sprint keeps games and highscores (implemented by ReadoutStore on SQLite/PostgreSQL).
public protocol MathSprintRepository: Sendable {
    func insert(_ game: MathSprintGame, owner: UUID) async throws
    /// The game if it exists and belongs to `owner`.
    func game(id: UUID, owner: UUID) async throws -> MathSprintGame?
    /// Saves `game` if the stored revision is still `expectedRevision`; false when another
    /// request saved first (the caller reloads and decides again).
    func save(_ game: MathSprintGame, owner: UUID, expectedRevision: Int) async throws -> Bool
    /// The owner's best finished games in `mode`, best first (ties: the earlier game first).
    func highscores(owner: UUID, mode: MathSprintMode, limit: Int) async throws -> [MathSprintHighscore]
    /// Takes every game of the owner off the highscores (the games and their share pages stay).
    func resetHighscores(owner: UUID) async throws
    /// The game's share token, made from `token` the first time; nil when the game is not the owner's.
    func shareToken(gameID: UUID, owner: UUID, token: String) async throws -> String?
    /// The game shared under `token`.
    func sharedGame(token: String) async throws -> MathSprintGame?
}
