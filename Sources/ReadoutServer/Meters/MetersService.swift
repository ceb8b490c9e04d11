import Foundation
import ReadoutApps
import ReadoutImage
import ReadoutRecognition
import ReadoutStore

/// Meters on the server: meters, their reference photos and readings through the store under
/// the app's rules; which meter a photo shows (fingerprints stored with the references, so a
/// photo is matched without decoding any reference); the counter read from the marked strip.
struct MetersService: Sendable {
    let store: Store
    let photos: PhotoIntake
    var now: @Sendable () -> Date = { Date() }

    // MARK: Meters

    func meters(owner: UUID) async throws -> [Meter] {
        try await store.meters.meters(owner: owner)
    }

    func meter(id: UUID, owner: UUID) async throws -> Meter {
        guard let meter = try await store.meters.meter(id: id, owner: owner) else { throw AppError.notFound(.meter) }
        return meter
    }

    func createMeter(_ raw: Meter, owner: UUID) async throws -> Meter {
        let meter = try Self.valid { try MeterRules.meter(raw) }
        try await store.meters.insertMeter(meter, owner: owner)
        return meter
    }

    func updateMeter(_ raw: Meter, owner: UUID) async throws -> Meter {
        let meter = try Self.valid { try MeterRules.meter(raw) }
        guard try await store.meters.updateMeter(meter, owner: owner) else { throw AppError.notFound(.meter) }
        return meter
    }

    func deleteMeter(id: UUID, owner: UUID) async throws {
        guard try await store.meters.deleteMeter(id: id, owner: owner) else { throw AppError.notFound(.meter) }
    }

    // MARK: Reference photos and identification

    func references(meter: UUID, owner: UUID) async throws -> [MeterReferencePhoto] {
        guard let references = try await store.meters.references(meter: meter, owner: owner) else { throw AppError.notFound(.meter) }
        return references
    }

    /// Fingerprints the owner's photo once and keeps it as a reference of the meter.
    func addReference(photo: UUID, meter: UUID, owner: UUID) async throws -> MeterReferencePhoto {
        _ = try await self.meter(id: meter, owner: owner)
        let image = try await decodedPhoto(photo, owner: owner)
        let fingerprint = try MeterFingerprint(image: image)
        let reference = MeterReferencePhoto(meter: meter, photo: photo, fingerprint: fingerprint.encoded, createdAt: now())
        guard try await store.meters.insertReference(reference, owner: owner) else { throw AppError.notFound(.photo) }
        return reference
    }

    func deleteReference(id: UUID, meter: UUID, owner: UUID) async throws {
        guard try await store.meters.deleteReference(id: id, meter: meter, owner: owner) else { throw AppError.notFound(.meterReference) }
    }

    struct Identification: Encodable {
        /// The meter, or nil: "not sure".
        let meter: Meter?
        /// The nearest meter even when not sure, to suggest first.
        let closest: Meter?
        let distance: Double
        let margin: Double
    }

    func identify(photo: UUID, owner: UUID) async throws -> Identification {
        let image = try await decodedPhoto(photo, owner: owner)
        let fingerprint = try MeterFingerprint(image: image)
        let references = try await store.meters.allReferences(owner: owner).compactMap { stored in
            (try? MeterFingerprint(encoded: stored.fingerprint)).map { MeterReference(meter: stored.meter, fingerprint: $0) }
        }
        let answer = ImageMatcher.identify(fingerprint, references: references)
        let meters = try await store.meters.meters(owner: owner)
        return Identification(meter: meters.first { $0.id == answer.meter }, closest: meters.first { $0.id == answer.closest },
                              distance: (answer.distance * 1000).rounded() / 1000, margin: (answer.margin * 1000).rounded() / 1000)
    }

