import Foundation
import ReadoutApps
import Testing
@testable import ReadoutServer

/// Homework's service over in-memory fakes: drafts the rules refuse, another user's photo or item
/// not found, the calendar feed's secret.
@Suite("Homework service")
struct HomeworkServiceTests {
    let repository = InMemoryHomeworkRepository()
    let library = InMemoryPhotoLibrary()
    let owner = UUID()

    var service: HomeworkService {
        HomeworkService(repository: repository, photoLibrary: library, decoder: ServiceTestParts.decoder,
                        recognition: ServiceTestParts.recognition)
    }

    static func draft(title: String = "Essay", day: String = "2026-12-01") -> HomeworkDraft {
        HomeworkDraft(title: title, className: "History", dueDay: day, dueTime: "", timeZone: "Europe/Warsaw")
    }

    @Test func draftsTheRulesRefuseAreNotSaved() async throws {
        let untitled = await ServiceTestParts.appError {
            _ = try await service.create(Self.draft(title: " "), photoID: nil, recognizedText: "", owner: owner)
        }
        let undated = await ServiceTestParts.appError {
            _ = try await service.create(Self.draft(day: "31.02"), photoID: nil, recognizedText: "", owner: owner)
        }
        #expect(untitled?.code == "title_missing" && untitled?.status == .unprocessableContent)
        #expect(undated?.code == "due_day_invalid")
        #expect(try await service.items(owner: owner, filter: .all, className: nil).isEmpty)
    }

    @Test func anotherUsersPhotoAndItemAreNotFound() async throws {
        let stranger = UUID()
        let theirs = await library.add([1, 2, 3], owner: stranger)
        let withTheirPhoto = await ServiceTestParts.appError {
            _ = try await service.create(Self.draft(), photoID: theirs.id, recognizedText: "", owner: owner)
        }
        #expect(withTheirPhoto?.status == .notFound)
        let mine = try await service.create(Self.draft(), photoID: nil, recognizedText: "", owner: owner)
        let edit = await ServiceTestParts.appError { _ = try await service.update(id: mine.id, with: Self.draft(title: "Mine"), owner: stranger) }
        let done = await ServiceTestParts.appError { _ = try await service.setDone(id: mine.id, done: true, owner: stranger) }
        #expect(edit?.status == .notFound && done?.status == .notFound)
        #expect(try await service.item(id: mine.id, owner: owner).title == "Essay")
    }

    @Test func theFeedOpensOnlyWithTheCurrentSecret() async throws {
        _ = try await service.create(Self.draft(), photoID: nil, recognizedText: "", owner: owner)
        let first = try await service.calendarSecret(owner: owner)
        #expect(try await service.calendarSecret(owner: owner) == first, "made once")
        #expect(try await service.feed(secret: first).items.count == 1)
        let second = try await service.replaceCalendarSecret(owner: owner)
        let old = await ServiceTestParts.appError { _ = try await service.feed(secret: first) }
        let short = await ServiceTestParts.appError { _ = try await service.feed(secret: String(second.prefix(8))) }
        #expect(old?.status == .notFound && short?.status == .notFound)
    }
}
