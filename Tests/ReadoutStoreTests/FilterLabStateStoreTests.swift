import Foundation
import ReadoutApps
import ReadoutStore
import ReadoutRecognition
import Testing

@Suite("Filter Lab states")
struct FilterLabStateStoreTests {
    private let source = FilterLabSource(kind: .gallery, id: "street-sign", title: "Street sign")

    @Test("a state round-trips and is per owner", arguments: TestEngine.all)
    func roundTrip(engine: TestEngine) async throws {
        try await engine.withStore { store in
            let ada = try await store.users.create(email: "ada@example.com", passwordHash: "x")
            let bob = try await store.users.create(email: "bob@example.com", passwordHash: "x")
            #expect(try await store.filterLab.state(owner: ada.id) == nil)
            let state = try FilterLabRules.apply(.segment(.blur), to: FilterLabState(showing: source))
                .recorded(.init(text: RecognizedText(text: "Stop", lines: []), milliseconds: 1), wordCount: 1, meanConfidence: 0.9)
            #expect(try await store.filterLab.save(state, owner: ada.id, expectedRevision: nil))
            #expect(try await store.filterLab.state(owner: ada.id) == state)
            #expect(try await store.filterLab.state(owner: bob.id) == nil)
        }
    }

    @Test("saving against a stale revision changes nothing", arguments: TestEngine.all)
    func compareAndSet(engine: TestEngine) async throws {
        try await engine.withStore { store in
            let ada = try await store.users.create(email: "ada@example.com", passwordHash: "x")
            let first = FilterLabState(showing: source)
            #expect(try await store.filterLab.save(first, owner: ada.id, expectedRevision: nil))
            #expect(try await store.filterLab.save(first, owner: ada.id, expectedRevision: nil) == false, "a second first save loses")
            let blurred = try FilterLabRules.apply(.segment(.blur), to: first)
            let binarized = try FilterLabRules.apply(.segment(.binarize), to: first)
            #expect(try await store.filterLab.save(blurred, owner: ada.id, expectedRevision: first.revision))
            #expect(try await store.filterLab.save(binarized, owner: ada.id, expectedRevision: first.revision) == false)
            #expect(try await store.filterLab.state(owner: ada.id)?.segment == .blur)
        }
    }

    @Test("a deleted user's state goes with them", arguments: TestEngine.all)
    func cascade(engine: TestEngine) async throws {
        try await engine.withStore { store in
            let ada = try await store.users.create(email: "ada@example.com", passwordHash: "x")
            #expect(try await store.filterLab.save(FilterLabState(showing: source), owner: ada.id, expectedRevision: nil))
            #expect(try await store.users.delete(id: ada.id))
            #expect(try await store.filterLab.state(owner: ada.id) == nil)
        }
    }
}
