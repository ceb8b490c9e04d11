import Foundation
import Hummingbird
import ReadoutApps

/// Meters' pages (seed 004, "Fotolicznik"): the user's meters, "which meter is this photo?" and a
/// form for a new one; a meter's page with its use charted (per day for a week or a month, per
/// month for a year or all, either for a chosen span), a reading from a photo or typed by hand
/// (one that looks wrong is kept only once confirmed), the readings with the use between them
/// (edit, delete), the reference photos with the strip marked on the first, rename and delete.
/// Plain forms; js/meters.js drives the photo steps through the API.
struct MetersPages {
    let services: AppServices
    let meters: MetersService

    func register<Base: RouterMethods>(on routes: CatalogedRoutes<Base>) {
        routes.get("/apps/meters") { request, context in
            try await homePage(request: request, context: context)
        }
        routes.post("/apps/meters") { request, context in
            let owner = try context.requireIdentity().user.id
            let form = try await services.verifiedForm(MeterForm.self, request: request, context: context)
            let kind = MeterKind(rawValue: form.kind ?? "") ?? .other
            let meter = Meter(name: form.name ?? "", kind: kind, integerDigits: form.integerDigits ?? 5,
                              decimalDigits: form.decimalDigits ?? 0, createdAt: meters.now())
            do {
                let created = try await meters.createMeter(meter, owner: owner)
                return .seeOther(Self.page(created.id), notice: "meters.meterCreated")
            } catch let error as AppError where error.status == .unprocessableContent {
                return try await homePage(request: request, context: context, typed: form.name, error: error)
            }
        }
        routes.get("/apps/meters/:id") { request, context in
            try await meterPage(request: request, context: context)
        }
        routes.post("/apps/meters/:id") { request, context in
            let (owner, meter, form) = try await meterForm(MeterForm.self, request: request, context: context)
            // Kind and wheels can change after creation (a meter set up wrong); readings are kept as they are.
            var changed = meter
            changed.name = form.name ?? meter.name
            changed.unit = form.unit ?? meter.unit
            changed.kind = form.kind.flatMap(MeterKind.init(rawValue:)) ?? meter.kind
            changed.integerDigits = form.integerDigits ?? meter.integerDigits
            changed.decimalDigits = form.decimalDigits ?? meter.decimalDigits
            do {
                _ = try await meters.updateMeter(changed, owner: owner)
            } catch let error as AppError where error.status == .unprocessableContent {
                return try await meterPage(request: request, context: context, error: error)
            }
            return .seeOther(Self.page(meter.id), notice: "meters.meterSaved")
        }
        routes.post("/apps/meters/:id/delete") { request, context in
            let (owner, meter, _) = try await meterForm(TokenForm.self, request: request, context: context)
            try await meters.deleteMeter(id: meter.id, owner: owner)
            return .seeOther("/apps/meters", notice: "meters.meterDeleted")
        }
        routes.post("/apps/meters/:id/readings") { request, context in
            let (owner, meter, form) = try await meterForm(ReadingForm.self, request: request, context: context)
            guard let value = Self.number(form.value ?? "") else {
                return try await meterPage(request: request, context: context, typed: form,
                                           error: AppError.invalid(.init("error.meters.invalidValue"), code: "invalid_value"))
            }
            let takenAt = Self.date(form.takenAt ?? "", timeZone: form.timeZone) ?? meters.now()
            let photo = form.photoId.flatMap(UUID.init(uuidString:))
            let reading = MeterReading(value: value, takenAt: takenAt, source: photo == nil ? .manual : .photo, photo: photo, note: form.note ?? "")
            do {
                _ = try await meters.addReading(reading, meter: meter.id, confirmed: form.confirmed == "1", owner: owner)
            } catch let error as AppError where error.status == .unprocessableContent || error.status == .conflict {
                return try await meterPage(request: request, context: context, typed: form, error: error,
                                           concerns: error.status == .conflict)
            }
            return .seeOther(Self.page(meter.id) + "#readings", notice: "meters.readingAdded")
        }
        routes.post("/apps/meters/:id/readings/:reading") { request, context in
            let (owner, meter, form) = try await meterForm(ReadingForm.self, request: request, context: context)
            let id = try context.id("reading", missing: .meterReading)
            guard let old = try await meters.readings(meter: meter.id, owner: owner).first(where: { $0.id == id }) else {
                throw AppError.notFound(.meterReading)
            }
            guard let value = Self.number(form.value ?? "") else {
                let error = AppError.invalid(.init("error.meters.invalidValue"), code: "invalid_value")
                return try await meterPage(request: request, context: context, refused: RefusedEdit(reading: id, form: form, error: error))
            }
            var changed = old
            changed.value = value
            changed.takenAt = Self.date(form.takenAt ?? "", timeZone: form.timeZone) ?? old.takenAt
            changed.note = form.note ?? old.note
            do {
                _ = try await meters.updateReading(changed, meter: meter.id, confirmed: form.confirmed == "1", owner: owner)
            } catch let error as AppError where error.status == .unprocessableContent || error.status == .conflict {
                return try await meterPage(request: request, context: context, refused: RefusedEdit(reading: id, form: form, error: error))
            }
            return .seeOther(Self.page(meter.id) + "#reading-" + id.uuidString.lowercased(), notice: "meters.readingSaved")
        }
        routes.post("/apps/meters/:id/references/:reference/delete") { request, context in
            let (owner, meter, _) = try await meterForm(TokenForm.self, request: request, context: context)
            let id = try context.id("reference", missing: .meterReference)
            try await meters.deleteReference(id: id, meter: meter.id, owner: owner)
            return .seeOther(Self.page(meter.id), notice: "meters.referenceDeleted")
        }
        routes.post("/apps/meters/:id/readings/:reading/delete") { request, context in
            let (owner, meter, _) = try await meterForm(TokenForm.self, request: request, context: context)
            let id = try context.id("reading", missing: .meterReading)
            try await meters.deleteReading(id: id, meter: meter.id, owner: owner)
            return .seeOther(Self.page(meter.id) + "#readings", notice: "meters.readingDeleted")
        }
    }

