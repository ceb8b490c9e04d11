import Foundation
import HTTPTypes
import HummingbirdTesting
import NIOCore
import Testing

/// The polling resources for Home Assistant and Grafana, read with a read-only token.
@Suite("Dashboards: a meter's sensor and the homework summary with a read token")
struct DashboardAPITests {
    @Test(arguments: TestEngine.all)
    func aMeterSensorWithAReadToken(engine: TestEngine) async throws {
        try await TestApp.make(engine: engine) { $0.sendsWebhooks = false }.test { client in
            let cookie = try await client.signUp("sensor@example.org")
            let meter = try #require(try await WebhookDeliveryTests.post(client, "/api/v1/meters", cookie: cookie,
                                                                          #"{"name":"Water","kind":"water"}"#)["id"] as? String)
            var utc = Calendar(identifier: .gregorian)
            utc.timeZone = TimeZone(identifier: "UTC")!
            let today = utc.startOfDay(for: Date())
            let formatter = ISO8601DateFormatter()
            for (value, days) in [(100, -8), (170, -1), (180, 0)] {
                let at = formatter.string(from: today.addingTimeInterval(Double(days) * 86_400))
                _ = try await WebhookDeliveryTests.post(client, "/api/v1/meters/\(meter)/readings", cookie: cookie,
                                                        #"{"value":\#(value),"takenAt":"\#(at)","confirmed":true}"#)
            }
            let (token, _) = try await AccessTokenTests.makeToken(client, cookie: cookie, scopes: ["meters:read"])
            let answer = try await client.execute(uri: "/api/v1/meters/\(meter)/sensor", method: .get, headers: AccessTokenTests.bearer(token))
            #expect(answer.status == .ok)
            let sensor = try answer.json()
            #expect(sensor["state"] as? Double == 180)
            #expect(sensor["name"] as? String == "Water" && sensor["timeZone"] as? String == "UTC")
            let use = try #require(sensor["usePerDay"] as? [String: Any])
            #expect(use["yesterday"] as? Double == 10 && use["last7Days"] as? Double == 10)
            let days = try #require(sensor["days"] as? [[String: Any]])
            #expect(days.count == 8 && days.last?["use"] as? Double == 10)

            let zoned = try await client.execute(uri: "/api/v1/meters/\(meter)/sensor?timeZone=Europe/Warsaw", method: .get,
                                                 headers: AccessTokenTests.bearer(token))
            #expect(try zoned.json()["timeZone"] as? String == "Europe/Warsaw")
            let badZone = try await client.execute(uri: "/api/v1/meters/\(meter)/sensor?timeZone=Mars/Olympus", method: .get,
                                                   headers: AccessTokenTests.bearer(token))
            #expect(badZone.status == .badRequest && badZone.errorCode == "invalid_time_zone")
            // The meters token does not read homework.
            let homework = try await client.execute(uri: "/api/v1/homework/summary", method: .get, headers: AccessTokenTests.bearer(token))
            #expect(homework.status == .forbidden)
        }
    }

    @Test(arguments: TestEngine.all)
    func theHomeworkSummaryWithAReadToken(engine: TestEngine) async throws {
        try await TestApp.make(engine: engine) { $0.sendsWebhooks = false }.test { client in
            let cookie = try await client.signUp("wall@example.org")
            let (token, _) = try await AccessTokenTests.makeToken(client, cookie: cookie, scopes: ["homework:read"])
            let empty = try await client.execute(uri: "/api/v1/homework/summary", method: .get, headers: AccessTokenTests.bearer(token))
            #expect(try empty.json()["next"] is NSNull && (try empty.json()["open"] as? Int) == 0)

            let now = Date()
            for (title, hours) in [("Late", -30.0), ("Quiz", 2.0), ("Project", 20 * 24.0)] {
                _ = try await WebhookDeliveryTests.post(client, "/api/v1/homework/items", cookie: cookie,
                                                        WebhookDeliveryTests.homework(title, due: now.addingTimeInterval(hours * 3_600)))
            }
            let summary = try await client.execute(uri: "/api/v1/homework/summary", method: .get, headers: AccessTokenTests.bearer(token)).json()
            #expect(summary["nextTitle"] as? String == "Quiz")
            #expect(((summary["next"] as? [String: Any])?["title"] as? String) == "Quiz")
            let hours = try #require(summary["hoursUntilNext"] as? Double)
            #expect(hours > 1.5 && hours <= 2.0)
            #expect(summary["overdue"] as? Int == 1 && summary["open"] as? Int == 3)
            #expect((summary["dueThisWeek"] as? Int ?? 9) <= 1, "the project three weeks out is not this week")
            // Read only: the token cannot add homework.
            let write = try await client.execute(uri: "/api/v1/homework/items", method: .post, headers: AccessTokenTests.bearer(token),
                                                 body: ByteBuffer(string: WebhookDeliveryTests.homework("More", due: now)))
            #expect(write.status == .forbidden)
        }
    }
}
