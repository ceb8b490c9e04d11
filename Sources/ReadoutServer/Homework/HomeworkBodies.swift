import Foundation
import ReadoutApps
import ReadoutLanguage
import ReadoutRecognition
import ReadoutStore

/// One item as the API and the pages' scripts see it.
struct HomeworkItemBody: Encodable, Sendable {
    let id: String
    let title: String
    let className: String
    let dueDay: String
    /// `HH:MM`, or null for the end of the day.
    let dueTime: String?
    /// `YYYY-MM-DDTHH:MM` (23:59 when no time is set).
    let due: String
    let allDay: Bool
    let timeZone: String
    let done: Bool
    /// overdue, soon (within 48 h), later or done, at the time of the answer.
    let urgency: String
    let photoId: String?
    let photoUrl: String?
    let page: String
    let eventUrl: String
    let createdAt: Date

    init(_ item: HomeworkItem, now: Date) {
        let id = item.id.uuidString.lowercased()
        self.id = id
        title = item.title
        className = item.className
        dueDay = item.dueDay.iso
        dueTime = item.dueTime?.description
        due = item.dueValue
        allDay = item.dueTime == nil
        timeZone = item.timeZone
        done = item.done
        urgency = HomeworkRules.urgency(of: item, now: now).rawValue
        photoId = item.photoID?.uuidString.lowercased()
        photoUrl = photoId.map { "/api/v1/photos/\($0)/preview" }
        page = "/apps/homework/items/\(id)"
        eventUrl = "/api/v1/homework/items/\(id)/event.ics"
        createdAt = item.createdAt
    }
}

/// Homework for a polling dashboard (`GET /api/v1/homework/summary`): the next item due and
/// the counts; `nextTitle` and `nextDue` repeat the next item's for sensors that read one value.
struct HomeworkSummaryBody: Encodable, Sendable {
    let next: Nullable<HomeworkItemBody>
    let nextTitle: Nullable<String>
    let nextDue: Nullable<Date>
    let hoursUntilNext: Nullable<Double>
    let dueToday: Int
    let dueThisWeek: Int
    let overdue: Int
    let open: Int
    let timeZone: String

    init(_ summary: HomeworkSummary, now: Date, timeZone: String) {
        let due = summary.next.map(HomeworkRules.dueInstant(of:))
        next = Nullable(summary.next.map { HomeworkItemBody($0, now: now) })
        nextTitle = Nullable(summary.next?.title)
        nextDue = Nullable(due)
        hoursUntilNext = Nullable(due.map { (($0.timeIntervalSince(now) / 3_600) * 10).rounded() / 10 })
        dueToday = summary.dueToday
        dueThisWeek = summary.dueThisWeek
        overdue = summary.overdue
        open = summary.open
        self.timeZone = timeZone
    }
}

/// A photo read for its due date: what the review screen shows.
struct HomeworkExtractionBody: Encodable, Sendable {
    struct PhotoRef: Encodable, Sendable {
        let id: String
        let url: String
        let width: Int
        let height: Int
    }

    struct Candidate: Encodable, Sendable {
        let text: String
        let dueDay: String
        let dueTime: String?
        let value: String
        let allDay: Bool
        let confidence: Double

        init(_ candidate: DueDateCandidate) {
            text = candidate.text
            dueDay = candidate.day.iso
            dueTime = candidate.time?.description
            value = candidate.value
            allDay = candidate.isAllDay
            confidence = (candidate.confidence * 100).rounded() / 100
        }
    }

    let photo: PhotoRef
    let text: String
    /// The due date, or null when the photo shows none: the user fills it in.
    let due: Candidate?
    let candidates: [Candidate]
    /// Boxes (in the photo's pixels) of the words the due date was read from.
    let highlights: [BoundingBox]
    let title: String
    let className: String
    let classes: [String]
    /// Every (what, when) pair on the page, top to bottom: one for an assignment sheet, many for
    /// a syllabus or a schedule.
    let items: [Item]

    struct Item: Encodable, Sendable {
        let title: String
        let dueDay: String
        let dueTime: String?
        let allDay: Bool
        /// The line it was read from.
        let line: String

        init(_ item: HomeworkSyllabus.Item) {
            title = item.title
            dueDay = item.day.iso
            dueTime = item.time?.description
            allDay = item.time == nil
            line = item.line
        }
    }

    init(_ extraction: HomeworkService.Extraction) {
        let id = extraction.photo.id.uuidString.lowercased()
        photo = PhotoRef(id: id, url: "/api/v1/photos/\(id)/preview", width: extraction.photo.width, height: extraction.photo.height)
        text = extraction.reading.text.text
        due = extraction.reading.due.map(Candidate.init)
        candidates = extraction.reading.candidates.map(Candidate.init)
        highlights = extraction.reading.due.map { Self.boxes(of: $0.text, in: extraction.reading.text) } ?? []
        title = extraction.title ?? ""
        className = extraction.className ?? ""
        classes = extraction.classes
        items = extraction.items.map(Item.init)
    }

    /// The recognised words that make up `text`: on the line holding most of its words (an
    /// "Assigned March 2, 2026" line above "Due: March 20, 2026" shares two), each word of it.
    static func boxes(of text: String, in reading: RecognizedText) -> [BoundingBox] {
        let pieces = Set(text.split(whereSeparator: \.isWhitespace).map(Self.comparable).filter { !$0.isEmpty })
        let best = reading.lines
            .map { line in line.words.filter { word in
                let seen = Self.comparable(word.text)
                // "Due:03/12" is one recognised word holding the date "03/12".
                return pieces.contains(seen) || pieces.contains { $0.count >= 4 && seen.contains($0) }
            } }
            .max { $0.count < $1.count }
        return best?.map(\.box) ?? []
    }

    /// A word without surrounding punctuation, case-folded: "20," and "20" are the same word.
    private static func comparable<S: StringProtocol>(_ word: S) -> String {
        word.trimmingCharacters(in: .punctuationCharacters).lowercased()
    }
}
