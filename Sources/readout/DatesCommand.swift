import ArgumentParser
import Foundation
import ReadoutApps
import ReadoutLanguage
import ReadoutRecognition

/// `readout dates`: the due date in a text or a photo.
struct DatesCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "dates",
        abstract: "Find the due date in text or in a photo.",
        discussion: """
            Reads TEXT, or each line of standard input, or recognises the image given with --image,
            and prints the due date (YYYY-MM-DDTHH:MM; 23:59 when no time is written) or "none".
            With --json, one object per input:
            {"due": "2024-03-12T23:59" | null, "candidates": [{"text", "value", "confidence"}]}.
            With --items, the whole text (or the photo) is one page, a syllabus or a schedule, and
            every (what, when) pair on it is printed as Homework lists it ("YYYY-MM-DD[THH:MM]  title";
            with --json {"items": [{"title", "dueDay", "dueTime", "line"}]}).
            """
    )

    @Option(help: "The day relative dates count from and missing years follow (YYYY-MM-DD; default: today).")
    var reference: String?

    @Flag(help: "Read numeric dates day first (12/03 is 12 March) unless a part above 12 decides; dotted dates (12.03.2024) always are.")
    var dayFirst = false

    @OptionGroup var output: OutputOptions

    @Option(help: "Recognise this image (PNG, JPEG, TIFF, WebP, BMP, GIF) instead of reading text.")
    var image: String?

    @Option(help: ArgumentHelp("Readings of the image that vote, as level/segmentation pairs such as accurate/automatic,fast/singleBlock (for evaluations; default: the reader's own).", visibility: .hidden))
    var readings: String?

    @Flag(help: "Print every (what, when) pair of the page instead of its one due date.")
    var items = false

    @Argument(help: "The text to read; without it (and without --image), each line of standard input.")
    var text: String?

    func validate() throws {
        if let reference, CalendarDay(iso: reference) == nil {
            throw ValidationError("--reference must be a real day written YYYY-MM-DD, not \"\(reference)\".")
        }
        if image != nil, text != nil { throw ValidationError("Give either --image or TEXT, not both.") }
        if votingReadings == nil { throw ValidationError("--readings takes level/segmentation pairs such as accurate/automatic,fast/singleBlock.") }
    }

    func run() async throws {
        let referenceDay = reference.flatMap(CalendarDay.init(iso:)) ?? CalendarDay.today()
        let extractor = DueDateExtractor(dayFirst: dayFirst)
        if let image {
            let reader = DueDateReader(recognizer: TextRecognizer(), dayFirst: dayFirst, readings: votingReadings ?? DueDateReader.standardReadings)
            let reading = try await reader.read(try loadImage(image), reference: referenceDay, keepingTheLayout: items)
            if items { return try emit(HomeworkSyllabus.items(in: reading.pageText.cellText, reference: referenceDay, extractor: extractor)) }
            try emit(reading.candidates, due: reading.due)
            return
        }
        if items {
            let page = text ?? AnyIterator { readLine() }.joined(separator: "\n")
            return try emit(HomeworkSyllabus.items(in: page, reference: referenceDay, extractor: extractor))
        }
        let inputs: [String] = if let text { [text] } else { Array(AnyIterator { readLine() }) }
        for input in inputs {
            let candidates = extractor.candidates(in: input, reference: referenceDay)
            try emit(candidates, due: DueDateExtractor.due(among: candidates))
        }
    }

    /// `--readings` parsed, the reader's standard pair without it; nil when it does not parse.
    private var votingReadings: [(RecognitionOptions.Level, RecognitionOptions.Segmentation)]? {
        guard let readings else { return DueDateReader.standardReadings }
        let pairs = readings.split(separator: ",").map { pair -> (RecognitionOptions.Level, RecognitionOptions.Segmentation)? in
            let parts = pair.split(separator: "/").map(String.init)
            guard parts.count == 2, let level = RecognitionOptions.Level(rawValue: parts[0]),
                  let segmentation = RecognitionOptions.Segmentation(rawValue: parts[1]) else { return nil }
            return (level, segmentation)
        }
        return pairs.isEmpty || pairs.contains(where: { $0 == nil }) ? nil : pairs.compactMap { $0 }
    }

    private func emit(_ found: [HomeworkSyllabus.Item]) throws {
        guard output.json else {
            for item in found { print((item.time.map { "\(item.day.iso)T\($0)" } ?? item.day.iso) + "  " + item.title) }
            return
        }
        try printJSONLine(ItemsOutput(items: found.map {
            .init(title: $0.title, dueDay: $0.day.iso, dueTime: $0.time?.description, line: $0.line)
        }))
    }

    private func emit(_ candidates: [DueDateCandidate], due: DueDateCandidate?) throws {
        guard output.json else {
            print(due.map { $0.value + ($0.isAllDay ? " (end of day)" : "") } ?? "none")
            return
        }
        try printJSONLine(DatesOutput(due: due?.value, candidates: candidates.map {
            .init(text: $0.text, value: $0.value, confidence: ($0.confidence * 100).rounded() / 100, allDay: $0.isAllDay)
        }))
    }
}

/// The `--json` shape of one input's answer.
private struct DatesOutput: Encodable {
    struct Candidate: Encodable {
        let text: String
        let value: String
        let confidence: Double
        let allDay: Bool
    }

    let due: String?
    let candidates: [Candidate]

    enum CodingKeys: String, CodingKey { case due, candidates }

    /// `due` is always present, null when there is none.
    func encode(to encoder: Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(due, forKey: .due)
        try container.encode(candidates, forKey: .candidates)
    }
}

/// The `--items --json` shape: a page's (what, when) pairs.
private struct ItemsOutput: Encodable {
    struct Item: Encodable {
        let title: String
        let dueDay: String
        let dueTime: String?
        let line: String
    }

    let items: [Item]
}
