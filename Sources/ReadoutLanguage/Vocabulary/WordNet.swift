import Foundation

/// A part of speech as WordNet divides words.
public enum PartOfSpeech: String, Sendable, Codable, CaseIterable {
    case noun, verb, adjective, adverb

    /// WordNet's file suffix: `index.noun`, `data.adj`, `adj.exc`.
    var fileSuffix: String {
        switch self {
        case .noun: "noun"
        case .verb: "verb"
        case .adjective: "adj"
        case .adverb: "adv"
        }
    }
}

public enum LexiconError: Error, Equatable, CustomStringConvertible {
    case missingFile(String)

    public var description: String {
        switch self {
        case .missingFile(let path): "\(path) is missing: install Debian's wordnet-base and dict-freedict-eng-* packages (make deps)"
        }
    }
}

/// Princeton WordNet 3.0 read in place from Debian's `wordnet-base` (`/usr/share/wordnet`):
/// which lemmas exist in which parts of speech, their base forms (`Morphology`), first-sense
/// definitions and whether a lemma is only ever a name.
///
/// Loading reads the four index files (about 6 MB) once; definitions are read from the mapped
/// data files on demand. Create one and share it (`VocabularyExtractor.standard` does).
public final class WordNet: Sendable {
    public static let defaultDirectory = URL(fileURLWithPath: "/usr/share/wordnet")

    /// Where each lemma's line starts in each index file, by part of speech.
    private let entries: [String: Entry]
    private let indexFiles: [PartOfSpeech: Data]
    private let dataFiles: [PartOfSpeech: Data]
    let morphology: Morphology

    struct Entry: Sendable {
        /// Byte offset of the lemma's line in `index.<pos>`, or -1, per `PartOfSpeech.allCases` order.
        var lines: (Int32, Int32, Int32, Int32) = (-1, -1, -1, -1)

        subscript(pos: PartOfSpeech) -> Int32 {
            get {
                switch pos {
                case .noun: lines.0
                case .verb: lines.1
                case .adjective: lines.2
                case .adverb: lines.3
                }
            }
            set {
                switch pos {
                case .noun: lines.0 = newValue
                case .verb: lines.1 = newValue
                case .adjective: lines.2 = newValue
                case .adverb: lines.3 = newValue
                }
            }
        }
    }

    public init(directory: URL = WordNet.defaultDirectory) throws {
        var entries: [String: Entry] = [:]
        entries.reserveCapacity(160_000)
        var indexFiles: [PartOfSpeech: Data] = [:]
        var dataFiles: [PartOfSpeech: Data] = [:]
        var exceptions: [PartOfSpeech: [String: [String]]] = [:]
        for pos in PartOfSpeech.allCases {
            let index = try Self.mapped(directory.appendingPathComponent("index.\(pos.fileSuffix)"))
            Self.forEachLine(index) { start, line in
                // License lines start with spaces; a lemma line starts with the lemma.
                guard let first = line.first, first != UInt8(ascii: " "),
                      let space = line.firstIndex(of: UInt8(ascii: " ")) else { return }
                let lemma = String(decoding: UnsafeRawBufferPointer(rebasing: line[..<space]), as: UTF8.self)
                entries[lemma, default: Entry()][pos] = Int32(start)
            }
            indexFiles[pos] = index
            dataFiles[pos] = try Self.mapped(directory.appendingPathComponent("data.\(pos.fileSuffix)"))
            let exc = try Self.mapped(directory.appendingPathComponent("\(pos.fileSuffix).exc"))
            var list: [String: [String]] = [:]
            Self.forEachLine(exc) { _, line in
                let words = line.split(separator: UInt8(ascii: " ")).map { String(decoding: $0, as: UTF8.self) }
                if words.count >= 2 { list[words[0], default: []] += words.dropFirst() }
            }
            exceptions[pos] = list
        }
        self.entries = entries
        self.indexFiles = indexFiles
        self.dataFiles = dataFiles
        self.morphology = Morphology(exceptions: exceptions)
    }

    /// True when `lemma` (lower case, spaces as underscores) is a WordNet lemma in `pos`.
    public func contains(_ lemma: String, as pos: PartOfSpeech) -> Bool {
        (entries[lemma]?[pos] ?? -1) >= 0
    }

    /// The parts of speech `lemma` has, the most used first (by WordNet's tagged-sense counts).
    public func partsOfSpeech(of lemma: String) -> [PartOfSpeech] {
        guard let entry = entries[lemma] else { return [] }
        let present = PartOfSpeech.allCases.filter { entry[$0] >= 0 }
        let counts = Dictionary(uniqueKeysWithValues: present.map { ($0, indexLine(lemma, $0)?.taggedSenses ?? 0) })
        return present.enumerated().sorted { a, b in
            counts[a.element]! != counts[b.element]! ? counts[a.element]! > counts[b.element]! : a.offset < b.offset
        }.map(\.element)
    }

