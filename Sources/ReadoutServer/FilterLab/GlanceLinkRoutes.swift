import Foundation
import HTTPTypes
import Hummingbird
import ReadoutStore

/// The glance without signing in: a read-only link with a secret (for a watch, or a tablet on the
/// fridge) that shows the owner's top words live and nothing else. The owner makes it, replaces
/// it (the old one stops working at once) or turns it off on `/apps/filter-lab/glance-link`.
struct GlanceLinkRoutes {
    let services: AppServices
    let filterLab: FilterLabService
    let glance: GlanceHub

    static let managePath = "/apps/filter-lab/glance-link"
    /// 24 random bytes: 32 URL-safe characters, as unguessable as the calendar feeds' secrets.
    static let secretBytes = 24

    static func sharedPath(_ secret: String) -> String { "/glance/\(secret)" }

    struct ManageContent: Sendable {
        let link: String?
    }

    struct SharedGlanceContent: Sendable {
        let glanceJSON: String
        let eventsUrl: String
        let glanceUrl: String
        let shared = true
    }

    private var links: GlanceLinkStore { services.store.glanceLinks }

    func register<Base: RouterMethods>(on routes: CatalogedRoutes<Base>) {
        routes.get(Self.managePath) { request, context in
            let owner = try context.requireIdentity().user.id
            let link = try await links.secret(owner: owner).map { services.origin(of: request, context: context) + Self.sharedPath($0) }
            return try services.page("glance-link", title: "glanceLink.title", tab: FilterLabModule.tab,
                                     content: ManageContent(link: link), request: request, context: context)
        }
        routes.post(Self.managePath) { request, context in
            let owner = try context.requireIdentity().user.id
            _ = try await services.verifiedForm(TokenForm.self, request: request, context: context)
            try await links.replace(owner: owner, with: URLSafeToken.make(byteCount: Self.secretBytes), at: Date())
            return .seeOther(Self.managePath, notice: "glanceLinkMade")
        }
        routes.post("\(Self.managePath)/delete") { request, context in
            let owner = try context.requireIdentity().user.id
            _ = try await services.verifiedForm(TokenForm.self, request: request, context: context)
            try await links.remove(owner: owner)
            return .seeOther(Self.managePath, notice: "glanceLinkOff")
        }

        // The shared glance: the secret is the key, no session is asked for or used.
        routes.get("/glance/:secret") { request, context in
            let owner = try await owner(context)
            let secret = context.parameters.get("secret") ?? ""
            var anonymous = context
            anonymous.identity = nil
            var response = try services.page(
                "glance", title: "glance.title", tab: FilterLabModule.tab,
                content: SharedGlanceContent(glanceJSON: try await filterLab.glanceJSON(owner: owner),
                                             eventsUrl: Self.sharedPath(secret) + "/events", glanceUrl: Self.sharedPath(secret) + "/words"),
                request: request, context: anonymous)
            // The address is the key: it must not leave in a Referer, nor land in a search engine.
            response.headers[HTTPField.Name("Referrer-Policy")!] = "no-referrer"
            response.headers[HTTPField.Name("X-Robots-Tag")!] = "noindex"
            return response
        }
        routes.get("/glance/:secret/words") { _, context in
            JSONResponse.raw(Data(try await filterLab.glanceJSON(owner: try await owner(context)).utf8))
        }
        routes.get("/glance/:secret/events") { _, context in
            let owner = try await owner(context)
            let secret = context.parameters.get("secret") ?? ""
            // Revoking the link must also silence the screens already showing it.
            let links = self.links
            return try await GlanceEvents.response(owner: owner, filterLab: filterLab, hub: glance) {
                (try? await links.owner(secret: secret)) == owner
            }
        }
    }

    /// Whose glance the path's secret opens; a 404 for one no one has (never made, replaced or off).
    private func owner(_ context: AppRequestContext) async throws -> UUID {
        guard let secret = context.parameters.get("secret"), secret.count <= 64,
              let owner = try await links.owner(secret: secret) else { throw AppError.notFound(.page) }
        return owner
    }
}