    /// The counter in `strip` (or the meter's marked strip) of the owner's photo.
    func readCounter(photo: UUID, meter id: UUID, strip given: MeterStrip?, owner: UUID) async throws -> CounterReading {
        let meter = try await self.meter(id: id, owner: owner)
        guard let strip = given ?? meter.strip else {
            throw AppError.invalid(.init("error.meters.no_strip"), code: "no_strip")
        }
        let valid = try Self.valid { try MeterRules.strip(strip) }
        let image = try await decodedPhoto(photo, owner: owner)
        let rect = PixelRect(x: Int((valid.x * Double(image.width)).rounded()), y: Int((valid.y * Double(image.height)).rounded()),
                             width: Int((valid.width * Double(image.width)).rounded()), height: Int((valid.height * Double(image.height)).rounded()))
        let clamped = PixelRect(x: rect.x, y: rect.y, width: min(rect.width, image.width - rect.x), height: min(rect.height, image.height - rect.y))
        do {
            return try MeterReaderCache.reader().readCounter(image, strip: clamped, integerDigits: meter.integerDigits,
                                                             decimalDigits: meter.decimalDigits)
        } catch let error as MeterDigitReader.StripError {
            throw AppError.invalid(.init("error.meters.strip_too_small", ["detail": .text(error.description)]), code: "strip_too_small")
        }
    }

    // MARK: Readings

    func readings(meter: UUID, owner: UUID) async throws -> [MeterReading] {
        guard let readings = try await store.meters.readings(meter: meter, owner: owner) else { throw AppError.notFound(.meter) }
        return readings
    }

    /// Saves a reading unless the plausibility rules flag it and `confirmed` is false: then a 409
    /// names the concerns, and nothing is saved.
    func addReading(_ raw: MeterReading, meter id: UUID, confirmed: Bool, owner: UUID) async throws -> MeterReading {
        let meter = try await self.meter(id: id, owner: owner)
        let reading = try Self.valid { try MeterRules.reading(raw, of: meter) }
        try await checkPlausible(reading, among: try await readings(meter: id, owner: owner), confirmed: confirmed)
        guard try await store.meters.insertReading(reading, meter: id, owner: owner) else { throw AppError.notFound(.meter) }
        return reading
    }

    func updateReading(_ raw: MeterReading, meter id: UUID, confirmed: Bool, owner: UUID) async throws -> MeterReading {
        let meter = try await self.meter(id: id, owner: owner)
        let others = try await readings(meter: id, owner: owner)
        guard others.contains(where: { $0.id == raw.id }) else { throw AppError.notFound(.meterReading) }
        let reading = try Self.valid { try MeterRules.reading(raw, of: meter) }
        try await checkPlausible(reading, among: others.filter { $0.id != raw.id }, confirmed: confirmed)
        guard try await store.meters.updateReading(reading, meter: id, owner: owner) else { throw AppError.notFound(.meterReading) }
        return reading
    }

    func deleteReading(id: UUID, meter: UUID, owner: UUID) async throws {
        guard try await store.meters.deleteReading(id: id, meter: meter, owner: owner) else { throw AppError.notFound(.meterReading) }
    }

    private func checkPlausible(_ reading: MeterReading, among readings: [MeterReading], confirmed: Bool) async throws {
        let concerns = MeterPlausibility.concerns(value: reading.value, takenAt: reading.takenAt, among: readings)
        guard concerns.isEmpty || confirmed else {
            throw AppError(.conflict, code: "implausible_reading",
                           text: .init("error.meters.implausible_reading", ["concerns": .text(concerns.map(\.rawValue).joined(separator: ", "))]))
        }
    }

    // MARK: Support

    private func decodedPhoto(_ id: UUID, owner: UUID) async throws -> Image {
        guard let bytes = try await store.photos.bytes(id: id, owner: owner) else { throw AppError.notFound(.photo) }
        return try photos.decode(bytes).image
    }

    /// A rule's refusal as a 422 with the rule's code and its own sentence.
    static func valid<T>(_ check: () throws -> T) throws -> T {
        do {
            return try check()
        } catch let error as MeterRuleError {
            switch error {
            case .nameTooLong(let limit), .unitTooLong(let limit), .noteTooLong(let limit):
                throw AppError.invalid(.init("error.meters.\(error.code)", ["count": .integer(limit)]), code: error.code)
            case .emptyName, .invalidDigits, .invalidStrip, .invalidValue:
                throw AppError.invalid(.init("error.meters.\(error.code)"), code: error.code)
            }
        }
    }
}

/// The shipped counter-digit network, loaded once.
enum MeterReaderCache {
    private static let loaded = Result { try MeterDigitReader.shipped() }

    static func reader() throws -> MeterDigitReader {
        do {
            return try loaded.get()
        } catch {
            throw AppError(.serviceUnavailable, code: "model_missing", text: .init("error.meters.model_missing"))
        }
    }
}
