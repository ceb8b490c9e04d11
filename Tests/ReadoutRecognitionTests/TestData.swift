import CTesseract
import Foundation
import ReadoutImage
import ReadoutRecognition

/// The shared OCR data (`../shared/data` next to the package), read in place, never copied.
enum TestData {
    /// The package's own folder.
    static let packageRoot: URL = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent()  // ReadoutRecognitionTests
        .deletingLastPathComponent()  // Tests
        .deletingLastPathComponent()  // package root

    static let root: URL = packageRoot.appendingPathComponent("../shared/data").standardized

    /// One row of a `manifest.tsv`.
    struct Entry: Sendable, CustomStringConvertible {
        var image: String
        var groundTruthFiles: [String]
        var kind: String
        var set: String
        var url: URL { root.appendingPathComponent(set).appendingPathComponent(image) }
        var name: String { (image as NSString).lastPathComponent }
        var description: String { name }
        var isLine: Bool { kind.hasPrefix("text-line") }
    }

    static func manifest(_ set: String = "ocr") throws -> [Entry] {
        let text = try String(contentsOf: root.appendingPathComponent(set).appendingPathComponent("manifest.tsv"), encoding: .utf8)
        return text.split(separator: "\n").dropFirst().compactMap { row in
            let fields = row.split(separator: "\t", omittingEmptySubsequences: false).map(String.init)
            guard fields.count >= 3 else { return nil }
            return Entry(image: fields[0], groundTruthFiles: fields[1].split(separator: ",").map(String.init),
                         kind: fields[2], set: set)
        }
    }

    static func entry(_ name: String, set: String = "ocr") throws -> Entry {
        guard let entry = try manifest(set).first(where: { $0.name == name }) else {
            throw CocoaError(.fileNoSuchFile, userInfo: [NSFilePathErrorKey: name])
        }
        return entry
    }

    /// The text a perfect reader would produce; for box files, words are split where the gap
    /// between characters exceeds a third of the median character height.
    static func groundTruth(_ entry: Entry) throws -> String {
        let first = root.appendingPathComponent(entry.set).appendingPathComponent(entry.groundTruthFiles[0])
        guard first.pathExtension == "box" else { return try String(contentsOf: first, encoding: .utf8) }
        let boxes = try characterBoxes(first)
        let heights = boxes.map { $0.top - $0.bottom }.sorted()
        let gap = Double(heights[heights.count / 2]) / 3
        var text = ""
        for (index, box) in boxes.enumerated() {
            if index > 0, Double(box.left - boxes[index - 1].right) > gap { text += " " }
            text += box.character
        }
        return text
    }

    /// A Tesseract `.box` row: one character, origin bottom-left.
    struct CharacterBox { var character: String; var left, bottom, right, top: Int }

    static func characterBoxes(_ url: URL) throws -> [CharacterBox] {
        try String(contentsOf: url, encoding: .utf8).split(separator: "\n").compactMap { row in
            let f = row.split(separator: " ").map(String.init)
            guard f.count >= 5, let l = Int(f[1]), let b = Int(f[2]), let r = Int(f[3]), let t = Int(f[4]) else { return nil }
            return CharacterBox(character: f[0], left: l, bottom: b, right: r, top: t)
        }
    }

    /// Decodes with Leptonica (any format it reads), so these tests do not depend on the codecs.
    static func image(_ url: URL) throws -> Image {
        var pix = pixRead(url.path)
        defer { pixDestroy(&pix) }
        guard let pix else { throw CocoaError(.fileReadCorruptFile, userInfo: [NSFilePathErrorKey: url.path]) }
        return try Image(pix: pix)
    }

    static func image(fromEncoded data: Data) throws -> Image {
        var decoded = data.withUnsafeBytes { bytes in
            pixReadMem(bytes.bindMemory(to: UInt8.self).baseAddress, bytes.count)
        }
        defer { pixDestroy(&decoded) }
        guard let pix = decoded else { throw CocoaError(.fileReadCorruptFile) }
        return try Image(pix: pix)
    }

    /// The text of `tesseract FILE stdout` (the plain command, default settings).
    static func plainTesseract(_ url: URL) throws -> String {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        process.arguments = ["tesseract", url.path, "stdout"]
        var environment = ProcessInfo.processInfo.environment
        environment["OMP_THREAD_LIMIT"] = "1"
        process.environment = environment
        let output = Pipe()
        process.standardOutput = output
        process.standardError = FileHandle.nullDevice
        try process.run()
        let data = output.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        return String(decoding: data, as: UTF8.self)
    }
}
