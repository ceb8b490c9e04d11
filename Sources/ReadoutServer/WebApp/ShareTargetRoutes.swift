import Foundation
import Hummingbird

/// Readout in the phone's share sheet (the manifest's `share_target`): a shared photo or
/// screenshot is posted to `/share`, kept in the user's photos, and the next page asks which app
/// it is for; each choice opens that app with the photo already in hand (`?photo=ID`).
///
/// The share sheet's post carries no CSRF token: the browser makes it, not a page. It needs none:
/// the session cookie is `SameSite=Lax`, so another site's form posting here arrives signed out
/// and saves nothing, while the share sheet's own navigation is the browser's and carries it.
struct ShareTargetRoutes {
    let services: AppServices

    static let path = "/share"

    /// One choice on the "which app?" page.
    struct Choice: Sendable {
        let slug: String
        let name: String
        let line: String
        let href: String
    }

    struct ChooserContent: Sendable {
        let photoId: String
        let previewUrl: String
        let photoPage: String
        let choices: [Choice]
    }

    /// The apps a photo can continue in, with where each one takes it; Math Sprint has no use for one.
    static func choices(photo: String, _ localizer: Localizer) -> [Choice] {
        let targets = [
            (HomeworkModule.slug, "/apps/homework/new?photo="),
            (VocabularyModule.slug, "/apps/vocabulary?photo="),
            (MetersModule.slug, "/apps/meters?photo="),
            (FilterLabModule.slug, "/apps/filter-lab?photo="),
        ]
        return targets.map { slug, prefix in
            Choice(slug: slug, name: localizer("apps.\(slug).name"), line: localizer("webapp.share.for.\(slug)"), href: prefix + photo)
        }
    }

    func register<Base: RouterMethods>(on routes: CatalogedRoutes<Base>) {
        routes.post(Self.path) { request, context in
            // Signed out, the photo cannot be kept: after signing in, the same page says to share again.
            guard let owner = context.identity?.user.id else { return .seeOther("/sign-in?next=" + Self.path) }
            let upload: Upload
            do {
                upload = try await services.uploads.read(request)
            } catch let error as AppError where error.code == "missing_image" {
                // A share of a link or some text: nothing to read, and the page says so.
                return .seeOther(Self.path, notice: "shareNoPhoto")
            }
            let (photo, _) = try await services.photos.save(upload.bytes, owner: owner)
            return .seeOther("\(Self.path)/\(photo.id.uuidString.lowercased())")
        }
        // Opened by hand, or after signing in from a share: how sharing works.
        routes.get(Self.path) { request, context in
            _ = try context.requireIdentity()
            return try services.page("share-help", title: "webapp.share.title", tab: .photos, content: NoContent(),
                                     request: request, context: context)
        }
        routes.get("\(Self.path)/:id") { request, context in
            let owner = try context.requireIdentity().user.id
            let photo = try await services.photos.owned(id: try context.id(missing: .photo), owner: owner)
            let id = photo.id.uuidString.lowercased()
            let content = ChooserContent(photoId: id, previewUrl: "/api/v1/photos/\(id)/preview", photoPage: "/photos/\(id)",
                                         choices: Self.choices(photo: id, context.localizer))
            return try services.page("share", title: "webapp.share.title", tab: .photos, content: content,
                                     request: request, context: context)
        }
    }
}
