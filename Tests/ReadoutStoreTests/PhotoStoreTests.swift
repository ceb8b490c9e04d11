import Foundation
import ReadoutStore
import SQLKit
import Testing

@Suite("Photos")
struct PhotoStoreTests {
    /// SHA-256("abc"), the FIPS 180-2 test vector.
    private let abcHash = "ba7816bf8f01cfea414140de5dae2223b00361a396177a9cb410ff61f20015ad"
    private let abc = Array("abc".utf8)

    private func randomBytes(_ count: Int) -> [UInt8] {
        var generator = SystemRandomNumberGenerator()
        return (0..<count).map { _ in UInt8.random(in: 0...255, using: &generator) }
    }

    @Test("saving the same bytes again for one owner returns the first record", arguments: TestEngine.all)
    func saveAndDedupe(engine: TestEngine) async throws {
        try await engine.withStore { store in
            let owner = try await store.users.create(email: "p@example.com", passwordHash: "h")
            let (first, created) = try await store.photos.save(owner: owner.id, bytes: abc, mediaType: "image/jpeg",
                                                               width: 640, height: 480, preview: [9, 9])
            #expect(created)
            #expect(first.ownerID == owner.id)
            #expect(first.contentHash == abcHash)
            #expect(first.mediaType == "image/jpeg")
            #expect(first.width == 640 && first.height == 480 && first.byteCount == 3)

            let (again, createdAgain) = try await store.photos.save(owner: owner.id, bytes: abc, mediaType: "image/png",
                                                                    width: 1, height: 1, preview: [1])
            #expect(!createdAgain)
            #expect(again == first)
            #expect(try await store.photos.list(owner: owner.id) == [first])
            #expect(try await store.photos.preview(id: first.id, owner: owner.id) == [9, 9])
        }
    }

    @Test("different owners uploading the same bytes get separate records", arguments: TestEngine.all)
    func differentOwnersSeparate(engine: TestEngine) async throws {
        try await engine.withStore { store in
            let ada = try await store.users.create(email: "ada@example.com", passwordHash: "h")
            let bob = try await store.users.create(email: "bob@example.com", passwordHash: "h")
            let (adas, adaCreated) = try await store.photos.save(owner: ada.id, bytes: abc, mediaType: "image/png", width: 2, height: 2, preview: [1])
            let (bobs, bobCreated) = try await store.photos.save(owner: bob.id, bytes: abc, mediaType: "image/png", width: 2, height: 2, preview: [2])
            #expect(adaCreated && bobCreated)
            #expect(adas.id != bobs.id)
            #expect(adas.contentHash == bobs.contentHash)
            #expect(try await store.photos.list(owner: ada.id) == [adas])
            #expect(try await store.photos.list(owner: bob.id) == [bobs])
            #expect(try await store.photos.preview(id: bobs.id, owner: bob.id) == [2])
        }
    }

    @Test("of several simultaneous uploads of one picture by one owner, one is created and all get it", arguments: TestEngine.all)
    func concurrentSameUpload(engine: TestEngine) async throws {
        try await engine.withStore { store in
            let owner = try await store.users.create(email: "race@example.com", passwordHash: "h")
            let bytes = randomBytes(10_000)
            let results = try await withThrowingTaskGroup(of: (photo: Photo, created: Bool).self) { group in
                for _ in 0..<6 {
                    group.addTask {
                        try await store.photos.save(owner: owner.id, bytes: bytes, mediaType: "image/jpeg", width: 10, height: 10, preview: [0])
                    }
                }
                return try await group.reduce(into: []) { $0.append($1) }
            }
            #expect(results.filter(\.created).count == 1)
            #expect(Set(results.map(\.photo.id)).count == 1)
            #expect(try await store.photos.list(owner: owner.id).count == 1)
        }
    }

    @Test("find, bytes and preview answer only the owner", arguments: TestEngine.all)
    func scopedByOwner(engine: TestEngine) async throws {
        try await engine.withStore { store in
            let ada = try await store.users.create(email: "ada@example.com", passwordHash: "h")
            let eve = try await store.users.create(email: "eve@example.com", passwordHash: "h")
            let bytes = randomBytes(300_000)
            let preview = randomBytes(20_000)
            let (photo, _) = try await store.photos.save(owner: ada.id, bytes: bytes, mediaType: "image/jpeg",
                                                         width: 3000, height: 2000, preview: preview)

            #expect(try await store.photos.find(id: photo.id, owner: ada.id) == photo)
            #expect(try await store.photos.bytes(id: photo.id, owner: ada.id) == bytes)
            #expect(try await store.photos.preview(id: photo.id, owner: ada.id) == preview)
            #expect(photo.byteCount == 300_000)

            #expect(try await store.photos.find(id: photo.id, owner: eve.id) == nil)
            #expect(try await store.photos.bytes(id: photo.id, owner: eve.id) == nil)
            #expect(try await store.photos.preview(id: photo.id, owner: eve.id) == nil)
            #expect(try await store.photos.list(owner: eve.id).isEmpty)
            #expect(try await store.photos.find(id: UUID(), owner: ada.id) == nil)
        }
    }

