import Foundation
import ReadoutApps
import ReadoutLanguage
import ReadoutRecognition
import ReadoutStore

/// Homework on the server: reads a photo's due date (on the recognition gate), saves the items
/// the user confirms, and keeps the calendar feed's secret.
struct HomeworkService: Sendable {
    let repository: any HomeworkRepository
    let photoLibrary: any PhotoLibrary
    let decoder: PhotoDecoder
    let recognition: TextRecognitionService
    /// The clock; tests of "overdue" and "due soon" replace it.
    var now: @Sendable () -> Date = { Date() }

    /// What the review screen shows after a photo is read.
    struct Extraction: Sendable {
        let photo: Photo
        let reading: DueDateReading
        let title: String?
        let className: String?
        let classes: [String]
        /// Every (what, when) pair on the page: a syllabus or schedule gives several.
        let items: [HomeworkSyllabus.Item]
    }

    /// Reads the photo's due date. `dayFirst` says how to read `03/04`; without it, the way the
    /// reader's language writes dates (day first in Polish, month first in English).
    func extract(photoID: UUID, owner: UUID, reference: CalendarDay, dayFirst: Bool?, reader: Language) async throws -> Extraction {
        guard let photo = try await photoLibrary.find(id: photoID, owner: owner) else { throw AppError.notFound(.photo) }
        let image = try await photoLibrary.image(id: photoID, owner: owner, decoder: decoder)
        let dayFirst = dayFirst ?? (reader == .polish)
        let dueDates = DueDateReader(recognizer: recognition.recognizer, dayFirst: dayFirst, languages: reader.recognitionLanguages)
        let reading: DueDateReading
        do {
            reading = try await recognition.gate.run { try await dueDates.read(image, reference: reference, keepingTheLayout: true) }
        } catch let error as RecognitionError {
            throw AppError.invalid(.init("error.recognitionFailed", ["detail": .text(error.description)]), code: "recognition_failed")
        }
        let text = reading.text.text
        return Extraction(photo: photo, reading: reading,
                          title: HomeworkSuggestion.title(in: reading.confidentText, dateText: reading.due?.text),
                          className: HomeworkSuggestion.courseCode(in: text),
                          classes: try await repository.classes(owner: owner),
                          items: HomeworkSyllabus.items(in: reading.pageText.cellText, reference: reference,
                                                        extractor: DueDateExtractor(dayFirst: dayFirst)))
    }

    func create(_ draft: HomeworkDraft, photoID: UUID?, recognizedText: String, owner: UUID) async throws -> HomeworkItem {
        let item = try newItem(draft, photoID: try await ownedPhoto(photoID, owner: owner), recognizedText: recognizedText)
        try await repository.insert(item, owner: owner)
        return item
    }

    /// One new item of a page saved with the others.
    struct NewItem: Sendable {
        let draft: HomeworkDraft
        let photoID: UUID?
        let recognizedText: String
    }

    /// Saves every item of a page together, or none: a refused one is named by its place on the
    /// list (from 1), so the user can fix it and save the page again without doubles.
    func createAll(_ newItems: [NewItem], owner: UUID) async throws -> [HomeworkItem] {
        try AppError.refusing { () throws(HomeworkError) in try HomeworkRules.validatePage(count: newItems.count) }
        var items: [HomeworkItem] = []
        // A page's items share its photo: each photo is looked up once.
        var owned: Set<UUID> = []
        for (index, new) in newItems.enumerated() {
            do {
                if let photo = new.photoID, !owned.contains(photo) { owned.insert(try await ownedPhoto(photo, owner: owner) ?? photo) }
                items.append(try newItem(new.draft, photoID: new.photoID, recognizedText: new.recognizedText))
            } catch let refusal as AppError {
                throw AppError(refusal.status, code: refusal.code,
                               text: .init("error.homework.itemRefused", ["number": .integer(index + 1), "reason": .messages([refusal.text])]))
            }
        }
        try await repository.insert(items, owner: owner)
        return items
    }

