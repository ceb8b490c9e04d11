import ReadoutImage
import ReadoutLanguage

/// What a photo says about its due date: the text read and the dates found in it.
public struct DueDateReading: Sendable {
    /// The reading the best candidate came from (for showing the text and highlighting words).
    public var text: RecognizedText
    /// Every date found, best first.
    public var candidates: [DueDateCandidate]
    /// The first reading (`.accurate`, the page's layout found), or the reading of the photo as
    /// taken that `DueDateReader.read(_:reference:keepingTheLayout:)` adds: it keeps a
    /// schedule's rows and columns as printed, and a whole page's items are read from it. The
    /// due date's reading (`text`) may be the one that read the page as one block, whose rows
    /// run into each other (dev syllabus page 24 gave one item of seven that way, six from this).
    public var pageText: RecognizedText

    public init(text: RecognizedText, candidates: [DueDateCandidate], pageText: RecognizedText? = nil) {
        self.text = text
        self.candidates = candidates
        self.pageText = pageText ?? text
    }

    /// The due date, or nil when the photo shows none the extractor would stand by.
    public var due: DueDateCandidate? {
        DueDateExtractor.due(among: candidates)
    }

    /// The lines Tesseract was sure of. The reader keeps every word for the extractor, so
    /// texture read as words ("Gleb beh tee") is left out of what is offered as a title.
    public var confidentText: String {
        text.lines.filter { $0.confidence >= Self.confidentLine }.map(\.text).joined(separator: "\n")
    }

    /// The junk filter's bar for a whole line (`JunkFilter.unsureLineConfidence` is 0.3; a title
    /// is worth more care).
    static let confidentLine = 0.5
}

/// Reads the due date in a photo: whitens the dark margins around the page (a scanner's black
/// bars make Tesseract see an empty page), recognises the text twice (`.accurate` cleans up
/// the photo and finds its layout, `.fast` reads it as one block as it is; each loses dates the
/// other keeps) and lets the readings vote. Chosen on the SROIE development receipts: the
/// margins took the pair from 44 to 47 of 60, one block instead of automatic layout for the
/// `.fast` reading from 41 to 44; a third reading (`.fast`, automatic) lost two. When the two
/// disagree or find no date, the smoothed print is read the same two ways and all four vote
/// (50 → 53 of 60; about a quarter more time over the 60). Every word Tesseract read is kept,
/// unsure ones included (`RecognitionOptions.keepsUnsureWords`): the junk filter for prose had
/// dropped two dates (53 → 55).
public struct DueDateReader: Sendable {
    let recognizer: TextRecognizer
    let extractor: DueDateExtractor
    let readings: [RecognitionOptions]

    /// The two readings that vote by default.
    public static let standardReadings: [(RecognitionOptions.Level, RecognitionOptions.Segmentation)] =
        [(.accurate, .automatic), (.fast, .singleBlock)]

    /// Read only when the standard readings found no due date: the layouts they do not use.
    /// On the SROIE development receipts `.fast` with automatic layout read two dates that
    /// both standard readings lost; as a third voter it had cost two others.
    public static let fallbackReadings: [(RecognitionOptions.Level, RecognitionOptions.Segmentation)] =
        [(.fast, .automatic), (.accurate, .singleBlock)]

    let fallbacks: [RecognitionOptions]
    /// The reading that keeps a page's layout: `.accurate`, automatic layout.
    let layoutReading: RecognitionOptions

    public init(recognizer: TextRecognizer, dayFirst: Bool = false, languages: [String] = ["eng"],
                readings: [(RecognitionOptions.Level, RecognitionOptions.Segmentation)] = standardReadings,
                fallbacks: [(RecognitionOptions.Level, RecognitionOptions.Segmentation)] = fallbackReadings) {
        self.recognizer = recognizer
        self.extractor = DueDateExtractor(dayFirst: dayFirst)
        let options = { (pairs: [(RecognitionOptions.Level, RecognitionOptions.Segmentation)]) in
            pairs.map { RecognitionOptions(level: $0.0, languages: languages, segmentation: $0.1, keepsUnsureWords: true) }
        }
        self.readings = options(readings)
        self.fallbacks = options(fallbacks)
        self.layoutReading = options([(.accurate, .automatic)])[0]
    }

    /// The due date in `image`. With `keepingTheLayout`, the page's text (`pageText`, a whole
    /// page's items are read from it) comes from an `.accurate` reading more, of the photo as
    /// taken, run beside the vote: on the whitened copy a page's desk is painted white and the
    /// page finder no longer finds the page, so a photographed table's rows come out skewed into
    /// each other (dev syllabus photos: items 0.813 / 0.757 from the whitened reading, 0.851 /
    /// 0.765 from this one), while the vote itself reads receipts better whitened (313 wider
    /// SROIE dev receipts: 286 against 281 with `.accurate` unwhitened).
    public func read(_ image: Image, reference: CalendarDay, keepingTheLayout: Bool = false) async throws -> DueDateReading {
        async let layout = keepingTheLayout ? try recognizer.recognize(image, options: layoutReading) : nil
        var reading = try await vote(on: image, reference: reference)
        if let page = try await layout { reading.pageText = page }
        return reading
    }

