import ReadoutImage
import ReadoutLanguage
import ReadoutRecognition

/// What a photo says about its due date: the text read and the dates found in it.
public struct DueDateReading: Sendable {
    /// The reading the best candidate came from (for showing the text and highlighting words).
    public var text: RecognizedText
    /// Every date found, best first.
    public var candidates: [DueDateCandidate]

    /// The due date, or nil when the photo shows none the extractor would stand by.
    public var due: DueDateCandidate? {
        DueDateExtractor.due(among: candidates)
    }
}

/// Reads the due date in a photo: recognises the text twice (`.accurate` cleans up the photo,
/// `.fast` reads it as it is; each loses dates the other keeps, measured on the SROIE
/// receipts) and lets the readings vote.
public struct DueDateReader: Sendable {
    let recognizer: TextRecognizer
    let extractor: DueDateExtractor
    let languages: [String]

    public init(recognizer: TextRecognizer, dayFirst: Bool = false, languages: [String] = ["eng"]) {
        self.recognizer = recognizer
        self.extractor = DueDateExtractor(dayFirst: dayFirst)
        self.languages = languages
    }

    public func read(_ image: Image, reference: CalendarDay) async throws -> DueDateReading {
        async let accurate = recognizer.recognize(image, options: .init(level: .accurate, languages: languages))
        async let fast = recognizer.recognize(image, options: .init(level: .fast, languages: languages))
        let readings = try await [accurate, fast]
        let found = readings.map { extractor.candidates(in: $0.text, reference: reference) }
        return Self.vote(readings: readings, candidates: found)
    }

    /// Candidates of the same day from different readings support each other; the reading
    /// that holds the winner is the one shown.
    static func vote(readings: [RecognizedText], candidates: [[DueDateCandidate]]) -> DueDateReading {
        var support: [CalendarDay: Int] = [:]
        for list in candidates {
            for day in Set(list.map(\.day)) { support[day, default: 0] += 1 }
        }
        var merged: [(candidate: DueDateCandidate, reading: Int)] = []
        for (reading, list) in candidates.enumerated() {
            for candidate in list where !merged.contains(where: { $0.candidate.day == candidate.day && $0.candidate.confidence >= candidate.confidence }) {
                merged.removeAll { $0.candidate.day == candidate.day }
                merged.append((candidate, reading))
            }
        }
        let ranked = merged.map { entry -> (DueDateCandidate, Int) in
            let agreeing = Double((support[entry.candidate.day] ?? 1) - 1)
            return (entry.candidate.with(confidence: min(0.99, entry.candidate.confidence + 0.1 * agreeing)), entry.reading)
        }
        .sorted { $0.0.confidence > $1.0.confidence }
        let shown = ranked.first?.1 ?? 0
        // Ranges index the shown reading's text; candidates from the other reading keep their
        // words but are only highlighted when the shown text holds them too.
        return DueDateReading(text: readings[shown], candidates: ranked.map(\.0))
    }
}
