import CTesseract
import Foundation
import ReadoutImage
import Testing
@testable import ReadoutRecognition

/// Texture read as text is dropped, real short words stay; a framed sign whose text Tesseract's
/// layout analysis skipped is read again as sparse text; uneven light is flattened.
@Suite struct JunkAndLayoutTests {
    static func word(_ text: String, _ confidence: Double, x: Int = 0) -> TesseractWord {
        TesseractWord(text: text, confidence: confidence, box: BoundingBox(x: x, y: 0, width: 10, height: 10))
    }

    @Test func dropsTextureAndKeepsRealShortWords() {
        let filter = JunkFilter()
        // Brick joints and borders: symbols and odd shapes alone on a line.
        #expect(filter.kept([Self.word("|", 0.9)]).isEmpty)
        #expect(filter.kept([Self.word("{", 0.5), Self.word(":", 0.6), Self.word(";", 0.4, x: 20)]).isEmpty)
        #expect(filter.kept([Self.word("~_", 0.0)]).isEmpty)
        // Short fragments nobody is sure of are texture too; one sure word is a line.
        #expect(filter.kept([Self.word("y", 0.3), Self.word("ie", 0.5, x: 20)]).isEmpty)
        #expect(filter.kept([Self.word("I", 0.9)]).map(\.text) == ["I"])
        // Real words survive low confidence (a clean scan's "ZVI" scored 0.15), numbers too.
        #expect(filter.kept([Self.word("ZVI", 0.15), Self.word("GALIL", 0.89, x: 20)]).map(\.text) == ["ZVI", "GALIL"])
        #expect(filter.kept([Self.word("4.50", 0.35)]).map(\.text) == ["4.50"])
        // A meaningful symbol between words stays; an odd unsure token inside a line goes.
        let line = [Self.word("Oat", 0.9), Self.word("&", 0.8, x: 20), Self.word("~a", 0.3, x: 40), Self.word("Honey", 0.9, x: 60)]
        #expect(filter.kept(line).map(\.text) == ["Oat", "&", "Honey"])
    }

    @Test func aLineTesseractIsUnsureOfKeepsOnlyItsSureWords() {
        let filter = JunkFilter()
        // Wood grain under a threshold: word-like guesses on a line Tesseract scores 0.2.
        let grain = [Self.word("Gleb", 0.39), Self.word("beh", 0.39, x: 20), Self.word("tee", 0.28, x: 40), Self.word("vase", 0.7, x: 60)]
        #expect(filter.kept(grain, lineConfidence: 0.2).map(\.text) == ["vase"])
        #expect(filter.kept(grain, lineConfidence: 0.45).map(\.text) == ["Gleb", "beh", "tee", "vase"], "a line surer as a whole keeps them")
        // A rare name Tesseract doubts is long, and kept.
        #expect(filter.kept([Self.word("Longbourn", 0.25), Self.word("House", 0.78, x: 20)], lineConfidence: 0.39).map(\.text) == ["Longbourn", "House"])
        #expect(filter.kept([Self.word("ff", 0.3), Self.word("Wee”", 0.3, x: 20), Self.word("ODMQRS", 0.3, x: 40)], lineConfidence: 0.36).isEmpty)
        #expect(filter.kept([Self.word("caaanaaee", 0.0)], lineConfidence: 0.0).isEmpty, "a dotted rule")
        #expect(filter.kept(Array(grain.prefix(3)), lineConfidence: 0.1).isEmpty)
    }

    @Test func aFramedStreetSignIsReadWhole() async throws {
        let gallery = TestData.packageRoot.appendingPathComponent("Sources/ReadoutApps/Resources/FilterLabGallery/street-sign.jpg")
        let sign = try await sharedRecognizer.recognize(try TestData.image(gallery), options: .init(level: .accurate))
        // Automatic layout alone read "*" here: the sign's frame made its text a picture.
        #expect(sign.text.contains("ORCHARD LANE"), "\(sign.text)")
        #expect(sign.text.contains("LEADING TO MARKET SQUARE"), "\(sign.text)")
        let words = sign.lines.flatMap(\.words).count
        #expect(words <= 8, "6 words shown, \(words) read: \(sign.text)")
    }

    static func gray(_ pix: LeptonicaPix, _ x: Int, _ y: Int) -> Int {
        var value: UInt32 = 0
        pixGetPixel(pix.pointer, Int32(x), Int32(y), &value)
        return Int(value)
    }

    @Test func aKnownGradientIsFlattened() throws {
        // Light falling from 250 on the left to 90 on the right, with dark marks every 40 px.
        let width = 400, height = 200
        var pixels = [UInt8](repeating: 0, count: width * height)
        for y in 0..<height {
            for x in 0..<width {
                let light = 250 - 160 * Double(x) / Double(width)
                let mark = x % 40 < 4 && y % 40 < 20
                pixels[y * width + x] = UInt8(mark ? light * 0.3 : light)
            }
        }
        let flat = try PixOperations.normalizeBackground(try PixOperations.gray(Image(width: width, height: height, format: .gray, pixels: pixels)))
        let background = (0..<height).flatMap { y in (0..<width).compactMap { x -> Int? in
            x % 40 < 8 || y % 40 < 24 ? nil : Self.gray(flat, x, y)
        } }
        let spread = (background.max() ?? 0) - (background.min() ?? 0)
        // Measured: 26 levels, from 160 (Leptonica's tile-based normalisation to 200).
        #expect(spread <= 32, "background spans \(spread) gray levels after flattening (160 before)")
    }
}
