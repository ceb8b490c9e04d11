import Foundation
import ReadoutApps

/// Math Sprint's games kept in memory, for the service's tests: owner-scoped, saved by
/// compare-and-set on the revision, highscores from the finished games like the SQL store's.
actor InMemoryMathSprintRepository: MathSprintRepository {
    private struct Stored {
        let owner: UUID
        var game: MathSprintGame
        var inHighscores = true
        var shareToken: String?
    }

    private var games: [UUID: Stored] = [:]

    func insert(_ game: MathSprintGame, owner: UUID) {
        games[game.id] = Stored(owner: owner, game: game)
    }

    func game(id: UUID, owner: UUID) -> MathSprintGame? {
        games[id].flatMap { $0.owner == owner ? $0.game : nil }
    }

    func save(_ game: MathSprintGame, owner: UUID, expectedRevision: Int) -> Bool {
        guard var stored = games[game.id], stored.owner == owner, stored.game.revision == expectedRevision else { return false }
        stored.game = game
        games[game.id] = stored
        return true
    }

    func highscores(owner: UUID, mode: MathSprintMode, limit: Int) -> [MathSprintHighscore] {
        let finished = games.values.filter { $0.owner == owner && $0.inHighscores && $0.game.mode == mode && $0.game.isFinished }
            .map(\.game)
            .sorted { ($1.score, $0.finishedAt ?? .distantPast) < ($0.score, $1.finishedAt ?? .distantPast) }
        return finished.prefix(max(0, limit)).map { game in
            MathSprintHighscore(gameID: game.id, mode: mode, score: game.score,
                                seconds: mode == .timeAttack ? nil : game.finishedAt.map { $0.timeIntervalSince(game.startedAt) },
                                finishedAt: game.finishedAt ?? game.startedAt)
        }
    }

    func resetHighscores(owner: UUID) {
        for (id, stored) in games where stored.owner == owner { games[id]?.inHighscores = false }
    }

    func shareToken(gameID: UUID, owner: UUID, token: String) -> String? {
        guard let stored = games[gameID], stored.owner == owner else { return nil }
        if stored.shareToken == nil { games[gameID]?.shareToken = token }
        return games[gameID]?.shareToken
    }

    func sharedGame(token: String) -> MathSprintGame? {
        games.values.first { $0.shareToken == token }?.game
    }
}
