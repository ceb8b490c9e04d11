import Foundation
import HTTPTypes
import HummingbirdTesting
import NIOCore
import ReadoutRecognition
import Testing

/// Math Sprint through the HTTP API: the referee's refusals, answers by strokes and by key,
/// highscores, sharing and the public result page with its card.
@Suite("Math Sprint API")
struct MathSprintAPITests {
    /// Real pen strokes from the pendigits training file, one sample per digit.
    static let penSamples: [Int: PenDrawing] = {
        let file = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
            .appendingPathComponent("../shared/data/pendigits/pendigits-orig.tra").standardized
        guard let samples = try? PenDigitsReader.read(contentsOf: file) else { return [:] }
        var first: [Int: PenDrawing] = [:]
        for sample in samples where first[sample.label] == nil { first[sample.label] = sample.drawing }
        return first
    }()

    static func strokesJSON(_ drawing: PenDrawing) -> String {
        let strokes = drawing.strokes.map { "[" + $0.map { "[\($0.x),\($0.y)]" }.joined(separator: ",") + "]" }.joined(separator: ",")
        return #"{"strokes":[\#(strokes)],"width":\#(drawing.canvasWidth),"height":\#(drawing.canvasHeight)}"#
    }

    func post(_ client: any TestClientProtocol, _ path: String, _ body: String, cookie: String) async throws -> TestResponse {
        try await client.execute(uri: path, method: .post, headers: apiHeaders(cookie: cookie), body: ByteBuffer(string: body))
    }

