import Foundation
import Hummingbird
import NIOConcurrencyHelpers
import ReadoutApps

/// Math Sprint's pages: the menu (a form per mode, so a game starts without script), the game
/// (its state embedded; js/math-sprint.js plays it through the API), the highscores with their
/// reset, and the public result page of a shared game with its Open Graph card.
struct MathSprintPages {
    let services: AppServices
    let mathSprint: MathSprintService
    let cards = CardCache()

    static func sharePath(_ token: String) -> String { "/share/math-sprint/\(token)" }

    struct ModeItem: Sendable {
        let mode: String
        let name: String
        let line: String
    }

    struct MenuContent: Sendable {
        let modes: [ModeItem]
        let scoringNormal: String
        let scoringSurvival: String
        let scoringTimeAttack: String
    }

    struct GameContent: Sendable {
        let gameJSON: String
        let mode: String
        let modeName: String
    }

    struct HighscoreItem: Sendable {
        let rank: Int
        let score: String
        let time: String?
        let finishedAt: String
        let finishedText: String
    }

    struct HighscoreList: Sendable {
        let mode: String
        let name: String
        let entries: [HighscoreItem]
        let empty: Bool
    }

    struct HighscoresContent: Sendable {
        let lists: [HighscoreList]
        let hasAny: Bool
    }

    struct ShareContent: Sendable {
        let modeName: String
        let score: String
        let scoreUnit: String
        let summary: String
        let description: String
        let pageUrl: String
        let cardUrl: String
        let cardPath: String
        let questions: [SharedQuestion]
    }

    struct SharedQuestion: Sendable {
        let text: String
        let correct: Bool
    }

    struct StartForm: Decodable {
        let csrfToken: String?
        let mode: String?
    }

    struct ResetForm: Decodable {
        let csrfToken: String?
    }

