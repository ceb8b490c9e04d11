import Foundation
import Hummingbird

/// The cookies Readout sets: the session (HttpOnly, SameSite=Lax, so other sites' forms do not
/// carry it on POSTs) and, for visitors not signed in, a random CSRF token for the sign-in and
/// sign-up forms (double-submit: the form field must equal the cookie).
enum SessionCookie {
    static let sessionName = "readout_session"
    static let anonymousCSRFName = "readout_csrf"
    /// The language a visitor chose with the footer switch (signed in, the account keeps it too).
    static let languageName = "readout_language"

    static func session(token: String, lifetime: TimeInterval, secure: Bool) -> Cookie {
        Cookie(name: sessionName, value: token, maxAge: Int(lifetime), path: "/", secure: secure, httpOnly: true, sameSite: .lax)
    }

    static func expiredSession(secure: Bool) -> Cookie {
        Cookie(name: sessionName, value: "", maxAge: 0, path: "/", secure: secure, httpOnly: true, sameSite: .lax)
    }

    static func anonymousCSRF(token: String, secure: Bool) -> Cookie {
        Cookie(name: anonymousCSRFName, value: token, maxAge: 24 * 3600, path: "/", secure: secure, httpOnly: true, sameSite: .lax)
    }

    /// Remembers the visitor's language for a year; readable by nothing but the server's pages.
    static func language(_ language: Language, secure: Bool) -> Cookie {
        Cookie(name: languageName, value: language.tag, maxAge: 365 * 24 * 3600, path: "/", secure: secure, httpOnly: true, sameSite: .lax)
    }

    /// 32 random bytes, base64url without padding (cookie-safe).
    static func randomToken() -> String {
        var generator = SystemRandomNumberGenerator()
        let bytes = (0..<32).map { _ in UInt8.random(in: .min ... .max, using: &generator) }
        return Data(bytes).base64EncodedString()
            .replacingOccurrences(of: "+", with: "-")
            .replacingOccurrences(of: "/", with: "_")
            .replacingOccurrences(of: "=", with: "")
    }
}
