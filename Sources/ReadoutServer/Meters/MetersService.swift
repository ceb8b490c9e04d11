import Foundation
import ReadoutApps
import ReadoutImage
import ReadoutRecognition
import ReadoutStore

/// Meters on the server: meters, their reference photos and readings through the store under
/// the app's rules; which meter a photo shows (fingerprints stored with the references, so a
/// photo is matched without decoding any reference); the counter read from the marked strip.
struct MetersService: Sendable {
    let repository: any MeterRepository
    let photoLibrary: any PhotoLibrary
    let decoder: PhotoDecoder
    let recognition: TextRecognitionService
    var events: WebhookEvents = .none
    var now: @Sendable () -> Date = { Date() }

    /// A `meter.reading.saved` event's data: the reading, its meter, and whether it is new.
    struct ReadingSavedEvent: Encodable, Sendable {
        enum Change: String, Encodable, Sendable { case added, updated }
        let meter: Meter
        let reading: MeterReading
        let change: Change
    }

    // MARK: Meters

    func meters(owner: UUID) async throws -> [Meter] {
        try await repository.meters(owner: owner)
    }

    func meter(id: UUID, owner: UUID) async throws -> Meter {
        guard let meter = try await repository.meter(id: id, owner: owner) else { throw AppError.notFound(.meter) }
        return meter
    }

    func createMeter(_ raw: Meter, owner: UUID) async throws -> Meter {
        let meter = try AppError.refusing { () throws(MeterRuleError) in try MeterRules.meter(raw) }
        try await repository.insertMeter(meter, owner: owner)
        return meter
    }

    func updateMeter(_ raw: Meter, owner: UUID) async throws -> Meter {
        let meter = try AppError.refusing { () throws(MeterRuleError) in try MeterRules.meter(raw) }
        guard try await repository.updateMeter(meter, owner: owner) else { throw AppError.notFound(.meter) }
        return meter
    }

    func deleteMeter(id: UUID, owner: UUID) async throws {
        guard try await repository.deleteMeter(id: id, owner: owner) else { throw AppError.notFound(.meter) }
    }

    // MARK: Reference photos and identification

    func references(meter: UUID, owner: UUID) async throws -> [MeterReferencePhoto] {
        guard let references = try await repository.references(meter: meter, owner: owner) else { throw AppError.notFound(.meter) }
        return references
    }

    /// Fingerprints the owner's photo once and keeps it as a reference of the meter.
    func addReference(photo: UUID, meter: UUID, owner: UUID) async throws -> MeterReferencePhoto {
        _ = try await self.meter(id: meter, owner: owner)
        let image = try await photoLibrary.image(id: photo, owner: owner, decoder: decoder)
        let fingerprint = try MeterFingerprint(image: image)
        let reference = MeterReferencePhoto(meter: meter, photo: photo, fingerprint: fingerprint.encoded, createdAt: now())
        guard try await repository.insertReference(reference, owner: owner) else { throw AppError.notFound(.photo) }
        return reference
    }

    func deleteReference(id: UUID, meter: UUID, owner: UUID) async throws {
        guard try await repository.deleteReference(id: id, meter: meter, owner: owner) else { throw AppError.notFound(.meterReference) }
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
        let image = try await photoLibrary.image(id: photo, owner: owner, decoder: decoder)
        let fingerprint = try MeterFingerprint(image: image)
        let references = try await repository.allReferences(owner: owner).compactMap { stored in
            (try? MeterFingerprint(encoded: stored.fingerprint)).map { MeterReference(meter: stored.meter, fingerprint: $0) }
        }
        let answer = ImageMatcher.identify(fingerprint, references: references)
        let meters = try await repository.meters(owner: owner)
        return Identification(meter: meters.first { $0.id == answer.meter }, closest: meters.first { $0.id == answer.closest },
                              distance: (answer.distance * 1000).rounded() / 1000, margin: (answer.margin * 1000).rounded() / 1000)
    }

