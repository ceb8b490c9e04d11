/// Builds the public result from Tesseract's lines: boxes mapped to the original image, words
/// below the minimum height (and texture read as text) dropped, text joined the way Tesseract's plain output is.
struct ResultAssembler {
    var mapping: CoordinateMapping
    var imageWidth: Int
    var imageHeight: Int
    var minimumWordHeight: Double
    /// Texture read as text is dropped (`JunkFilter`); off for lines, words and whitelists,
    /// where the caller chose what to read.
    var dropsJunk = false

    func assemble(_ tesseractLines: [TesseractLine]) -> RecognizedText {
        var lines: [RecognizedLine] = []
        var text = ""
        for line in tesseractLines {
            let read = dropsJunk ? JunkFilter().kept(line.words, lineConfidence: line.confidence) : line.words
            let words = read.compactMap { word -> RecognizedWord? in
                let box = original(word.box)
                guard Double(box.height) >= minimumWordHeight else { return nil }
                return RecognizedWord(text: word.text, confidence: word.confidence, box: box)
            }
            guard let first = words.first else { continue }
            let lineText = words.map(\.text).joined(separator: " ")
            // When words were dropped the line box shrinks to the ones that remain.
            let box = words.count == line.words.count
                ? original(line.box)
                : BoundingBox.enclosing(words.map(\.box)) ?? first.box
            if !text.isEmpty { text += line.startsBlock ? "\n\n" : "\n" }
            text += lineText
            lines.append(RecognizedLine(text: lineText, confidence: line.confidence, box: box, words: words))
        }
        return RecognizedText(text: text, lines: lines)
    }

    private func original(_ box: BoundingBox) -> BoundingBox {
        mapping.original(of: box, originalWidth: imageWidth, originalHeight: imageHeight)
    }
}