    func start(_ client: any TestClientProtocol, _ mode: String, cookie: String) async throws -> [String: Any] {
        let response = try await post(client, "/api/v1/math-sprint/games", #"{"mode":"\#(mode)"}"#, cookie: cookie)
        #expect(response.status == .created)
        return try response.json()
    }

    @Test func aNormalGameIsDealtGradedAndScoredByTheServer() async throws {
        let app = try await TestApp.make()
        try await app.test { client in
            let ada = try await client.signUp("ada@example.org")
            var game = try await start(client, "normal", cookie: ada)
            let id = try #require(game["id"] as? String)
            #expect(game["questionCount"] as? Int == 10)
            #expect(game["remainingSeconds"] is NSNull, "Normal has no clock: the key is sent as null, not left out")
            var rightAnswers = 0
            for number in 0..<10 {
                let question = try #require(game["question"] as? [String: Any])
                #expect(question["index"] as? Int == number)
                let digits = try #require(question["digits"] as? [Any])
                #expect(digits.filter { $0 is NSNull }.count == 1, "exactly one digit is hidden and it is not sent")
                // Answer by key with a guess; the server says what the digit was.
                let answer = try await post(client, "/api/v1/math-sprint/games/\(id)/answers", #"{"question":\#(number),"digit":3}"#, cookie: ada)
                #expect(answer.status == .ok, "\(answer.text)")
                let body = try answer.json()
                if body["correct"] as? Bool == true { rightAnswers += 1 }
                #expect((body["expected"] as? Int == 3) == (body["correct"] as? Bool == true))
                game = try #require(body["game"] as? [String: Any])
            }
            #expect(game["finished"] as? Bool == true)
            #expect(game["ending"] as? String == "completed")
            #expect(game["correct"] as? Int == rightAnswers)
            #expect((game["questions"] as? [Any])?.count == 10)
            #expect(game["question"] is NSNull, "no open question once finished")

            // Finished: no more answers, and it is on the highscores.
            let late = try await post(client, "/api/v1/math-sprint/games/\(id)/answers", #"{"question":9,"digit":3}"#, cookie: ada)
            #expect(late.status == .conflict && late.errorCode == "game_finished")
            let scores = try await client.execute(uri: "/api/v1/math-sprint/highscores", method: .get, headers: apiHeaders(cookie: ada))
            let normal = try #require(try scores.json()["normal"] as? [[String: Any]])
            #expect(normal.count == 1 && normal[0]["gameId"] as? String == id && normal[0]["score"] as? Int == game["score"] as? Int)

            // Reset empties the lists.
            let reset = try await client.execute(uri: "/api/v1/math-sprint/highscores", method: .delete, headers: apiHeaders(cookie: ada))
            #expect(reset.status == .noContent)
            let after = try await client.execute(uri: "/api/v1/math-sprint/highscores", method: .get, headers: apiHeaders(cookie: ada))
            #expect((try after.json()["normal"] as? [Any])?.isEmpty == true)
        }
    }

    @Test func drawnAnswersAreReadByTheRefereeFromRealPenStrokes() async throws {
        let samples = Self.penSamples
        try #require(samples.count == 10, "pendigits-orig.tra is in ../shared/data")
        let app = try await TestApp.make()
        try await app.test { client in
            let ada = try await client.signUp("ada@example.org")
            var game = try await start(client, "survival", cookie: ada)
            let id = try #require(game["id"] as? String)
            // The live prediction reads what the answer will read.
            let seven = try await post(client, "/api/v1/math-sprint/predictions", Self.strokesJSON(samples[7]!), cookie: ada)
            #expect(seven.status == .ok)
            #expect(try seven.json()["digit"] as? Int == 7)
            #expect((try seven.json()["probabilities"] as? [Double])?.count == 10)

            // The hidden digit is not sent, so draw a 7 and check what the referee made of it.
            let question = try #require(game["question"] as? [String: Any])
            let answer = try await post(client, "/api/v1/math-sprint/games/\(id)/answers",
                                        #"{"question":\#(question["index"] as! Int),"strokes":\#(Self.strokesJSON(samples[7]!))}"#, cookie: ada)
            #expect(answer.status == .ok, "\(answer.text)")
            let body = try answer.json()
            #expect((body["reading"] as? [String: Any])?["digit"] as? Int == 7)
            game = try #require(body["game"] as? [String: Any])
            let answered = try #require((game["questions"] as? [[String: Any]])?.first)
            #expect(answered["answered"] as? Int == 7 && answered["source"] as? String == "drawing")
            #expect(game["finished"] as? Bool == (body["correct"] as? Bool == false), "survival ends exactly at a wrong answer")
        }
    }

    @Test func theRefereeRefusesBadMovesAndTheGameStaysIntact() async throws {
        let app = try await TestApp.make()
        try await app.test { client in
            let ada = try await client.signUp("ada@example.org")
            let game = try await start(client, "time-attack", cookie: ada)
            let id = try #require(game["id"] as? String)
            #expect(game["remainingSeconds"] as? Double ?? 0 > 140)
            let path = "/api/v1/math-sprint/games/\(id)/answers"
            func refused(_ body: String, _ status: HTTPResponse.Status, _ code: String) async throws {
                let response = try await post(client, path, body, cookie: ada)
                #expect(response.status == status, "\(body.prefix(80)): \(response.text.prefix(200))")
                #expect(response.errorCode == code, "\(body.prefix(80))")
                #expect(((try? response.json())?["error"] as? [String: Any])?["message"] as? String != nil)
            }
            try await refused(#"{"question":1,"digit":3}"#, .conflict, "question_not_issued")
            try await refused(#"{"question":0,"digit":12}"#, .unprocessableContent, "not_a_digit")
            try await refused(#"{"question":0}"#, .badRequest, "strokes_or_digit")
            try await refused(#"{"question":0,"digit":1,"strokes":{"strokes":[[[1,1]]],"width":10,"height":10}}"#, .badRequest, "strokes_or_digit")
            try await refused(#"{"question":0,"strokes":{"strokes":[],"width":300,"height":300}}"#, .unprocessableContent, "nothing_drawn")
            try await refused(#"{"question":0,"strokes":{"strokes":[[]],"width":300,"height":300}}"#, .unprocessableContent, "nothing_drawn")
            try await refused(#"{"question":0,"strokes":{"strokes":[[[1e308,5]]],"width":300,"height":300}}"#, .unprocessableContent, "invalid_strokes")
            try await refused(#"{"question":0,"strokes":{"strokes":[[[1,2,3]]],"width":300,"height":300}}"#, .unprocessableContent, "invalid_strokes")
            try await refused(#"{"question":0,"strokes":{"strokes":[[[1,2]]],"width":0,"height":300}}"#, .unprocessableContent, "invalid_strokes")
            let thousands = "[" + (0..<5_000).map { "[\($0 % 300),\($0 % 200)]" }.joined(separator: ",") + "]"
            try await refused(#"{"question":0,"strokes":{"strokes":[\#(thousands)],"width":300,"height":300}}"#, .contentTooLarge, "too_large")
            try await refused(#"{"question":0,"strokes":{"strokes":[[[150,150]]],"width":300,"height":300}}"#, .unprocessableContent, "no_digit")
            try await refused(#"{"question":0,"strokes":"#, .badRequest, "malformed_body")

            // None of that touched the game; one real answer goes through, a second is refused.
            let ok = try await post(client, path, #"{"question":0,"digit":5}"#, cookie: ada)
            #expect(ok.status == .ok)
            try await refused(#"{"question":0,"digit":5}"#, .conflict, "already_answered")
            let now = try await client.execute(uri: "/api/v1/math-sprint/games/\(id)", method: .get, headers: apiHeaders(cookie: ada))
            #expect(try now.json()["answered"] as? Int == 1)
            let unknownMode = try await post(client, "/api/v1/math-sprint/games", #"{"mode":"zen"}"#, cookie: ada)
            #expect(unknownMode.status == .badRequest && unknownMode.errorCode == "invalid_mode")
            let unknownGame = try await client.execute(uri: "/api/v1/math-sprint/games/\(UUID())", method: .get, headers: apiHeaders(cookie: ada))
            #expect(unknownGame.status == .notFound)
        }
    }

    @Test func aFinishedGameIsSharedOnAPublicPageWithItsCard() async throws {
        let app = try await TestApp.make()
        try await app.test { client in
            let ada = try await client.signUp("ada@example.org")
            let game = try await start(client, "survival", cookie: ada)
            let id = try #require(game["id"] as? String)
            let early = try await post(client, "/api/v1/math-sprint/games/\(id)/share", "", cookie: ada)
            #expect(early.status == .conflict && early.errorCode == "game_not_finished")
            // Survival ends at the first wrong answer: answer until one is wrong.
            var finished = false
            var index = 0
            while !finished {
                let answer = try await post(client, "/api/v1/math-sprint/games/\(id)/answers", #"{"question":\#(index),"digit":0}"#, cookie: ada)
                finished = (try answer.json()["game"] as? [String: Any])?["finished"] as? Bool == true
                index += 1
            }
            let share = try await post(client, "/api/v1/math-sprint/games/\(id)/share", "", cookie: ada)
            #expect(share.status == .ok)
            let url = try #require(try share.json()["url"] as? String)
            #expect(url.hasPrefix("/share/math-sprint/"))
            let again = try await post(client, "/api/v1/math-sprint/games/\(id)/share", "", cookie: ada)
            #expect(try again.json()["url"] as? String == url, "sharing twice gives the same link")

            // Signed out: the page and the card.
            let page = try await client.execute(uri: url, method: .get)
            #expect(page.status == .ok)
            #expect(page.text.contains(#"<meta property="og:image" content="http"#))
            #expect(page.text.contains("/card.png"))
            let card = try await client.execute(uri: url + "/card.png?lang=pl", method: .get)
            #expect(card.status == .ok && card.headers[.contentType] == "image/png")
            #expect(Array(card.body.readableBytesView.prefix(8)) == [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A])
            let missing = try await client.execute(uri: "/share/math-sprint/AAAAAAAAAAAAAAAAAAAAAA", method: .get)
            #expect(missing.status == .notFound)
        }
    }
}
