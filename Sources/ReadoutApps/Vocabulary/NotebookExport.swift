import Foundation

/// A notebook's words as files other tools read: CSV (`word,meaning,example`, RFC 4180, read
/// back by `NotebookExport.words(fromCSV:)`) and tab-separated text that Anki imports as notes
/// (front: word, back: definition, then the example).
public enum NotebookExport {
    public static let csvHeader = ["word", "meaning", "example"]

    public static func csv(_ words: [NotebookWord]) -> String {
        ([csvHeader] + words.map { [$0.word, $0.meaning, $0.example] })
            .map { $0.map(csvField).joined(separator: ",") }
            .joined(separator: "\r\n") + "\r\n"
    }

    /// Anki's "Notes in Plain Text": one note per line, fields separated by tabs. Tabs and line
    /// breaks inside a field would split it, so they become spaces and `<br>`.
    public static func ankiTSV(_ words: [NotebookWord]) -> String {
        let header = "#separator:tab\n#html:true\n#columns:Word\tDefinition\tExample\n"
        return header + words.map { word in
            [word.word, word.meaning, word.example].map(ankiField).joined(separator: "\t")
        }.map { $0 + "\n" }.joined()
    }

    public enum ImportError: Error, Equatable, Sendable {
        /// The first row is not `word,meaning,example` (in any case and order, meaning and example optional).
        case missingWordColumn
        case unterminatedQuote(line: Int)
        case tooManyRows(limit: Int)
    }

    /// Words from a CSV with a header naming its columns (`word` required, `meaning`,
    /// `example` optional; `definition` is read as meaning); blank rows are skipped.
    public static func words(fromCSV text: String, createdAt: Date) throws(ImportError) -> [NotebookWord] {
        let rows = try parseCSV(text)
        guard let header = rows.first?.map({ $0.trimmingCharacters(in: .whitespaces).lowercased() }),
              let wordColumn = header.firstIndex(of: "word") else { throw .missingWordColumn }
        let meaningColumn = header.firstIndex(of: "meaning") ?? header.firstIndex(of: "definition")
        let exampleColumn = header.firstIndex(of: "example")
        let body = rows.dropFirst().filter { !$0.allSatisfy { $0.trimmingCharacters(in: .whitespaces).isEmpty } }
        guard body.count <= VocabularyRules.importLimit else { throw .tooManyRows(limit: VocabularyRules.importLimit) }
        return body.enumerated().compactMap { index, row in
            func field(_ column: Int?) -> String { column.flatMap { $0 < row.count ? row[$0] : nil } ?? "" }
            let word = field(wordColumn).trimmingCharacters(in: .whitespaces)
            guard !word.isEmpty else { return nil }
            // Rows keep their order when listed newest first: each is a millisecond apart.
            return NotebookWord(word: word, meaning: field(meaningColumn), example: field(exampleColumn),
                                createdAt: createdAt.addingTimeInterval(Double(index) / 1000))
        }
    }

    /// RFC 4180: fields separated by commas, rows by CRLF or LF, quoted fields may hold commas,
    /// line breaks and doubled quotes.
    ///
    /// Our own rather than SwiftCSV 0.10 (listed for this machine) because that one loses data an
    /// import must keep or report: a quote left open swallows the rest of the file into one field
    /// without an error (here: "unterminated quote at line N"), a trailing empty field is dropped,
    /// spaces opening a field are removed, and a byte-order mark stays in the first column's name.
    static func parseCSV(_ text: String) throws(ImportError) -> [[String]] {
        var rows: [[String]] = []
        var row: [String] = []
        var field = ""
        var quoted = false
        var line = 1
        var characters = text.hasPrefix("\u{FEFF}") ? Substring(text.dropFirst()) : Substring(text)
        while let character = characters.popFirst() {
            if quoted {
                if character == "\"" {
                    if characters.first == "\"" { field.append("\""); characters.removeFirst() } else { quoted = false }
                } else {
                    if character.isNewline { line += 1 }
                    field.append(character)
                }
                continue
            }
            switch character {
            case "\"" where field.isEmpty: quoted = true
            case ",": row.append(field); field = ""
            case "\r\n", "\n", "\r":
                row.append(field); rows.append(row); row = []; field = ""
                line += 1
            default: field.append(character)
            }
        }
        if quoted { throw .unterminatedQuote(line: line) }
        if !field.isEmpty || !row.isEmpty { row.append(field); rows.append(row) }
        return rows
    }

    private static func csvField(_ value: String) -> String {
        guard value.contains(where: { $0 == "," || $0 == "\"" || $0.isNewline }) else { return value }
        return "\"" + value.replacingOccurrences(of: "\"", with: "\"\"") + "\""
    }

    private static func ankiField(_ value: String) -> String {
        value.replacingOccurrences(of: "&", with: "&amp;").replacingOccurrences(of: "<", with: "&lt;")
            .replacingOccurrences(of: ">", with: "&gt;").replacingOccurrences(of: "\t", with: " ")
            .replacingOccurrences(of: "\r\n", with: "<br>").replacingOccurrences(of: "\n", with: "<br>")
    }
}