    @Test("list is newest first and honours the limit", arguments: TestEngine.all)
    func listOrder(engine: TestEngine) async throws {
        try await engine.withStore { store in
            let owner = try await store.users.create(email: "l@example.com", passwordHash: "h")
            let start = Date(timeIntervalSince1970: 1_700_000_000)
            var saved: [Photo] = []
            // Saved out of time order, so the order must come from created_at.
            for offset in [20, 0, 10] {
                let (photo, _) = try await store.photos.save(owner: owner.id, bytes: [UInt8(offset)], mediaType: "image/png",
                                                             width: 1, height: 1, preview: [], now: start.addingTimeInterval(Double(offset)))
                saved.append(photo)
            }
            let newestFirst = [saved[0], saved[2], saved[1]]
            #expect(try await store.photos.list(owner: owner.id) == newestFirst)
            #expect(try await store.photos.list(owner: owner.id, limit: 2) == Array(newestFirst.prefix(2)))
            #expect(try await store.photos.list(owner: owner.id, limit: 0).isEmpty)
        }
    }

    @Test("pages reach every photo, in order, and stay put while photos are added", arguments: TestEngine.all)
    func paging(engine: TestEngine) async throws {
        try await engine.withStore { store in
            let owner = try await store.users.create(email: "p@example.com", passwordHash: "h")
            let other = try await store.users.create(email: "q@example.com", passwordHash: "h")
            let start = Date(timeIntervalSince1970: 1_700_000_000)
            var saved: [Photo] = []
            // 60 photos, five at each moment, so ties on the time are broken by the id.
            for index in 0..<60 {
                let (photo, _) = try await store.photos.save(owner: owner.id, bytes: [UInt8(index)], mediaType: "image/png",
                                                             width: 1, height: 1, preview: [], now: start.addingTimeInterval(Double(index / 5)))
                saved.append(photo)
            }
            _ = try await store.photos.save(owner: other.id, bytes: [1, 2, 3], mediaType: "image/png", width: 1, height: 1, preview: [])
            let expected = saved.sorted { ($0.createdAt, $0.id.uuidString.lowercased()) > ($1.createdAt, $1.id.uuidString.lowercased()) }

            let first = try await store.photos.page(owner: owner.id, after: nil, limit: 50)
            #expect(first.photos == Array(expected.prefix(50)))
            let cursor = try #require(first.next)
            #expect(PhotoCursor(token: cursor.token) == cursor)
            // A new photo arrives before the reader scrolls on: the next page is unchanged.
            _ = try await store.photos.save(owner: owner.id, bytes: [200], mediaType: "image/png", width: 1, height: 1, preview: [],
                                            now: start.addingTimeInterval(1000))
            let second = try await store.photos.page(owner: owner.id, after: cursor, limit: 50)
            #expect(second.photos == Array(expected.suffix(10)))
            #expect(second.next == nil)

            // Small pages walk the whole set without a gap or a repeat.
            var walked: [Photo] = []
            var next: PhotoCursor?
            repeat {
                let page = try await store.photos.page(owner: owner.id, after: next, limit: 7)
                walked += page.photos
                next = page.next
            } while next != nil
            #expect(walked.count == 61 && Set(walked.map(\.id)).count == 61)
            #expect(Array(walked.dropFirst()) == expected)
        }
    }

    @Test("a cursor is only what the store gave out")
    func cursorTokens() {
        #expect(PhotoCursor(token: "") == nil)
        #expect(PhotoCursor(token: "12_34") == nil)
        #expect(PhotoCursor(token: "-5_\(UUID().uuidString)") == nil)
        #expect(PhotoCursor(token: "99999999999999999999_\(UUID().uuidString)") == nil)
        let cursor = PhotoCursor(createdAt: Date(timeIntervalSince1970: 1_700_000_000.5), id: UUID())
        #expect(PhotoCursor(token: cursor.token) == cursor)
    }

    @Test("delete removes only the owner's photo and says whether it did", arguments: TestEngine.all)
    func delete(engine: TestEngine) async throws {
        try await engine.withStore { store in
            let ada = try await store.users.create(email: "ada@example.com", passwordHash: "h")
            let eve = try await store.users.create(email: "eve@example.com", passwordHash: "h")
            let (photo, _) = try await store.photos.save(owner: ada.id, bytes: abc, mediaType: "image/png", width: 1, height: 1, preview: [])

            #expect(try await store.photos.delete(id: photo.id, owner: eve.id) == false)
            #expect(try await store.photos.find(id: photo.id, owner: ada.id) == photo)
            #expect(try await store.photos.delete(id: photo.id, owner: ada.id))
            #expect(try await store.photos.find(id: photo.id, owner: ada.id) == nil)
            #expect(try await store.photos.delete(id: photo.id, owner: ada.id) == false)
            // Once deleted, the same bytes make a new record.
            let (again, created) = try await store.photos.save(owner: ada.id, bytes: abc, mediaType: "image/png", width: 1, height: 1, preview: [])
            #expect(created && again.id != photo.id)
        }
    }

    @Test("a photo for an unknown owner or with unusable data is refused", arguments: TestEngine.all)
    func invalidPhotos(engine: TestEngine) async throws {
        try await engine.withStore { store in
            let unknown = await #expect(throws: StoreError.self) {
                _ = try await store.photos.save(owner: UUID(), bytes: abc, mediaType: "image/png", width: 1, height: 1, preview: [])
            }
            #expect(unknown?.code == .notFound)
            let owner = try await store.users.create(email: "i@example.com", passwordHash: "h")
            let empty = await #expect(throws: StoreError.self) {
                _ = try await store.photos.save(owner: owner.id, bytes: [], mediaType: "image/png", width: 1, height: 1, preview: [])
            }
            #expect(empty?.code == .invalid)
            let size = await #expect(throws: StoreError.self) {
                _ = try await store.photos.save(owner: owner.id, bytes: abc, mediaType: "image/png", width: 0, height: 1, preview: [])
            }
            #expect(size?.code == .invalid)
        }
    }
}
