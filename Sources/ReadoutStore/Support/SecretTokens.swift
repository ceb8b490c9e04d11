import Crypto
import Foundation

/// Random tokens for cookies and forms, and the hashes under which they are stored.
enum SecretTokens {
    /// 32 random bytes from the system's cryptographic generator, base64url-encoded without padding (43 characters).
    static func make() -> String {
        var generator = SystemRandomNumberGenerator()
        let bytes = (0..<32).map { _ in UInt8.random(in: .min ... .max, using: &generator) }
        return base64URL(bytes)
    }

    /// SHA-256 of the token's UTF-8 bytes as lowercase hex: what the sessions table stores, so a leaked
    /// database does not hand out working cookies.
    static func hash(_ token: String) -> String {
        hexSHA256(Array(token.utf8))
    }

    /// SHA-256 of some bytes as lowercase hex (64 characters).
    static func hexSHA256(_ bytes: [UInt8]) -> String {
        let digest = SHA256.hash(data: bytes)
        var hex = ""
        hex.reserveCapacity(64)
        for byte in digest {
            hex += String(byte, radix: 16).leftPadded(to: 2)
        }
        return hex
    }

    static func base64URL(_ bytes: [UInt8]) -> String {
        Data(bytes).base64EncodedString()
            .replacingOccurrences(of: "+", with: "-")
            .replacingOccurrences(of: "/", with: "_")
            .replacingOccurrences(of: "=", with: "")
    }
}

private extension String {
    func leftPadded(to width: Int) -> String {
        count >= width ? self : String(repeating: "0", count: width - count) + self
    }
}
