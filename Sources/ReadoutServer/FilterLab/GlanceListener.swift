import Foundation
import Logging
import ReadoutStore
import ServiceLifecycle

/// On PostgreSQL, listens for glance notifications from every instance and forwards the
/// affected user's new glance to the pages open here. Runs as a service of the application, so
/// graceful shutdown stops it before the database closes. Add it only on PostgreSQL: a service
/// that returns early would stop the whole application.
struct GlanceListener: Service {
    let store: Store
    let hub: GlanceHub
    let logger: Logger

    func run() async throws {
        // Cancellation is how this service ends (graceful shutdown); it is not a failure.
        try? await cancelWhenGracefulShutdown {
            while !Task.isCancelled {
                do {
                    try await store.listen(channel: FilterLabService.glanceChannel) {
                        // Recognitions made while the connection was down sent notifications no
                        // one heard: bring every glance open here up to date.
                        for owner in await hub.owners {
                            await publishGlance(of: owner)
                        }
                    } receive: { payload in
                        // Every instance hears every user's recognitions; only those with the
                        // user's glance open here need the state.
                        guard let owner = UUID(uuidString: payload), await hub.hasSubscribers(owner: owner) else { return }
                        await publishGlance(of: owner)
                    }
                } catch where !Task.isCancelled {
                    logger.warning("Glance listener lost its connection; retrying", metadata: ["error": "\(error)"])
                    try? await Task.sleep(for: .seconds(1))
                }
            }
        }
    }

    private func publishGlance(of owner: UUID) async {
        do {
            let state = try await store.filterLab.state(owner: owner)
            await hub.publish(owner: owner, payload: Glance(state: state).json)
        } catch {
            logger.warning("Could not load a glance after a notification", metadata: ["error": "\(error)"])
        }
    }
}
