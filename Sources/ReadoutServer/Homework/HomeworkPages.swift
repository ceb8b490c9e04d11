import Foundation
import Hummingbird
import ReadoutApps
import ReadoutLanguage

/// Homework's pages (seed 003): home with the seed's two buttons, taking a photo and reviewing
/// what was read (js/homework.js, through the API), the list of all homework with its filters
/// and calendar feed, and one item's page to edit, mark done or delete. Everything but the
/// photo step works without script (plain forms).
struct HomeworkPages {
    let services: AppServices
    let homework: HomeworkService

    struct ItemRow: Sendable {
        let id: String
        let title: String
        /// Nil without a class: an empty one would still open its span (Mustache renders "").
        let className: String?
        let dueText: String
        let dueValue: String
        let urgency: String
        let urgencyText: String
        let done: Bool
        let page: String
        let photoUrl: String?
    }

    struct HomeContent: Sendable {
        let next: [ItemRow]
        let hasNext: Bool
    }

    /// The photo step; `startPhoto` is read at once (a photo shared to Readout, ?photo=ID).
    struct NewContent: Sendable {
        let startPhoto: String?
        let photoProblem: String?
    }

    struct ListContent: Sendable {
        let items: [ItemRow]
        let empty: Bool
        let filters: [ChoiceLink]
        let classes: [ChoiceLink]
        let hasClasses: Bool
        let allClassesHref: String
        let noClassFilter: Bool
        let feedUrl: String
        /// The same address as `webcal://`, which phones and desktop calendars open as "subscribe".
        let subscribeUrl: String
        /// The feed's address is this machine's own (127.0.0.1, localhost): a calendar elsewhere cannot reach it.
        let feedIsLocal: Bool
        let reminderChoices: [ReminderChoice]
        let hasReminders: Bool
        let returnPath: String
    }

    /// One tick box of the reminders form.
    struct ReminderChoice: Sendable {
        let minutes: Int
        let label: String
        let chosen: Bool
    }

    /// The reminders form: the ticked minutes (`minutes[]`); none ticked sends none.
    struct RemindersForm: Decodable {
        let csrfToken: String?
        let minutes: [Int]?
    }

    struct ItemContent: Sendable {
        let item: ItemRow
        let titleValue: String
        let classValue: String
        let dayValue: String
        let timeValue: String
        let timeZone: String
        let recognizedText: String
        let hasText: Bool
        let eventUrl: String
        let photoUrl: String?
        /// "Due in 3 days", "Overdue by 2 hours"; nil once done.
        let countdown: String?
    }

    struct ItemForm: Decodable {
        let csrfToken: String?
        let title: String?
        let className: String?
        let dueDay: String?
        let dueTime: String?
        let timeZone: String?
    }

    struct DoneForm: Decodable {
        let csrfToken: String?
        let done: String?
        let next: String?
    }

