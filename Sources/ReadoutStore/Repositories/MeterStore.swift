import Foundation
import ReadoutApps
import SQLKit

/// Meters in `meters`, their reference photos in `meter_references` and readings in `meter_readings`.
public struct MeterStore: MeterRepository {
    let store: Store

    private var database: any SQLDatabase { store.database }

    private static let meterColumns = "id, name, kind, unit, integer_digits, decimal_digits, strip_x, strip_y, strip_width, strip_height, created_at"
    private static let readingColumns = "id, reading_value, taken_at, source, photo_id, note"

    public func meters(owner: UUID) async throws -> [Meter] {
        try await database.raw("""
            SELECT \(unsafeRaw: Self.meterColumns) FROM meters WHERE owner_id = \(bind: owner.databaseText) ORDER BY created_at, id
            """).all().map(Self.meter)
    }

    public func meter(id: UUID, owner: UUID) async throws -> Meter? {
        try await database.raw("""
            SELECT \(unsafeRaw: Self.meterColumns) FROM meters WHERE id = \(bind: id.databaseText) AND owner_id = \(bind: owner.databaseText)
            """).first().map(Self.meter)
    }

    public func insertMeter(_ meter: Meter, owner: UUID) async throws {
        try await database.raw("""
            INSERT INTO meters (id, owner_id, name, kind, unit, integer_digits, decimal_digits, strip_x, strip_y, strip_width, strip_height, created_at)
            VALUES (\(bind: meter.id.databaseText), \(bind: owner.databaseText), \(bind: meter.name), \(bind: meter.kind.rawValue),
                    \(bind: meter.unit), \(bind: meter.integerDigits), \(bind: meter.decimalDigits), \(bind: meter.strip?.x),
                    \(bind: meter.strip?.y), \(bind: meter.strip?.width), \(bind: meter.strip?.height), \(bind: meter.createdAt.epochMilliseconds))
            """).run()
    }

    public func updateMeter(_ meter: Meter, owner: UUID) async throws -> Bool {
        try await !database.raw("""
            UPDATE meters SET name = \(bind: meter.name), kind = \(bind: meter.kind.rawValue), unit = \(bind: meter.unit),
                integer_digits = \(bind: meter.integerDigits), decimal_digits = \(bind: meter.decimalDigits),
                strip_x = \(bind: meter.strip?.x), strip_y = \(bind: meter.strip?.y),
                strip_width = \(bind: meter.strip?.width), strip_height = \(bind: meter.strip?.height)
            WHERE id = \(bind: meter.id.databaseText) AND owner_id = \(bind: owner.databaseText) RETURNING id
            """).all().isEmpty
    }

    public func deleteMeter(id: UUID, owner: UUID) async throws -> Bool {
        try await !database.raw("""
            DELETE FROM meters WHERE id = \(bind: id.databaseText) AND owner_id = \(bind: owner.databaseText) RETURNING id
            """).all().isEmpty
    }

    public func references(meter: UUID, owner: UUID) async throws -> [MeterReferencePhoto]? {
        guard try await self.meter(id: meter, owner: owner) != nil else { return nil }
        return try await database.raw("""
            SELECT id, meter_id, photo_id, fingerprint, created_at FROM meter_references
            WHERE meter_id = \(bind: meter.databaseText) AND owner_id = \(bind: owner.databaseText) ORDER BY created_at, id
            """).all().map(Self.reference)
    }

    public func allReferences(owner: UUID) async throws -> [MeterReferencePhoto] {
        try await database.raw("""
            SELECT id, meter_id, photo_id, fingerprint, created_at FROM meter_references
            WHERE owner_id = \(bind: owner.databaseText) ORDER BY created_at, id
            """).all().map(Self.reference)
    }

    public func insertReference(_ reference: MeterReferencePhoto, owner: UUID) async throws -> Bool {
        // The meter and the photo must both be the owner's; one statement, so nothing half-saved.
        try await !database.raw("""
            INSERT INTO meter_references (id, meter_id, owner_id, photo_id, fingerprint, created_at)
            SELECT \(bind: reference.id.databaseText), m.id, m.owner_id, p.id, \(bind: Data(reference.fingerprint)),
                   \(bind: reference.createdAt.epochMilliseconds)
            FROM meters m JOIN photos p ON p.owner_id = m.owner_id
            WHERE m.id = \(bind: reference.meter.databaseText) AND m.owner_id = \(bind: owner.databaseText)
              AND p.id = \(bind: reference.photo.databaseText)
            RETURNING id
            """).all().isEmpty
    }

