import Foundation
import Hummingbird
import Mustache

/// Renders the Mustache templates shipped in `Resources/Templates` into HTML responses.
///
/// Templates escape `{{value}}` by default; recognised text is untrusted input, so no template
/// uses triple mustaches for user data.
public struct PageRenderer: Sendable {
    let library: MustacheLibrary

    /// Loads every `*.mustache` file of the bundled Templates folder.
    public static func bundled() async throws -> PageRenderer {
        guard let folder = Bundle.module.resourceURL?.appendingPathComponent("Templates").path else {
            throw AppError(.internalServerError, code: "templates_missing", text: .init("error.templatesMissing"))
        }
        return PageRenderer(library: try await MustacheLibrary(directory: folder))
    }

    /// The HTML of page `template` with `page` as its context.
    func html<Content>(_ template: String, _ page: Page<Content>) throws(AppError) -> String {
        guard let html = library.render(page.renderContext, withTemplate: template) else {
            throw AppError(.internalServerError, code: "template_missing", text: .init("error.templateMissing", ["template": .text(template)]))
        }
        return html
    }

    /// An HTML response; pages are per user, so caches must not keep them.
    func response<Content>(_ template: String, _ page: Page<Content>, status: HTTPResponse.Status = .ok) throws(AppError) -> Response {
        var headers = HTTPFields()
        headers[.contentType] = "text/html; charset=utf-8"
        headers[.cacheControl] = "no-store"
        return Response(status: status, headers: headers, body: .init(byteBuffer: ByteBuffer(string: try html(template, page))))
    }
}
