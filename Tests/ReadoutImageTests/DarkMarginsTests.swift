import ReadoutImage
import Testing

@Suite("Dark margins")
struct DarkMarginsTests {
    /// A faint receipt between black scanner bars, with a letter touching the left edge.
    static func scannedReceipt() -> Image {
        var image = Image(width: 120, height: 200, format: .gray, filledWith: 235)
        func fill(_ xs: Range<Int>, _ ys: Range<Int>, _ value: UInt8) {
            for y in ys { for x in xs { image.pixels[y * image.width + x] = value } }
        }
        fill(0..<120, 0..<12, 10)      // the lid's shadow above
        fill(0..<120, 190..<200, 20)   // and below
        fill(30..<90, 80..<90, 170)    // a faint line of text
        fill(0..<6, 120..<130, 40)     // a letter cut by the edge
        return image
    }

    @Test func barsAcrossTheEdgeTurnWhiteAndTextStays() {
        let original = Self.scannedReceipt()
        let cleaned = original.whiteningDarkMargins()
        #expect(cleaned.format == .gray && cleaned.width == 120 && cleaned.height == 200)
        #expect(cleaned[60, 5].first == 255 && cleaned[60, 195].first == 255)
        #expect(cleaned[60, 85].first == 170)
        #expect(cleaned[2, 125].first == 40)
        #expect(cleaned[60, 50].first == 235)
    }

    @Test func aPageWithoutMarginsIsUnchanged() {
        var page = Image(width: 50, height: 40, format: .gray, filledWith: 250)
        for x in 10..<40 { page.pixels[20 * 50 + x] = 0 }
        #expect(page.whiteningDarkMargins() == page)
    }

    @Test func lightWritingOnADarkBoardStays() {
        var board = Image(width: 60, height: 40, format: .gray, filledWith: 30)
        for x in 10..<50 { board.pixels[20 * 60 + x] = 230 }
        #expect(board.whiteningDarkMargins() == board)
    }

    @Test func tinyAndColourImagesAreHandled() {
        #expect(Image(width: 1, height: 1, format: .rgba, filledWith: 0).whiteningDarkMargins().format == .gray)
        #expect(Image(width: 0, height: 0, format: .gray).whiteningDarkMargins().pixelCount == 0)
    }
}
