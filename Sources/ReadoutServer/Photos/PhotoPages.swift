import Foundation
import Hummingbird
import ReadoutStore

/// "Your photos": the shared photo picker with the user's photos, and one photo with its
/// recognised text. The picker's script uploads through the API; without script the form posts
/// here and is redirected to the photo.
struct PhotoPages {
    let services: AppServices

    struct PhotoItem: Sendable {
        let id: String
        let page: String
        let url: String
        let previewUrl: String
        let displayUrl: String
        let textUrl: String
        let width: Int
        let height: Int
        let createdAt: String
        /// When it was added, in the page's language (UTC until js/local-time.js shows local time).
        let createdText: String

        init(_ photo: Photo, language: Language = .fallback) {
            let body = PhotoAPI.PhotoBody(photo)
            id = photo.id.uuidString.lowercased()
            page = body.page
            url = body.url
            previewUrl = body.previewUrl
            displayUrl = body.displayUrl
            textUrl = body.textUrl
            width = photo.width
            height = photo.height
            createdAt = ISO8601DateFormatter().string(from: photo.createdAt)
            createdText = language.formatDateTime(photo.createdAt)
        }
    }

    struct PhotosContent: Sendable {
        let photos: [PhotoItem]
        /// The next page's URL ("/photos?cursor=…"), nil on the last page.
        let more: String?
        /// True on a page after the first: "newest photos" link instead of the picker's lead.
        let later: Bool
    }

    struct PhotoContent: Sendable {
        let photo: PhotoItem
    }

    func register<Base: RouterMethods>(on routes: CatalogedRoutes<Base>) {
        routes.get("/photos") { request, context in
            let owner = try context.requireIdentity().user.id
            let page = try await PhotoAPI.page(of: request, owner: owner, photos: services.photos)
            let content = PhotosContent(photos: page.photos.map { PhotoItem($0, language: context.language) },
                                        more: page.next.map { "/photos?cursor=\($0.token)" },
                                        later: request.uri.queryParameters["cursor"] != nil)
            return try services.page("photos", title: "photos.title", tab: .photos, content: content, request: request, context: context)
        }
        routes.post("/photos") { request, context in
            let owner = try context.requireIdentity().user.id
            let upload = try await services.uploads.read(request)
            try services.csrf.verify(upload.fields["csrfToken"], request: request, context: context)
            let (photo, _) = try await services.photos.save(upload.bytes, owner: owner)
            return .seeOther(PhotoItem(photo).page, notice: "photos.saved")
        }
        routes.get("/photos/:id") { request, context in
            let photo = try await ownedPhoto(context)
            return try services.page("photo", title: "photo.title", tab: .photos, content: PhotoContent(photo: PhotoItem(photo)),
                                     request: request, context: context)
        }
        routes.post("/photos/:id/delete") { request, context in
            let form = try await services.form(TokenForm.self, from: request)
            try services.csrf.verify(form.csrfToken, request: request, context: context)
            let photo = try await ownedPhoto(context)
            try await services.photos.delete(photo)
            return .seeOther("/photos", notice: "photos.deleted")
        }
    }

    private func ownedPhoto(_ context: AppRequestContext) async throws -> Photo {
        let owner = try context.requireIdentity().user.id
        return try await services.photos.owned(id: try context.id(missing: .photo), owner: owner)
    }
}
