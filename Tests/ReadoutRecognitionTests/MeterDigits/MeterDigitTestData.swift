import Foundation
@testable import ReadoutRecognition

/// Slices of `../shared/data/meter-digits` (the training set; the `-test` set is never read by
/// tests): a temp folder with some rows of its labels.tsv and a link to its crops.tar.gz.
enum MeterDigitTestData {
    static let folder = DigitTestData.root.appendingPathComponent("meter-digits")

    /// All rows of labels.tsv after the header, split into fields.
    static let rows: [[String]] = {
        let text = (try? String(contentsOf: folder.appendingPathComponent("labels.tsv"), encoding: .utf8)) ?? ""
        return text.split(whereSeparator: \.isNewline).dropFirst().map { $0.split(separator: "\t", omittingEmptySubsequences: false).map(String.init) }
    }()

    /// Every tenth crop of the six validation meters the shipped model was not trained on.
    static var validationSlice: [[String]] {
        let rows = rows.filter { MeterDigitTrainer.defaultValidationGroups.contains($0[4]) }
        return stride(from: 0, to: rows.count, by: 10).map { rows[$0] }
    }

    /// The training set's archive, inflated once.
    static let archive = Result { () throws -> TarArchive in
        let url = folder.appendingPathComponent("crops.tar.gz")
        return try TarArchive(try Gzip.decompress(try Data(contentsOf: url), file: url.path), file: url.path)
    }

    /// The bytes of one crop of the training set.
    static func crop(_ id: String) throws -> ArraySlice<UInt8> {
        guard let bytes = try archive.get().files["img/" + id] else { throw TarArchive.Malformed(description: "no crop \(id)") }
        return bytes
    }

    /// Writes a folder holding `rows` (and extra raw lines) beside the real archive; removes it after `body`.
    static func withFolder<T>(_ rows: [[String]], extraLines: [String] = [], _ body: (URL) throws -> T) throws -> T {
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("meter-digits-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: directory) }
        let lines = ["id\tlabel\tdigit_floor\tmeter_type\tmeter_group\tsource_path"] + rows.map { $0.joined(separator: "\t") } + extraLines
        try (lines.joined(separator: "\n") + "\n").write(to: directory.appendingPathComponent("labels.tsv"), atomically: true, encoding: .utf8)
        try FileManager.default.createSymbolicLink(at: directory.appendingPathComponent("crops.tar.gz"),
                                                   withDestinationURL: folder.appendingPathComponent("crops.tar.gz"))
        return try body(directory)
    }
}
