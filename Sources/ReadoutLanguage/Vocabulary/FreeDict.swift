import Foundation

/// A FreeDict English→X dictionary read in place from Debian's `dict-freedict-eng-*` package
/// (`/usr/share/dictd/freedict-eng-XXX.index` + `.dict.dz`), with no dict server.
public final class FreeDict: Sendable {
    public static let defaultDirectory = URL(fileURLWithPath: "/usr/share/dictd")
    /// The languages a learner can pick, as ISO 639-3 codes, with their English names.
    public static let languages: [(code: String, name: String)] = [
        ("pol", "Polish"), ("deu", "German"), ("fra", "French"), ("spa", "Spanish"), ("rus", "Russian"),
    ]

    public let language: String
    private let entries: [String: [(offset: Int, length: Int)]]
    private let dictionary: DictZip

    /// The codes of `languages` whose dictionary is installed.
    public static func installedLanguages(in directory: URL = defaultDirectory) -> [String] {
        languages.map(\.code).filter { FileManager.default.fileExists(atPath: directory.appendingPathComponent("freedict-eng-\($0).index").path) }
    }

    public init(language: String, directory: URL = FreeDict.defaultDirectory) throws {
        guard Self.languages.contains(where: { $0.code == language }) else { throw LexiconError.missingFile("freedict-eng-\(language)") }
        let index = try WordNet.mapped(directory.appendingPathComponent("freedict-eng-\(language).index"))
        var entries: [String: [(offset: Int, length: Int)]] = [:]
        WordNet.forEachLine(index) { _, line in
            let fields = line.split(separator: UInt8(ascii: "\t"), omittingEmptySubsequences: false)
            guard fields.count >= 3, let offset = Self.base64Number(fields[1]), let length = Self.base64Number(fields[2]) else { return }
            entries[String(decoding: UnsafeRawBufferPointer(rebasing: fields[0]), as: UTF8.self).lowercased(), default: []].append((offset, length))
        }
        self.language = language
        self.entries = entries
        do {
            dictionary = try DictZip(contentsOf: directory.appendingPathComponent("freedict-eng-\(language).dict.dz"))
        } catch {
            throw LexiconError.missingFile(directory.appendingPathComponent("freedict-eng-\(language).dict.dz").path)
        }
    }

    /// Up to `limit` translations of `word`, in the dictionary's order, without grammar tags,
    /// notes and examples.
    public func translations(of word: String, limit: Int = 6) -> [String] {
        var result: [String] = []
        for entry in entries[word.lowercased()] ?? [] {
            guard let data = try? dictionary.read(offset: entry.offset, length: entry.length) else { continue }
            for translation in Self.translations(inEntry: String(decoding: data, as: UTF8.self), headword: word)
            where !result.contains(translation) {
                result.append(translation)
                if result.count == limit { return result }
            }
        }
        return result
    }

    /// The translations in one entry: the lines after the headword, with sense numbers,
    /// `<gender>` tags, `[notes]` and `(remarks)` removed; examples, phrases and cross-references
    /// skipped.
    static func translations(inEntry entry: String, headword: String) -> [String] {
        var result: [String] = []
        for rawLine in entry.split(separator: "\n").dropFirst() {
            var line = rawLine.trimmingCharacters(in: .whitespaces)
            if line.isEmpty || line.hasPrefix("\"") || line.hasPrefix("-") || line.contains("(:")
                || ["Synonym:", "Antonym:", "see:", "Note:", "See also:"].contains(where: line.hasPrefix) { continue }
            for pattern in [#"<[^>]*>"#, #"\[[^\]]*\]"#, #"\([^)]*\)"#, #"^[IVX]+\.\s*"#, #"^\d+\.\s*"#] {
                line = line.replacingOccurrences(of: pattern, with: " ", options: .regularExpression)
                line = line.trimmingCharacters(in: .whitespaces)
            }
            line = line.replacingOccurrences(of: #"^\d+\.\s*"#, with: "", options: .regularExpression)
            // " 3. studies  [uniwersyteckie]  studia": a sense of another English form.
            if let first = line.split(separator: " ").first, first.lowercased().hasPrefix(headword.lowercased().prefix(3)),
               line.contains("  ") { continue }
            for piece in line.split(whereSeparator: { $0 == "," || $0 == ";" }) {
                let translation = piece.split(whereSeparator: \.isWhitespace).joined(separator: " ")
                if !translation.isEmpty, translation.count <= 40, !result.contains(translation) { result.append(translation) }
            }
        }
        return result
    }

    /// dictd's base-64 numbers: digits `A–Z a–z 0–9 + /`, most significant first.
    static func base64Number(_ bytes: Slice<UnsafeRawBufferPointer>) -> Int? {
        var value = 0
        for byte in bytes {
            let digit: Int
            switch byte {
            case UInt8(ascii: "A")...UInt8(ascii: "Z"): digit = Int(byte) - 65
            case UInt8(ascii: "a")...UInt8(ascii: "z"): digit = Int(byte) - 97 + 26
            case UInt8(ascii: "0")...UInt8(ascii: "9"): digit = Int(byte) - 48 + 52
            case UInt8(ascii: "+"): digit = 62
            case UInt8(ascii: "/"): digit = 63
            default: return nil
            }
            value = value * 64 + digit
        }
        return value
    }
}
