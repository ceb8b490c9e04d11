import Foundation
import ReadoutApps
import ReadoutLanguage
import SQLKit

/// Homework items in `homework_items`, feed secrets in `homework_calendars` and each user's
/// reminders in `homework_reminders`.
public struct HomeworkStore: HomeworkRepository {
    let store: Store
    private var database: any SQLDatabase { store.database }

    private static let columns = """
        id, title, class_name, due_day, due_time, time_zone, done, photo_id, recognized_text, created_at
        """

    public func insert(_ item: HomeworkItem, owner: UUID) async throws {
        try await Self.insert(item, owner: owner, on: database)
    }

    public func insert(_ items: [HomeworkItem], owner: UUID) async throws {
        try await store.transaction { database in
            for item in items { try await Self.insert(item, owner: owner, on: database) }
        }
    }

    private static func insert(_ item: HomeworkItem, owner: UUID, on database: any SQLDatabase) async throws {
        try await database.raw("""
            INSERT INTO homework_items (id, owner_id, title, class_name, due_day, due_time, due_sort, time_zone, done,
                                        photo_id, recognized_text, created_at)
            VALUES (\(bind: item.id.databaseText), \(bind: owner.databaseText), \(bind: item.title), \(bind: item.className),
                    \(bind: item.dueDay.iso), \(bind: item.dueTime?.description), \(bind: item.dueValue), \(bind: item.timeZone),
                    \(bind: item.done ? 1 : 0), \(bind: item.photoID?.databaseText), \(bind: item.recognizedText),
                    \(bind: item.createdAt.epochMilliseconds))
            """).run()
    }

    public func item(id: UUID, owner: UUID) async throws -> HomeworkItem? {
        try await database.raw("""
            SELECT \(unsafeRaw: Self.columns) FROM homework_items
            WHERE id = \(bind: id.databaseText) AND owner_id = \(bind: owner.databaseText)
            """).first().map(Self.item)
    }

    public func update(_ item: HomeworkItem, owner: UUID) async throws -> Bool {
        let updated = try await database.raw("""
            UPDATE homework_items SET title = \(bind: item.title), class_name = \(bind: item.className),
                due_day = \(bind: item.dueDay.iso), due_time = \(bind: item.dueTime?.description), due_sort = \(bind: item.dueValue),
                time_zone = \(bind: item.timeZone), done = \(bind: item.done ? 1 : 0)
            WHERE id = \(bind: item.id.databaseText) AND owner_id = \(bind: owner.databaseText)
            RETURNING id
            """).all()
        return !updated.isEmpty
    }

    public func delete(id: UUID, owner: UUID) async throws -> Bool {
        let deleted = try await database.raw("""
            DELETE FROM homework_items WHERE id = \(bind: id.databaseText) AND owner_id = \(bind: owner.databaseText)
            RETURNING id
            """).all()
        return !deleted.isEmpty
    }

    public func items(owner: UUID, filter: HomeworkFilter, className: String?) async throws -> [HomeworkItem] {
        var query = SQLQueryString("""
            SELECT \(unsafeRaw: Self.columns) FROM homework_items WHERE owner_id = \(bind: owner.databaseText)
            """)
        switch filter {
        case .upcoming: query.appendInterpolation(unsafeRaw: " AND done = 0")
        case .done: query.appendInterpolation(unsafeRaw: " AND done = 1")
        case .all: break
        }
        if let className { query.appendInterpolation(unsafeRaw: " AND class_name = "); query.appendInterpolation(bind: className) }
        query.appendInterpolation(unsafeRaw: " ORDER BY done, due_sort, title, id")
        return try await database.raw(query).all().map(Self.item)
    }

    public func classes(owner: UUID) async throws -> [String] {
        try await database.raw("""
            SELECT DISTINCT class_name FROM homework_items
            WHERE owner_id = \(bind: owner.databaseText) AND class_name <> ''
            ORDER BY class_name
            """).all().map { try $0.string("class_name") }
    }

    public func calendarSecret(owner: UUID, candidate: String) async throws -> String {
        try await database.raw("""
            INSERT INTO homework_calendars (owner_id, secret) VALUES (\(bind: owner.databaseText), \(bind: candidate))
            ON CONFLICT (owner_id) DO NOTHING
            """).run()
        guard let row = try await database.raw("""
            SELECT secret FROM homework_calendars WHERE owner_id = \(bind: owner.databaseText)
            """).first() else { return candidate }
        return try row.string("secret")
    }

    public func replaceCalendarSecret(owner: UUID, with secret: String) async throws {
        try await database.raw("""
            INSERT INTO homework_calendars (owner_id, secret) VALUES (\(bind: owner.databaseText), \(bind: secret))
            ON CONFLICT (owner_id) DO UPDATE SET secret = excluded.secret
            """).run()
    }

    public func calendarOwner(secret: String) async throws -> UUID? {
        try await database.raw("""
            SELECT owner_id FROM homework_calendars WHERE secret = \(bind: secret)
            """).first().map { try $0.uuid("owner_id") }
    }

    public func reminders(owner: UUID) async throws -> HomeworkReminders {
        let row = try await database.raw("""
            SELECT minutes_before FROM homework_reminders WHERE owner_id = \(bind: owner.databaseText)
            """).first()
        return try row.flatMap { HomeworkReminders(stored: try $0.string("minutes_before")) } ?? .standard
    }

    public func setReminders(_ reminders: HomeworkReminders, owner: UUID) async throws {
        try await database.raw("""
            INSERT INTO homework_reminders (owner_id, minutes_before) VALUES (\(bind: owner.databaseText), \(bind: reminders.stored))
            ON CONFLICT (owner_id) DO UPDATE SET minutes_before = excluded.minutes_before
            """).run()
    }

    private static func item(_ row: any SQLRow) throws -> HomeworkItem {
        let dayText = try row.string("due_day")
        guard let day = CalendarDay(iso: dayText) else {
            throw StoreError(.invalid, "A homework item has a due day the store cannot read: \(dayText).")
        }
        let time = try row.optionalString("due_time").flatMap { text -> ClockTime? in
            let parts = text.split(separator: ":").compactMap { Int($0) }
            return parts.count == 2 ? ClockTime(hour: parts[0], minute: parts[1]) : nil
        }
        let photo = try row.optionalString("photo_id").flatMap(UUID.init(uuidString:))
        return HomeworkItem(id: try row.uuid("id"), title: try row.string("title"), className: try row.string("class_name"),
                            dueDay: day, dueTime: time, timeZone: try row.string("time_zone"), done: try row.int("done") != 0,
                            photoID: photo, recognizedText: try row.string("recognized_text"), createdAt: try row.date("created_at"))
    }
}
