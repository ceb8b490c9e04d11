import Foundation

/// Where Meters keeps a user's meters, their reference photos and readings (implemented by
/// ReadoutStore on SQLite/PostgreSQL). Every call is scoped to its owner: another user's ids
/// are not found.
public protocol MeterRepository: Sendable {
    /// The owner's meters, oldest first.
    func meters(owner: UUID) async throws -> [Meter]
    func meter(id: UUID, owner: UUID) async throws -> Meter?
    func insertMeter(_ meter: Meter, owner: UUID) async throws
    /// Saves name, kind, unit, digits and strip; false when the meter is not the owner's.
    func updateMeter(_ meter: Meter, owner: UUID) async throws -> Bool
    /// Deletes it with its reference photos and readings; false when it is not the owner's.
    func deleteMeter(id: UUID, owner: UUID) async throws -> Bool

    /// The reference photos of the owner's meter (nil when it is not the owner's), oldest first.
    func references(meter: UUID, owner: UUID) async throws -> [MeterReferencePhoto]?
    /// Every reference photo of all the owner's meters: what a photo is matched against.
    func allReferences(owner: UUID) async throws -> [MeterReferencePhoto]
    /// False when the meter is not the owner's.
    func insertReference(_ reference: MeterReferencePhoto, owner: UUID) async throws -> Bool
    func deleteReference(id: UUID, meter: UUID, owner: UUID) async throws -> Bool

    /// The meter's readings, oldest first; nil when the meter is not the owner's.
    func readings(meter: UUID, owner: UUID) async throws -> [MeterReading]?
    /// False when the meter is not the owner's.
    func insertReading(_ reading: MeterReading, meter: UUID, owner: UUID) async throws -> Bool
    /// Saves value, time and note; false when the reading is not in the owner's meter.
    func updateReading(_ reading: MeterReading, meter: UUID, owner: UUID) async throws -> Bool
    func deleteReading(id: UUID, meter: UUID, owner: UUID) async throws -> Bool
}
