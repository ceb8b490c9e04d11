import Hummingbird
import ReadoutStore

/// Finds the signed-in user from the session cookie. Sessions live in the database (only the
/// token's hash), so a session made on one instance works on every other.
struct SessionMiddleware: RouterMiddleware {
    typealias Context = AppRequestContext
    let store: Store

    func handle(_ request: Request, context: Context, next: (Request, Context) async throws -> Response) async throws -> Response {
        var context = context
        if let token = request.cookies[SessionCookie.sessionName]?.value, !token.isEmpty,
           let session = try await store.sessions.find(token: token),
           let user = try await store.users.find(id: session.userID) {
            context.identity = Identity(user: user, session: session, token: nil)
        }
        return try await next(request, context)
    }
}
