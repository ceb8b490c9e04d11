import Foundation
import ReadoutApps
import ReadoutLanguage
import ReadoutRecognition
import ReadoutStore

/// Homework on the server: reads a photo's due date (on the recognition gate), saves the items
/// the user confirms, and keeps the calendar feed's secret.
struct HomeworkService: Sendable {
    let store: Store
    let photos: PhotoIntake
    let recognizer: TextRecognizer
    let gate: RecognitionGate
    /// The clock; tests of "overdue" and "due soon" replace it.
    var now: @Sendable () -> Date = { Date() }

    /// What the review screen shows after a photo is read.
    struct Extraction: Sendable {
        let photo: Photo
        let reading: DueDateReading
        let title: String?
        let className: String?
        let classes: [String]
    }

    func extract(photoID: UUID, owner: UUID, reference: CalendarDay, dayFirst: Bool, languages: [String]) async throws -> Extraction {
        guard let photo = try await store.photos.find(id: photoID, owner: owner),
              let bytes = try await store.photos.bytes(id: photoID, owner: owner) else { throw AppError.notFound(.photo) }
        let image = try photos.decode(bytes).image
        let reader = DueDateReader(recognizer: recognizer, dayFirst: dayFirst, languages: languages)
        let reading: DueDateReading
        do {
            reading = try await gate.run { try await reader.read(image, reference: reference) }
        } catch let error as RecognitionError {
            throw AppError.invalid(.init("error.recognitionFailed", ["detail": .text(error.description)]), code: "recognition_failed")
        }
        let text = reading.text.text
        return Extraction(photo: photo, reading: reading,
                          title: HomeworkSuggestion.title(in: reading.confidentText, dateText: reading.due?.text),
                          className: HomeworkSuggestion.courseCode(in: text),
                          classes: try await store.homework.classes(owner: owner))
    }

    func create(_ draft: HomeworkDraft, photoID: UUID?, recognizedText: String, owner: UUID) async throws -> HomeworkItem {
        let valid = try Self.validate(draft)
        var photo: UUID?
        if let photoID {
            guard try await store.photos.find(id: photoID, owner: owner) != nil else { throw AppError.notFound(.photo) }
            photo = photoID
        }
        let item = HomeworkItem(title: valid.title, className: valid.className, dueDay: valid.day, dueTime: valid.time,
                                timeZone: valid.timeZone, photoID: photo, recognizedText: String(recognizedText.prefix(20_000)),
                                createdAt: now())
        try await store.homework.insert(item, owner: owner)
        return item
    }

    func item(id: UUID, owner: UUID) async throws -> HomeworkItem {
        guard let item = try await store.homework.item(id: id, owner: owner) else { throw AppError.notFound(.homework) }
        return item
    }

    func update(id: UUID, with draft: HomeworkDraft, owner: UUID) async throws -> HomeworkItem {
        var item = try await item(id: id, owner: owner)
        let valid = try Self.validate(draft)
        item.title = valid.title
        item.className = valid.className
        item.dueDay = valid.day
        item.dueTime = valid.time
        item.timeZone = valid.timeZone
        guard try await store.homework.update(item, owner: owner) else { throw AppError.notFound(.homework) }
        return item
    }

    func setDone(id: UUID, done: Bool, owner: UUID) async throws -> HomeworkItem {
        var item = try await item(id: id, owner: owner)
        item.done = done
        guard try await store.homework.update(item, owner: owner) else { throw AppError.notFound(.homework) }
        return item
    }

    func delete(id: UUID, owner: UUID) async throws {
        guard try await store.homework.delete(id: id, owner: owner) else { throw AppError.notFound(.homework) }
    }

    func items(owner: UUID, filter: HomeworkFilter, className: String?) async throws -> [HomeworkItem] {
        try await store.homework.items(owner: owner, filter: filter, className: className?.isEmpty == true ? nil : className)
    }

    func calendarSecret(owner: UUID) async throws -> String {
        try await store.homework.calendarSecret(owner: owner, candidate: Self.newSecret())
    }

    func replaceCalendarSecret(owner: UUID) async throws -> String {
        let secret = Self.newSecret()
        try await store.homework.replaceCalendarSecret(owner: owner, with: secret)
        return secret
    }

    /// The feed's items; an unknown or replaced secret is a 404.
    func feed(secret: String) async throws -> [HomeworkItem] {
        guard secret.count >= 20, let owner = try await store.homework.calendarOwner(secret: secret) else {
            throw AppError.notFound(.calendar)
        }
        return try await store.homework.items(owner: owner, filter: .all, className: nil)
    }

    static func calendarPath(_ secret: String) -> String { "/calendar/homework/\(secret).ics" }

    /// 192 random bits (32 characters): unguessable, and safe in a URL.
    private static func newSecret() -> String { URLSafeToken.make(byteCount: 24) }

    static func validate(_ draft: HomeworkDraft) throws(AppError)
        -> (title: String, className: String, day: CalendarDay, time: ClockTime?, timeZone: String) {
        do {
            return try HomeworkRules.validate(draft)
        } catch {
            let arguments: [String: MessageArgument] = switch error {
            case .titleTooLong(let maximum), .classTooLong(let maximum): ["count": .integer(maximum)]
            default: [:]
            }
            throw AppError.invalid(.init("error.homework.\(error.code)", arguments), code: error.code)
        }
    }
}
