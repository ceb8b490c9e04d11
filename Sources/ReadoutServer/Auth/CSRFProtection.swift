import Foundation
import Hummingbird

/// The CSRF token a page puts into its forms, and the check every state-changing form handler
/// makes. Signed-in users use their session's token (stored with the session, so any instance
/// can check it); visitors use the double-submit cookie.
struct CSRFProtection: Sendable {
    let secureCookies: Bool

    /// The token for the forms of a page, and a cookie to set when the visitor has none yet.
    func token(for request: Request, context: AppRequestContext) -> (token: String, cookie: Cookie?) {
        if let session = context.identity?.session { return (session.csrfToken, nil) }
        if let existing = request.cookies[SessionCookie.anonymousCSRFName]?.value, existing.count >= 32 {
            return (existing, nil)
        }
        let fresh = SessionCookie.randomToken()
        return (fresh, SessionCookie.anonymousCSRF(token: fresh, secure: secureCookies))
    }

    /// Throws 403 unless `submitted` equals the token the page was rendered with.
    func verify(_ submitted: String?, request: Request, context: AppRequestContext) throws(AppError) {
        let expected = context.identity?.session?.csrfToken ?? request.cookies[SessionCookie.anonymousCSRFName]?.value
        guard let expected, !expected.isEmpty, let submitted, Self.constantTimeEqual(expected, submitted) else {
            throw AppError.csrf
        }
    }

    private static func constantTimeEqual(_ a: String, _ b: String) -> Bool {
        let x = Array(a.utf8), y = Array(b.utf8)
        guard x.count == y.count else { return false }
        var difference: UInt8 = 0
        for index in x.indices { difference |= x[index] ^ y[index] }
        return difference == 0
    }
}
