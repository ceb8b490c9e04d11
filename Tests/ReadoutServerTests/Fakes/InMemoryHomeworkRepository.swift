import Foundation
import ReadoutApps

/// Homework kept in memory, for the service's tests; owner-scoped like the SQL store.
actor InMemoryHomeworkRepository: HomeworkRepository {
    private var items: [UUID: (owner: UUID, item: HomeworkItem)] = [:]
    private var secrets: [UUID: String] = [:]
    private var chosenReminders: [UUID: HomeworkReminders] = [:]

    func insert(_ item: HomeworkItem, owner: UUID) {
        items[item.id] = (owner, item)
    }

    func insert(_ items: [HomeworkItem], owner: UUID) {
        for item in items { insert(item, owner: owner) }
    }

    func item(id: UUID, owner: UUID) -> HomeworkItem? {
        items[id].flatMap { $0.owner == owner ? $0.item : nil }
    }

    func update(_ item: HomeworkItem, owner: UUID) -> Bool {
        guard self.item(id: item.id, owner: owner) != nil else { return false }
        items[item.id] = (owner, item)
        return true
    }

    func delete(id: UUID, owner: UUID) -> Bool {
        guard item(id: id, owner: owner) != nil else { return false }
        items[id] = nil
        return true
    }

    func items(owner: UUID, filter: HomeworkFilter, className: String?) -> [HomeworkItem] {
        let mine = items.values.filter { $0.owner == owner }.map(\.item).filter { item in
            switch filter {
            case .upcoming: !item.done
            case .done: item.done
            case .all: true
            }
        }
        return HomeworkRules.sorted(mine.filter { className == nil || $0.className == className })
    }

    func classes(owner: UUID) -> [String] {
        Set(items.values.filter { $0.owner == owner && !$0.item.className.isEmpty }.map(\.item.className)).sorted()
    }

    func calendarSecret(owner: UUID, candidate: String) -> String {
        if let secret = secrets[owner] { return secret }
        secrets[owner] = candidate
        return candidate
    }

    func replaceCalendarSecret(owner: UUID, with secret: String) {
        secrets[owner] = secret
    }

    func calendarOwner(secret: String) -> UUID? {
        secrets.first { $0.value == secret }?.key
    }

    func reminders(owner: UUID) -> HomeworkReminders {
        chosenReminders[owner] ?? .standard
    }

    func setReminders(_ reminders: HomeworkReminders, owner: UUID) {
        chosenReminders[owner] = reminders
    }
}