    func register<Base: RouterMethods>(on routes: CatalogedRoutes<Base>) {
        routes.get("/apps/math-sprint") { request, context in
            _ = try context.requireIdentity()
            let localizer = context.localizer
            let modes = MathSprintMode.allCases.map {
                ModeItem(mode: $0.rawValue, name: localizer(Self.nameKey($0)), line: localizer("mathSprint.mode.\($0.rawValue).line"))
            }
            let content = MenuContent(
                modes: modes,
                scoringNormal: localizer("mathSprint.scoring.normal", [
                    "count": .integer(MathSprintMode.normalQuestionCount), "perDigit": .integer(MathSprintScoring.pointsPerDigit),
                    "perSecond": .integer(Int(MathSprintScoring.normalBonusPerSecond)),
                    "minutes": .integer(Int(MathSprintScoring.normalBonusSeconds / 60)),
                ]),
                scoringSurvival: localizer("mathSprint.scoring.survival", [
                    "perAnswer": .integer(MathSprintScoring.pointsPerAnswer), "perSecond": .integer(Int(MathSprintScoring.survivalBonusPerSecond)),
                    "seconds": .integer(Int(MathSprintScoring.survivalBonusSeconds)),
                ]),
                scoringTimeAttack: localizer("mathSprint.scoring.timeAttack", ["seconds": .integer(Int(MathSprintMode.timeAttackSeconds))]))
            return try services.page("math-sprint", title: "apps.math-sprint.name", tab: MathSprintModule.tab, content: content,
                                     request: request, context: context)
        }
        routes.post("/apps/math-sprint/games") { request, context in
            let owner = try context.requireIdentity().user.id
            let form = try await services.form(StartForm.self, from: request)
            try services.csrf.verify(form.csrfToken, request: request, context: context)
            let game = try await mathSprint.start(try MathSprintAPI.mode(form.mode ?? ""), owner: owner)
            return .seeOther("/apps/math-sprint/games/\(game.id.uuidString.lowercased())")
        }
        routes.get("/apps/math-sprint/games/:id") { request, context in
            let owner = try context.requireIdentity().user.id
            let game = try await mathSprint.game(id: try context.id(missing: .game), owner: owner)
            let content = GameContent(gameJSON: String(decoding: try JSONResponse.encode(MathSprintGameBody(game, now: mathSprint.now())), as: UTF8.self), mode: game.mode.rawValue,
                                      modeName: context.localizer(Self.nameKey(game.mode)))
            return try services.page("math-sprint-game", title: "apps.math-sprint.name", tab: MathSprintModule.tab, content: content,
                                     request: request, context: context)
        }
        routes.get("/apps/math-sprint/highscores") { request, context in
            let owner = try context.requireIdentity().user.id
            let lists = try await mathSprint.highscores(owner: owner)
            let language = context.language
            let content = MathSprintMode.allCases.map { mode in
                let entries = (lists[mode] ?? []).enumerated().map { index, entry in
                    HighscoreItem(rank: index + 1, score: language.format(entry.score), time: entry.seconds.map(Self.clock),
                                  finishedAt: ISO8601DateFormatter().string(from: entry.finishedAt),
                                  finishedText: language.formatDateTime(entry.finishedAt))
                }
                return HighscoreList(mode: mode.rawValue, name: context.localizer(Self.nameKey(mode)), entries: entries, empty: entries.isEmpty)
            }
            return try services.page("math-sprint-highscores", title: "mathSprint.highscores.title", tab: MathSprintModule.tab,
                                     content: HighscoresContent(lists: content, hasAny: content.contains { !$0.empty }),
                                     request: request, context: context)
        }
        routes.post("/apps/math-sprint/highscores/reset") { request, context in
            let owner = try context.requireIdentity().user.id
            let form = try await services.form(ResetForm.self, from: request)
            try services.csrf.verify(form.csrfToken, request: request, context: context)
            try await mathSprint.resetHighscores(owner: owner)
            return .seeOther("/apps/math-sprint/highscores", notice: "mathSprint.highscoresReset")
        }
        routes.get("/share/math-sprint/:token") { request, context in
            let token = context.parameters.get("token") ?? ""
            let game = try await mathSprint.sharedGame(token: token)
            let lines = Self.cardLines(game, localizer: context.localizer, language: context.language)
            let path = Self.sharePath(token)
            let origin = services.origin(of: request, context: context)
            let content = ShareContent(
                modeName: lines.mode, score: lines.score, scoreUnit: lines.scoreUnit, summary: lines.summary,
                description: "\(lines.mode): \(lines.score) \(lines.scoreUnit) · \(lines.summary)",
                pageUrl: origin + path, cardUrl: origin + path + "/card.png?lang=\(context.language.tag)",
                cardPath: path + "/card.png?lang=\(context.language.tag)",
                questions: game.rounds.compactMap { round in
                    guard let answer = round.answer else { return nil }
                    let q = round.question
                    return SharedQuestion(text: "\(q.left) \(q.operation.rawValue) \(q.right) = \(q.result)", correct: answer.correct)
                })
            return try services.page("math-sprint-share", title: "mathSprint.share.title", tab: .none, content: content,
                                     request: request, context: context)
        }
        routes.get("/share/math-sprint/:token/card.png") { request, context in
            let token = context.parameters.get("token") ?? ""
            let game = try await mathSprint.sharedGame(token: token)
            // The card is drawn in the language its link names (the page's), so a crawler's
            // Accept-Language does not change what a feed shows.
            let language = request.uri.queryParameters["lang"].flatMap { Language(tag: String($0)) } ?? context.language
            let key = "\(token):\(language.tag)"
            let png: Data
            if let cached = cards.png(key) {
                png = cached
            } else {
                guard let font = CardFont.bundled else { throw AppError.internalError }
                png = try ResultCard(font: font).render(game, lines: Self.cardLines(game, localizer: Localizer(language), language: language))
                cards.store(png, key: key)
            }
            var headers = HTTPFields()
            headers[.contentType] = "image/png"
            // A finished game never changes: the card may be cached for a day.
            headers[.cacheControl] = "public, max-age=86400"
            return Response(status: .ok, headers: headers, body: .init(byteBuffer: ByteBuffer(bytes: png)))
        }
    }

    static func nameKey(_ mode: MathSprintMode) -> String { "mathSprint.mode.\(mode.rawValue).name" }

    /// "1:23" for 83 seconds (minutes:seconds).
    static func clock(_ seconds: Double) -> String {
        let whole = max(0, Int(seconds.rounded()))
        return "\(whole / 60):" + String(format: "%02d", whole % 60)
    }

    static func cardLines(_ game: MathSprintGame, localizer: Localizer, language: Language) -> ResultCard.Lines {
        var summary = localizer("mathSprint.result.right", ["count": .integer(game.correctCount), "total": .integer(game.answeredCount)])
        if game.mode != .timeAttack, let end = game.finishedAt {
            summary += " · " + clock(end.timeIntervalSince(game.startedAt))
        }
        return ResultCard.Lines(brand: "Readout · " + localizer("apps.math-sprint.name"), mode: localizer(nameKey(game.mode)),
                                score: language.format(game.score), scoreUnit: localizer("mathSprint.result.points", ["count": .integer(game.score)]),
                                summary: summary)
    }

    /// Rendered cards by token and language; a finished game's card never changes. Bounded so a
    /// crawler walking many results cannot grow it without end.
    final class CardCache: Sendable {
        private let entries = NIOLockedValueBox<[String: Data]>([:])
        static let limit = 200

        func png(_ key: String) -> Data? { entries.withLockedValue { $0[key] } }

        func store(_ png: Data, key: String) {
            entries.withLockedValue { entries in
                if entries.count >= Self.limit { entries.removeAll(keepingCapacity: true) }
                entries[key] = png
            }
        }
    }
}