    /// The owner, the meter named in the path (404 unless it is theirs) and the posted form, its CSRF token checked.
    private func meterForm<Form: CSRFProtectedForm>(_ type: Form.Type, request: Request,
                                                              context: AppRequestContext) async throws -> (UUID, Meter, Form) {
        let owner = try context.requireIdentity().user.id
        let meter = try await meters.meter(id: try context.id(missing: .meter), owner: owner)
        let form = try await services.verifiedForm(Form.self, request: request, context: context)
        return (owner, meter, form)
    }

    static func page(_ id: UUID) -> String { "/apps/meters/\(id.uuidString.lowercased())" }

    /// A typed number, with a decimal comma or point.
    static func number(_ text: String) -> Double? {
        Double(text.trimmingCharacters(in: .whitespaces).replacingOccurrences(of: ",", with: "."))
    }

    /// The start of a `yyyy-MM-dd` day in UTC.
    static func day(_ text: String) -> Date? {
        let formatter = DateFormatter()
        formatter.locale = Locale(identifier: "en_US_POSIX")
        formatter.timeZone = .gmt
        formatter.dateFormat = "yyyy-MM-dd"
        return text.count == 10 ? formatter.date(from: text) : nil
    }

    /// `yyyy-MM-ddTHH:mm` from a datetime-local field, in the reader's time zone (UTC without script).
    static func date(_ text: String, timeZone: String?) -> Date? {
        let formatter = DateFormatter()
        formatter.locale = Locale(identifier: "en_US_POSIX")
        formatter.timeZone = timeZone.flatMap(TimeZone.init(identifier:)) ?? .gmt
        formatter.dateFormat = "yyyy-MM-dd'T'HH:mm"
        return formatter.date(from: text)
    }

    private func homePage(request: Request, context: AppRequestContext, typed: String? = nil, error: AppError? = nil) async throws -> Response {
        let owner = try context.requireIdentity().user.id
        var rows: [MeterRow] = []
        for meter in try await meters.meters(owner: owner) {
            let last = try await meters.readings(meter: meter.id, owner: owner).last
            let detail = last.map { reading in
                context.localizer("meters.lastReading", ["value": .text(context.language.format(reading.value, fractionDigits: meter.decimalDigits,
                                                                                                 unit: meter.unit)),
                                                         "date": .text(context.language.formatDate(reading.takenAt))])
            } ?? context.localizer("meters.noReadingsYet")
            rows.append(MeterRow(id: meter.id.uuidString.lowercased(), name: meter.name, detail: detail, page: Self.page(meter.id)))
        }
        let kinds = MeterKind.allCases.map { Choice(value: $0.rawValue, name: context.localizer("meters.kind.\($0.rawValue)"), selected: $0 == .water) }
        let start = try await StartingPhoto.from(request, owner: owner, photos: services.photos, localizer: context.localizer)
        return try services.page("meters", title: "apps.meters.name", tab: MetersModule.tab,
                                 content: HomeContent(meters: rows, empty: rows.isEmpty, kinds: kinds, nameValue: typed ?? "",
                                                      startPhoto: start.id, photoProblem: start.problem),
                                 request: request, context: context, error: error, status: error == nil ? .ok : .unprocessableContent)
    }

