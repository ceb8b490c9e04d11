import CTesseract

/// A word in the coordinates of the image Tesseract was given.
struct TesseractWord: Sendable {
    var text: String
    var confidence: Double
    var box: BoundingBox
}

/// A line in the coordinates of the image Tesseract was given.
struct TesseractLine: Sendable {
    var confidence: Double
    var box: BoundingBox
    var words: [TesseractWord]
    /// True for the first line of a block or paragraph, where plain text gets a blank line.
    var startsBlock: Bool
}

/// Walks Tesseract's result iterator word by word and groups the words into lines.
enum TesseractResultReader {
    static func lines(of handle: OpaquePointer) -> [TesseractLine] {
        guard let iterator = TessBaseAPIGetIterator(handle) else { return [] }
        defer { TessResultIteratorDelete(iterator) }
        let page = TessResultIteratorGetPageIterator(iterator)
        var lines: [TesseractLine] = []
        repeat {
            if TessPageIteratorIsAtBeginningOf(page, RIL_TEXTLINE) != 0, let box = box(page, RIL_TEXTLINE) {
                let startsBlock = TessPageIteratorIsAtBeginningOf(page, RIL_PARA) != 0
                lines.append(TesseractLine(confidence: confidence(iterator, RIL_TEXTLINE), box: box,
                                           words: [], startsBlock: startsBlock))
            }
            guard !lines.isEmpty, let box = box(page, RIL_WORD),
                  let cText = TessResultIteratorGetUTF8Text(iterator, RIL_WORD) else { continue }
            let text = String(cString: cText).trimmingWhitespace()
            TessDeleteText(cText)
            if !text.isEmpty {
                lines[lines.count - 1].words.append(
                    TesseractWord(text: text, confidence: confidence(iterator, RIL_WORD), box: box))
            }
        } while TessResultIteratorNext(iterator, RIL_WORD) != 0
        return lines.filter { !$0.words.isEmpty }
    }

    private static func box(_ page: OpaquePointer?, _ level: TessPageIteratorLevel) -> BoundingBox? {
        var left: Int32 = 0, top: Int32 = 0, right: Int32 = 0, bottom: Int32 = 0
        guard TessPageIteratorBoundingBox(page, level, &left, &top, &right, &bottom) != 0 else { return nil }
        return BoundingBox(x: Int(left), y: Int(top), width: Int(right - left), height: Int(bottom - top))
    }

    private static func confidence(_ iterator: OpaquePointer?, _ level: TessPageIteratorLevel) -> Double {
        min(max(Double(TessResultIteratorConfidence(iterator, level)) / 100, 0), 1)
    }
}

extension String {
    func trimmingWhitespace() -> String {
        var scalars = Substring(self)
        while let first = scalars.first, first.isWhitespace { scalars.removeFirst() }
        while let last = scalars.last, last.isWhitespace { scalars.removeLast() }
        return String(scalars)
    }
}