    /// What a photo's counter reads: the network's reading, where the strip was cut (placed by
    /// `StripAligner` when the strip came from the reference photo), Tesseract's second opinion
    /// and when the camera says the photo was taken.
    struct CounterRead: Encodable {
        let text: String
        let value: Double
        let wheels: [MeterDigitReading]
        let digits: [Int]
        let unsure: [Int]
        /// The strip read, in fractions of the photo: send it back adjusted to read again.
        let strip: MeterStrip
        /// True when the marked strip was found in this photo; false when it was taken as given
        /// (sent by the client, or not found: the place it had on the reference).
        let aligned: Bool
        /// Tesseract's digits (a second opinion; wheels where it differs are in `unsure`).
        let secondOpinion: String?
        /// The camera's clock (EXIF), "2026-11-25T08:30:00", with its offset when it wrote one.
        let photoTakenAt: CaptureTime?
    }

    /// The counter of the owner's photo: in `strip` when given (fractions of this photo), else
    /// in the meter's strip, looked for where it is in this photo.
    func readCounter(photo: UUID, meter id: UUID, strip given: MeterStrip?, owner: UUID) async throws -> CounterRead {
        let meter = try await self.meter(id: id, owner: owner)
        guard let marked = given ?? meter.strip else {
            throw AppError.invalid(.init("error.meters.noStrip"), code: "no_strip")
        }
        let valid = try AppError.refusing { () throws(MeterRuleError) in try MeterRules.strip(marked) }
        // The bytes, not only the image: the photo's EXIF says when it was taken.
        guard let bytes = try await photoLibrary.bytes(id: photo, owner: owner) else { throw AppError.notFound(.photo) }
        let image = try decoder.decode(bytes).image
        let found = given == nil ? try await alignedStrip(valid, meter: id, photo: photo, image: image, owner: owner) : nil
        let rect = found ?? Self.pixels(valid, in: image)
        let reading: CounterReading
        do {
            reading = try MeterReaderCache.reader().readCounter(image, strip: rect, integerDigits: meter.integerDigits,
                                                                decimalDigits: meter.decimalDigits)
        } catch let error as MeterDigitReader.StripError {
            throw AppError.invalid(.init("error.meters.stripTooSmall", ["detail": .text(error.description)]), code: "strip_too_small")
        }
        let secondOpinion = try? await recognition.gate.run {
            try await CounterSecondOpinion.read(try image.cropped(to: rect), with: recognition.recognizer)
        }
        let checked = reading.doubting(CounterSecondOpinion.disagreements(digits: reading.digits, tesseract: secondOpinion ?? ""))
        let used = MeterStrip(x: Double(rect.x) / Double(image.width), y: Double(rect.y) / Double(image.height),
                              width: Double(rect.width) / Double(image.width), height: Double(rect.height) / Double(image.height))
        return CounterRead(text: checked.text, value: checked.value, wheels: checked.wheels, digits: checked.digits, unsure: checked.unsure,
                           strip: used, aligned: found != nil, secondOpinion: secondOpinion, photoTakenAt: CaptureTime(jpeg: Data(bytes)))
    }

    /// The meter's strip found in `image` by aligning it with the first reference photo, where
    /// the strip is marked; nil without a reference, on the reference itself, or when not found.
    private func alignedStrip(_ strip: MeterStrip, meter: UUID, photo: UUID, image: Image, owner: UUID) async throws -> PixelRect? {
        guard let reference = try await references(meter: meter, owner: owner).first, reference.photo != photo,
              let bytes = try await photoLibrary.bytes(id: reference.photo, owner: owner),
              let referenceImage = try? decoder.decode(bytes).image else { return nil }
        return try StripAligner.align(strip: Self.pixels(strip, in: referenceImage), reference: referenceImage, photo: image)?.strip
    }

    /// A strip in fractions as whole pixels of `image`, kept inside it.
    static func pixels(_ strip: MeterStrip, in image: Image) -> PixelRect {
        let x = min(image.width - 1, Int((strip.x * Double(image.width)).rounded()))
        let y = min(image.height - 1, Int((strip.y * Double(image.height)).rounded()))
        return PixelRect(x: x, y: y, width: max(1, min(Int((strip.width * Double(image.width)).rounded()), image.width - x)),
                         height: max(1, min(Int((strip.height * Double(image.height)).rounded()), image.height - y)))
    }

    // MARK: Readings

