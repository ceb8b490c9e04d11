import Foundation
import Hummingbird
import ReadoutApps

/// `/api/v1/math-sprint`: games (start, state, answers), live predictions, highscores and sharing.
struct MathSprintAPI {
    let services: AppServices
    let mathSprint: MathSprintService

    struct StartBody: Decodable {
        let mode: String
    }

    /// An answer: `strokes` for the referee to read, or `digit` from a key.
    struct AnswerBody: Decodable {
        let question: Int
        let strokes: DrawnStrokes?
        let digit: Int?
    }

    struct ShareBody: Encodable {
        let url: String
        let cardUrl: String
    }

    struct HighscoresBody: Encodable {
        let normal: [MathSprintHighscoreBody]
        let survival: [MathSprintHighscoreBody]
        let timeAttack: [MathSprintHighscoreBody]
    }

    func register<Base: RouterMethods>(on routes: CatalogedRoutes<Base>) {
        routes.post("/math-sprint/games") { request, context in
            let owner = try context.requireIdentity().user.id
            let input = try await request.decode(as: StartBody.self, context: context)
            let game = try await mathSprint.start(try Self.mode(input.mode), owner: owner)
            return try JSONResponse.make(MathSprintGameBody(game, now: mathSprint.now()), status: .created)
        }
        routes.get("/math-sprint/games/:id") { _, context in
            let owner = try context.requireIdentity().user.id
            let game = try await mathSprint.game(id: try context.id(missing: .game), owner: owner)
            return try JSONResponse.make(MathSprintGameBody(game, now: mathSprint.now()))
        }
        routes.post("/math-sprint/games/:id/answers") { request, context in
            let owner = try context.requireIdentity().user.id
            let id = try context.id(missing: .game)
            let input: AnswerBody
            do {
                input = try await request.decode(as: AnswerBody.self, context: context)
            } catch {
                // Another user's game is a 404 whatever the body says (the answer itself checks
                // ownership when the body is good, so the game is read once).
                _ = try await mathSprint.game(id: id, owner: owner)
                throw error
            }
            let answer: MathSprintService.AnswerInput
            switch (input.strokes, input.digit) {
            case (let strokes?, nil): answer = .drawing(try strokes.drawing())
            case (nil, let digit?): answer = .digit(digit)
            default: throw AppError.badRequest(.init("error.mathSprint.strokesOrDigit"), code: "strokes_or_digit")
            }
            let (game, reading) = try await mathSprint.answer(gameID: id, owner: owner, question: input.question, input: answer)
            let round = game.rounds[input.question]
            return try JSONResponse.make(MathSprintAnswerBody(reading: reading, correct: round.answer?.correct == true,
                                                              expected: round.question.concealedDigit,
                                                              game: MathSprintGameBody(game, now: mathSprint.now())))
        }
        routes.post("/math-sprint/predictions") { request, context in
            _ = try context.requireIdentity()
            let strokes = try await request.decode(as: DrawnStrokes.self, context: context)
            guard let reading = mathSprint.read(try strokes.drawing()) else {
                throw AppError.invalid(.init("error.mathSprint.noDigit"), code: "no_digit")
            }
            return try JSONResponse.make(reading)
        }
        routes.get("/math-sprint/highscores") { _, context in
            let owner = try context.requireIdentity().user.id
            let lists = try await mathSprint.highscores(owner: owner)
            func list(_ mode: MathSprintMode) -> [MathSprintHighscoreBody] { (lists[mode] ?? []).map(MathSprintHighscoreBody.init) }
            return try JSONResponse.make(HighscoresBody(normal: list(.normal), survival: list(.survival), timeAttack: list(.timeAttack)))
        }
        routes.delete("/math-sprint/highscores") { _, context in
            try await mathSprint.resetHighscores(owner: try context.requireIdentity().user.id)
            return Response(status: .noContent)
        }
        routes.post("/math-sprint/games/:id/share") { _, context in
            let owner = try context.requireIdentity().user.id
            let token = try await mathSprint.share(gameID: try context.id(missing: .game), owner: owner)
            // Absolute at the public address when one is set: a link shared from 127.0.0.1 reaches no friend.
            let page = (services.settings.publicURL ?? "") + MathSprintPages.sharePath(token)
            return try JSONResponse.make(ShareBody(url: page, cardUrl: page + "/card.png"))
        }
    }

    static func mode(_ name: String) throws(AppError) -> MathSprintMode {
        guard let mode = MathSprintMode(rawValue: name) else {
            throw AppError.badRequest(.init("error.mathSprint.invalidMode"), code: "invalid_mode")
        }
        return mode
    }
}
