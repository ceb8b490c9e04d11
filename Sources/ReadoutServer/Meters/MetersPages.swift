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

    struct Choice: Sendable {
        let value: String
        let name: String
        let selected: Bool
    }

    struct MeterRow: Sendable {
        let id: String
        let name: String
        let detail: String
        let page: String
    }

    struct HomeContent: Sendable {
        let meters: [MeterRow]
        let empty: Bool
        let kinds: [Choice]
        let nameValue: String
    }

    struct ReadingRow: Sendable {
        let id: String
        let takenAt: String
        let takenText: String
        let valueText: String
        let useText: String?
        let note: String?
        let photoUrl: String?
        let photoPage: String?
        /// The edit form: open after a refused edit, with what was typed and why.
        let editing: Bool
        let editValue: String
        let editTakenAt: String
        let editNote: String
        let editConcerns: String?
        let editError: String?
    }

    struct ReferenceRow: Sendable {
        let id: String
        let previewUrl: String
        let photoPage: String
    }

    /// A refused edit of one reading, shown in its own form.
    struct RefusedEdit {
        let reading: UUID
        let form: ReadingForm
        let error: AppError
    }

    struct PeriodLink: Sendable {
        let name: String
        let href: String
        let current: Bool
    }

    struct MeterContent: Sendable {
        let meter: MeterRow
        let nameValue: String
        let unitValue: String
        let kinds: [Choice]
        let integerDigitsValue: Int
        let decimalDigitsValue: Int
        let periods: [PeriodLink]
        let useChart: String?
        let readingsChart: String?
        let readings: [ReadingRow]
        let empty: Bool
        let exportCsv: String
        let valueValue: String
        let takenAtValue: String
        let noteValue: String
        let photoIdValue: String
        /// Set when the typed reading looks wrong: the form asks to confirm it.
        let concerns: String?
        let wheels: Int
        /// "x,y,width,height" in fractions of the photo, once marked.
        let strip: String?
        let hasStrip: Bool
        /// A photo the user confirmed shows this meter (from the meters page), read on arrival.
        let startPhoto: String?
        let references: [ReferenceRow]
        let hasReferences: Bool
        let firstReference: ReferenceRow?
        let customFrom: String
        let customTo: String
    }

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

    /// The chart's periods: how far back, and the bars' size.
    enum Period: String, CaseIterable {
        case week, month, year, all, custom

        /// The periods offered as links (a custom one comes from its form).
        static let links: [Period] = [.week, .month, .year, .all]

        func start(before end: Date, first: Date?) -> Date {
            switch self {
            case .week: end.addingTimeInterval(-7 * 86_400)
            case .month: end.addingTimeInterval(-30 * 86_400)
            case .year: end.addingTimeInterval(-365 * 86_400)
            case .all, .custom: first ?? end
            }
        }
    }

    /// The span charted: a named period back from now, or the days chosen (UTC days, both
    /// included); bars per day up to two months, per month beyond.
    struct Span {
        let period: Period
        let start: Date
        let end: Date
        var bars: MeterConsumption.Period { end.timeIntervalSince(start) <= 62 * 86_400 ? .day : .month }

        init(query: Request, now: Date, first: Date?) {
            let parameters = query.uri.queryParameters
            let chosen = Period(rawValue: parameters["period"].map(String.init) ?? "") ?? .month
            if chosen == .custom, let from = parameters["from"].flatMap({ MetersPages.day(String($0)) }),
               let to = parameters["to"].flatMap({ MetersPages.day(String($0)) }), from <= to {
                period = .custom
                start = from
                end = min(to.addingTimeInterval(86_400), now)
                return
            }
            period = chosen == .custom ? .month : chosen
            end = now
            start = period.start(before: now, first: first)
        }
    }

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
                                           error: AppError.invalid(.init("error.meters.invalid_value"), code: "invalid_value"))
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
            guard let id = context.parameters.get("reading").flatMap(UUID.init(uuidString:)),
                  let old = try await meters.readings(meter: meter.id, owner: owner).first(where: { $0.id == id }) else {
                throw AppError.notFound(.meterReading)
            }
            guard let value = Self.number(form.value ?? "") else {
                let error = AppError.invalid(.init("error.meters.invalid_value"), code: "invalid_value")
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
            guard let id = context.parameters.get("reference").flatMap(UUID.init(uuidString:)) else { throw AppError.notFound(.meterReference) }
            try await meters.deleteReference(id: id, meter: meter.id, owner: owner)
            return .seeOther(Self.page(meter.id), notice: "meters.referenceDeleted")
        }
        routes.post("/apps/meters/:id/readings/:reading/delete") { request, context in
            let (owner, meter, _) = try await meterForm(TokenForm.self, request: request, context: context)
            guard let id = context.parameters.get("reading").flatMap(UUID.init(uuidString:)) else { throw AppError.notFound(.meterReading) }
            try await meters.deleteReading(id: id, meter: meter.id, owner: owner)
            return .seeOther(Self.page(meter.id) + "#readings", notice: "meters.readingDeleted")
        }
    }

    /// The owner, the meter named in the path (404 unless it is theirs) and the posted form, its CSRF token checked.
    private func meterForm<Form: CSRFProtectedForm>(_ type: Form.Type, request: Request,
                                                              context: AppRequestContext) async throws -> (UUID, Meter, Form) {
        let owner = try context.requireIdentity().user.id
        let meter = try await meters.meter(id: try MetersAPI.id(context), owner: owner)
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
        return try services.page("meters", title: "apps.meters.name", tab: .meters,
                                 content: HomeContent(meters: rows, empty: rows.isEmpty, kinds: kinds, nameValue: typed ?? ""),
                                 request: request, context: context, error: error, status: error == nil ? .ok : .unprocessableContent)
    }

    private func meterPage(request: Request, context: AppRequestContext, typed: ReadingForm? = nil, error: AppError? = nil,
                           concerns: Bool = false, refused: RefusedEdit? = nil) async throws -> Response {
        let owner = try context.requireIdentity().user.id
        let meter = try await meters.meter(id: try MetersAPI.id(context), owner: owner)
        let readings = try await meters.readings(meter: meter.id, owner: owner)
        let references = try await meters.references(meter: meter.id, owner: owner)
        let language = context.language
        func amount(_ value: Double) -> String { language.format(value, fractionDigits: meter.decimalDigits, unit: meter.unit) }

        let span = Span(query: request, now: meters.now(), first: readings.first?.takenAt)
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
        let content = MeterContent(
            meter: MeterRow(id: meter.id.uuidString.lowercased(), name: meter.name,
                            detail: context.localizer("meters.kind.\(meter.kind.rawValue)") + " · " + meter.unit, page: Self.page(meter.id)),
            nameValue: meter.name, unitValue: meter.unit,
            kinds: MeterKind.allCases.map { Choice(value: $0.rawValue, name: context.localizer("meters.kind.\($0.rawValue)"), selected: $0 == meter.kind) },
            integerDigitsValue: meter.integerDigits, decimalDigitsValue: meter.decimalDigits,
            periods: Period.links.map { PeriodLink(name: context.localizer("meters.period.\($0.rawValue)"),
                                                   href: Self.page(meter.id) + "?period=\($0.rawValue)", current: $0 == span.period) },
            useChart: useChart, readingsChart: readingsChart, readings: rows, empty: rows.isEmpty,
            exportCsv: "/api/v1/meters/\(meter.id.uuidString.lowercased())/readings.csv",
            valueValue: typed?.value ?? "", takenAtValue: typed?.takenAt ?? "", noteValue: typed?.note ?? "",
            photoIdValue: typed?.photoId ?? "", concerns: concernText,
            wheels: meter.integerDigits + meter.decimalDigits,
            strip: meter.strip.map { [$0.x, $0.y, $0.width, $0.height].map { String(format: "%.5f", $0) }.joined(separator: ",") },
            hasStrip: meter.strip != nil,
            startPhoto: request.uri.queryParameters["photo"].flatMap { UUID(uuidString: String($0)) }.map { $0.uuidString.lowercased() },
            references: referenceRows, hasReferences: !referenceRows.isEmpty, firstReference: referenceRows.first,
            customFrom: day(span.start), customTo: day(span.end.addingTimeInterval(span.period == .custom ? -1 : 0)))
        let status: HTTPResponse.Status = refused.map { $0.error.status == .conflict ? .conflict : .unprocessableContent }
            ?? (error == nil ? .ok : (concerns ? .conflict : .unprocessableContent))
        return try services.page("meters-meter", title: "meters.meter.title", tab: .meters, content: content, request: request,
                                 context: context, error: concerns ? nil : error, status: status)
    }

    /// The use per day or month over the span, and the readings over time, as SVG.
    private func charts(meter: Meter, readings: [MeterReading], span: Span, context: AppRequestContext) -> (use: String?, readings: String?) {
        let language = context.language
        func amount(_ value: Double) -> String { language.format(value, fractionDigits: meter.decimalDigits, unit: meter.unit) }
        var utc = Calendar(identifier: .gregorian)
        utc.timeZone = .gmt
        let buckets = MeterConsumption.perPeriod(readings, period: span.bars, from: span.start, to: span.end, calendar: utc)
        let title = span.period == .custom
            ? context.localizer("meters.chart.use.custom.\(span.bars.rawValue)")
            : context.localizer("meters.chart.use.\(span.period.rawValue)")
        let useChart = buckets.isEmpty ? nil : MeterChart.bars(
            buckets.map { bucket in
                let label = span.bars == .day ? String(utc.component(.day, from: bucket.start)) : language.formatDate(bucket.start)
                return MeterChart.Bar(label: label, amount: bucket.amount,
                                      tooltip: "\(language.formatDate(bucket.start)): \(amount(bucket.amount))")
            },
            unit: meter.unit, title: title,
            format: { language.format($0, fractionDigits: $0 < 10 && $0 != $0.rounded() ? 2 : 0) })
        let shown = span.period == .custom ? readings.filter { $0.takenAt >= span.start && $0.takenAt <= span.end } : readings
        let readingsChart = shown.count < 2 ? nil : MeterChart.line(
            shown.map { MeterChart.Point(time: $0.takenAt, value: $0.value, tooltip: "\(language.formatDateTime($0.takenAt)): \(amount($0.value))") },
            unit: meter.unit, title: context.localizer("meters.chart.readings"),
            format: { language.format($0, fractionDigits: $0 == $0.rounded() ? 0 : 1) }, dateLabel: { language.formatDate($0) })
        return (useChart, readingsChart)
    }

    /// A value as typed back into a field: a point, no grouping, no trailing zeros.
    static func plain(_ value: Double) -> String {
        value == value.rounded() && abs(value) < 1e15 ? String(Int64(value)) : String(value)
    }
}
