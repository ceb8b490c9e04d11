import Foundation
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
        try await TestApp.make().test { client in
            _ = try await client.execute(uri: "/about", method: .get)
            _ = try await client.execute(uri: "/api/v1/photos/\(UUID())", method: .get)
            let metrics = try await client.execute(uri: "/metrics", method: .get)
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
}