    func readings(meter: UUID, owner: UUID) async throws -> [MeterReading] {
        guard let readings = try await repository.readings(meter: meter, owner: owner) else { throw AppError.notFound(.meter) }
        return readings
    }

    /// Saves a reading unless the plausibility rules flag it and `confirmed` is false: then a 409
    /// names the concerns, and nothing is saved.
    func addReading(_ raw: MeterReading, meter id: UUID, confirmed: Bool, owner: UUID) async throws -> MeterReading {
        let meter = try await self.meter(id: id, owner: owner)
        let reading = try AppError.refusing { () throws(MeterRuleError) in try MeterRules.reading(raw, of: meter) }
        try await checkPlausible(reading, among: try await readings(meter: id, owner: owner), of: meter, confirmed: confirmed)
        guard try await repository.insertReading(reading, meter: id, owner: owner) else { throw AppError.notFound(.meter) }
        await events.publish(.meterReadingSaved, owner: owner, key: reading.id.uuidString.lowercased(),
                             data: ReadingSavedEvent(meter: meter, reading: reading, change: .added))
        return reading
    }

    func updateReading(_ raw: MeterReading, meter id: UUID, confirmed: Bool, owner: UUID) async throws -> MeterReading {
        let meter = try await self.meter(id: id, owner: owner)
        let others = try await readings(meter: id, owner: owner)
        guard others.contains(where: { $0.id == raw.id }) else { throw AppError.notFound(.meterReading) }
        let reading = try AppError.refusing { () throws(MeterRuleError) in try MeterRules.reading(raw, of: meter) }
        try await checkPlausible(reading, among: others.filter { $0.id != raw.id }, of: meter, confirmed: confirmed)
        guard try await repository.updateReading(reading, meter: id, owner: owner) else { throw AppError.notFound(.meterReading) }
        await events.publish(.meterReadingSaved, owner: owner, key: UUID().uuidString.lowercased(),
                             data: ReadingSavedEvent(meter: meter, reading: reading, change: .updated))
        return reading
    }

    func deleteReading(id: UUID, meter: UUID, owner: UUID) async throws {
        guard try await repository.deleteReading(id: id, meter: meter, owner: owner) else { throw AppError.notFound(.meterReading) }
    }

    private func checkPlausible(_ reading: MeterReading, among readings: [MeterReading], of meter: Meter, confirmed: Bool) async throws {
        let concerns = MeterPlausibility.concerns(value: reading.value, takenAt: reading.takenAt, among: readings, of: meter)
        guard concerns.isEmpty || confirmed else {
            let reasons = concerns.map { Self.reason($0, for: reading, among: readings, of: meter) }
            throw AppError(.conflict, code: "implausible_reading",
                           text: .init("error.meters.implausibleReading", ["reasons": .messages(reasons)]))
        }
    }

    /// A concern in words, with the reading it was judged against ("lower than the previous
    /// reading, 531 m³ on Nov 26, 2026"), so the user sees what to check, not a code.
    static func reason(_ concern: MeterConcern, for reading: MeterReading, among readings: [MeterReading], of meter: Meter) -> LocalizedText {
        let other = MeterPlausibility.comparedReading(for: concern, at: reading.takenAt, among: readings)
        let digits = meter.decimalDigits
        var arguments: [String: MessageArgument] = ["unit": .text(meter.unit)]
        if let other {
            arguments["value"] = .decimal(other.value, fractionDigits: digits)
            arguments["date"] = .date(other.takenAt)
            arguments["use"] = .decimal(reading.value - other.value, fractionDigits: digits)
        }
        if concern == .unusuallyHighUse { arguments["factor"] = .integer(Int(MeterPlausibility.unusualFactor)) }
        return LocalizedText("meters.concern.\(concern.rawValue)", arguments)
    }
}

/// The shipped counter-digit network, loaded once.
enum MeterReaderCache {
    private static let loaded = Result { try MeterDigitReader.shipped() }

    static func reader() throws -> MeterDigitReader {
        do {
            return try loaded.get()
        } catch {
            throw AppError(.serviceUnavailable, code: "model_missing", text: .init("error.meters.modelMissing"))
        }
    }
}
