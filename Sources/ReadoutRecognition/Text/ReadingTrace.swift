import Foundation

/// `READOUT_OCR_TRACE=1` writes one line to stderr for every Tesseract reading `.accurate` makes
/// (layout, page size, milliseconds, mean confidence, confident characters) and for every choice
/// between readings: where a photo's time goes and which readings ever win, to study a photo
/// that reads slowly (with `READOUT_OCR_DUMP` for what the engine saw). Each line starts with
/// the milliseconds since the first, so the time between two steps shows where it went.
enum ReadingTrace {
    static let isOn = ProcessInfo.processInfo.environment["READOUT_OCR_TRACE"] != nil
    private static let start = ContinuousClock.now

    static func note(_ message: @autoclosure () -> String) {
        guard isOn else { return }
        let elapsed = ContinuousClock.now - start
        let milliseconds = elapsed.components.seconds * 1000 + elapsed.components.attoseconds / 1_000_000_000_000_000
        FileHandle.standardError.write(Data("trace: [\(milliseconds) ms] \(message())\n".utf8))
    }
}
