import Foundation

/// Unguessable tokens for capability URLs (shared results, calendar feeds).
enum URLSafeToken {
    /// `byteCount` random bytes from the system's generator, URL-safe base64 without padding.
    static func make(byteCount: Int) -> String {
        var generator = SystemRandomNumberGenerator()
        let bytes = (0..<byteCount).map { _ in UInt8.random(in: 0...255, using: &generator) }
        return Data(bytes).base64EncodedString()
            .replacingOccurrences(of: "+", with: "-").replacingOccurrences(of: "/", with: "_").replacingOccurrences(of: "=", with: "")
    }
}
