import ArgumentParser
import Foundation
import ReadoutImage
import ReadoutRecognition

/// `readout ocr`: recognise the text of image files.
struct OCRCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "ocr",
        abstract: "Recognise the text in images.",
        discussion: """
            Prints the text of each file; with --cells, a table's cells stand apart as a typed table
            row's do ("1/22 | Dictionaries | Ch3 | A0", an empty cell where the row has none).
            With --json, prints one JSON object per file per line:
            {"file", "text", "lines": [{"text", "confidence", "box", "words": [...]}], "milliseconds"}.
            Files are recognised concurrently, one Tesseract engine per core.
            """
    )

    @Option(help: "fast: hand the image to Tesseract as it is; accurate: clean up camera photos first.")
    var level: RecognitionOptions.Level = .accurate

    @Option(help: "Comma-separated Tesseract languages, e.g. eng,pol.")
    var languages: String = "eng"

    @Flag(help: "Write ' | ' between a table's cells, by the gaps between words and the page's columns.")
    var cells = false

    @OptionGroup var output: OutputOptions

    @Argument(help: "Image files (PNG, JPEG, TIFF, WebP, BMP, GIF).")
    var files: [String]

    func validate() throws {
        if files.isEmpty { throw ValidationError("Name at least one image file.") }
    }

    func run() async throws {
        let options = RecognitionOptions(
            level: level,
            languages: languages.split(separator: ",").map { $0.trimmingCharacters(in: .whitespaces) }
        )
        let installed = TextRecognizer.installedLanguages()
        if let missing = options.languages.first(where: { !installed.contains($0) }) {
            throw CommandLineError(RecognitionError.languageNotInstalled(missing, installed: installed).description)
        }
        let recognizer = TextRecognizer()
        let progress = ProgressBar(total: files.count, label: "Recognising")
        var failures = 0
        // Results are printed in the order the files were named, as soon as each is ready.
        try await withThrowingTaskGroup(of: (Int, Result<FileResult, Error>).self) { group in
            var pending: [Int: Result<FileResult, Error>] = [:]
            var nextToPrint = 0
            var nextToStart = 0
            let inFlight = max(2, ProcessInfo.processInfo.activeProcessorCount * 2)
            func start(_ index: Int) {
                let file = files[index]
                group.addTask {
                    (index, await Result.capturing { try await Self.recognize(file, recognizer: recognizer, options: options) })
                }
            }
            while nextToStart < min(inFlight, files.count) { start(nextToStart); nextToStart += 1 }
            for try await (index, result) in group {
                progress.advance()
                pending[index] = result
                while let ready = pending.removeValue(forKey: nextToPrint) {
                    if !print(ready, file: files[nextToPrint]) { failures += 1 }
                    nextToPrint += 1
                }
                if nextToStart < files.count { start(nextToStart); nextToStart += 1 }
            }
        }
        progress.finish()
        if failures > 0 {
            // A single file's error is already printed; for many, say how many failed.
            if files.count == 1 { throw ExitCode.failure }
            throw CommandLineError("\(failures) of \(files.count) files could not be recognised.")
        }
    }

    /// Prints one file's outcome; false when it failed.
    private func print(_ result: Result<FileResult, Error>, file: String) -> Bool {
        switch result {
        case .success(let recognised):
            if output.json {
                do { try printJSONLine(recognised.report) } catch {
                    FileHandle.standardError.write(Data("Error: \(error)\n".utf8))
                    return false
                }
            } else {
                if files.count > 1 { Swift.print("==> \(file) <==") }
                Swift.print(cells ? recognised.text.cellText : recognised.text.text)
            }
            return true
        case .failure(let error):
            FileHandle.standardError.write(Data("Error: \(error)\n".utf8))
            return false
        }
    }

    private static func recognize(_ file: String, recognizer: TextRecognizer, options: RecognitionOptions) async throws -> FileResult {
        let started = ContinuousClock.now
        let image = try loadImage(file)
        let text = try await recognizer.recognize(image, options: options)
        let elapsed = ContinuousClock.now - started
        let milliseconds = Double(elapsed.components.seconds) * 1000 + Double(elapsed.components.attoseconds) / 1e15
        return FileResult(file: file, text: text, milliseconds: (milliseconds * 10).rounded() / 10)
    }
}

/// One file's recognised text and how long it took.
struct FileResult {
    let file: String
    let text: RecognizedText
    let milliseconds: Double

    var report: RecognitionReport { RecognitionReport(file: file, text: text, milliseconds: milliseconds) }
}

extension RecognitionOptions.Level: ExpressibleByArgument {}

extension Result where Failure == Error {
    /// Captures the outcome of an async throwing call.
    static func capturing(_ body: () async throws -> Success) async -> Self {
        do { return .success(try await body()) } catch { return .failure(error) }
    }
}