    func register<Base: RouterMethods>(on routes: CatalogedRoutes<Base>) {
        routes.get("/apps/homework") { request, context in
            let owner = try context.requireIdentity().user.id
            let next = try await homework.items(owner: owner, filter: .upcoming, className: nil).prefix(3)
            let rows = next.map { row($0, context: context) }
            return try services.page("homework", title: "apps.homework.name", tab: HomeworkModule.tab,
                                     content: HomeContent(next: rows, hasNext: !rows.isEmpty), request: request, context: context)
        }
        routes.get("/apps/homework/new") { request, context in
            let owner = try context.requireIdentity().user.id
            let start = try await StartingPhoto.from(request, owner: owner, photos: services.photos, localizer: context.localizer)
            return try services.page("homework-new", title: "homework.new.title", tab: HomeworkModule.tab,
                                     content: NewContent(startPhoto: start.id, photoProblem: start.problem),
                                     request: request, context: context)
        }
        routes.get("/apps/homework/items") { request, context in
            let owner = try context.requireIdentity().user.id
            let filter = try HomeworkAPI.filter(request.uri.queryParameters["filter"].map(String.init))
            let className = request.uri.queryParameters["class"].map(String.init).flatMap { $0.isEmpty ? nil : $0 }
            let items = try await homework.items(owner: owner, filter: filter, className: className)
            let classes = try await homework.classes(owner: owner)
            let secret = try await homework.calendarSecret(owner: owner)
            let feedUrl = services.origin(of: request, context: context) + HomeworkService.calendarPath(secret)
            let reminders = try await homework.reminders(owner: owner)
            func href(_ filter: HomeworkFilter, _ className: String?) -> String {
                var query = "filter=\(filter.rawValue)"
                if let className { query += "&class=" + (className.addingPercentEncoding(withAllowedCharacters: .alphanumerics) ?? "") }
                return "/apps/homework/items?" + query
            }
            let content = ListContent(
                items: items.map { row($0, context: context) }, empty: items.isEmpty,
                filters: HomeworkFilter.allCases.map { ChoiceLink(name: context.localizer("homework.filter.\($0.rawValue)"),
                                                                  href: href($0, className), current: $0 == filter) },
                classes: classes.map { ChoiceLink(name: $0, href: href(filter, $0), current: $0 == className) },
                hasClasses: !classes.isEmpty, allClassesHref: href(filter, nil), noClassFilter: className == nil,
                feedUrl: feedUrl, subscribeUrl: Self.webcal(feedUrl), feedIsLocal: Self.isLocal(feedUrl),
                reminderChoices: HomeworkReminders.choices.map {
                    ReminderChoice(minutes: $0, label: context.localizer("homework.reminders.\($0)"), chosen: reminders.minutesBefore.contains($0))
                },
                hasReminders: !reminders.minutesBefore.isEmpty, returnPath: request.uri.pathAndQuery)
            return try services.page("homework-list", title: "homework.list.title", tab: HomeworkModule.tab, content: content,
                                     request: request, context: context)
        }
        routes.get("/apps/homework/items/:id") { request, context in
            let owner = try context.requireIdentity().user.id
            let item = try await homework.item(id: try context.id(missing: .homework), owner: owner)
            return try itemPage(item, request: request, context: context)
        }
        routes.post("/apps/homework/items/:id") { request, context in
            let owner = try context.requireIdentity().user.id
            let id = try context.id(missing: .homework)
            let item = try await homework.item(id: id, owner: owner)
            let form = try await services.form(ItemForm.self, from: request)
            try services.csrf.verify(form.csrfToken, request: request, context: context)
            let draft = HomeworkDraft(title: form.title ?? "", className: form.className ?? "", dueDay: form.dueDay ?? "",
                                      dueTime: form.dueTime ?? "", timeZone: form.timeZone ?? item.timeZone)
            do {
                _ = try await homework.update(id: id, with: draft, owner: owner)
            } catch let error as AppError where error.status == .unprocessableContent {
                return try itemPage(item, typed: draft, request: request, context: context, error: error, status: .unprocessableContent)
            }
            return .seeOther("/apps/homework/items", notice: "homework.saved")
        }
        routes.post("/apps/homework/items/:id/done") { request, context in
            let owner = try context.requireIdentity().user.id
            let id = try context.id(missing: .homework)
            _ = try await homework.item(id: id, owner: owner)
            let form = try await services.form(DoneForm.self, from: request)
            try services.csrf.verify(form.csrfToken, request: request, context: context)
            _ = try await homework.setDone(id: id, done: form.done == "true", owner: owner)
            return .seeOther(safeNextPath(form.next ?? "/apps/homework/items"), notice: form.done == "true" ? "homework.markedDone" : "homework.markedNotDone")
        }
        routes.post("/apps/homework/items/:id/delete") { request, context in
            let owner = try context.requireIdentity().user.id
            let id = try context.id(missing: .homework)
            _ = try await homework.item(id: id, owner: owner)
            let form = try await services.form(TokenForm.self, from: request)
            try services.csrf.verify(form.csrfToken, request: request, context: context)
            try await homework.delete(id: id, owner: owner)
            return .seeOther("/apps/homework/items", notice: "homework.deleted")
        }
        routes.post("/apps/homework/calendar") { request, context in
            let owner = try context.requireIdentity().user.id
            let form = try await services.form(TokenForm.self, from: request)
            try services.csrf.verify(form.csrfToken, request: request, context: context)
            _ = try await homework.replaceCalendarSecret(owner: owner)
            return .seeOther("/apps/homework/items#calendar", notice: "homework.calendarReplaced")
        }
        routes.post("/apps/homework/reminders") { request, context in
            let owner = try context.requireIdentity().user.id
            let form = try await services.form(RemindersForm.self, from: request)
            try services.csrf.verify(form.csrfToken, request: request, context: context)
            _ = try await homework.setReminders(minutesBefore: form.minutes ?? [], owner: owner)
            return .seeOther("/apps/homework/items#reminders", notice: "homework.remindersSaved")
        }
        // The feed calendar apps subscribe to: no session, the secret in the path is the key.
        routes.get("/calendar/homework/:file") { request, context in
            let file = context.parameters.get("file") ?? ""
            guard file.hasSuffix(".ics") else { throw AppError.notFound(.calendar) }
            let feed = try await homework.feed(secret: String(file.dropLast(4)))
            return HomeworkCalendarResponse.make(feed.items, name: "Readout · " + context.localizer("apps.homework.name"),
                                                 reminders: feed.reminders, fileName: nil, now: homework.now())
        }
    }

