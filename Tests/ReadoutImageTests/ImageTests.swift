import Testing
@testable import ReadoutImage

@Suite struct ImageTests {
    @Test func pixelSubscriptReadsRowMajorChannels() {
        var image = Image(width: 3, height: 2, format: .rgba)
        image.pixels[(1 * 3 + 2) * 4 + 1] = 77
        #expect(image[2, 1][(1 * 3 + 2) * 4 + 1] == 77)
        #expect(image[0, 0].allSatisfy { $0 == 0 })
    }

    @Test func copiesAreIndependentValues() {
        let original = Image(width: 2, height: 2, format: .gray, filledWith: 10)
        var copy = original
        copy.pixels[0] = 200
        #expect(original.pixels[0] == 10)
        #expect(copy != original)
    }
}