    private func meterPage(request: Request, context: AppRequestContext, typed: ReadingForm? = nil, error: AppError? = nil,
                           concerns: Bool = false, refused: RefusedEdit? = nil) async throws -> Response {
        let owner = try context.requireIdentity().user.id
        let meter = try await meters.meter(id: try context.id(missing: .meter), owner: owner)
        let readings = try await meters.readings(meter: meter.id, owner: owner)
        let references = try await meters.references(meter: meter.id, owner: owner)
        let language = context.language
        func amount(_ value: Double) -> String { language.format(value, fractionDigits: meter.decimalDigits, unit: meter.unit) }

        let parameters = request.uri.queryParameters
        let span = MeterChartSpan(period: parameters["period"].map(String.init), from: parameters["from"].flatMap { Self.day(String($0)) },
                                  to: parameters["to"].flatMap { Self.day(String($0)) }, now: meters.now(), first: readings.first?.takenAt)
        let (useChart, readingsChart) = charts(meter: meter, readings: readings, span: span, context: context)
        let intervals = MeterConsumption.intervals(readings)
        let iso = ISO8601DateFormatter()
        let rows = readings.enumerated().reversed().map { index, reading in
            let interval = index > 0 ? intervals[index - 1] : nil
            let edit = refused?.reading == reading.id ? refused : nil
            let photo = reading.photo.map { $0.uuidString.lowercased() }
            return ReadingRow(id: reading.id.uuidString.lowercased(), takenAt: iso.string(from: reading.takenAt),
                              takenText: language.formatDateTime(reading.takenAt), valueText: amount(reading.value),
                              useText: interval.map { $0.reset ? context.localizer("meters.reset") : "+" + amount($0.amount) },
                              note: reading.note.isEmpty ? nil : reading.note,
                              photoUrl: photo.map { "/api/v1/photos/\($0)/preview" }, photoPage: photo.map { "/photos/\($0)" },
                              editing: edit != nil, editValue: edit?.form.value ?? Self.plain(reading.value),
                              editTakenAt: edit?.form.takenAt ?? String(iso.string(from: reading.takenAt).prefix(16)), editNote: edit?.form.note ?? reading.note,
                              editConcerns: edit.flatMap { $0.error.status == .conflict ? $0.error.message(in: language) : nil },
                              editError: edit.flatMap { $0.error.status == .conflict ? nil : $0.error.message(in: language) })
        }
        let referenceRows = references.map { reference in
            let photo = reference.photo.uuidString.lowercased()
            return ReferenceRow(id: reference.id.uuidString.lowercased(), previewUrl: "/api/v1/photos/\(photo)/preview", photoPage: "/photos/\(photo)")
        }
        // ISO 8601 in UTC begins with the field values: yyyy-MM-dd (date), yyyy-MM-ddTHH:mm (datetime-local).
        func day(_ date: Date) -> String { String(iso.string(from: date).prefix(10)) }
        let concernText = concerns ? error?.message(in: language) : nil
        let start = try await StartingPhoto.from(request, owner: owner, photos: services.photos, localizer: context.localizer)
        let content = MeterContent(
            meter: MeterRow(id: meter.id.uuidString.lowercased(), name: meter.name,
                            detail: context.localizer("meters.kind.\(meter.kind.rawValue)") + " · " + meter.unit, page: Self.page(meter.id)),
            nameValue: meter.name, unitValue: meter.unit,
            kinds: MeterKind.allCases.map { Choice(value: $0.rawValue, name: context.localizer("meters.kind.\($0.rawValue)"), selected: $0 == meter.kind) },
            integerDigitsValue: meter.integerDigits, decimalDigitsValue: meter.decimalDigits,
            periods: MeterChartSpan.Period.links.map { ChoiceLink(name: context.localizer("meters.period.\($0.rawValue)"),
                                                   href: Self.page(meter.id) + "?period=\($0.rawValue)", current: $0 == span.period) },
            useChart: useChart, readingsChart: readingsChart, readings: rows, empty: rows.isEmpty,
            exportCsv: "/api/v1/meters/\(meter.id.uuidString.lowercased())/readings.csv",
            valueValue: typed?.value ?? "", takenAtValue: typed?.takenAt ?? "", noteValue: typed?.note ?? "",
            photoIdValue: typed?.photoId ?? "", concerns: concernText,
            wheels: meter.integerDigits + meter.decimalDigits,
            strip: meter.strip.map { [$0.x, $0.y, $0.width, $0.height].map { String(format: "%.5f", $0) }.joined(separator: ",") },
            hasStrip: meter.strip != nil,
            startPhoto: start.id, photoProblem: start.problem,
            references: referenceRows, hasReferences: !referenceRows.isEmpty, firstReference: referenceRows.first,
            customFrom: day(span.start), customTo: day(span.end.addingTimeInterval(span.period == .custom ? -1 : 0)))
        let status: HTTPResponse.Status = refused.map { $0.error.status == .conflict ? .conflict : .unprocessableContent }
            ?? (error == nil ? .ok : (concerns ? .conflict : .unprocessableContent))
        return try services.page("meters-meter", title: "meters.meter.title", tab: MetersModule.tab, content: content, request: request,
                                 context: context, error: concerns ? nil : error, status: status)
    }

    /// A value as typed back into a field: a point, no grouping, no trailing zeros.
    static func plain(_ value: Double) -> String {
        value == value.rounded() && abs(value) < 1e15 ? String(Int64(value)) : String(value)
    }
}
