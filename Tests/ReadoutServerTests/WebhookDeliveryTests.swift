import Foundation
import HTTPTypes
import HummingbirdTesting
import Logging
import NIOCore
@testable import ReadoutServer
import ReadoutStore
import Testing

/// Webhooks end to end: events made through the API land in the outbox, a dispatcher posts them
/// signed to a real local receiver, retries with backoff, survives a restart, and two instances
/// on one database send each delivery once.
@Suite("Webhooks: signed deliveries from the outbox, retried, after a restart, once")
struct WebhookDeliveryTests {
    static let logger: Logger = {
        var logger = Logger(label: "readout-webhook-test")
        logger.logLevel = .warning
        return logger
    }()

    /// Adds a webhook through the API as the person behind `cookie`; returns its id and secret.
    static func makeWebhook(_ client: any TestClientProtocol, cookie: String, url: String, events: [String],
                            dueWithinHours: Int? = nil) async throws -> (id: String, secret: String) {
        struct Body: Encodable { let url: String; let events: [String]; let dueWithinHours: Int? }
        let body = String(decoding: try JSONEncoder().encode(Body(url: url, events: events, dueWithinHours: dueWithinHours)), as: UTF8.self)
        let made = try await client.execute(uri: "/api/v1/webhooks", method: .post, headers: apiHeaders(cookie: cookie), body: ByteBuffer(string: body))
        guard made.status == .created else { throw TestFailure("webhook: \(made.status) \(made.text)") }
        let json = try made.json()
        return (try #require((json["webhook"] as? [String: Any])?["id"] as? String), try #require(json["secret"] as? String))
    }

    static func post(_ client: any TestClientProtocol, _ uri: String, cookie: String, _ body: String) async throws -> [String: Any] {
        let response = try await client.execute(uri: uri, method: .post, headers: apiHeaders(cookie: cookie), body: ByteBuffer(string: body))
        guard response.status == .created || response.status == .ok || response.status == .accepted else {
            throw TestFailure("\(uri): \(response.status) \(response.text)")
        }
        return try response.json()
    }

    static func dispatcher(_ store: Store, clock: ManualClock) -> WebhookDispatcher {
        WebhookDispatcher(store: store, sender: WebhookSender(timeout: 5), logger: logger, now: { clock.now })
    }

    @Test("a saved reading reaches a receiver that fails twice on the third try, signed", arguments: TestEngine.all)
    func thirdTimeLucky(engine: TestEngine) async throws {
        let app = try await TestApp.make(engine: engine) { $0.sendsWebhooks = false }
        let receiver = WebhookReceiver(failFirst: 2)
        let clock = ManualClock.aheadOfEvents()
        let dispatcher = Self.dispatcher(app.store, clock: clock)
        try await app.test { client in
            try await receiver.serve { url in
                let cookie = try await client.signUp("hooks@example.org")
                let (hook, secret) = try await Self.makeWebhook(client, cookie: cookie, url: url, events: ["meter.reading.saved"])
                let meter = try #require(try await Self.post(client, "/api/v1/meters", cookie: cookie, #"{"name":"Water"}"#)["id"] as? String)
                _ = try await Self.post(client, "/api/v1/meters/\(meter)/readings", cookie: cookie, #"{"value":1235}"#)

                #expect(await dispatcher.runOnce() == 1, "first attempt: 503")
                #expect(await dispatcher.runOnce() == 0, "not again before its delay")
                clock.advance(10)
                #expect(await dispatcher.runOnce() == 1, "second attempt after 10 s: 503")
                clock.advance(59)
                #expect(await dispatcher.runOnce() == 0)
                clock.advance(1)
                #expect(await dispatcher.runOnce() == 1, "third attempt after a minute more: 200")
                clock.advance(86_400)
                #expect(await dispatcher.runOnce() == 0, "delivered: never sent again")

                let got = await receiver.received
                #expect(got.count == 3)
                #expect(Set(got.compactMap(\.delivery)).count == 1, "one delivery, tried three times")
                #expect(got.allSatisfy { WebhookReceiver.verifies($0, secret: secret) })
                #expect(!WebhookReceiver.verifies(got[0], secret: secret + "x"))
                #expect(got.allSatisfy { $0.event == "meter.reading.saved" && $0.headers[.contentType] == "application/json" })
                let body = try got[2].json()
                #expect(body["type"] as? String == "meter.reading.saved")
                let data = try #require(body["data"] as? [String: Any])
                #expect((data["reading"] as? [String: Any])?["value"] as? Double == 1235)
                #expect((data["meter"] as? [String: Any])?["name"] as? String == "Water")
                #expect(data["change"] as? String == "added")

                let listed = try await client.execute(uri: "/api/v1/webhooks/\(hook)/deliveries", method: .get, headers: apiHeaders(cookie: cookie))
                let delivery = try #require((try listed.json()["deliveries"] as? [[String: Any]])?.first)
                #expect(delivery["state"] as? String == "delivered")
                #expect(delivery["attempts"] as? Int == 3)
                #expect(delivery["responseStatus"] as? Int == 200)
                #expect(delivery["nextAttemptAt"] is NSNull)
            }
        }
    }

    @Test("a server restarted mid-retry still delivers, and nothing twice", arguments: TestEngine.all)
    func restartMidRetry(engine: TestEngine) async throws {
        let app = try await TestApp.make(engine: engine) { $0.sendsWebhooks = false }
        let receiver = WebhookReceiver(failFirst: 1)
        let clock = ManualClock.aheadOfEvents()
        let location = app.database.location
        try await app.test { client in
            try await receiver.serve { url in
                let cookie = try await client.signUp("restart@example.org")
                let (hook, secret) = try await Self.makeWebhook(client, cookie: cookie, url: url, events: ["vocabulary.import.finished"])
                let notebook = try #require(try await Self.post(client, "/api/v1/vocabulary/notebooks", cookie: cookie, #"{"title":"Spanish"}"#)["id"] as? String)
                _ = try await Self.post(client, "/api/v1/vocabulary/notebooks/\(notebook)/words", cookie: cookie,
                                        #"{"words":[{"word":"perro"},{"word":"gato"}]}"#)
                // The first instance tries once (503) and goes away with the retry pending.
                let first = try await Store.open(location, logger: Self.logger)
                #expect(await Self.dispatcher(first, clock: clock).runOnce() == 1)
                try await first.close()
                // The next one starts later and delivers it.
                clock.advance(10)
                let second = try await Store.open(location, logger: Self.logger)
                let restarted = Self.dispatcher(second, clock: clock)
                #expect(await restarted.runOnce() == 1)
                clock.advance(3_600)
                #expect(await restarted.runOnce() == 0)
                try await second.close()

                let got = await receiver.received
                #expect(got.count == 2 && Set(got.compactMap(\.delivery)).count == 1)
                #expect(got.allSatisfy { WebhookReceiver.verifies($0, secret: secret) })
                let data = try #require(try got[1].json()["data"] as? [String: Any])
                #expect(data["added"] as? Int == 2 && data["source"] as? String == "words")
                #expect(data["words"] as? [String] == ["perro", "gato"])
                #expect((data["notebook"] as? [String: Any])?["title"] as? String == "Spanish")
                let listed = try await client.execute(uri: "/api/v1/webhooks/\(hook)/deliveries", method: .get, headers: apiHeaders(cookie: cookie))
                #expect((try listed.json()["deliveries"] as? [[String: Any]])?.first?["state"] as? String == "delivered")
            }
        }
    }

    @Test("two instances on one database send each event once", arguments: TestEngine.all)
    func twoInstancesSendEachOnce(engine: TestEngine) async throws {
        let app = try await TestApp.make(engine: engine) { $0.sendsWebhooks = false }
        let receiver = WebhookReceiver()
        let clock = ManualClock.aheadOfEvents()
        let store = app.store, location = app.database.location
        try await app.test { client in
            try await receiver.serve { url in
                let cookie = try await client.signUp("pair@example.org")
                _ = try await Self.makeWebhook(client, cookie: cookie, url: url, events: ["meter.reading.saved"])
                let meter = try #require(try await Self.post(client, "/api/v1/meters", cookie: cookie, #"{"name":"Gas"}"#)["id"] as? String)
                for day in 1...20 {
                    _ = try await Self.post(client, "/api/v1/meters/\(meter)/readings", cookie: cookie,
                                            #"{"value":\#(day * 10),"takenAt":"2026-10-\#(String(format: "%02d", day))T08:00:00Z"}"#)
                }
                let other = try await Store.open(location, logger: Self.logger)
                let instances = [Self.dispatcher(store, clock: clock), Self.dispatcher(other, clock: clock)]
                // Both poll side by side until the outbox is empty (each claims at most 8 a round).
                let sent = await withTaskGroup(of: Int.self) { group in
                    for instance in instances {
                        group.addTask {
                            var total = 0
                            for _ in 0..<6 { total += await instance.runOnce() }
                            return total
                        }
                    }
                    return await group.reduce(0, +)
                }
                try await other.close()
                let got = await receiver.received
                #expect(sent == 20)
                #expect(got.count == 20)
                #expect(Set(got.compactMap(\.delivery)).count == 20, "no delivery sent twice")
            }
        }
    }

    @Test("a finished game and homework coming due are events; a test event reaches one webhook", arguments: TestEngine.all)
    func gameHomeworkAndTest(engine: TestEngine) async throws {
        let app = try await TestApp.make(engine: engine) { $0.sendsWebhooks = false }
        let receiver = WebhookReceiver()
        let clock = ManualClock.aheadOfEvents()
        let dispatcher = Self.dispatcher(app.store, clock: clock)
        let store = app.store
        try await app.test { client in
            try await receiver.serve { url in
                let cookie = try await client.signUp("events@example.org")
                let (hook, _) = try await Self.makeWebhook(client, cookie: cookie, url: url,
                                                           events: ["math-sprint.game.finished", "homework.item.due"], dueWithinHours: 6)
                // Survival ends at the first wrong answer.
                let game = try await Self.post(client, "/api/v1/math-sprint/games", cookie: cookie, #"{"mode":"survival"}"#)
                let id = try #require(game["id"] as? String)
                let question = try #require(game["question"] as? [String: Any])
                let wrong = (try Self.hiddenDigit(question) + 1) % 10
                let answered = try await Self.post(client, "/api/v1/math-sprint/games/\(id)/answers", cookie: cookie, #"{"question":0,"digit":\#(wrong)}"#)
                #expect((answered["game"] as? [String: Any])?["finishedAt"] is String)

                // Due in 3 hours (inside 6) and in 30 (outside); and one done.
                let soon = clock.now.addingTimeInterval(3 * 3_600), later = clock.now.addingTimeInterval(30 * 3_600)
                for (title, due) in [("Essay", soon), ("Project", later)] {
                    _ = try await Self.post(client, "/api/v1/homework/items", cookie: cookie, Self.homework(title, due: due))
                }
                let scan = HomeworkDueScan(store: store, events: WebhookEvents(store: store, logger: Self.logger))
                try await scan.queue(now: clock.now)
                try await scan.queue(now: clock.now.addingTimeInterval(60))
                _ = try await Self.post(client, "/api/v1/webhooks/\(hook)/test", cookie: cookie, "")

                while await dispatcher.runOnce() > 0 {}
                let got = await receiver.received
                #expect(got.compactMap(\.event).sorted() == ["homework.item.due", "math-sprint.game.finished", "ping"])
                let due = try #require(got.first { $0.event == "homework.item.due" })
                #expect((try due.json()["data"] as? [String: Any])?["title"] as? String == "Essay")
                let finished = try #require(got.first { $0.event == "math-sprint.game.finished" })
                #expect((try finished.json()["data"] as? [String: Any])?["id"] as? String == id)
            }
        }
    }

    @Test("webhooks refuse bad input and belong to their owner", arguments: TestEngine.all)
    func rulesAndOwnership(engine: TestEngine) async throws {
        try await TestApp.make(engine: engine).test { client in
            let ann = try await client.signUp("ann@example.org")
            let bob = try await client.signUp("bob@example.org")
            for (body, code) in [
                (#"{"url":"ftp://example.org/","events":["ping"]}"#, "invalid_url"),
                (#"{"url":"https://example.org/#x","events":["meter.reading.saved"]}"#, "invalid_url"),
                (#"{"url":"https://example.org/","events":[]}"#, "invalid_event"),
                (#"{"url":"https://example.org/","events":["ping"]}"#, "invalid_event"),
                (#"{"url":"https://example.org/","events":["homework.item.due"],"dueWithinHours":0}"#, "invalid_due_hours"),
            ] {
                let refused = try await client.execute(uri: "/api/v1/webhooks", method: .post, headers: apiHeaders(cookie: ann), body: ByteBuffer(string: body))
                #expect(refused.status == .unprocessableContent && refused.errorCode == code, "\(body)")
            }
            let (hook, _) = try await Self.makeWebhook(client, cookie: ann, url: "https://example.org/hook", events: ["meter.reading.saved"])
            for (method, path) in [(HTTPRequest.Method.get, "/deliveries"), (.post, "/test"), (.delete, "")] {
                let other = try await client.execute(uri: "/api/v1/webhooks/\(hook)\(path)", method: method, headers: apiHeaders(cookie: bob))
                #expect(other.status == .notFound, "\(method) \(path)")
            }
            let listed = try await client.execute(uri: "/api/v1/webhooks", method: .get, headers: apiHeaders(cookie: ann))
            #expect(!listed.text.contains("whsec_"), "the secret is shown once")
            // Webhooks are the account's own settings: no access token reaches them.
            let token = try await AccessTokenTests.makeToken(client, cookie: ann, scopes: ["all:write"]).secret
            let byToken = try await client.execute(uri: "/api/v1/webhooks", method: .get, headers: AccessTokenTests.bearer(token))
            #expect(byToken.status == .forbidden && byToken.errorCode == "insufficient_scope")
            let deleted = try await client.execute(uri: "/api/v1/webhooks/\(hook)", method: .delete, headers: apiHeaders(cookie: ann))
            #expect(deleted.status == .noContent)
        }
    }

    /// The digit hidden in an open question, from its operands.
    static func hiddenDigit(_ question: [String: Any]) throws -> Int {
        let left = try #require(question["left"] as? Int), right = try #require(question["right"] as? Int)
        let result = switch question["operation"] as? String {
        case "+": left + right
        case "−": left - right
        case "×": left * right
        default: left / right
        }
        let digits = try #require(question["digits"] as? [Any])
        let hidden = try #require(digits.firstIndex { $0 is NSNull })
        return Int(String(Array(String(result))[hidden]))!
    }

    static func homework(_ title: String, due: Date) -> String {
        let formatter = DateFormatter()
        formatter.locale = Locale(identifier: "en_US_POSIX")
        formatter.timeZone = TimeZone(identifier: "UTC")
        formatter.dateFormat = "yyyy-MM-dd"
        let day = formatter.string(from: due)
        formatter.dateFormat = "HH:mm"
        return #"{"title":"\#(title)","dueDay":"\#(day)","dueTime":"\#(formatter.string(from: due))","timeZone":"UTC"}"#
    }
}
