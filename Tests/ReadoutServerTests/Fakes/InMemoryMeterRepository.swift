import Foundation
import ReadoutApps

/// Meters kept in memory, for the service's tests; the same ownership as the SQL store (another
/// owner's ids are not found), checked against it by the store tests on both databases.
actor InMemoryMeterRepository: MeterRepository {
    private var meters: [UUID: (owner: UUID, meter: Meter)] = [:]
    private var readings: [UUID: [MeterReading]] = [:]
    private var references: [UUID: MeterReferencePhoto] = [:]

    func meters(owner: UUID) -> [Meter] {
        meters.values.filter { $0.owner == owner }.map(\.meter).sorted { $0.createdAt < $1.createdAt }
    }

    func meter(id: UUID, owner: UUID) -> Meter? {
        meters[id].flatMap { $0.owner == owner ? $0.meter : nil }
    }

    func insertMeter(_ meter: Meter, owner: UUID) {
        meters[meter.id] = (owner, meter)
        readings[meter.id] = []
    }

    func updateMeter(_ meter: Meter, owner: UUID) -> Bool {
        guard self.meter(id: meter.id, owner: owner) != nil else { return false }
        meters[meter.id] = (owner, meter)
        return true
    }

    func deleteMeter(id: UUID, owner: UUID) -> Bool {
        guard meter(id: id, owner: owner) != nil else { return false }
        meters[id] = nil
        readings[id] = nil
        references = references.filter { $0.value.meter != id }
        return true
    }

    func references(meter: UUID, owner: UUID) -> [MeterReferencePhoto]? {
        guard self.meter(id: meter, owner: owner) != nil else { return nil }
        return references.values.filter { $0.meter == meter }.sorted { $0.createdAt < $1.createdAt }
    }

    func allReferences(owner: UUID) -> [MeterReferencePhoto] {
        references.values.filter { meter(id: $0.meter, owner: owner) != nil }
    }

    func insertReference(_ reference: MeterReferencePhoto, owner: UUID) -> Bool {
        guard meter(id: reference.meter, owner: owner) != nil else { return false }
        references[reference.id] = reference
        return true
    }

    func deleteReference(id: UUID, meter: UUID, owner: UUID) -> Bool {
        guard self.meter(id: meter, owner: owner) != nil, references[id]?.meter == meter else { return false }
        references[id] = nil
        return true
    }

    func readings(meter: UUID, owner: UUID) -> [MeterReading]? {
        guard self.meter(id: meter, owner: owner) != nil else { return nil }
        return readings[meter, default: []].sorted { $0.takenAt < $1.takenAt }
    }

    func insertReading(_ reading: MeterReading, meter: UUID, owner: UUID) -> Bool {
        guard self.meter(id: meter, owner: owner) != nil else { return false }
        readings[meter, default: []].append(reading)
        return true
    }

    func updateReading(_ reading: MeterReading, meter: UUID, owner: UUID) -> Bool {
        guard self.meter(id: meter, owner: owner) != nil,
              let index = readings[meter]?.firstIndex(where: { $0.id == reading.id }) else { return false }
        readings[meter]?[index] = reading
        return true
    }

    func deleteReading(id: UUID, meter: UUID, owner: UUID) -> Bool {
        guard self.meter(id: meter, owner: owner) != nil,
              let index = readings[meter]?.firstIndex(where: { $0.id == id }) else { return false }
        readings[meter]?.remove(at: index)
        return true
    }
}