    private func vote(on image: Image, reference: CalendarDay) async throws -> DueDateReading {
        let photo = image.whiteningDarkMargins()
        var ballot = Ballot(extractor: extractor, reference: reference)
        ballot.add(try await read(photo, with: readings))
        guard !ballot.isUnanimous else { return ballot.result }
        // The readings disagree or found no date: the print smoothed (dot-matrix dots joined,
        // faded strokes darkened) is read the same ways, and its errors fall on other digits.
        let smoothed = photo.smoothedPrint()
        ballot.add(try await read(smoothed, with: readings))
        guard ballot.lacksADate else { return ballot.result }
        // Still no date to stand by (nothing, or only a time of day, which lands on the
        // reference day): the other layouts are read too, one after another, until one gives
        // a date. Only such photos pay for them.
        let standing = ballot.result
        for options in fallbacks {
            for view in [photo, smoothed] {
                ballot.add([try await recognizer.recognize(view, options: options)])
                if !ballot.lacksADate { return ballot.result }
            }
        }
        return standing
    }

    /// Reads `image` once per option, concurrently, in the options' order.
    private func read(_ image: Image, with options: [RecognitionOptions]) async throws -> [RecognizedText] {
        try await withThrowingTaskGroup(of: (Int, RecognizedText).self) { group in
            for (index, options) in options.enumerated() {
                group.addTask { (index, try await recognizer.recognize(image, options: options)) }
            }
            var texts: [(Int, RecognizedText)] = []
            for try await reading in group { texts.append(reading) }
            return texts.sorted { $0.0 < $1.0 }.map(\.1)
        }
    }

    /// The readings so far and the dates each holds.
    struct Ballot {
        let extractor: DueDateExtractor
        let reference: CalendarDay
        private(set) var readings: [RecognizedText] = []
        private(set) var candidates: [[DueDateCandidate]] = []

        init(extractor: DueDateExtractor, reference: CalendarDay) {
            self.extractor = extractor
            self.reference = reference
        }

        mutating func add(_ texts: [RecognizedText]) {
            readings += texts
            candidates += texts.map { extractor.candidates(in: $0.text, reference: reference) }
        }

        var result: DueDateReading { DueDateReader.vote(readings: readings, candidates: candidates) }

        var lacksADate: Bool { DueDateReader.lacksADate(result.due, reference: reference) }

        /// Every reading holds the winning date, and it is a date.
        var isUnanimous: Bool {
            guard let due = result.due, !DueDateReader.lacksADate(due, reference: reference) else { return false }
            return candidates.allSatisfy { $0.contains { $0.day == due.day } }
        }
    }

    /// True when `due` is missing, or is a time of day on the reference day (how a bare time
    /// such as a receipt's "20:58" is read), rather than a date the text states.
    static func lacksADate(_ due: DueDateCandidate?, reference: CalendarDay) -> Bool {
        guard let due else { return true }
        return due.day == reference && due.time != nil
    }

    /// Candidates of the same day from different readings support each other; the reading
    /// that holds the winner is the one shown.
    static func vote(readings: [RecognizedText], candidates: [[DueDateCandidate]]) -> DueDateReading {
        // Each reading's confidence in a day, summed: the readings that hold a day say how sure
        // they are on average, so one reading that lost the words around a date does not speak
        // for all of them.
        var support: [CalendarDay: Int] = [:]
        var summed: [CalendarDay: Double] = [:]
        for list in candidates {
            for day in Set(list.map(\.day)) {
                support[day, default: 0] += 1
                summed[day, default: 0] += list.filter { $0.day == day }.map(\.confidence).max() ?? 0
            }
        }
        // One candidate per day: the most confident, unless another reading reads the same
        // words further (a reading cut after "at 3" never beats "at 3:30 PM", however sure).
        var merged: [(candidate: DueDateCandidate, reading: Int)] = []
        for (reading, list) in candidates.enumerated() {
            for candidate in list {
                if let index = merged.firstIndex(where: { $0.candidate.day == candidate.day }) {
                    let kept = merged[index].candidate
                    guard kept.isRefined(by: candidate)
                        || (candidate.confidence > kept.confidence && !candidate.isRefined(by: kept)) else { continue }
                    merged[index] = (candidate, reading)
                } else {
                    merged.append((candidate, reading))
                }
            }
        }
        let ranked = merged.map { entry -> (DueDateCandidate, Int) in
            let day = entry.candidate.day, readings = support[day] ?? 1
            let mean = (summed[day] ?? entry.candidate.confidence) / Double(readings)
            // Agreement strengthens a date the extractor stands by; it never turns a bare time
            // (on the reference day in every reading) into a due date.
            guard mean >= DueDateExtractor.minimumDueConfidence else { return (entry.candidate.with(confidence: mean), entry.reading) }
            // Two agreeing readings are enough: beyond that a line every reading gets right
            // ("Join our family TODAY!") would outvote a date the print makes hard to read.
            let agreeing = Double(min(readings - 1, 2))
            return (entry.candidate.with(confidence: min(0.99, mean + 0.1 * agreeing)), entry.reading)
        }
        .sorted { $0.0.confidence > $1.0.confidence }
        let shown = ranked.first?.1 ?? 0
        // Ranges index the shown reading's text; candidates from the other reading keep their
        // words but are only highlighted when the shown text holds them too.
        let text = readings.indices.contains(shown) ? readings[shown] : RecognizedText(text: "", lines: [])
        return DueDateReading(text: text, candidates: ranked.map(\.0), pageText: readings.first)
    }
}
