import Crypto
import Foundation
import HTTPTypes
import Hummingbird
import HummingbirdTesting

/// A real HTTP server on a free local port that takes webhook deliveries: it keeps each request
/// and answers 503 to the first `failFirst` of them, 200 after.
actor WebhookReceiver {
    struct Received: Sendable {
        let headers: HTTPFields
        let body: Data
        var delivery: String? { headers[HTTPField.Name("Readout-Delivery")!] }
        var event: String? { headers[HTTPField.Name("Readout-Event")!] }
        var signature: String? { headers[HTTPField.Name("Readout-Signature")!] }
        func json() throws -> [String: Any] { try JSONSerialization.jsonObject(with: body) as? [String: Any] ?? [:] }
    }

    private(set) var received: [Received] = []
    private var failuresLeft: Int

    init(failFirst: Int = 0) { failuresLeft = failFirst }

    func take(_ request: Received) -> HTTPResponse.Status {
        received.append(request)
        guard failuresLeft > 0 else { return .ok }
        failuresLeft -= 1
        return .serviceUnavailable
    }

    /// Serves while `body` runs, giving it the URL to post to.
    nonisolated func serve(_ body: @escaping @Sendable (_ url: String) async throws -> Void) async throws {
        let router = Router()
        router.post("/hook") { request, _ -> Response in
            let bytes = try await request.body.collect(upTo: 1 << 20)
            return Response(status: await self.take(Received(headers: request.headers, body: Data(buffer: bytes))))
        }
        let app = Application(router: router, configuration: .init(address: .hostname("127.0.0.1", port: 0)))
        try await app.test(.live) { client in
            try await body("http://127.0.0.1:\(client.port ?? 0)/hook")
        }
    }

    /// Checks a `Readout-Signature` header the way the README tells a receiver to: HMAC-SHA256
    /// of "<t>.<body>" with the secret, compared with v1.
    static func verifies(_ received: Received, secret: String) -> Bool {
        guard let header = received.signature else { return false }
        var fields: [String: String] = [:]
        for part in header.split(separator: ",") {
            let pair = part.split(separator: "=", maxSplits: 1)
            if pair.count == 2 { fields[String(pair[0])] = String(pair[1]) }
        }
        guard let timestamp = fields["t"], let given = fields["v1"] else { return false }
        let code = HMAC<SHA256>.authenticationCode(for: Data("\(timestamp).".utf8) + received.body, using: SymmetricKey(data: Data(secret.utf8)))
        return code.map { String(format: "%02x", $0) }.joined() == given
    }
}

/// A clock a test moves by hand (to jump over retry delays).
final class ManualClock: @unchecked Sendable {
    private let lock = NSLock()
    private var current: Date

    init(_ start: Date = Date()) { current = start }

    /// A minute ahead of the wall clock: events the test makes through the API (stamped with
    /// the real time) are due by this clock from the start.
    static func aheadOfEvents() -> ManualClock { ManualClock(Date().addingTimeInterval(60)) }

    var now: Date { lock.withLock { current } }
    func advance(_ seconds: TimeInterval) { lock.withLock { current.addTimeInterval(seconds) } }
}
