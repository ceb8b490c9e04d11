import Foundation
import ReadoutApps

/// The forms Meters' pages post.
extension MetersPages {
    struct MeterForm: CSRFProtectedForm {
        let csrfToken: String?
        let name: String?
        let kind: String?
        let unit: String?
        let integerDigits: Int?
        let decimalDigits: Int?
    }

    struct ReadingForm: CSRFProtectedForm {
        let csrfToken: String?
        let value: String?
        let takenAt: String?
        let timeZone: String?
        let note: String?
        let confirmed: String?
        let photoId: String?
    }
}

/// What `/api/v1/meters` reads and answers.
extension MetersAPI {
    struct MeterRequest: Decodable {
        let name: String
        let kind: MeterKind?
        let unit: String?
        let integerDigits: Int?
        let decimalDigits: Int?
        let strip: MeterStrip?

        func meter(id: UUID = UUID(), createdAt: Date, keeping old: Meter? = nil) -> Meter {
            let kind = kind ?? old?.kind ?? .other
            return Meter(id: id, name: name, kind: kind, unit: unit ?? old?.unit ?? kind.defaultUnit,
                         integerDigits: integerDigits ?? old?.integerDigits ?? 5, decimalDigits: decimalDigits ?? old?.decimalDigits ?? 0,
                         strip: strip ?? old?.strip, createdAt: createdAt)
        }
    }

    struct PhotoRequest: Decodable {
        let photoId: String
        let strip: MeterStrip?
    }

    struct ReadingRequest: Decodable {
        let value: Double
        /// When it was read; now when absent.
        let takenAt: Date?
        let photoId: String?
        let note: String?
        /// Keep it although the plausibility rules flag it.
        let confirmed: Bool?
    }

    struct MetersBody: Encodable { let meters: [Meter] }
    struct ReferenceBody: Encodable {
        let id: UUID
        let photoId: UUID
        let createdAt: Date
        init(_ reference: MeterReferencePhoto) {
            id = reference.id
            photoId = reference.photo
            createdAt = reference.createdAt
        }
    }
    struct ReferencesBody: Encodable { let references: [ReferenceBody] }
    struct ReadingsBody: Encodable {
        let readings: [MeterReading]
        let intervals: [IntervalBody]
    }
    struct IntervalBody: Encodable {
        let start: Date, end: Date, amount: Double, reset: Bool
    }
    /// A meter for a polling dashboard (`GET /api/v1/meters/{id}/sensor`): `state` is the latest
    /// reading, as Home Assistant's `rest` sensor reads it with `value_template`.
    struct SensorBody: Encodable {
        struct UsePerDay: Encodable {
            let yesterday: Nullable<Double>
            let last7Days: Nullable<Double>
            let last30Days: Nullable<Double>
        }
        struct Day: Encodable { let day: String; let use: Double }
        let id: String
        let name: String
        let kind: MeterKind
        let unit: String
        let state: Nullable<Double>
        let latestReadingAt: Nullable<Date>
        let usePerDay: UsePerDay
        let days: [Day]
        let timeZone: String

        init(meter: Meter, sensor: MeterSensor, zone: DashboardTimeZone) {
            id = meter.id.uuidString.lowercased()
            name = meter.name
            kind = meter.kind
            unit = meter.unit
            state = Nullable(sensor.latest?.value)
            latestReadingAt = Nullable(sensor.latest?.takenAt)
            usePerDay = UsePerDay(yesterday: Nullable(sensor.yesterday.map(dashboardRounded)),
                                  last7Days: Nullable(sensor.averageLast7Days.map(dashboardRounded)),
                                  last30Days: Nullable(sensor.averageLast30Days.map(dashboardRounded)))
            days = sensor.days.map { Day(day: isoDay($0.start, in: zone.calendar), use: dashboardRounded($0.use)) }
            timeZone = zone.name
        }
    }
    struct ConsumptionBody: Encodable {
        let period: MeterConsumption.Period
        let unit: String
        let buckets: [Bucket]
        struct Bucket: Encodable { let start: Date; let amount: Double }
    }
}
