import Hummingbird
import ReadoutStore

/// `Authorization: Bearer <personal access token>` on `/api/v1` (the only place it counts: pages
/// never accept it). A known, unexpired token of an enabled account becomes the request's identity,
/// within its scopes; it needs no `X-Readout` header, as no browser sends it on its own.
struct BearerTokenMiddleware: RouterMiddleware {
    typealias Context = AppRequestContext
    let store: Store

    func handle(_ request: Request, context: Context, next: (Request, Context) async throws -> Response) async throws -> Response {
        guard let authorization = request.headers[.authorization] else { return try await next(request, context) }
        let parts = authorization.split(separator: " ", maxSplits: 1)
        guard parts.count == 2, parts[0].lowercased() == "bearer" else { return try await next(request, context) }
        let secret = String(parts[1]).trimmingCharacters(in: .whitespaces)
        guard !secret.isEmpty, secret.count <= 128,
              let token = try await store.accessTokens.use(secret: secret),
              let user = try await store.users.find(id: token.ownerID), !user.isDisabled,
              let scopes = AccessScopes(token.scopes) else {
            return refusal(AppError.invalidToken, "invalid_token", context: context)
        }
        switch scopes.decide(request.method, path: request.uri.path) {
        case .allowed:
            var context = context
            context.identity = Identity(user: user, session: nil, token: token)
            return try await next(request, context)
        case .insufficientScope:
            return refusal(AppError.insufficientScope, "insufficient_scope", context: context)
        case .accountOnly:
            return refusal(AppError.accountOnly, "insufficient_scope", context: context)
        }
    }

    /// The error as JSON, with the `WWW-Authenticate` challenge RFC 6750 asks for.
    private func refusal(_ error: AppError, _ reason: String, context: Context) -> Response {
        var response = error.jsonResponse(language: context.language)
        response.headers[.wwwAuthenticate] = #"Bearer realm="readout", error="\#(reason)""#
        return response
    }
}
