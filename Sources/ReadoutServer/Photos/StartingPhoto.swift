import Foundation
import Hummingbird

/// The photo an app's page is asked to start from (`?photo=ID`): one shared to Readout, or
/// chosen elsewhere, that Homework, Meters, Vocabulary and Filter Lab continue with as if it had
/// just been uploaded. The page passes `id` to its script as `data-start-photo`; when the address
/// names no photo of the signed-in user's (malformed, unknown, another user's, deleted) the page
/// renders as usual with `problem` in a banner, never an error page: the address may come from a
/// share sheet or an old bookmark, and the user can still take or choose a photo there.
struct StartingPhoto: Sendable {
    /// The photo's id in lower case, when it is the user's.
    let id: String?
    /// Why the photo in the address cannot be used, in the reader's language.
    let problem: String?

    static let none = StartingPhoto(id: nil, problem: nil)

    /// Reads `?photo=` and checks the photo belongs to `owner`. Only a failing store throws.
    static func from(_ request: Request, owner: UUID, photos: PhotoService, localizer: Localizer) async throws -> StartingPhoto {
        try await from(request.uri.queryParameters["photo"].map(String.init), owner: owner, photos: photos, localizer: localizer)
    }

    /// Checks the photo id `text` (from the address or a form that carried it on) belongs to `owner`.
    static func from(_ text: String?, owner: UUID, photos: PhotoService, localizer: Localizer) async throws -> StartingPhoto {
        guard let text, !text.isEmpty else { return .none }
        let missing = StartingPhoto(id: nil, problem: localizer("photos.continue.missing"))
        guard let id = UUID(uuidString: text) else { return missing }
        do {
            return StartingPhoto(id: try await photos.owned(id: id, owner: owner).id.uuidString.lowercased(), problem: nil)
        } catch let error as AppError where error.status == .notFound {
            return missing
        }
    }
}
