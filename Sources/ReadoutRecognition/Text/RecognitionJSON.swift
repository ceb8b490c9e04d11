import Foundation

/// Writes the recognition JSON object of `readout ocr --json` and of the web API with its keys
/// in the documented order (file when given, text, lines[text, confidence, box{x, y, width,
/// height}, words], milliseconds), which `JSONEncoder` does not promise; readers that print or
/// diff the lines see a stable layout.
public enum RecognitionJSON {
    /// One JSON object, on one line.
    public static func object(file: String? = nil, text: RecognizedText, milliseconds: Double) -> String {
        object((file.map { [("file", string($0))] } ?? []) + [
            ("text", string(text.text)),
            ("lines", array(text.lines.map { line in
                object([
                    ("text", string(line.text)),
                    ("confidence", number(line.confidence)),
                    ("box", box(line.box)),
                    ("words", array(line.words.map { word in
                        object([("text", string(word.text)), ("confidence", number(word.confidence)), ("box", box(word.box))])
                    })),
                ])
            })),
            ("milliseconds", number(milliseconds)),
        ])
    }

    private static func box(_ box: BoundingBox) -> String {
        object([("x", "\(box.x)"), ("y", "\(box.y)"), ("width", "\(box.width)"), ("height", "\(box.height)")])
    }

    private static func object(_ members: [(String, String)]) -> String {
        "{" + members.map { "\(string($0.0)):\($0.1)" }.joined(separator: ",") + "}"
    }

    private static func array(_ elements: [String]) -> String {
        "[" + elements.joined(separator: ",") + "]"
    }

    /// Four decimals are plenty for confidences and milliseconds.
    private static func number(_ value: Double) -> String {
        value.isFinite ? String((value * 10_000).rounded() / 10_000) : "null"
    }

    /// A JSON string literal, escaped by Foundation's encoder.
    private static func string(_ value: String) -> String {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.withoutEscapingSlashes]
        guard let data = try? encoder.encode(value) else { return "\"\"" }
        return String(decoding: data, as: UTF8.self)
    }
}