    public func deleteReference(id: UUID, meter: UUID, owner: UUID) async throws -> Bool {
        try await !database.raw("""
            DELETE FROM meter_references WHERE id = \(bind: id.databaseText) AND meter_id = \(bind: meter.databaseText)
              AND owner_id = \(bind: owner.databaseText) RETURNING id
            """).all().isEmpty
    }

    public func readings(meter: UUID, owner: UUID) async throws -> [MeterReading]? {
        guard try await self.meter(id: meter, owner: owner) != nil else { return nil }
        return try await database.raw("""
            SELECT \(unsafeRaw: Self.readingColumns) FROM meter_readings
            WHERE meter_id = \(bind: meter.databaseText) AND owner_id = \(bind: owner.databaseText) ORDER BY taken_at, id
            """).all().map(Self.reading)
    }

    public func insertReading(_ reading: MeterReading, meter: UUID, owner: UUID) async throws -> Bool {
        // A photo that is not the owner's is not linked (the subquery finds nothing).
        try await !database.raw("""
            INSERT INTO meter_readings (id, meter_id, owner_id, reading_value, taken_at, source, photo_id, note)
            SELECT \(bind: reading.id.databaseText), m.id, m.owner_id, \(bind: reading.value), \(bind: reading.takenAt.epochMilliseconds),
                   \(bind: reading.source.rawValue),
                   (SELECT p.id FROM photos p WHERE p.id = \(bind: reading.photo?.databaseText) AND p.owner_id = m.owner_id),
                   \(bind: reading.note)
            FROM meters m WHERE m.id = \(bind: meter.databaseText) AND m.owner_id = \(bind: owner.databaseText)
            RETURNING id
            """).all().isEmpty
    }

    public func updateReading(_ reading: MeterReading, meter: UUID, owner: UUID) async throws -> Bool {
        try await !database.raw("""
            UPDATE meter_readings SET reading_value = \(bind: reading.value), taken_at = \(bind: reading.takenAt.epochMilliseconds),
                note = \(bind: reading.note)
            WHERE id = \(bind: reading.id.databaseText) AND meter_id = \(bind: meter.databaseText) AND owner_id = \(bind: owner.databaseText)
            RETURNING id
            """).all().isEmpty
    }

    public func deleteReading(id: UUID, meter: UUID, owner: UUID) async throws -> Bool {
        try await !database.raw("""
            DELETE FROM meter_readings WHERE id = \(bind: id.databaseText) AND meter_id = \(bind: meter.databaseText)
              AND owner_id = \(bind: owner.databaseText) RETURNING id
            """).all().isEmpty
    }

    private static func meter(_ row: any SQLRow) throws -> Meter {
        var strip: MeterStrip?
        if try !row.decodeNil(column: "strip_x") {
            strip = MeterStrip(x: try row.decode(column: "strip_x", as: Double.self), y: try row.decode(column: "strip_y", as: Double.self),
                               width: try row.decode(column: "strip_width", as: Double.self),
                               height: try row.decode(column: "strip_height", as: Double.self))
        }
        return Meter(id: try row.uuid("id"), name: try row.string("name"), kind: MeterKind(rawValue: try row.string("kind")) ?? .other,
                     unit: try row.string("unit"), integerDigits: try row.int("integer_digits"), decimalDigits: try row.int("decimal_digits"),
                     strip: strip, createdAt: try row.date("created_at"))
    }

    private static func reference(_ row: any SQLRow) throws -> MeterReferencePhoto {
        MeterReferencePhoto(id: try row.uuid("id"), meter: try row.uuid("meter_id"), photo: try row.uuid("photo_id"),
                            fingerprint: try row.bytes("fingerprint"), createdAt: try row.date("created_at"))
    }

    private static func reading(_ row: any SQLRow) throws -> MeterReading {
        let photo = try row.decodeNil(column: "photo_id") ? nil : try row.uuid("photo_id")
        return MeterReading(id: try row.uuid("id"), value: try row.decode(column: "reading_value", as: Double.self),
                            takenAt: try row.date("taken_at"), source: MeterReading.Source(rawValue: try row.string("source")) ?? .manual,
                            photo: photo, note: try row.string("note"))
    }
}
