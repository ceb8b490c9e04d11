import ArgumentParser
import Foundation
import ReadoutLanguage
import ReadoutRecognition

/// `readout vocab`: the words worth learning in photographed pages or in text.
struct VocabCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "vocab",
        abstract: "List the words worth learning in page photos or text.",
        discussion: """
            Recognises each image (.accurate), or reads text files (.txt) or standard input (-), and
            prints one word per line: lemma, parts of speech, definition. With --json one object
            {"words": [{"word", "lemma", "partsOfSpeech", "definition", "sentence", "rank"}]},
            words in order of first appearance; --translate adds "translations".
            Needs Debian's wordnet-base (and dict-freedict-eng-XXX for --translate).
            """
    )

    @OptionGroup var output: OutputOptions

    @Option(help: "Hide the N most common words (by the lemma's frequency rank).")
    var level = 0

    @Option(help: "Add translations into this language: \(FreeDict.languages.map { "\($0.code) (\($0.name))" }.joined(separator: ", ")).")
    var translate: String?

    @Argument(help: "Page images or .txt files; - reads text from standard input.")
    var files: [String] = []

    func validate() throws {
        if files.isEmpty { throw ValidationError("Name at least one image or text file, or - for standard input.") }
        if level < 0 { throw ValidationError("--level must be 0 or more.") }
        if let translate, !FreeDict.languages.contains(where: { $0.code == translate }) {
            throw ValidationError("--translate takes one of \(FreeDict.languages.map(\.code).joined(separator: ", ")), not \"\(translate)\".")
        }
    }

    func run() async throws {
        let extractor: VocabularyExtractor
        let dictionary: FreeDict?
        do {
            extractor = try VocabularyExtractor.standard()
            dictionary = try translate.map { try FreeDict(language: $0) }
        } catch let error as LexiconError {
            throw CommandLineError(error.description)
        }
        var text = ""
        let recognizer = TextRecognizer()
        for file in files {
            text += try await Self.text(of: file, recognizer: recognizer) + "\n\n"
        }
        var words = extractor.words(in: text, hidingCommonest: level)
        if let dictionary {
            for index in words.indices { words[index].translations = dictionary.translations(of: words[index].lemma) }
        }
        if output.json {
            try printJSONLine(VocabOutput(words: words))
            return
        }
        for word in words {
            let parts = word.partsOfSpeech.map(\.rawValue).joined(separator: ", ")
            let meaning = word.translations.map { $0.isEmpty ? "" : " = " + $0.joined(separator: ", ") } ?? ""
            print("\(word.lemma) (\(parts))\(meaning): \(word.definition ?? "")")
        }
    }

    private static func text(of file: String, recognizer: TextRecognizer) async throws -> String {
        if file == "-" { return Array(AnyIterator { readLine(strippingNewline: false) }).joined() }
        if file.lowercased().hasSuffix(".txt") {
            guard let text = try? String(contentsOfFile: file, encoding: .utf8) else { throw CommandLineError("Cannot read \(file) as UTF-8 text.") }
            return text
        }
        return try await recognizer.recognize(try loadImage(file), options: RecognitionOptions(level: .accurate)).text
    }
}

/// The `--json` shape: `rank`, `definition` are null when absent; `translations` only when asked.
private struct VocabOutput: Encodable {
    struct Word: Encodable {
        let word: VocabularyWord
        enum CodingKeys: String, CodingKey { case word, lemma, partsOfSpeech, definition, sentence, rank, translations }

        func encode(to encoder: Encoder) throws {
            var container = encoder.container(keyedBy: CodingKeys.self)
            try container.encode(word.word, forKey: .word)
            try container.encode(word.lemma, forKey: .lemma)
            try container.encode(word.partsOfSpeech, forKey: .partsOfSpeech)
            try container.encode(word.definition, forKey: .definition)
            try container.encode(word.sentence, forKey: .sentence)
            try container.encode(word.rank, forKey: .rank)
            try container.encodeIfPresent(word.translations, forKey: .translations)
        }
    }

    let words: [Word]

    init(words: [VocabularyWord]) {
        self.words = words.map(Word.init)
    }
}
