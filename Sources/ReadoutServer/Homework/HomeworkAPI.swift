import Foundation
import Hummingbird
import ReadoutApps
import ReadoutLanguage

/// `/api/v1/homework`: read a photo's due date, then the user's items (list, create, edit,
/// done, delete, one-off .ics) and their calendar feed's URL.
struct HomeworkAPI {
    let services: AppServices
    let homework: HomeworkService

    struct ExtractionRequest: Decodable {
        let photoId: String
        /// The user's today (`YYYY-MM-DD`), which relative dates and missing years count from.
        let reference: String?
        /// Numeric dates day first; default: day first for Polish readers, month first otherwise.
        let dayFirst: Bool?
    }

    struct ItemRequest: Decodable {
        let title: String
        let className: String?
        let dueDay: String
        let dueTime: String?
        let timeZone: String?
        let photoId: String?
        let recognizedText: String?

        var draft: HomeworkDraft {
            HomeworkDraft(title: title, className: className ?? "", dueDay: dueDay, dueTime: dueTime ?? "", timeZone: timeZone ?? "UTC")
        }
    }

    /// A page's items saved together (a syllabus photo's ticked due dates).
    struct BatchRequest: Decodable {
        let items: [ItemRequest]
    }

    struct BatchBody: Encodable {
        let items: [HomeworkItemBody]
    }

    struct DoneRequest: Decodable {
        let done: Bool
    }

    struct ListBody: Encodable {
        let items: [HomeworkItemBody]
        let classes: [String]
    }

    struct CalendarBody: Encodable {
        let url: String
    }

    /// The user's reminders: minutes before each due moment (`[]` for none), and what can be chosen.
    struct RemindersBody: Codable {
        let minutesBefore: [Int]
        var choices: [Int]? = HomeworkReminders.choices

        init(_ reminders: HomeworkReminders) { minutesBefore = reminders.minutesBefore }
    }

