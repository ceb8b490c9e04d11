import ReadoutApps
import ReadoutImage
import Testing

@Suite("Filter operations map intensity as the seed does")
struct FilterOperationTests {
    /// A 16×8 image: left half dark gray (60), right half light gray (200).
    let image: Image = {
        var pixels: [UInt8] = []
        for _ in 0..<8 { for x in 0..<16 { pixels += [x < 8 ? 60 : 200, x < 8 ? 60 : 200, x < 8 ? 60 : 200, 255] } }
        return Image(width: 16, height: 8, format: .rgba, pixels: pixels)
    }()

    @Test func binarizeThresholdIsHalfTheIntensity() {
        // Threshold 0.5 × 0.75 = 0.375 (96 of 255): 60 goes black, 200 goes white.
        let result = FilterOperation(filter: .binarize, intensity: 0.75).apply(to: image)
        #expect(result == ColorThreshold(threshold: 0.375).apply(to: image))
        #expect(result.pixels[0] == 0 && result.pixels[4 * 15] == 255)
        // At 3 (300 %) the threshold is 1.5: nothing is above it, the image is black.
        #expect(FilterOperation(filter: .binarize, intensity: 3).apply(to: image).pixels[4 * 15] == 0)
    }

    @Test func blurRadiusIsAHundredTimesTheIntensity() {
        #expect(FilterOperation(filter: .blur, intensity: 0.25).apply(to: image) == GaussianBlur(radius: 25).apply(to: image))
    }

    @Test func operationsApplyInOrder() {
        let operations = [FilterOperation(filter: .blur, intensity: 0.02), FilterOperation(filter: .binarize, intensity: 0.5)]
        let expected = operations[1].apply(to: operations[0].apply(to: image))
        #expect(operations.apply(to: image) == expected)
        #expect(operations.map(\.label) == ["Blur 2%", "Binarize 50%"])
    }
}
