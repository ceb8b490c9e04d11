import Foundation

/// What a meter measures; each kind suggests a unit.
public enum MeterKind: String, Sendable, Codable, CaseIterable {
    case water, electricity, gas, heat, other

    /// The unit a new meter of this kind starts with.
    public var defaultUnit: String {
        switch self {
        case .water, .gas: "m³"
        case .electricity: "kWh"
        case .heat: "GJ"
        case .other: ""
        }
    }
}

/// The counter window on a reference photo, as fractions of its width and height (0…1), so it
/// holds whatever size the photo is shown or stored at.
public struct MeterStrip: Sendable, Codable, Equatable {
    public var x: Double
    public var y: Double
    public var width: Double
    public var height: Double

    public init(x: Double, y: Double, width: Double, height: Double) {
        self.x = x
        self.y = y
        self.width = width
        self.height = height
    }
}

/// One of the user's meters (the seed's "licznik"): named, of a kind, read in a unit, its counter
/// showing `integerDigits` wheels before the decimal point and `decimalDigits` after.
public struct Meter: Sendable, Codable, Equatable, Identifiable {
    public var id: UUID
    public var name: String
    public var kind: MeterKind
    public var unit: String
    public var integerDigits: Int
    public var decimalDigits: Int
    /// Where the counter is on the reference photos, once the user has marked it.
    public var strip: MeterStrip?
    public var createdAt: Date

    public init(id: UUID = UUID(), name: String, kind: MeterKind, unit: String? = nil, integerDigits: Int = 5,
                decimalDigits: Int = 0, strip: MeterStrip? = nil, createdAt: Date) {
        self.id = id
        self.name = name
        self.kind = kind
        self.unit = unit ?? kind.defaultUnit
        self.integerDigits = integerDigits
        self.decimalDigits = decimalDigits
        self.strip = strip
        self.createdAt = createdAt
    }
}

/// A photo the user took of a meter to recognise it by (several are allowed: daylight, lamp).
public struct MeterReferencePhoto: Sendable, Equatable, Identifiable {
    public var id: UUID
    public var meter: UUID
    /// The photo in the user's photo store.
    public var photo: UUID
    /// `MeterFingerprint` bytes, computed once when the photo was added.
    public var fingerprint: [UInt8]
    public var createdAt: Date

    public init(id: UUID = UUID(), meter: UUID, photo: UUID, fingerprint: [UInt8], createdAt: Date) {
        self.id = id
        self.meter = meter
        self.photo = photo
        self.fingerprint = fingerprint
        self.createdAt = createdAt
    }
}

/// A reading of a meter's counter at a moment.
public struct MeterReading: Sendable, Codable, Equatable, Identifiable {
    public enum Source: String, Sendable, Codable {
        /// Read from a photo (and confirmed or corrected by the user).
        case photo
        /// Typed by the user.
        case manual
    }

    public var id: UUID
    public var value: Double
    public var takenAt: Date
    public var source: Source
    /// The photo it was read from, when there is one.
    public var photo: UUID?
    /// Why the user kept a reading the plausibility rules flagged ("meter replaced"), if any.
    public var note: String

    public init(id: UUID = UUID(), value: Double, takenAt: Date, source: Source, photo: UUID? = nil, note: String = "") {
        self.id = id
        self.value = value
        self.takenAt = takenAt
        self.source = source
        self.photo = photo
        self.note = note
    }
}