    /// The item's page; after a refused edit, `typed` keeps what the user typed in the form.
    private func itemPage(_ item: HomeworkItem, typed: HomeworkDraft? = nil, request: Request, context: AppRequestContext,
                          error: AppError? = nil, status: HTTPResponse.Status = .ok) throws -> Response {
        let row = row(item, context: context)
        let content = ItemContent(
            item: row, titleValue: typed?.title ?? item.title, classValue: typed?.className ?? item.className,
            dayValue: typed?.dueDay ?? item.dueDay.iso, timeValue: typed?.dueTime ?? item.dueTime?.description ?? "",
            timeZone: item.timeZone,
            recognizedText: item.recognizedText, hasText: !item.recognizedText.isEmpty,
            eventUrl: "/api/v1/homework/items/\(row.id)/event.ics", photoUrl: row.photoUrl,
            countdown: HomeworkCountdown.of(item, now: homework.now()).map {
                context.localizer($0.messageKey, ["count": .integer($0.amount)])
            })
        return try services.page("homework-item", title: "homework.item.title", tab: HomeworkModule.tab, content: content,
                                 request: request, context: context, error: error, status: status)
    }

    private func row(_ item: HomeworkItem, context: AppRequestContext) -> ItemRow {
        let body = HomeworkItemBody(item, now: homework.now())
        let language = context.language
        let day = language.formatDate(item.dueDay)
        let dueText = item.dueTime.map { day + " · " + language.formatClock($0) }
            ?? context.localizer("homework.endOfDay", ["date": .text(day)])
        return ItemRow(id: body.id, title: item.title, className: item.className.isEmpty ? nil : item.className,
                       dueText: dueText, dueValue: item.dueValue, urgency: body.urgency,
                       urgencyText: context.localizer("homework.urgency.\(body.urgency)"), done: item.done,
                       page: body.page, photoUrl: body.photoUrl)
    }

    /// `http(s)://host/path` as `webcal://host/path` (calendar apps fetch it over https when they can).
    static func webcal(_ url: String) -> String {
        guard let colon = url.range(of: "://") else { return url }
        return "webcal" + url[colon.lowerBound...]
    }

    /// Whether `url` names this machine only, which no phone or web calendar can reach.
    static func isLocal(_ url: String) -> Bool {
        URLComponents(string: url)?.host.map(Loopback.contains) ?? false
    }
}
