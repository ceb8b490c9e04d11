import Foundation
import ReadoutApps
import SQLKit

/// Math Sprint's games in `math_sprint_games`, one JSON document per game.
public struct MathSprintStore: MathSprintRepository {
    let database: any SQLDatabase

    public func insert(_ game: MathSprintGame, owner: UUID) async throws {
        let row = try Row(game)
        try await database.raw("""
            INSERT INTO math_sprint_games (id, owner_id, mode, revision, state, score, duration_ms, finished_at, started_at)
            VALUES (\(bind: row.id), \(bind: owner.databaseText), \(bind: game.mode.rawValue), \(bind: game.revision),
                    \(bind: row.state), \(bind: row.score), \(bind: row.durationMilliseconds), \(bind: row.finishedAt),
                    \(bind: game.startedAt.epochMilliseconds))
            """).run()
    }

    public func game(id: UUID, owner: UUID) async throws -> MathSprintGame? {
        guard let row = try await database.raw("""
            SELECT state FROM math_sprint_games
            WHERE id = \(bind: id.databaseText) AND owner_id = \(bind: owner.databaseText)
            """).first() else { return nil }
        return try Self.decode(try row.string("state"))
    }

    public func save(_ game: MathSprintGame, owner: UUID, expectedRevision: Int) async throws -> Bool {
        let row = try Row(game)
        // Compare-and-set: of two answers to one question, only the first saved counts.
        let updated = try await database.raw("""
            UPDATE math_sprint_games SET revision = \(bind: game.revision), state = \(bind: row.state), score = \(bind: row.score),
                duration_ms = \(bind: row.durationMilliseconds), finished_at = \(bind: row.finishedAt)
            WHERE id = \(bind: row.id) AND owner_id = \(bind: owner.databaseText) AND revision = \(bind: expectedRevision)
            RETURNING id
            """).all()
        return !updated.isEmpty
    }

    public func highscores(owner: UUID, mode: MathSprintMode, limit: Int) async throws -> [MathSprintHighscore] {
        let rows = try await database.raw("""
            SELECT id, score, duration_ms, finished_at FROM math_sprint_games
            WHERE owner_id = \(bind: owner.databaseText) AND mode = \(bind: mode.rawValue)
              AND in_highscores = 1 AND finished_at IS NOT NULL
            ORDER BY score DESC, finished_at ASC
            LIMIT \(bind: max(0, limit))
            """).all()
        return try rows.map { row in
            let duration = try row.decodeNil(column: "duration_ms") ? nil : try row.decode(column: "duration_ms", as: Int64.self)
            return MathSprintHighscore(
                gameID: try row.uuid("id"), mode: mode, score: try row.int("score"),
                seconds: mode == .timeAttack ? nil : duration.map { Double($0) / 1000 },
                finishedAt: try row.date("finished_at"))
        }
    }

    public func resetHighscores(owner: UUID) async throws {
        try await database.raw("""
            UPDATE math_sprint_games SET in_highscores = 0 WHERE owner_id = \(bind: owner.databaseText)
            """).run()
    }

    public func shareToken(gameID: UUID, owner: UUID, token: String) async throws -> String? {
        let id = gameID.databaseText, ownerID = owner.databaseText
        // Keeps a token made before, so a shared link never changes.
        try await database.raw("""
            UPDATE math_sprint_games SET share_token = \(bind: token)
            WHERE id = \(bind: id) AND owner_id = \(bind: ownerID) AND share_token IS NULL
            """).run()
        return try await database.raw("""
            SELECT share_token FROM math_sprint_games WHERE id = \(bind: id) AND owner_id = \(bind: ownerID)
            """).first()?.optionalString("share_token")
    }

    public func sharedGame(token: String) async throws -> MathSprintGame? {
        guard let row = try await database.raw("""
            SELECT state FROM math_sprint_games WHERE share_token = \(bind: token)
            """).first() else { return nil }
        return try Self.decode(try row.string("state"))
    }

    /// The columns written from a game.
    private struct Row {
        let id: String
        let state: String
        let score: Int?
        let durationMilliseconds: Int64?
        let finishedAt: Int64?

        init(_ game: MathSprintGame) throws {
            id = game.id.databaseText
            state = String(decoding: try JSONEncoder().encode(game), as: UTF8.self)
            score = game.isFinished ? game.score : nil
            durationMilliseconds = game.finishedAt.map { Int64(($0.timeIntervalSince(game.startedAt) * 1000).rounded()) }
            finishedAt = game.finishedAt?.epochMilliseconds
        }
    }

    private static func decode(_ json: String) throws -> MathSprintGame {
        try JSONDecoder().decode(MathSprintGame.self, from: Data(json.utf8))
    }
}
