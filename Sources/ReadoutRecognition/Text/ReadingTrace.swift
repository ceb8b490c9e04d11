import Foundation

/// `READOUT_OCR_TRACE=1` writes one line to stderr for every Tesseract reading `.accurate` makes
/// (layout, page size, milliseconds, mean confidence, confident characters) and for every choice
/// between readings: where a photo's time goes and which readings ever win, to study a photo
/// that reads slowly (with `READOUT_OCR_DUMP` for what the engine saw).
enum ReadingTrace {
    static let isOn = ProcessInfo.processInfo.environment["READOUT_OCR_TRACE"] != nil

    static func note(_ message: @autoclosure () -> String) {
        guard isOn else { return }
        FileHandle.standardError.write(Data("trace: \(message())\n".utf8))
    }
}
