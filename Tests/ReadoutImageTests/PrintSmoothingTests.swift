import ReadoutImage
import Testing

@Suite("Print smoothing")
struct PrintSmoothingTests {
    /// Faint dot-matrix print: a row of 2-px dots 1 px apart (120 on paper at 235) beside a
    /// solid dark bar (60), as a receipt's date beside its heavier print.
    static func dottedReceipt() -> Image {
        var image = Image(width: 100, height: 100, format: .gray, filledWith: 235)
        for x in stride(from: 10, through: 40, by: 3) { image.pixels[50 * 100 + x] = 120; image.pixels[50 * 100 + x + 1] = 120 }
        for y in 20..<70 { for x in 80..<83 { image.pixels[y * 100 + x] = 60 } }
        return image
    }

    @Test func dotsJoinIntoOneStrokeOnWhitePaper() {
        let original = Self.dottedReceipt()
        let smoothed = original.smoothedPrint()
        #expect(smoothed.format == .gray && smoothed.width == 100 && smoothed.height == 100)
        let dot = Int(smoothed[20, 50].first!), gap = Int(smoothed[18, 50].first!)
        #expect(Int(original[18, 50].first!) - Int(original[20, 50].first!) == 115, "apart before")
        #expect(gap - dot < 255 - gap, "the gap between two dots is nearer the dots than the paper: \(dot), \(gap)")
        #expect(smoothed[5, 5].first == 255, "the paper turns white")
        #expect(255 - gap > 60, "the stroke stays clearly darker than the paper: \(gap)")
        #expect(Int(smoothed[81, 40].first!) < 40, "the heavy print turns black")
    }

    @Test func aBlankOrTinyImageSurvives() {
        let blank = Image(width: 30, height: 20, format: .gray, filledWith: 200).smoothedPrint()
        #expect(blank.pixels.count == 600)
        let tiny = Image(width: 2, height: 1, format: .rgba, filledWith: 255).smoothedPrint()
        #expect(tiny.format == .gray && tiny.pixelCount == 2)
    }
}
