import Foundation
import Hummingbird

/// The Filter Lab page (`/apps/filter-lab`) and the glance (`/glance`). Both embed their
/// starting data so the first paint needs no API call.
struct FilterLabPages {
    let services: AppServices
    let filterLab: FilterLabService

    struct FilterLabContent: Sendable {
        let stateJSON: String
        let photosLead: String
        /// A photo to put in the lab at once (?photo=ID, e.g. shared to Readout).
        let startPhoto: String?
        let photoProblem: String?
    }

    struct GlanceContent: Sendable {
        let glanceJSON: String
    }

    func register<Base: RouterMethods>(on routes: CatalogedRoutes<Base>) {
        routes.get("/apps/filter-lab") { request, context in
            let owner = try context.requireIdentity().user.id
            let state = try await filterLab.state(owner: owner)
            let body = try await filterLab.stateBody(state, owner: owner, sequence: nil, outcome: nil, localizer: context.localizer)
            let json = String(decoding: try JSONResponse.encode(body), as: UTF8.self)
            let start = try await StartingPhoto.from(request, owner: owner, photos: services.photos, localizer: context.localizer)
            return try services.page("filter-lab", title: "apps.filter-lab.name", tab: FilterLabModule.tab,
                                     content: FilterLabContent(stateJSON: json, photosLead: context.localizer(
                                        "filterLab.photos.lead", ["count": .integer(filterLab.gallery.items.count)]),
                                        startPhoto: start.id, photoProblem: start.problem),
                                     request: request, context: context)
        }
        routes.get("/glance") { request, context in
            let owner = try context.requireIdentity().user.id
            return try services.page("glance", title: "glance.title", tab: FilterLabModule.tab,
                                     content: GlanceContent(glanceJSON: try await filterLab.glanceJSON(owner: owner)),
                                     request: request, context: context)
        }
    }
}
