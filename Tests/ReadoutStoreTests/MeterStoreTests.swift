import Foundation
import ReadoutApps
import ReadoutStore
import Testing

@Suite("Meters, their reference photos and readings")
struct MeterStoreTests {
    private let created = Date(timeIntervalSince1970: 1_800_000_000)

    @Test("meters round-trip with their strip, update, stay with their owner and delete with everything they hold", arguments: TestEngine.all)
    func meters(engine: TestEngine) async throws {
        try await engine.withStore { store in
            let ada = try await store.users.create(email: "ada@example.com", passwordHash: "x")
            let bob = try await store.users.create(email: "bob@example.com", passwordHash: "x")
            let water = Meter(name: "Kitchen water", kind: .water, integerDigits: 5, decimalDigits: 3,
                              strip: MeterStrip(x: 0.25, y: 0.125, width: 0.5, height: 0.0625), createdAt: created)
            let power = Meter(name: "Power", kind: .electricity, integerDigits: 6, createdAt: created.addingTimeInterval(60))
            try await store.meters.insertMeter(power, owner: ada.id)
            try await store.meters.insertMeter(water, owner: ada.id)
            #expect(try await store.meters.meters(owner: ada.id) == [water, power], "oldest first, the strip kept exactly")
            #expect(try await store.meters.meters(owner: bob.id).isEmpty)
            #expect(try await store.meters.meter(id: water.id, owner: bob.id) == nil)

            var renamed = power
            renamed.name = "Power (hall)"
            renamed.strip = MeterStrip(x: 0.1, y: 0.2, width: 0.3, height: 0.05)
            #expect(try await store.meters.updateMeter(renamed, owner: bob.id) == false)
            #expect(try await store.meters.updateMeter(renamed, owner: ada.id))
            #expect(try await store.meters.meter(id: power.id, owner: ada.id) == renamed)

            let (photo, _) = try await store.photos.save(owner: ada.id, bytes: [1, 2, 3], mediaType: "image/jpeg", width: 1, height: 1, preview: [4])
            let reference = MeterReferencePhoto(meter: water.id, photo: photo.id, fingerprint: [0, 1, 2, 254, 255], createdAt: created)
            #expect(try await store.meters.insertReference(reference, owner: ada.id))
            #expect(try await store.meters.insertReading(MeterReading(value: 531.826, takenAt: created, source: .photo, photo: photo.id),
                                                         meter: water.id, owner: ada.id))
            #expect(try await store.meters.deleteMeter(id: water.id, owner: bob.id) == false)
            #expect(try await store.meters.deleteMeter(id: water.id, owner: ada.id))
            #expect(try await store.meters.readings(meter: water.id, owner: ada.id) == nil)
            for table in ["meter_references", "meter_readings"] {
                let left = try await store.database.raw("SELECT COUNT(*) AS n FROM \(unsafeRaw: table)").first()?.decode(column: "n", as: Int.self)
                #expect(left == 0, "a deleted meter takes its \(table) with it")
            }
        }
    }

    @Test("reference photos keep their fingerprint bytes and need the owner's meter and photo", arguments: TestEngine.all)
    func references(engine: TestEngine) async throws {
        try await engine.withStore { store in
            let ada = try await store.users.create(email: "ada@example.com", passwordHash: "x")
            let bob = try await store.users.create(email: "bob@example.com", passwordHash: "x")
            let gas = Meter(name: "Gas", kind: .gas, createdAt: created)
            try await store.meters.insertMeter(gas, owner: ada.id)
            let (mine, _) = try await store.photos.save(owner: ada.id, bytes: [1], mediaType: "image/jpeg", width: 1, height: 1, preview: [1])
            let (bobs, _) = try await store.photos.save(owner: bob.id, bytes: [2], mediaType: "image/jpeg", width: 1, height: 1, preview: [2])
            let fingerprint = (0..<4000).map { UInt8(truncatingIfNeeded: $0 * 7) }
            let daylight = MeterReferencePhoto(meter: gas.id, photo: mine.id, fingerprint: fingerprint, createdAt: created)
            let lamp = MeterReferencePhoto(meter: gas.id, photo: mine.id, fingerprint: [9], createdAt: created.addingTimeInterval(1))
            #expect(try await store.meters.insertReference(daylight, owner: ada.id))
            #expect(try await store.meters.insertReference(lamp, owner: ada.id))
            #expect(try await store.meters.insertReference(MeterReferencePhoto(meter: gas.id, photo: bobs.id, fingerprint: [1], createdAt: created),
                                                           owner: ada.id) == false, "another user's photo")
            #expect(try await store.meters.insertReference(MeterReferencePhoto(meter: gas.id, photo: bobs.id, fingerprint: [1], createdAt: created),
                                                           owner: bob.id) == false, "another user's meter")
            #expect(try await store.meters.references(meter: gas.id, owner: ada.id) == [daylight, lamp])
            #expect(try await store.meters.references(meter: gas.id, owner: bob.id) == nil)
            #expect(try await store.meters.allReferences(owner: ada.id).map(\.id) == [daylight.id, lamp.id])
            #expect(try await store.meters.allReferences(owner: bob.id).isEmpty)
            #expect(try await store.meters.deleteReference(id: lamp.id, meter: gas.id, owner: bob.id) == false)
            #expect(try await store.meters.deleteReference(id: lamp.id, meter: gas.id, owner: ada.id))
            #expect(try await store.photos.delete(id: mine.id, owner: ada.id))
            #expect(try await store.meters.references(meter: gas.id, owner: ada.id) == [], "a deleted photo is no reference any more")
        }
    }

    @Test("readings: oldest first, edited, deleted, and only the owner's photo is linked", arguments: TestEngine.all)
    func readings(engine: TestEngine) async throws {
        try await engine.withStore { store in
            let ada = try await store.users.create(email: "ada@example.com", passwordHash: "x")
            let bob = try await store.users.create(email: "bob@example.com", passwordHash: "x")
            let water = Meter(name: "Water", kind: .water, decimalDigits: 3, createdAt: created)
            try await store.meters.insertMeter(water, owner: ada.id)
            let (bobs, _) = try await store.photos.save(owner: bob.id, bytes: [2], mediaType: "image/jpeg", width: 1, height: 1, preview: [2])
            let later = MeterReading(value: 531.826, takenAt: created.addingTimeInterval(86_400), source: .photo, photo: bobs.id, note: "new meter")
            let earlier = MeterReading(value: 530.071, takenAt: created, source: .manual)
            #expect(try await store.meters.insertReading(later, meter: water.id, owner: ada.id))
            #expect(try await store.meters.insertReading(earlier, meter: water.id, owner: ada.id))
            #expect(try await store.meters.insertReading(earlier, meter: water.id, owner: bob.id) == false)
            var stored = later
            stored.photo = nil
            #expect(try await store.meters.readings(meter: water.id, owner: ada.id) == [earlier, stored],
                    "oldest first; Bob's photo is not linked to Ada's reading")
            #expect(try await store.meters.readings(meter: water.id, owner: bob.id) == nil)

            var corrected = earlier
            corrected.value = 530.171
            corrected.note = "misread 0 as 1"
            #expect(try await store.meters.updateReading(corrected, meter: water.id, owner: bob.id) == false)
            #expect(try await store.meters.updateReading(corrected, meter: water.id, owner: ada.id))
            #expect(try await store.meters.readings(meter: water.id, owner: ada.id)?.first == corrected)
            #expect(try await store.meters.deleteReading(id: earlier.id, meter: water.id, owner: bob.id) == false)
            #expect(try await store.meters.deleteReading(id: earlier.id, meter: water.id, owner: ada.id))
            #expect(try await store.meters.readings(meter: water.id, owner: ada.id) == [stored])
        }
    }
}
