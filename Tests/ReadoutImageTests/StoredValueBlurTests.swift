import ReadoutImage
import Testing

@Suite("Blur on stored values")
struct StoredValueBlurTests {
    /// A one-pixel dark stroke on light paper, in colour with an alpha channel.
    static func stroke() -> Image {
        var image = Image(width: 21, height: 21, format: .rgba, filledWith: 240)
        for y in 0..<21 {
            let start = (y * 21 + 10) * 4
            image.pixels[start] = 20; image.pixels[start + 1] = 20; image.pixels[start + 2] = 20
        }
        return image
    }

    static func red(_ image: Image, _ x: Int, _ y: Int) -> Int { Int(image[x, y].first!) }

    @Test func aThinDarkStrokeSpreadsAsDarkNotAsLight() {
        let stored = Self.stroke().blurredAsStored(sigma: 1)
        let linear = GaussianBlur(radius: 1).apply(to: Self.stroke())
        let middle = Self.red(stored, 10, 10), beside = Self.red(stored, 11, 10)
        #expect(middle < 160 && middle < Self.red(linear, 10, 10) - 30, "stored \(middle), linear light \(Self.red(linear, 10, 10))")
        #expect(beside < 200 && beside > middle, "its neighbour takes on its dark: \(beside)")
        #expect(Self.red(stored, 0, 0) == 240, "paper far from it stays as it was")
        #expect(stored.pixels.enumerated().allSatisfy { $0.offset % 4 != 3 || $0.element == 240 }, "alpha untouched")
        #expect(Set(Array(stored[10, 10]).prefix(3)).count == 1, "every colour channel alike")
    }

    @Test func noBlurOrATinyImageIsLeftAsItIs() {
        #expect(Self.stroke().blurredAsStored(sigma: 0) == Self.stroke())
        let tiny = Image(width: 2, height: 2, format: .gray, filledWith: 7)
        #expect(tiny.blurredAsStored(sigma: 2) == tiny)
    }
}
