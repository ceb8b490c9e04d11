/// One word as Tesseract read it, with its box in the original image.
public struct RecognizedWord: Sendable, Codable, Equatable {
    public var text: String
    /// Tesseract's word confidence scaled to 0…1.
    public var confidence: Double
    public var box: BoundingBox

    public init(text: String, confidence: Double, box: BoundingBox) {
        self.text = text
        self.confidence = confidence
        self.box = box
    }
}

/// One text line: its words in reading order, their text joined by single spaces.
public struct RecognizedLine: Sendable, Codable, Equatable {
    public var text: String
    /// Tesseract's line confidence scaled to 0…1.
    public var confidence: Double
    public var box: BoundingBox
    public var words: [RecognizedWord]

    public init(text: String, confidence: Double, box: BoundingBox, words: [RecognizedWord]) {
        self.text = text
        self.confidence = confidence
        self.box = box
        self.words = words
    }
}

/// Everything recognised in one image: the lines, and their text joined by newlines
/// (a blank line between blocks, as Tesseract lays out its plain-text output).
public struct RecognizedText: Sendable, Codable, Equatable {
    public var text: String
    public var lines: [RecognizedLine]

    public init(text: String, lines: [RecognizedLine]) {
        self.text = text
        self.lines = lines
    }

    /// The mean of the word confidences weighted by word length, 0 when nothing was read.
    public var meanConfidence: Double {
        Self.meanConfidence(of: lines.lazy.flatMap(\.words).map { ($0.text, $0.confidence) })
    }

    /// Characters of the words read with confidence 0.6 or more, weighed by it: more of them
    /// means more of the image read (as `PageReader.Reading` counts them).
    var confidentCharacters: Double {
        Self.confidentCharacters(of: lines.lazy.flatMap(\.words).map { ($0.text, $0.confidence) })
    }

    /// Characters of the words read with confidence 0.6 or more, weighed by it.
    static func confidentCharacters(of words: some Sequence<(text: String, confidence: Double)>) -> Double {
        words.lazy.filter { $0.confidence >= 0.6 }.reduce(0) { $0 + Double($1.text.count) * $1.confidence }
    }

    /// Word confidences weighted by word length, 0 for no words.
    static func meanConfidence(of words: some Sequence<(text: String, confidence: Double)>) -> Double {
        var total = 0.0, weight = 0.0
        for (text, confidence) in words {
            total += confidence * Double(text.count)
            weight += Double(text.count)
        }
        return weight > 0 ? total / weight : 0
    }
}
