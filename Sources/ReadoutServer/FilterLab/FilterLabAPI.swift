import Foundation
import Hummingbird
import ReadoutApps
import ServiceLifecycle

/// `/api/v1/filter-lab`: the state, one call per user action (filter + recognition in the
/// answer), the current image, and the glance with its live event stream.
struct FilterLabAPI {
    let services: AppServices
    let filterLab: FilterLabService
    let glance: GlanceHub

    struct ActionBody: Decodable {
        let action: String
        let segment: String?
        let amount: Double?
        let intensity: Double?
        let photoId: String?
        let sequence: Int?
    }

    func register<Base: RouterMethods>(on routes: CatalogedRoutes<Base>) {
        routes.get("/filter-lab") { _, context in
            let owner = try context.requireIdentity().user.id
            let state = try await filterLab.state(owner: owner)
            return try JSONResponse.make(try await filterLab.stateBody(state, owner: owner, sequence: nil, outcome: nil, localizer: context.localizer))
        }
        routes.post("/filter-lab/actions") { request, context in
            let owner = try context.requireIdentity().user.id
            let input = try await request.decode(as: ActionBody.self, context: context)
            let action = try await self.action(input, owner: owner)
            let outcome = try await filterLab.perform(action, owner: owner, reader: context.language)
            return try JSONResponse.make(try await filterLab.stateBody(outcome.state, owner: owner, sequence: input.sequence,
                                                                       outcome: outcome, localizer: context.localizer))
        }
        routes.get("/filter-lab/image") { request, context in
            let owner = try context.requireIdentity().user.id
            let state = try await filterLab.state(owner: owner)
            let jpeg = try await filterLab.imageJPEG(of: state, owner: owner)
            // The URL names the revision; an older revision's URL still answers with the current
            // image, so it must not be cached under the old name.
            let current = request.uri.queryParameters["revision"].flatMap { Int($0) } == state.revision
            var response = PhotoAPI.imageResponse(jpeg, mediaType: "image/jpeg", etag: "filter-lab-\(owner)-\(state.revision)", request: request)
            if !current { response.headers[.cacheControl] = "no-store" }
            return response
        }
        routes.get("/filter-lab/glance") { _, context in
            let owner = try context.requireIdentity().user.id
            return JSONResponse.raw(Data(try await filterLab.glanceJSON(owner: owner).utf8))
        }
        routes.get("/filter-lab/glance/events") { _, context in
            try await GlanceEvents.response(owner: try context.requireIdentity().user.id, filterLab: filterLab, hub: glance)
        }
    }

    private func action(_ input: ActionBody, owner: UUID) async throws -> FilterLabAction {
        switch input.action {
        case "segment":
            guard let name = input.segment, let segment = FilterSegment(rawValue: name) else {
                throw AppError.badRequest(.init("error.filterLab.invalidSegment"), code: "invalid_segment")
            }
            return .segment(segment)
        case "intensity":
            guard let amount = input.amount else { throw AppError.badRequest(.init("error.filterLab.missingAmount"), code: "missing_amount") }
            return .intensity(amount)
        case "slider":
            guard let intensity = input.intensity else { throw AppError.badRequest(.init("error.filterLab.missingIntensity"), code: "missing_intensity") }
            return .slider(intensity)
        case "new-image":
            return .show(try await filterLab.randomOtherSource(owner: owner))
        case "use-photo":
            guard let id = input.photoId else { throw AppError.badRequest(.init("error.filterLab.missingPhoto"), code: "missing_photo") }
            return .show(try await filterLab.photoSource(id: id, owner: owner))
        default:
            throw AppError.badRequest(.init("error.filterLab.invalidAction"), code: "invalid_action")
        }
    }

}

/// The Server-Sent Events body of the glance: the current glance at once, then one event per
/// recognition, until the client leaves or the server shuts down gracefully. A comment line every
/// `keepAlive` keeps proxies from closing a quiet stream and finds clients that left without a
/// word (their write fails), so their subscription does not linger until the next recognition.
enum GlanceEvents {
    static let keepAlive = Duration.seconds(20)

    /// The stream of `owner`'s glance: its owner's (signed in) and a read-only link's alike.
    static func response(owner: UUID, filterLab: FilterLabService, hub: GlanceHub,
                         stillAllowed: @escaping @Sendable () async -> Bool = { true }) async throws -> Response {
        let first = try await filterLab.glanceJSON(owner: owner)
        let subscription = await hub.subscribe(owner: owner)
        var headers = HTTPFields()
        headers[.contentType] = "text/event-stream; charset=utf-8"
        headers[.cacheControl] = "no-store"
        return Response(status: .ok, headers: headers, body: body(first: first, subscription: subscription, stillAllowed: stillAllowed))
    }

    /// - Parameter stillAllowed: asked before every write; false ends the stream (a read-only link
    ///   its owner replaced or turned off stops within one keep-alive interval).
    static func body(first: String, subscription: GlanceHub.Subscription,
                     stillAllowed: @escaping @Sendable () async -> Bool = { true }) -> ResponseBody {
        ResponseBody { writer in
            defer { subscription.end() }
            try await writer.write(ByteBuffer(string: "retry: 3000\n\n" + event(first)))
            let updates = withKeepAlive(subscription.updates, every: Self.keepAlive)
            // A write fails once the client has gone, which ends the loop and the subscription.
            try await withGracefulShutdownHandler {
                for await payload in updates {
                    guard await stillAllowed() else { break }
                    try await writer.write(ByteBuffer(string: payload.map(event) ?? ": keep-alive\n\n"))
                }
            } onGracefulShutdown: {
                subscription.end()
            }
            try await writer.finish(nil)
        }
    }

    static func event(_ payload: String) -> String {
        "event: glance\ndata: \(payload)\n\n"
    }

    /// `updates`, with a nil every `interval` between them; it ends when `updates` ends.
    static func withKeepAlive(_ updates: AsyncStream<String>, every interval: Duration) -> AsyncStream<String?> {
        let (stream, continuation) = AsyncStream<String?>.makeStream()
        let forward = Task {
            for await payload in updates { continuation.yield(payload) }
            continuation.finish()
        }
        let ticks = Task {
            while (try? await Task.sleep(for: interval)) != nil {
                if case .terminated = continuation.yield(nil) { break }
            }
        }
        continuation.onTermination = { _ in
            forward.cancel()
            ticks.cancel()
        }
        return stream
    }
}