    /// `photoID` when it names one of the owner's photos; a 404 when it names none of them.
    private func ownedPhoto(_ photoID: UUID?, owner: UUID) async throws -> UUID? {
        guard let photoID else { return nil }
        guard try await photoLibrary.find(id: photoID, owner: owner) != nil else { throw AppError.notFound(.photo) }
        return photoID
    }

    private func newItem(_ draft: HomeworkDraft, photoID: UUID?, recognizedText: String) throws(AppError) -> HomeworkItem {
        let valid = try Self.validate(draft)
        return HomeworkItem(title: valid.title, className: valid.className, dueDay: valid.day, dueTime: valid.time,
                            timeZone: valid.timeZone, photoID: photoID,
                            recognizedText: String(recognizedText.prefix(HomeworkRules.maximumRecognizedTextLength)), createdAt: now())
    }

    func item(id: UUID, owner: UUID) async throws -> HomeworkItem {
        guard let item = try await repository.item(id: id, owner: owner) else { throw AppError.notFound(.homework) }
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
        guard try await repository.update(item, owner: owner) else { throw AppError.notFound(.homework) }
        return item
    }

    func setDone(id: UUID, done: Bool, owner: UUID) async throws -> HomeworkItem {
        var item = try await item(id: id, owner: owner)
        item.done = done
        guard try await repository.update(item, owner: owner) else { throw AppError.notFound(.homework) }
        return item
    }

    func delete(id: UUID, owner: UUID) async throws {
        guard try await repository.delete(id: id, owner: owner) else { throw AppError.notFound(.homework) }
    }

    func items(owner: UUID, filter: HomeworkFilter, className: String?) async throws -> [HomeworkItem] {
        try await repository.items(owner: owner, filter: filter, className: className?.isEmpty == true ? nil : className)
    }

    /// The classes the user's homework names, for the class filter and the class field's suggestions.
    func classes(owner: UUID) async throws -> [String] {
        try await repository.classes(owner: owner)
    }

    func calendarSecret(owner: UUID) async throws -> String {
        try await repository.calendarSecret(owner: owner, candidate: Self.newSecret())
    }

    func replaceCalendarSecret(owner: UUID) async throws -> String {
        let secret = Self.newSecret()
        try await repository.replaceCalendarSecret(owner: owner, with: secret)
        return secret
    }

    /// The feed's items and their owner's reminders; an unknown or replaced secret is a 404.
    func feed(secret: String) async throws -> (items: [HomeworkItem], reminders: HomeworkReminders) {
        guard secret.count >= HomeworkRules.minimumCalendarSecretLength, let owner = try await repository.calendarOwner(secret: secret) else {
            throw AppError.notFound(.calendar)
        }
        return (try await repository.items(owner: owner, filter: .all, className: nil), try await repository.reminders(owner: owner))
    }

    func reminders(owner: UUID) async throws -> HomeworkReminders {
        try await repository.reminders(owner: owner)
    }

    /// Saves the owner's choice; minutes that are not offered are refused.
    func setReminders(minutesBefore: [Int], owner: UUID) async throws -> HomeworkReminders {
        guard let reminders = HomeworkReminders(minutesBefore: minutesBefore) else {
            throw AppError.badRequest(.init("error.homework.invalidReminders"), code: "invalid_reminders")
        }
        try await repository.setReminders(reminders, owner: owner)
        return reminders
    }

    static func calendarPath(_ secret: String) -> String { "/calendar/homework/\(secret).ics" }

    /// 192 random bits (32 characters): unguessable, and safe in a URL.
    private static func newSecret() -> String { URLSafeToken.make(byteCount: 24) }

    static func validate(_ draft: HomeworkDraft) throws(AppError)
        -> (title: String, className: String, day: CalendarDay, time: ClockTime?, timeZone: String) {
        try AppError.refusing { () throws(HomeworkError) in try HomeworkRules.validate(draft) }
    }
}
