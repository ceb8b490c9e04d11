import Foundation
import ReadoutApps
import ReadoutLanguage
import ReadoutStore
import Testing

@Suite("Homework items and calendar secrets")
struct HomeworkStoreTests {
    private let created = Date(timeIntervalSince1970: 1_800_000_000)

    private func item(_ title: String, _ day: String, _ time: ClockTime? = nil, className: String = "", done: Bool = false) -> HomeworkItem {
        HomeworkItem(title: title, className: className, dueDay: CalendarDay(iso: day)!, dueTime: time,
                     timeZone: "Europe/Warsaw", done: done, recognizedText: "Essay due \(day)", createdAt: created)
    }

    @Test("items round-trip, stay with their owner, update, filter, sort by due and delete", arguments: TestEngine.all)
    func items(engine: TestEngine) async throws {
        try await engine.withStore { store in
            let ada = try await store.users.create(email: "ada@example.com", passwordHash: "x")
            let bob = try await store.users.create(email: "bob@example.com", passwordHash: "x")
            let essay = item("Essay", "2026-03-12", ClockTime(hour: 9), className: "ENGL 101")
            let lab = item("Lab report", "2026-03-12", className: "CHEM 110")
            let reading = item("Reading", "2026-03-02", done: true)
            for entry in [lab, essay, reading] { try await store.homework.insert(entry, owner: ada.id) }
            try await store.homework.insert(item("Bob's", "2026-01-01"), owner: bob.id)

            #expect(try await store.homework.item(id: essay.id, owner: ada.id) == essay)
            #expect(try await store.homework.item(id: essay.id, owner: bob.id) == nil, "another user's item is not found")
            #expect(try await store.homework.items(owner: ada.id, filter: .upcoming, className: nil).map(\.id) == [essay.id, lab.id],
                    "09:00 comes before the end of the same day")
            #expect(try await store.homework.items(owner: ada.id, filter: .done, className: nil).map(\.id) == [reading.id])
            #expect(try await store.homework.items(owner: ada.id, filter: .all, className: nil).map(\.id) == [essay.id, lab.id, reading.id])
            #expect(try await store.homework.items(owner: ada.id, filter: .all, className: "CHEM 110").map(\.id) == [lab.id])
            #expect(try await store.homework.classes(owner: ada.id) == ["CHEM 110", "ENGL 101"])

            var changed = essay
            changed.title = "Essay, final draft"
            changed.dueTime = nil
            changed.done = true
            #expect(try await store.homework.update(changed, owner: ada.id))
            #expect(try await store.homework.update(changed, owner: bob.id) == false)
            #expect(try await store.homework.item(id: essay.id, owner: ada.id) == changed)

            #expect(try await store.homework.delete(id: lab.id, owner: bob.id) == false)
            #expect(try await store.homework.delete(id: lab.id, owner: ada.id))
            #expect(try await store.homework.item(id: lab.id, owner: ada.id) == nil)
        }
    }

    @Test("a page's items are saved together, or none when one cannot be", arguments: TestEngine.all)
    func itemsSavedTogether(engine: TestEngine) async throws {
        try await engine.withStore { store in
            let ada = try await store.users.create(email: "ada@example.com", passwordHash: "x")
            let quiz = item("Map quiz", "2027-02-15"), review = item("Book review", "2027-03-08")
            try await store.homework.insert([quiz, review], owner: ada.id)
            #expect(try await store.homework.items(owner: ada.id, filter: .all, className: nil).map(\.id) == [quiz.id, review.id])

            // The second row repeats the first's id: the database refuses it after the first went in.
            let essay = item("Final essay", "2027-04-30")
            await #expect(throws: (any Error).self) { try await store.homework.insert([essay, quiz], owner: ada.id) }
            #expect(try await store.homework.item(id: essay.id, owner: ada.id) == nil, "the first item is rolled back with the refused one")
            #expect(try await store.homework.items(owner: ada.id, filter: .all, className: nil).count == 2)
        }
    }

    @Test("a deleted photo leaves its item without a photo", arguments: TestEngine.all)
    func photoDeletion(engine: TestEngine) async throws {
        try await engine.withStore { store in
            let ada = try await store.users.create(email: "ada@example.com", passwordHash: "x")
            let (photo, _) = try await store.photos.save(owner: ada.id, bytes: [1, 2, 3], mediaType: "image/png", width: 1, height: 1,
                                                         preview: [4])
            var entry = item("Essay", "2026-03-12")
            entry.photoID = photo.id
            try await store.homework.insert(entry, owner: ada.id)
            #expect(try await store.photos.delete(id: photo.id, owner: ada.id))
            #expect(try await store.homework.item(id: entry.id, owner: ada.id)?.photoID == nil)
            #expect(try await store.homework.item(id: entry.id, owner: ada.id)?.title == "Essay")
        }
    }

    @Test("a calendar secret is made once, opens only its owner's feed and can be replaced", arguments: TestEngine.all)
    func calendarSecret(engine: TestEngine) async throws {
        try await engine.withStore { store in
            let ada = try await store.users.create(email: "ada@example.com", passwordHash: "x")
            let bob = try await store.users.create(email: "bob@example.com", passwordHash: "x")
            #expect(try await store.homework.calendarSecret(owner: ada.id, candidate: "first") == "first")
            #expect(try await store.homework.calendarSecret(owner: ada.id, candidate: "second") == "first", "the secret stays")
            #expect(try await store.homework.calendarSecret(owner: bob.id, candidate: "bobs") == "bobs")
            #expect(try await store.homework.calendarOwner(secret: "first") == ada.id)
            try await store.homework.replaceCalendarSecret(owner: ada.id, with: "third")
            #expect(try await store.homework.calendarOwner(secret: "first") == nil, "the old feed URL stops working")
            #expect(try await store.homework.calendarOwner(secret: "third") == ada.id)
            #expect(try await store.homework.calendarOwner(secret: "bobs") == bob.id)
        }
    }
}
