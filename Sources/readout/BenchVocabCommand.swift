import ArgumentParser
import Foundation
import ReadoutLanguage

extension BenchCommand {
    /// Vocabulary: loading WordNet (the first use in a process), extracting a page of text, and
    /// opening the largest FreeDict dictionary (German).
    struct Vocab: ParsableCommand {
        static let configuration = CommandConfiguration(abstract: "Time the lexicon load and the vocabulary extractor on a page of text.")

        @Argument(help: "A text file: the page the extractor reads.")
        var page: String

        @Option(help: "Timed extractions of the page (the median is reported).")
        var runs: Int = 200

        func run() throws {
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
        }
    }
}
