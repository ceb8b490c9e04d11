import Foundation
import ReadoutStore
import SQLKit
import Testing

@Suite("Photo derivatives: kept recognitions and display renditions")
struct PhotoDerivativeStoreTests {
    @Test("a recognition is kept per options, replaced by a newer engine's, only for the owner, gone with the photo",
          arguments: TestEngine.all)
    func recognitions(engine: TestEngine) async throws {
        try await engine.withStore { store in
            let ada = try await store.users.create(email: "ada@example.com", passwordHash: "h")
            let eve = try await store.users.create(email: "eve@example.com", passwordHash: "h")
            let (photo, _) = try await store.photos.save(owner: ada.id, bytes: [1, 2, 3], mediaType: "image/png", width: 1, height: 1, preview: [])
            let kept = store.photoDerivatives
            #expect(try await kept.recognition(photo: photo.id, owner: ada.id, options: "accurate:eng") == nil)
            #expect(try await kept.saveRecognition(photo: photo.id, owner: ada.id, options: "accurate:eng", engine: "v1", json: #"{"text":"a"}"#))
            #expect(try await kept.saveRecognition(photo: photo.id, owner: ada.id, options: "fast:eng", engine: "v1", json: #"{"text":"b"}"#))
            #expect(try await kept.recognition(photo: photo.id, owner: ada.id, options: "accurate:eng")
                    == .init(engine: "v1", json: #"{"text":"a"}"#))
            #expect(try await kept.saveRecognition(photo: photo.id, owner: ada.id, options: "accurate:eng", engine: "v2", json: #"{"text":"c"}"#))
            #expect(try await kept.recognition(photo: photo.id, owner: ada.id, options: "accurate:eng")
                    == .init(engine: "v2", json: #"{"text":"c"}"#))

            // Another user can neither write nor read it.
            #expect(try await !kept.saveRecognition(photo: photo.id, owner: eve.id, options: "accurate:eng", engine: "v9", json: "{}"))
            #expect(try await kept.recognition(photo: photo.id, owner: eve.id, options: "accurate:eng") == nil)

            try await kept.saveDisplay(photo: photo.id, owner: ada.id, mediaType: "image/jpeg", bytes: [9, 9])
            try await kept.saveDisplay(photo: photo.id, owner: ada.id, mediaType: "image/jpeg", bytes: [8])
            #expect(try await kept.display(photo: photo.id, owner: ada.id)?.bytes == [9, 9], "the first one made stays")
            #expect(try await kept.display(photo: photo.id, owner: eve.id) == nil)

            try await store.photos.delete(id: photo.id, owner: ada.id)
            let left = try await store.database.raw("SELECT COUNT(*) AS n FROM photo_recognitions").first()?.decode(column: "n", as: Int.self)
            #expect(left == 0)
            #expect(try await kept.display(photo: photo.id, owner: ada.id) == nil)
        }
    }
}
