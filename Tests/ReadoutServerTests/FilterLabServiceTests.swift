import Foundation
import Logging
import ReadoutApps
import ReadoutRecognition
import Testing
@testable import ReadoutServer

/// Filter Lab's service over an in-memory repository and photo library, with the real gallery,
/// filters and Tesseract: a control the state has turned off is refused before any work, another
/// user's photo cannot be shown, and a recognised change reaches the glance, through the other
/// instances when there are some (PostgreSQL) or straight to this one's pages (SQLite).
@Suite("Filter Lab service")
struct FilterLabServiceTests {
    let owner = UUID()
    let states = InMemoryFilterLabStates()
    let library = InMemoryPhotoLibrary()
    let glance = GlanceHub()

    func service(notifier: RecordingNotifier) throws -> FilterLabService {
        FilterLabService(repository: states, photoLibrary: library, notifier: notifier, gallery: try FilterLabGallery.bundled(),
                         decoder: ServiceTestParts.decoder, recognition: ServiceTestParts.recognition,
                         cache: FilterLabImageCache(), glance: glance, logger: Logger(label: "test"))
    }

    @Test func anIntensityBeforeAFilterIsRefusedAndNothingIsSaved() async throws {
        let service = try service(notifier: RecordingNotifier(delivers: false))
        let error = await ServiceTestParts.appError { _ = try await service.perform(.intensity(0.5), owner: owner) }
        #expect(error?.status == .conflict && error?.code == "control_disabled")
        #expect(await states.state(owner: owner) == nil)
    }

    @Test func anotherUsersPhotoCannotBeShown() async throws {
        let service = try service(notifier: RecordingNotifier(delivers: false))
        let theirs = await library.add([1, 2, 3], owner: UUID())
        let error = await ServiceTestParts.appError { _ = try await service.photoSource(id: theirs.id.uuidString, owner: owner) }
        #expect(error?.status == .notFound)
    }

    @Test func withOtherInstancesARecognisedChangeIsAnnouncedToThemAll() async throws {
        let notifier = RecordingNotifier(delivers: true)
        let outcome = try await service(notifier: notifier).perform(.segment(.blur), owner: owner)
        #expect(outcome.state.recognition != nil)
        #expect(await notifier.sent.map(\.channel) == [FilterLabService.glanceChannel])
        #expect(await notifier.sent.map(\.payload) == [owner.uuidString.lowercased()])
    }

    @Test func aloneTheServiceUpdatesItsOwnGlancePages() async throws {
        let notifier = RecordingNotifier(delivers: false)
        let page = await glance.subscribe(owner: owner)
        defer { page.end() }
        let outcome = try await service(notifier: notifier).perform(.segment(.binarize), owner: owner)
        var updates = page.updates.makeAsyncIterator()
        #expect(await updates.next() == Glance(state: outcome.state).json)
        #expect(await notifier.sent.isEmpty)
        #expect(await states.state(owner: owner) == outcome.state)
    }
}
