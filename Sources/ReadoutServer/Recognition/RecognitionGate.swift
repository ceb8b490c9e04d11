import Foundation
import ReadoutImage
import ReadoutRecognition

/// Admits recognitions up to the workers plus a bounded queue; beyond that it answers "busy"
/// (503 with Retry-After) at once instead of letting waiting requests pile up without bound.
public actor RecognitionGate {
    public let workers: Int
    public let queueLimit: Int
    private var admitted = 0
    private let metrics: ServerMetrics?

    init(workers: Int, queueLimit: Int, metrics: ServerMetrics?) {
        self.workers = max(1, workers)
        self.queueLimit = max(0, queueLimit)
        self.metrics = metrics
    }

    /// Recognitions waiting for a worker right now.
    public var queueDepth: Int { max(0, admitted - workers) }

    /// Runs `work` if there is room, else throws `AppError.busy`.
    func run<T: Sendable>(_ work: @Sendable () async throws -> T) async throws -> T {
        guard admitted < workers + queueLimit else {
            // A recognition takes about a second; by then a queued one has usually finished.
            throw AppError.busy(retryAfter: 2)
        }
        admitted += 1
        metrics?.recognitionQueueDepth.set(Int64(queueDepth))
        metrics?.recognitionsInProgress.set(Int64(admitted))
        defer {
            admitted -= 1
            metrics?.recognitionQueueDepth.set(Int64(queueDepth))
            metrics?.recognitionsInProgress.set(Int64(admitted))
        }
        return try await work()
    }
}

/// Text recognition behind the gate, with the options the API accepts.
struct TextRecognitionService: Sendable {
    let recognizer: TextRecognizer
    let gate: RecognitionGate

    /// The recognised text, its report (the `readout ocr --json` object without the file key),
    /// and the time it took.
    func recognize(_ image: Image, options: RecognitionOptions) async throws -> (text: RecognizedText, report: RecognitionReport, milliseconds: Double) {
        let started = ContinuousClock.now
        let text: RecognizedText
        do {
            text = try await gate.run { try await recognizer.recognize(image, options: options) }
        } catch let error as RecognitionError {
            throw AppError.invalid(.init("error.recognitionFailed", ["detail": .text(error.description)]), code: "recognition_failed")
        }
        let milliseconds = (ContinuousClock.now - started).milliseconds
        return (text, RecognitionReport(text: text, milliseconds: milliseconds), milliseconds)
    }

    /// Options from query or form values: `level` (fast|accurate) and `languages` (comma-separated;
    /// without it, the models for the reader's language: `pol+eng` for someone reading Polish).
    static func options(level: String?, languages: String?, reader: Language = .english) throws(AppError) -> RecognitionOptions {
        var options = RecognitionOptions(languages: reader.recognitionLanguages)
        if let level, !level.isEmpty {
            guard let parsed = RecognitionOptions.Level(rawValue: level) else {
                throw AppError.badRequest(.init("error.invalidLevel", ["level": .text(level)]), code: "invalid_level")
            }
            options.level = parsed
        }
        if let languages, !languages.isEmpty {
            // Tesseract's codes are ASCII (eng, chi_sim); anything else names no installed model.
            let codes = languages.split(separator: ",", omittingEmptySubsequences: false).map(String.init)
            guard codes.allSatisfy({ !$0.isEmpty && $0.count <= 16 && $0.allSatisfy { ($0.isASCII && $0.isLetter) || $0 == "_" } }) else {
                throw AppError.badRequest(.init("error.invalidLanguages"), code: "invalid_languages")
            }
            options.languages = codes
        }
        return options
    }
}
