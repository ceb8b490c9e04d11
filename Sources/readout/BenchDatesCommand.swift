import ArgumentParser
import Foundation
import ReadoutLanguage
import ReadoutRecognition

extension BenchCommand {
    /// Homework's due dates: the extractor on a page of text, then a whole photo read as
    /// `readout dates --image` and the Homework page do (decode, two recognitions, extraction).
    struct Dates: AsyncParsableCommand {
        static let configuration = CommandConfiguration(abstract: "Time the due-date extractor on text and on a photo.")

        @Argument(help: "A text file: the page the extractor reads.")
        var page: String

        @Option(help: "A photo to read from file to due date (skipped when absent).")
        var photo: String?

        @Option(help: "The day relative dates count from (YYYY-MM-DD).")
        var reference: String = "2026-01-12"

        @Option(help: "Timed extractions of the page (the median is reported).")
        var runs: Int = 500

        @Option(help: "Timed readings of the photo (p50 and the slowest are reported).")
        var photoRuns: Int = 5

        func run() async throws {
            guard let day = CalendarDay(iso: reference) else { throw ValidationError("--reference must be YYYY-MM-DD.") }
            let text = try String(contentsOfFile: page, encoding: .utf8)
            let extractor = DueDateExtractor()
            var found: [DueDateCandidate] = []
            let milliseconds = medianMilliseconds(runs: runs) { found = extractor.candidates(in: text, reference: day) }
            emit(["library": "readout", "op": "due-date-text", "characters": text.count, "milliseconds": milliseconds,
                  "candidates": found.count, "due": DueDateExtractor.due(among: found)?.value ?? NSNull()])

            guard let photo else { return }
            let reader = DueDateReader(recognizer: TextRecognizer())
            var times: [Double] = []
            var due: String?
            for _ in 0..<max(1, photoRuns) {
                let started = ContinuousClock.now
                let reading = try await reader.read(try loadImage(photo), reference: day)
                times.append(inMilliseconds(ContinuousClock.now - started))
                due = reading.due?.value
            }
            times.sort()
            emit(["library": "readout", "op": "due-date-photo", "runs": times.count, "p50": times[times.count / 2],
                  "max": times[times.count - 1], "due": due ?? NSNull()])
        }
    }
}