    func register<Base: RouterMethods>(on routes: CatalogedRoutes<Base>) {
        routes.post("/homework/extractions") { request, context in
            let owner = try context.requireIdentity().user.id
            let input = try await request.decode(as: ExtractionRequest.self, context: context)
            guard let photoID = UUID(uuidString: input.photoId) else { throw AppError.notFound(.photo) }
            let reference = try Self.reference(input.reference, now: homework.now())
            let extraction = try await homework.extract(photoID: photoID, owner: owner, reference: reference,
                                                        dayFirst: input.dayFirst, reader: context.language)
            return try JSONResponse.make(HomeworkExtractionBody(extraction))
        }
        routes.get("/homework/summary") { request, context in
            let owner = try context.requireIdentity().user.id
            let zone = try DashboardTimeZone(request)
            let now = homework.now()
            let items = try await homework.items(owner: owner, filter: .upcoming, className: nil)
            return try JSONResponse.make(HomeworkSummaryBody(HomeworkSummary(items: items, now: now, calendar: zone.calendar), now: now,
                                                             timeZone: zone.name))
        }
        routes.get("/homework/items") { request, context in
            let owner = try context.requireIdentity().user.id
            let filter = try Self.filter(request.uri.queryParameters["filter"].map(String.init))
            let className = request.uri.queryParameters["class"].map(String.init)
            let items = try await homework.items(owner: owner, filter: filter, className: className)
            let now = homework.now()
            return try JSONResponse.make(ListBody(items: items.map { HomeworkItemBody($0, now: now) },
                                                  classes: try await homework.classes(owner: owner)))
        }
        routes.post("/homework/items") { request, context in
            try await services.idempotency.once(request, context: context) { request, context in
                let owner = try context.requireIdentity().user.id
                let input = try await request.decode(as: ItemRequest.self, context: context)
                let item = try await homework.create(input.draft, photoID: try Self.photoID(input.photoId), recognizedText: input.recognizedText ?? "", owner: owner)
                var response = try JSONResponse.make(HomeworkItemBody(item, now: homework.now()), status: .created)
                response.headers[.location] = "/api/v1/homework/items/\(item.id.uuidString.lowercased())"
                return response
            }
        }
        routes.post("/homework/items/batch") { request, context in
            try await services.idempotency.once(request, context: context) { request, context in
                let owner = try context.requireIdentity().user.id
                let input = try await request.decode(as: BatchRequest.self, context: context)
                let newItems = try input.items.map { item throws(AppError) in
                    HomeworkService.NewItem(draft: item.draft, photoID: try Self.photoID(item.photoId),
                                            recognizedText: item.recognizedText ?? "")
                }
                let items = try await homework.createAll(newItems, owner: owner)
                let now = homework.now()
                return try JSONResponse.make(BatchBody(items: items.map { HomeworkItemBody($0, now: now) }), status: .created)
            }
        }
        routes.get("/homework/items/:id") { _, context in
            let owner = try context.requireIdentity().user.id
            return try JSONResponse.make(HomeworkItemBody(try await homework.item(id: try context.id(missing: .homework), owner: owner), now: homework.now()))
        }
        routes.put("/homework/items/:id") { request, context in
            let owner = try context.requireIdentity().user.id
            let id = try context.id(missing: .homework)
            _ = try await homework.item(id: id, owner: owner)
            let input = try await request.decode(as: ItemRequest.self, context: context)
            let item = try await homework.update(id: id, with: input.draft, owner: owner)
            return try JSONResponse.make(HomeworkItemBody(item, now: homework.now()))
        }
        routes.put("/homework/items/:id/done") { request, context in
            let owner = try context.requireIdentity().user.id
            let id = try context.id(missing: .homework)
            _ = try await homework.item(id: id, owner: owner)
            let input = try await request.decode(as: DoneRequest.self, context: context)
            return try JSONResponse.make(HomeworkItemBody(try await homework.setDone(id: id, done: input.done, owner: owner), now: homework.now()))
        }
        routes.delete("/homework/items/:id") { _, context in
            try await homework.delete(id: try context.id(missing: .homework), owner: try context.requireIdentity().user.id)
            return Response(status: .noContent)
        }
        routes.get("/homework/items/:id/event.ics") { request, context in
            let owner = try context.requireIdentity().user.id
            let item = try await homework.item(id: try context.id(missing: .homework), owner: owner)
            return HomeworkCalendarResponse.make([item], name: item.title, reminders: try await homework.reminders(owner: owner),
                                                 fileName: "homework.ics", now: homework.now())
        }
        routes.get("/homework/reminders") { _, context in
            try JSONResponse.make(RemindersBody(try await homework.reminders(owner: try context.requireIdentity().user.id)))
        }
        routes.put("/homework/reminders") { request, context in
            let owner = try context.requireIdentity().user.id
            let input = try await request.decode(as: RemindersBody.self, context: context)
            return try JSONResponse.make(RemindersBody(try await homework.setReminders(minutesBefore: input.minutesBefore, owner: owner)))
        }
        routes.get("/homework/calendar") { request, context in
            let secret = try await homework.calendarSecret(owner: try context.requireIdentity().user.id)
            return try JSONResponse.make(CalendarBody(url: services.origin(of: request, context: context) + HomeworkService.calendarPath(secret)))
        }
        routes.post("/homework/calendar") { request, context in
            let secret = try await homework.replaceCalendarSecret(owner: try context.requireIdentity().user.id)
            return try JSONResponse.make(CalendarBody(url: services.origin(of: request, context: context) + HomeworkService.calendarPath(secret)))
        }
    }

    /// The photo an item names; an id that is not a UUID names no photo (404).
    static func photoID(_ text: String?) throws(AppError) -> UUID? {
        guard let text else { return nil }
        guard let id = UUID(uuidString: text) else { throw AppError.notFound(.photo) }
        return id
    }

    static func reference(_ text: String?, now: Date) throws(AppError) -> CalendarDay {
        guard let text, !text.isEmpty else { return CalendarDay(daysSinceEpoch: Int(now.timeIntervalSince1970 / 86_400)) }
        guard let day = CalendarDay(iso: text) else {
            throw AppError.badRequest(.init("error.homework.invalidReference"), code: "invalid_reference")
        }
        return day
    }

    static func filter(_ text: String?) throws(AppError) -> HomeworkFilter {
        guard let text, !text.isEmpty else { return .upcoming }
        guard let filter = HomeworkFilter(rawValue: text) else {
            throw AppError.badRequest(.init("error.homework.invalidFilter"), code: "invalid_filter")
        }
        return filter
    }
}

/// An iCalendar answer: the feed (subscribed to) or one item (downloaded).
enum HomeworkCalendarResponse {
    static func make(_ items: [HomeworkItem], name: String, reminders: HomeworkReminders, fileName: String?, now: Date) -> Response {
        let text = HomeworkCalendar(name: name, stamp: now, reminders: reminders).render(items)
        var headers = HTTPFields()
        headers[.contentType] = "text/calendar; charset=utf-8"
        headers[.cacheControl] = "private, no-cache"
        if let fileName { headers[.contentDisposition] = "attachment; filename=\"\(fileName)\"" }
        return Response(status: .ok, headers: headers, body: .init(byteBuffer: ByteBuffer(string: text)))
    }
}
