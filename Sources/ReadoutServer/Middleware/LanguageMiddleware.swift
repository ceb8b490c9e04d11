import Hummingbird

/// Picks the language of each request — the account's setting, else the footer switch's cookie,
/// else `Accept-Language`, else English — and says it in `Content-Language`. Runs after
/// `SessionMiddleware` (it reads the account) and before `ErrorMiddleware` (errors are worded in it).
struct LanguageMiddleware: RouterMiddleware {
    typealias Context = AppRequestContext

    func handle(_ request: Request, context: Context, next: (Request, Context) async throws -> Response) async throws -> Response {
        var context = context
        context.language = Language.resolve(
            accountSetting: context.identity?.user.language,
            cookie: request.cookies[SessionCookie.languageName]?.value,
            acceptLanguage: request.headers[.acceptLanguage])
        var response = try await next(request, context)
        if response.headers[.contentLanguage] == nil {
            response.headers[.contentLanguage] = context.language.tag
        }
        return response
    }
}
