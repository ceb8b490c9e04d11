import Testing
@testable import ReadoutImage

@Suite struct GaussianBlurTests {
    /// RGBA with everything a blur can get wrong: noise, hard edges, a gradient, dark areas
    /// (where sRGB magnifies linear errors) and, unless `opaque`, a translucent patch.
    static func textured(width: Int = 64, height: Int = 48, opaque: Bool = false) -> Image {
        var pixels = [UInt8](repeating: 0, count: width * height * 4)
        var seed: UInt32 = 12345
        func noise() -> Int {
            seed = seed &* 1_664_525 &+ 1_013_904_223
            return Int(seed >> 24)
        }
        for y in 0..<height {
            for x in 0..<width {
                let index = (y * width + x) * 4
                let edge = (x / 8 + y / 8) % 2 == 0 ? 200 : 20
                pixels[index] = UInt8(clamping: (edge + noise()) / 2)
                pixels[index + 1] = UInt8(clamping: x * 255 / max(width - 1, 1))
                pixels[index + 2] = UInt8(clamping: x < width / 3 ? noise() / 8 : (y > height * 2 / 3 ? 255 : noise()))
                let translucent = !opaque && x > width * 2 / 3 && y < height / 4
                pixels[index + 3] = translucent ? UInt8(clamping: 128 + noise() / 4) : 255
            }
        }
        return Image(width: width, height: height, format: .rgba, pixels: pixels)
    }

    /// The red channel (noise and edges) of `textured` as a gray image.
    static func gray(width: Int = 64, height: Int = 48) -> Image {
        let rgba = textured(width: width, height: height)
        return Image(width: width, height: height, format: .gray,
                     pixels: stride(from: 0, to: rgba.pixels.count, by: 4).map { rgba.pixels[$0] })
    }

    static func checkerboard(width: Int, height: Int) -> Image {
        var image = Image(width: width, height: height, format: .rgba, filledWith: 255)
        for y in 0..<height {
            for x in 0..<width where (x + y) % 2 == 1 {
                for c in 0..<3 { image.pixels[(y * width + x) * 4 + c] = 0 }
            }
        }
        return image
    }

    // Each radius runs on translucent RGBA, opaque RGBA (a separate 3-channel path) and gray,
    // at a size whose rows are not a whole number of vectors.
    @Test(arguments: [0.5, 1, 2, 3, 5, 10, 25, 75, 150, 300])
    func matchesTheExactGaussian(radius: Double) {
        let images = [Self.textured(), Self.textured(opaque: true), Self.gray(),
                      Self.textured(width: 37, height: 23, opaque: true), Self.gray(width: 37, height: 23)]
        for image in images {
            let fast = GaussianBlur(radius: radius).apply(to: image)
            let quality = psnr(GaussianBlur.exact(image, sigma: radius), fast)
            #expect(quality >= 40, "radius \(radius), \(image.format) \(image.width)×\(image.height): \(quality) dB")
        }
    }

    @Test func radiusZeroIsTheIdentity() {
        let image = Self.textured()
        #expect(GaussianBlur(radius: 0).apply(to: image) == image)
        #expect(GaussianBlur(radius: -3).apply(to: image) == image)
        #expect(GaussianBlur(radius: .nan).apply(to: image) == image)
    }

    @Test(arguments: [1.5, 40])
    func keepsSizeAndFormat(radius: Double) {
        for image in [Self.textured(width: 7, height: 5), Self.gray(width: 7, height: 5),
                      Self.textured(width: 1, height: 1), Self.gray(width: 3, height: 1)] {
            let blurred = GaussianBlur(radius: radius).apply(to: image)
            #expect(blurred.width == image.width && blurred.height == image.height && blurred.format == image.format)
        }
    }

    @Test(arguments: [1.0, 4, 30, 300])
    func constantImageStaysConstant(radius: Double) {
        for value: UInt8 in [0, 1, 37, 128, 254, 255] {
            let rgba = Image(width: 23, height: 9, format: .rgba, filledWith: value)
            #expect(GaussianBlur(radius: radius).apply(to: rgba) == rgba, "RGBA \(value)")
            let gray = Image(width: 23, height: 9, format: .gray, filledWith: value)
            #expect(GaussianBlur(radius: radius).apply(to: gray) == gray, "gray \(value)")
        }
    }

    @Test(arguments: [2.0, 25])
    func opaqueStaysOpaque(radius: Double) {
        let blurred = GaussianBlur(radius: radius).apply(to: Self.textured(opaque: true))
        #expect(stride(from: 3, to: blurred.pixels.count, by: 4).allSatisfy { blurred.pixels[$0] == 255 })
    }

    /// Black and white pixels average to 0.5 in linear light, which is sRGB 187.5, not 128.
    /// (Within 3 sigma of the border the replicated edge pixels tip the balance.)
    @Test(arguments: [3.0, 8])
    func blursInLinearLight(radius: Double) {
        let size = 64, margin = Int(3 * radius)
        let blurred = GaussianBlur(radius: radius).apply(to: Self.checkerboard(width: size, height: size))
        for y in margin..<(size - margin) {
            for x in margin..<(size - margin) {
                #expect((187...188).contains(blurred[x, y].first ?? 0), "(\(x), \(y)): \(Array(blurred[x, y]))")
            }
        }
    }

    /// Beyond the edge the image continues with its edge pixels (CoreImage `clampedToExtent`),
    /// so a white left half stays white at the left border instead of fading into black.
    @Test(arguments: [3.0, 10])
    func replicatesTheBorder(radius: Double) {
        var image = Image(width: 64, height: 16, format: .rgba, filledWith: 255)
        for y in 0..<16 {
            for x in 32..<64 { for c in 0..<3 { image.pixels[(y * 64 + x) * 4 + c] = 0 } }
        }
        let blurred = GaussianBlur(radius: radius).apply(to: image)
        for y in 0..<16 {
            #expect(blurred[0, y].prefix(3).allSatisfy { $0 >= 250 }, "row \(y): \(Array(blurred[0, y]))")
            #expect(blurred[63, y].prefix(3).allSatisfy { $0 <= 5 }, "row \(y): \(Array(blurred[63, y]))")
        }
    }

    @Test func psnrOfIdenticalImagesIsInfinite() {
        let image = Self.textured()
        #expect(psnr(image, image) == .infinity)
        var changed = image
        changed.pixels[0] ^= 1
        #expect(psnr(image, changed) > 80)
    }
}
