import Foundation

/// Where Homework keeps a user's items and calendar feed secret (implemented by ReadoutStore
/// on SQLite/PostgreSQL). Every call is scoped to its owner.
public protocol HomeworkRepository: Sendable {
    func insert(_ item: HomeworkItem, owner: UUID) async throws
    /// Saves every item of `items` or, when one cannot be saved, none of them (a syllabus page's
    /// due dates are saved together: a half-saved page would be saved twice on a retry).
    func insert(_ items: [HomeworkItem], owner: UUID) async throws
    /// The item if it exists and belongs to `owner`.
    func item(id: UUID, owner: UUID) async throws -> HomeworkItem?
    /// Saves every field of `item`; false when it is not the owner's.
    func update(_ item: HomeworkItem, owner: UUID) async throws -> Bool
    func delete(id: UUID, owner: UUID) async throws -> Bool
    /// The owner's items under `filter`, optionally of one class, soonest first.
    func items(owner: UUID, filter: HomeworkFilter, className: String?) async throws -> [HomeworkItem]
    /// The distinct class names of the owner's items, alphabetical.
    func classes(owner: UUID) async throws -> [String]
    /// The owner's calendar feed secret, made from `candidate` the first time.
    func calendarSecret(owner: UUID, candidate: String) async throws -> String
    /// Replaces the secret: the old feed URL stops working.
    func replaceCalendarSecret(owner: UUID, with secret: String) async throws
    /// Whose feed `secret` opens.
    func calendarOwner(secret: String) async throws -> UUID?
    /// The owner's reminders; the standard ones until they choose.
    func reminders(owner: UUID) async throws -> HomeworkReminders
    func setReminders(_ reminders: HomeworkReminders, owner: UUID) async throws
}