    /// The gloss of the lemma's first (most frequent) sense in `pos`, without its examples.
    public func definition(of lemma: String, as pos: PartOfSpeech) -> String? {
        guard let offset = indexLine(lemma, pos)?.synsets.first, let line = dataLine(pos, at: offset),
              let bar = line.utf8.firstIndex(of: UInt8(ascii: "|")) else { return nil }
        let gloss = line[line.utf8.index(after: bar)...]
        let definition = gloss.range(of: "; \"").map { gloss[..<$0.lowerBound] } ?? gloss
        return definition.trimmingCharacters(in: .whitespacesAndNewlines)
    }

    /// True when every WordNet entry of the lemma is capitalised ("London", "Galil"): a name,
    /// not vocabulary. Lemmas that are also common nouns ("bill", "rose") are not names.
    public func isOnlyAName(_ lemma: String) -> Bool {
        guard entries[lemma] != nil else { return false }
        for pos in PartOfSpeech.allCases {
            guard let line = indexLine(lemma, pos) else { continue }
            guard pos == .noun else { return false }
            for offset in line.synsets {
                guard let data = dataLine(pos, at: offset) else { continue }
                if Self.synsetWords(data).contains(lemma) { return false }
            }
        }
        return true
    }

    // MARK: Files

    private struct IndexLine {
        var taggedSenses: Int
        var synsets: [Int]
    }

    /// `lemma pos synset_cnt p_cnt [ptr_symbol…] sense_cnt tagsense_cnt synset_offset…`
    private func indexLine(_ lemma: String, _ pos: PartOfSpeech) -> IndexLine? {
        guard let start = entries[lemma]?[pos], start >= 0, let file = indexFiles[pos] else { return nil }
        let fields = Self.fields(of: Self.line(in: file, at: Int(start)))
        guard fields.count >= 6, let pointers = Int(fields[3]), fields.count > 6 + pointers,
              let tagged = Int(fields[5 + pointers]) else { return nil }
        return IndexLine(taggedSenses: tagged, synsets: fields[(6 + pointers)...].compactMap { Int($0) })
    }

    private func dataLine(_ pos: PartOfSpeech, at offset: Int) -> String? {
        guard let file = dataFiles[pos], offset >= 0, offset < file.count else { return nil }
        return Self.line(in: file, at: offset)
    }

    /// The words of a data line: `offset lex_filenum ss_type w_cnt word lex_id [word lex_id…] …`
    /// (`w_cnt` in hexadecimal).
    private static func synsetWords(_ line: String) -> [String] {
        let fields = Self.fields(of: line, maxSplits: 60)
        guard fields.count > 4, let count = Int(fields[3], radix: 16), fields.count >= 4 + 2 * count else { return [] }
        return (0..<count).map { String(fields[4 + 2 * $0]) }
    }

    /// The space-separated fields of a line, split on its UTF-8 bytes (much faster than on characters).
    private static func fields(of line: String, maxSplits: Int = .max) -> [Substring] {
        line.utf8.split(separator: UInt8(ascii: " "), maxSplits: maxSplits).map { Substring($0) }
    }

    private static func line(in file: Data, at offset: Int) -> String {
        file.withUnsafeBytes { (bytes: UnsafeRawBufferPointer) in
            let rest = UnsafeRawBufferPointer(rebasing: bytes[offset...])
            guard let base = rest.baseAddress else { return "" }
            let end = memchr(base, 0x0A, rest.count).map { UnsafeRawPointer($0) - base } ?? rest.count
            return String(decoding: UnsafeRawBufferPointer(rebasing: rest[..<end]), as: UTF8.self)
        }
    }

    static func mapped(_ url: URL) throws -> Data {
        do {
            return try Data(contentsOf: url, options: .alwaysMapped)
        } catch {
            throw LexiconError.missingFile(url.path)
        }
    }

    /// Calls `body` with each line's byte offset and bytes (without the newline). The bytes are
    /// only valid during the call.
    static func forEachLine(_ data: Data, _ body: (Int, UnsafeRawBufferPointer) -> Void) {
        data.withUnsafeBytes { (bytes: UnsafeRawBufferPointer) in
            guard let base = bytes.baseAddress else { return }
            var start = 0
            while start < bytes.count {
                let end = memchr(base + start, 0x0A, bytes.count - start).map { UnsafeRawPointer($0) - base } ?? bytes.count
                body(start, UnsafeRawBufferPointer(rebasing: bytes[start..<end]))
                start = end + 1
            }
        }
    }
}
