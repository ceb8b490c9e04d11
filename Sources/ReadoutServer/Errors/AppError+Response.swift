import Foundation
import Hummingbird

extension AppError: HTTPResponseError {
    /// The JSON form, used for the API and whenever an error escapes the page error handler.
    public func response(from request: Request, context: some RequestContext) throws -> Response {
        jsonResponse(language: (context as? AppRequestContext)?.language ?? .fallback)
    }

    func jsonResponse(language: Language) -> Response {
        var headers = HTTPFields()
        headers[.contentType] = "application/json; charset=utf-8"
        headers[.cacheControl] = "no-store"
        headers[.contentLanguage] = language.tag
        if let retryAfter { headers[.retryAfter] = String(retryAfter) }
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys, .withoutEscapingSlashes]
        let body = (try? encoder.encode(APIErrorBody(self, language: language))) ?? Data(#"{"error":{"code":"internal","message":"error"}}"#.utf8)
        return Response(status: status, headers: headers, body: .init(byteBuffer: ByteBuffer(bytes: body)))
    }
}
