import Crypto
import Foundation

/// The `Readout-Signature` header: `t=<unix seconds>,v1=<hex HMAC-SHA256>` over
/// `"<t>.<body>"` with the webhook's secret, as Stripe signs. The timestamp inside the signed
/// text lets a receiver refuse an old delivery replayed at it.
enum WebhookSignature {
    static let header = "Readout-Signature"

    static func value(secret: String, timestamp: Date, body: Data) -> String {
        let seconds = Int(timestamp.timeIntervalSince1970)
        return "t=\(seconds),v1=\(hex(secret: secret, seconds: seconds, body: body))"
    }

    static func hex(secret: String, seconds: Int, body: Data) -> String {
        var signed = Data("\(seconds).".utf8)
        signed.append(body)
        let code = HMAC<SHA256>.authenticationCode(for: signed, using: SymmetricKey(data: Data(secret.utf8)))
        return code.map { String(format: "%02x", $0) }.joined()
    }
}
