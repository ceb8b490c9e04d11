import Foundation

/// One handwritten digit from UCI's pendigits-orig files: its label, writer and pen strokes.
public struct PenDigitSample: Sendable, Equatable {
    /// The digit written, 0…9.
    public var label: Int
    /// The writer's number within the file (1–30 in `.tra`, 1–14 in `.tes`; not shared between files).
    public var writer: Int
    /// The sample's number within that writer's set (1…250).
    public var sampleNumber: Int
    /// The strokes on a 500×500 canvas with y pointing down (the file's y points up; flipped here).
    public var drawing: PenDrawing

    public init(label: Int, writer: Int, sampleNumber: Int, drawing: PenDrawing) {
        self.label = label
        self.writer = writer
        self.sampleNumber = sampleNumber
        self.drawing = drawing
    }
}

/// Reads UCI pendigits-orig (`pendigits-orig.tra` / `.tes`), a UNIPEN-style text format:
/// `.SEGMENT DIGIT a-b ? "8"` starts a sample, `.COMMENT label writer number` names it, and
/// each `.PEN_DOWN` … `.PEN_UP` holds one stroke of `x y` lines.
public enum PenDigitsReader {
    /// The tablet's writing box, in its units.
    public static let canvasSide = 500.0

    public static func read(contentsOf url: URL) throws(DigitDataError) -> [PenDigitSample] {
        let data: Data
        do {
            data = try Data(contentsOf: url)
        } catch {
            throw .unreadable(file: url.path, reason: (error as NSError).localizedDescription)
        }
        return try parse(data, file: url.lastPathComponent)
    }

    /// Parses the file's bytes; `file` names the source in error messages.
    public static func parse(_ data: Data, file: String = "pendigits") throws(DigitDataError) -> [PenDigitSample] {
        var samples: [PenDigitSample] = []
        var current: PenDigitSample?
        var stroke: [PenDrawing.Point]?
        var strokesSeen = 0
        var lineNumber = 0
        var strokeStart = 0

        func finish() throws(DigitDataError) {
            guard let sample = current else { return }
            guard stroke == nil else { throw .malformedPenData(file: file, line: strokeStart, reason: "this .PEN_DOWN has no .PEN_UP") }
            samples.append(sample)
            current = nil
        }

        // Bytes, not `Data` slices or `String`s: the training file has 330,000 lines.
        let bytes = [UInt8](data)
        for rawLine in bytes.split(separator: UInt8(ascii: "\n"), omittingEmptySubsequences: false) {
            lineNumber += 1
            if let point = point(rawLine) {
                guard stroke != nil else { throw .malformedPenData(file: file, line: lineNumber, reason: "a point outside .PEN_DOWN … .PEN_UP") }
                stroke?.append(PenDrawing.Point(x: Double(point.x), y: canvasSide - Double(point.y)))
                continue
            }
            let fields = rawLine.split(whereSeparator: isSpace)
            guard let head = fields.first else { continue }
            guard head.first == UInt8(ascii: ".") else {
                throw .malformedPenData(file: file, line: lineNumber, reason: "expected a point \"x y\" or a directive")
            }
            switch String(decoding: head, as: UTF8.self) {
            case ".SEGMENT":
                try finish()
                // `.SEGMENT DIGIT a-b ? "8"`: the first stroke index must continue the running count.
                guard fields.count >= 5, let label = quotedDigit(fields[4]) else {
                    throw .malformedPenData(file: file, line: lineNumber, reason: "expected .SEGMENT DIGIT <strokes> ? \"<digit>\"")
                }
                let first = integer(fields[2].prefix { $0 != UInt8(ascii: "-") })
                guard first == strokesSeen else {
                    throw .malformedPenData(file: file, line: lineNumber, reason: "the segment starts at stroke \(first ?? -1), expected \(strokesSeen)")
                }
                current = PenDigitSample(label: label, writer: 0, sampleNumber: 0,
                                         drawing: PenDrawing(strokes: [], canvasWidth: canvasSide, canvasHeight: canvasSide))
            case ".COMMENT":
                guard current != nil, fields.count >= 4, let writer = integer(fields[2]), let number = integer(fields[3]) else {
                    throw .malformedPenData(file: file, line: lineNumber, reason: "expected .COMMENT <label> <writer> <sample> after a .SEGMENT")
                }
                current?.writer = writer
                current?.sampleNumber = number
            case ".PEN_DOWN":
                guard current != nil, stroke == nil else {
                    throw .malformedPenData(file: file, line: lineNumber, reason: ".PEN_DOWN outside a sample or inside a stroke")
                }
                stroke = []
                strokeStart = lineNumber
            case ".PEN_UP":
                guard let finished = stroke else { throw .malformedPenData(file: file, line: lineNumber, reason: ".PEN_UP without .PEN_DOWN") }
                current?.drawing.strokes.append(finished)
                stroke = nil
                strokesSeen += 1
            default:
                continue  // .INCLUDE, .LEXICON, .HIERARCHY, .DT carry nothing a reader needs
            }
        }
        try finish()
        return samples
    }

    private static func isSpace(_ byte: UInt8) -> Bool { byte == 0x20 || byte == 0x09 || byte == 0x0D }

    /// A line of exactly two integers, `x y`, with any spacing.
    private static func point(_ line: ArraySlice<UInt8>) -> (x: Int, y: Int)? {
        var values = (0, 0)
        var count = 0, inNumber = false
        for byte in line {
            if byte >= 0x30 && byte <= 0x39 {
                guard count < 2 else { return nil }
                if count == 0 { values.0 = values.0 * 10 + Int(byte - 0x30) } else { values.1 = values.1 * 10 + Int(byte - 0x30) }
                inNumber = true
            } else if isSpace(byte) {
                if inNumber { count += 1; inNumber = false }
            } else {
                return nil
            }
        }
        if inNumber { count += 1 }
        return count == 2 ? (values.0, values.1) : nil
    }

    private static func integer(_ bytes: some Collection<UInt8>) -> Int? {
        guard !bytes.isEmpty else { return nil }
        var value = 0
        var negative = false
        for (i, byte) in bytes.enumerated() {
            if i == 0 && byte == UInt8(ascii: "-") { negative = true; continue }
            guard byte >= 0x30, byte <= 0x39, value < 1 << 40 else { return nil }
            value = value * 10 + Int(byte - 0x30)
        }
        return negative ? -value : value
    }

    private static func quotedDigit(_ bytes: some Collection<UInt8>) -> Int? {
        let a = Array(bytes)
        guard a.count == 3, a[0] == 0x22, a[2] == 0x22, a[1] >= 0x30, a[1] <= 0x39 else { return nil }
        return Int(a[1] - 0x30)
    }
}
