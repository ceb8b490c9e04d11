import Foundation
import Logging
import HTTPTypes
import HummingbirdTesting
import NIOCore
import Testing
@testable import ReadoutServer

@Suite("Operations: health, metrics, security headers, recognition limits")
struct OperationsTests {
    @Test func healthReportsTheDatabase() async throws {
        try await TestApp.make().test { client in
            let response = try await client.execute(uri: "/healthz", method: .get)
            #expect(response.status == .ok)
            let body = try response.json()
            #expect(body["status"] as? String == "ok")
            #expect(body["database"] as? String == "sqlite")
        }
    }

    @Test func metricsCountRequestsByRouteAndStatus() async throws {
        try await TestApp.make { $0.metricsToken = "scrape-secret" }.test { client in
            _ = try await client.execute(uri: "/about", method: .get)
            _ = try await client.execute(uri: "/api/v1/photos/\(UUID())", method: .get)
            // Not from this machine (the test client has no loopback address): the secret is needed.
            #expect(try await client.execute(uri: "/metrics", method: .get).status == .forbidden)
            var wrong = HTTPFields()
            wrong[.authorization] = "Bearer scrape-secreT"
            #expect(try await client.execute(uri: "/metrics", method: .get, headers: wrong).status == .forbidden)
            var bearer = HTTPFields()
            bearer[.authorization] = "Bearer scrape-secret"
            let metrics = try await client.execute(uri: "/metrics", method: .get, headers: bearer)
            #expect(metrics.status == .ok)
            let text = metrics.text
            #expect(text.contains(#"readout_http_requests_total{method="GET",route="/about",status="200"} 1"#), "\(text)")
            #expect(text.contains(#"route="/api/v1/photos/{id}",status="401""#) || text.contains(#"route="/api/v1/photos/:id",status="401""#), "\(text)")
            #expect(text.contains("readout_http_request_duration_seconds_bucket"))
            #expect(text.contains("readout_recognition_queue_depth"))
        }
    }

    @Test func responsesCarrySecurityHeaders() async throws {
        try await TestApp.make().test { client in
            for path in ["/", "/api/v1/me", "/nowhere"] {
                let response = try await client.execute(uri: path, method: .get)
                #expect(response.headers[.xContentTypeOptions] == "nosniff", "\(path)")
                #expect(response.headers[.contentSecurityPolicy]?.contains("frame-ancestors 'none'") == true, "\(path)")
            }
        }
    }

    @Test func aFullRecognitionQueueAnswersBusyInsteadOfWaiting() async throws {
        let gate = RecognitionGate(workers: 1, queueLimit: 1, metrics: nil)
        let (started, startedContinuation) = AsyncStream<Void>.makeStream()
        let (release, releaseContinuation) = AsyncStream<Void>.makeStream()
        let holders = (0..<2).map { _ in
            Task {
                try await gate.run {
                    startedContinuation.yield()
                    for await _ in release { break }
                    return 1
                }
            }
        }
        var iterator = started.makeAsyncIterator()
        _ = await iterator.next()
        _ = await iterator.next()
        #expect(await gate.queueDepth == 1)
        await #expect(throws: AppError.busy(retryAfter: 2)) {
            try await gate.run { 0 }
        }
        releaseContinuation.yield()
        releaseContinuation.yield()
        releaseContinuation.finish()
        for holder in holders { #expect(try await holder.value == 1) }
        #expect(try await gate.run { 7 } == 7)
    }

    @Test(arguments: TestEngine.all)
    func housekeepingClearsExpiredSessionsAndOldSignInFailures(engine: TestEngine) async throws {
        let app = try await TestApp.make(engine: engine)
        let store = app.store
        try await app.test { client in
            let cookie = try await client.signUp("keep@example.org")
            let user = try #require(try await store.users.find(email: "keep@example.org"))
            let later = Date().addingTimeInterval(2 * 86_400)
            // A session that expires tomorrow, an old failure and a recent one.
            _ = try await store.sessions.create(userID: user.id, lifetime: 86_400)
            try await store.signInAttempts.recordFailure(key: "account:x", at: later.addingTimeInterval(-3600))
            try await store.signInAttempts.recordFailure(key: "account:x", at: later.addingTimeInterval(-60))
            var logger = Logger(label: "housekeeping-test")
            logger.logLevel = .critical
            let chores = Housekeeping(store: store, interval: 600, throttleWindow: 900, logger: logger, now: { later })
            let done = try #require(await chores.runOnce())
            #expect(done.sessions == 1 && done.signIns == 1)
            #expect(try await store.signInAttempts.failures(key: "account:x", since: .distantPast).count == 1)
            #expect(await chores.runOnce() == nil, "the round is claimed: another instance would skip it")
            // The signed-in session (30 days) is untouched.
            let me = try await client.execute(uri: "/api/v1/me", method: .get, headers: cookieHeader(cookie))
            #expect(me.status == .ok)
        }
    }
}
