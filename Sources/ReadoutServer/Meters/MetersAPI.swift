import Foundation
import HTTPTypes
import Hummingbird
import NIOCore
import ReadoutApps
import ReadoutRecognition

/// Meters over `/api/v1/meters`: meters, their reference photos, "which meter is this photo?",
/// the counter read from a photo, readings (a flagged one needs `"confirmed": true`), the
/// readings as CSV and the use per day, week or month.
struct MetersAPI {
    let meters: MetersService
    let idempotency: Idempotency

    func register<Base: RouterMethods>(on routes: CatalogedRoutes<Base>) {
        routes.get("/meters") { _, context in
            try JSONResponse.make(MetersBody(meters: try await meters.meters(owner: try context.requireIdentity().user.id)))
        }
        routes.post("/meters") { request, context in
            let owner = try context.requireIdentity().user.id
            let input = try await request.decode(as: MeterRequest.self, context: context)
            let meter = try await meters.createMeter(input.meter(createdAt: meters.now()), owner: owner)
            var response = try JSONResponse.make(meter, status: .created)
            response.headers[.location] = "/api/v1/meters/\(meter.id.uuidString.lowercased())"
            return response
        }
        routes.get("/meters/:id") { _, context in
            let owner = try context.requireIdentity().user.id
            return try JSONResponse.make(try await meters.meter(id: try context.id(missing: .meter), owner: owner))
        }
        routes.put("/meters/:id") { request, context in
            let owner = try context.requireIdentity().user.id
            let old = try await meters.meter(id: try context.id(missing: .meter), owner: owner)
            let input = try await request.decode(as: MeterRequest.self, context: context)
            return try JSONResponse.make(try await meters.updateMeter(input.meter(id: old.id, createdAt: old.createdAt, keeping: old), owner: owner))
        }
        routes.delete("/meters/:id") { _, context in
            let owner = try context.requireIdentity().user.id
            try await meters.deleteMeter(id: try context.id(missing: .meter), owner: owner)
            return Response(status: .noContent)
        }
        routes.get("/meters/:id/references") { _, context in
            let owner = try context.requireIdentity().user.id
            let references = try await meters.references(meter: try context.id(missing: .meter), owner: owner)
            return try JSONResponse.make(ReferencesBody(references: references.map(ReferenceBody.init)))
        }
        routes.post("/meters/:id/references") { request, context in
            let owner = try context.requireIdentity().user.id
            _ = try await meters.meter(id: try context.id(missing: .meter), owner: owner)  // another user's meter is 404 before the body is read
            let input = try await request.decode(as: PhotoRequest.self, context: context)
            let reference = try await meters.addReference(photo: try Self.photoID(input.photoId), meter: try context.id(missing: .meter), owner: owner)
            return try JSONResponse.make(ReferenceBody(reference), status: .created)
        }
        routes.delete("/meters/:id/references/:reference") { _, context in
            let owner = try context.requireIdentity().user.id
            let reference = try context.id("reference", missing: .meterReference)
            try await meters.deleteReference(id: reference, meter: try context.id(missing: .meter), owner: owner)
            return Response(status: .noContent)
        }
        routes.post("/meters/identifications") { request, context in
            let owner = try context.requireIdentity().user.id
            let input = try await request.decode(as: PhotoRequest.self, context: context)
            return try JSONResponse.make(try await meters.identify(photo: try Self.photoID(input.photoId), owner: owner))
        }
        routes.post("/meters/:id/counter-readings") { request, context in
            let owner = try context.requireIdentity().user.id
            _ = try await meters.meter(id: try context.id(missing: .meter), owner: owner)
            let input = try await request.decode(as: PhotoRequest.self, context: context)
            return try JSONResponse.make(try await meters.readCounter(photo: try Self.photoID(input.photoId), meter: try context.id(missing: .meter),
                                                                      strip: input.strip, owner: owner))
        }
        routes.get("/meters/:id/readings") { _, context in
            let owner = try context.requireIdentity().user.id
            let readings = try await meters.readings(meter: try context.id(missing: .meter), owner: owner)
            let intervals = MeterConsumption.intervals(readings).map { IntervalBody(start: $0.start, end: $0.end, amount: $0.amount, reset: $0.reset) }
            return try JSONResponse.make(ReadingsBody(readings: readings, intervals: intervals))
        }
        routes.post("/meters/:id/readings") { request, context in
            try await idempotency.once(request, context: context) { request, context in
                let owner = try context.requireIdentity().user.id
                _ = try await meters.meter(id: try context.id(missing: .meter), owner: owner)
                let input = try await request.decode(as: ReadingRequest.self, context: context)
                let reading = try await meters.addReading(try reading(input), meter: try context.id(missing: .meter), confirmed: input.confirmed ?? false, owner: owner)
                return try JSONResponse.make(reading, status: .created)
            }
        }
        routes.put("/meters/:id/readings/:reading") { request, context in
            let owner = try context.requireIdentity().user.id
            _ = try await meters.meter(id: try context.id(missing: .meter), owner: owner)
            let id = try context.id("reading", missing: .meterReading)
            let input = try await request.decode(as: ReadingRequest.self, context: context)
            return try JSONResponse.make(try await meters.updateReading(try reading(input, id: id), meter: try context.id(missing: .meter),
                                                                        confirmed: input.confirmed ?? false, owner: owner))
        }
        routes.delete("/meters/:id/readings/:reading") { _, context in
            let owner = try context.requireIdentity().user.id
            let id = try context.id("reading", missing: .meterReading)
            try await meters.deleteReading(id: id, meter: try context.id(missing: .meter), owner: owner)
            return Response(status: .noContent)
        }
        routes.get("/meters/:id/readings.csv") { _, context in
            let owner = try context.requireIdentity().user.id
            let meter = try await meters.meter(id: try context.id(missing: .meter), owner: owner)
            let csv = MeterExport.csv(try await meters.readings(meter: meter.id, owner: owner), meter: meter)
            return Download.response(csv, contentType: "text/csv; charset=utf-8", title: meter.name, fallback: "meter", ending: "csv")
        }
        routes.get("/meters/:id/sensor") { request, context in
            let owner = try context.requireIdentity().user.id
            let meter = try await meters.meter(id: try context.id(missing: .meter), owner: owner)
            let zone = try DashboardTimeZone(request)
            let sensor = MeterSensor(readings: try await meters.readings(meter: meter.id, owner: owner), now: meters.now(), calendar: zone.calendar)
            return try JSONResponse.make(SensorBody(meter: meter, sensor: sensor, zone: zone))
        }
        routes.get("/meters/:id/consumption") { request, context in
            let owner = try context.requireIdentity().user.id
            let meter = try await meters.meter(id: try context.id(missing: .meter), owner: owner)
            let query = request.uri.queryParameters
            guard let period = MeterConsumption.Period(rawValue: query.get("period") ?? "day") else {
                throw AppError.badRequest(.init("error.meters.invalidPeriod"), code: "invalid_period")
            }
            // A bound given but unreadable (empty, a day without its time) is refused, never
            // replaced by the default: the chart would show another span than the one asked for.
            let to = try Self.instant(query.get("to")) ?? meters.now()
            let from = try Self.instant(query.get("from")) ?? to.addingTimeInterval(-30 * 86_400)
            let zone = try DashboardTimeZone(request)
            let readings = try await meters.readings(meter: meter.id, owner: owner)
            let buckets = MeterConsumption.perPeriod(readings, period: period, from: from, to: to, calendar: zone.calendar)
            return try JSONResponse.make(ConsumptionBody(period: period, unit: meter.unit,
                                                         buckets: buckets.map { .init(start: $0.start, amount: $0.amount) }))
        }
    }

    private func reading(_ input: ReadingRequest, id: UUID = UUID()) throws(AppError) -> MeterReading {
        let photo = try input.photoId.map { text throws(AppError) in try Self.photoID(text) }
        return MeterReading(id: id, value: input.value, takenAt: input.takenAt ?? meters.now(), source: photo == nil ? .manual : .photo,
                            photo: photo, note: input.note ?? "")
    }

    /// An ISO 8601 date-time of the query (`2026-11-29T08:00:00Z`), nil when absent.
    static func instant(_ text: String?) throws(AppError) -> Date? {
        guard let text else { return nil }
        guard let date = ISO8601DateFormatter().date(from: text) else {
            throw AppError.badRequest(.init("error.meters.invalidInstant"), code: "invalid_date_time")
        }
        return date
    }

    static func photoID(_ text: String) throws(AppError) -> UUID {
        guard let id = UUID(uuidString: text) else { throw AppError.notFound(.photo) }
        return id
    }
}
