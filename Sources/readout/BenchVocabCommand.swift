import ArgumentParser
import Foundation
import ReadoutLanguage
import ReadoutRecognition

extension BenchCommand {
    /// Vocabulary: loading WordNet (the first use in a process), extracting a page of text,
    /// opening the largest FreeDict dictionary (German), and a page photo to its candidates as
    /// the import does (decode, `.accurate` English recognition, extraction).
    struct Vocab: AsyncParsableCommand {
        static let configuration = CommandConfiguration(abstract: "Time the lexicon load and the vocabulary extractor on a page of text.")

        @Argument(help: "A text file: the page the extractor reads.")
        var page: String

        @Option(help: "Timed extractions of the page (the median is reported).")
        var runs: Int = 200

        @Option(help: "A page photo to read into candidates (skipped when absent).")
        var photo: String?

        @Option(help: "Timed readings of the photo (p50 and the slowest are reported).")
        var photoRuns: Int = 3

        func run() async throws {
            let text = try String(contentsOfFile: page, encoding: .utf8)
            var started = ContinuousClock.now
            let wordNet = try WordNet()
            let loadMilliseconds = inMilliseconds(ContinuousClock.now - started)
            let extractor = VocabularyExtractor(wordNet: wordNet)
            var words: [VocabularyWord] = []
            let milliseconds = medianMilliseconds(runs: runs) { words = extractor.words(in: text) }
            started = ContinuousClock.now
            let german = try FreeDict(language: "deu")
            let dictionaryMilliseconds = inMilliseconds(ContinuousClock.now - started)
            emit(["library": "readout", "op": "vocabulary-text", "words": text.split(whereSeparator: \.isWhitespace).count,
                  "milliseconds": milliseconds, "found": words.count, "loadMilliseconds": loadMilliseconds,
                  "germanDictionaryMilliseconds": dictionaryMilliseconds,
                  "germanTranslationsOfHouse": german.translations(of: "house").count])

            guard let photo else { return }
            let recognizer = TextRecognizer()
            var times: [Double] = []
            var found = 0
            for _ in 0..<max(1, photoRuns) {
                let started = ContinuousClock.now
                let text = try await recognizer.recognize(try loadImage(photo), options: RecognitionOptions(level: .accurate, languages: ["eng"]))
                found = extractor.words(in: text.text).count
                times.append(inMilliseconds(ContinuousClock.now - started))
            }
            times.sort()
            emit(["library": "readout", "op": "vocabulary-photo", "runs": times.count, "p50": times[times.count / 2],
                  "max": times[times.count - 1], "found": found])
        }
    }
}
