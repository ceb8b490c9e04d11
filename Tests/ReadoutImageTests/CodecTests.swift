import Foundation
import ReadoutSupport
import Testing
@testable import ReadoutImage

@Suite struct CodecTests {
    /// The quadrant colours of the upright fixture: red, green / blue, white.
    private func expectUprightQuadrants(_ image: Image, tolerance: Int = 40, sourceLocation: SourceLocation = #_sourceLocation) {
        #expect(image.width == 64 && image.height == 48, "size \(image.width)×\(image.height)", sourceLocation: sourceLocation)
        let expected: [(x: Int, y: Int, rgb: [Int])] = [
            (16, 12, [255, 0, 0]), (48, 12, [0, 255, 0]), (16, 36, [0, 0, 255]), (48, 36, [255, 255, 255]),
        ]
        let rgba = image.rgba()
        for point in expected {
            let pixel = rgba[point.x, point.y].map(Int.init)
            for c in 0..<3 {
                #expect(abs(pixel[pixel.startIndex + c] - point.rgb[c]) <= tolerance,
                        "pixel (\(point.x), \(point.y)) is \(Array(pixel)), expected \(point.rgb)", sourceLocation: sourceLocation)
            }
        }
    }

    @Test(arguments: ["upright.png", "sample.jpg", "sample.tiff", "sample.webp", "sample.bmp", "sample.gif"])
    func decodesEverySupportedFormat(file: String) throws {
        let image = try Image(contentsOf: Fixture.url("codec/" + file))
        expectUprightQuadrants(image)
    }

    @Test func losslessFormatsDecodeExactly() throws {
        let png = try Image(contentsOf: Fixture.url("codec/upright.png"))
        for file in ["sample.tiff", "sample.webp", "sample.bmp", "sample.gif"] {
            #expect(try Image(contentsOf: Fixture.url("codec/" + file)).rgba().pixels == png.rgba().pixels, "\(file)")
        }
    }

    @Test func sixteenBitGrayAndAlphaAreRead() throws {
        let gray = try Image(contentsOf: Fixture.url("codec/sample-gray16.png"))
        #expect(gray.format == .gray)
        #expect(gray.pixels[0] == 54) // Rec.709 luma of red, as ImageMagick computed it
        let alpha = try Image(contentsOf: Fixture.url("codec/sample-alpha.png"))
        #expect(alpha.format == .rgba)
        #expect(abs(Int(alpha.pixels[3]) - 128) <= 1)
    }

    @Test(arguments: 1...8)
    func appliesExifOrientation(tag: Int) throws {
        let image = try Image(contentsOf: Fixture.url("codec/orientation-\(tag).jpg"))
        expectUprightQuadrants(image)
    }

    @Test func declaredResolutionIsKeptAndWritten() throws {
        let scan = try Image(contentsOf: Fixture.url("codec/dpi-300.png"))
        #expect(scan.dotsPerInch == 300)
        #expect(try Image(data: scan.encoded(as: .png)).dotsPerInch == 300)
        // "Density 1:1" in a JFIF header is an aspect ratio, not 1 dpi.
        #expect(try Image(contentsOf: Fixture.url("codec/orientation-6.jpg")).dotsPerInch == nil)
    }

    @Test func pngRoundTripIsLossless() throws {
        let original = try Image(contentsOf: Fixture.url("codec/photo.png"))
        #expect(try Image(data: original.encoded(as: .png)) == original)
        let gray = original.grayscale()
        #expect(try Image(data: gray.encoded(as: .png)) == gray)
        #expect(try Image(data: original.encoded(as: .fastPNG)) == original, "the fast PNG is lossless too")
        // PNG, not whatever else decodes back the same: this process's `pixWriteMem` writes
        // Tesseract's word images uncompressed (TesseractWordImages), so the encoder must not use it.
        let signature: [UInt8] = [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A]
        #expect(Array(try original.encoded(as: .png).prefix(8)) == signature)
        #expect(Array(try gray.encoded(as: .fastPNG).prefix(8)) == signature)
    }

    @Test func jpegQualityTradesSizeForFidelity() throws {
        let original = try Image(contentsOf: Fixture.url("codec/photo.png"))
        let small = try original.encoded(as: .jpeg(quality: 20))
        let large = try original.encoded(as: .jpeg(quality: 95))
        #expect(small.count < large.count)
        let decoded = try Image(data: large)
        #expect(decoded.width == original.width && decoded.format == .rgba)
        let meanError = zip(decoded.pixels, original.pixels).map { abs(Int($0) - Int($1)) }.reduce(0, +) / decoded.pixels.count
        #expect(meanError <= 3)
    }

    @Test func refusesABombFromItsHeader() throws {
        let data = try Fixture.data("codec/bomb-30000x30000.png")
        #expect(throws: ImageError.tooLarge(width: 30000, height: 30000, limit: 50_000_000)) {
            try Image(data: data)
        }
        #expect(try ImageHeader(data: data) == ImageHeader(format: .png, width: 30000, height: 30000))
    }

    /// Leptonica's own GIF and BMP header readers decode the whole image; ours must not.
    @Test func refusesGifAndBmpBombsFromTheirHeaders() {
        // GIF89a, 30000×30000 logical screen, no colour table, then a 1×1 frame descriptor.
        var gif = Array("GIF89a".utf8) + [0x30, 0x75, 0x30, 0x75, 0x00, 0x00, 0x00]
        gif += [0x2C, 0, 0, 0, 0, 1, 0, 1, 0, 0x00, 0x02, 0x02, 0x44, 0x01, 0x00, 0x3B]
        #expect(throws: ImageError.tooLarge(width: 30000, height: 30000, limit: 50_000_000)) { try Image(data: Data(gif)) }
        // BMP with a BITMAPINFOHEADER announcing 30000 × -30000 (top-down) and no pixel data.
        var bmp = Array("BM".utf8) + [UInt8](repeating: 0, count: 12) + [40, 0, 0, 0]
        bmp += [0x30, 0x75, 0, 0] + [0xD0, 0x8A, 0xFF, 0xFF] + [1, 0, 24, 0] + [UInt8](repeating: 0, count: 24)
        #expect(throws: ImageError.tooLarge(width: 30000, height: 30000, limit: 50_000_000)) { try Image(data: Data(bmp)) }
    }

    @Test func limitIsConfigurable() throws {
        let data = try Fixture.data("codec/photo.jpg")
        #expect(throws: ImageError.self) { try Image(data: data, limits: ImageLimits(maximumPixelCount: 160 * 120 - 1)) }
        #expect(try Image(data: data, limits: ImageLimits(maximumPixelCount: 160 * 120)).width == 160)
    }

    @Test func unknownBytesAreUnsupported() {
        #expect(throws: ImageError.unsupportedFormat("The file is not an image Readout reads; use PNG, JPEG, TIFF, WebP, BMP or GIF.")) {
            try Image(data: Data("%PDF-1.4 not an image".utf8))
        }
        #expect(throws: ImageError.self) { try Image(data: Data()) }
    }

    @Test func missingFileIsUnreadable() {
        #expect {
            try Image(contentsOf: URL(fileURLWithPath: "/nonexistent/photo.png"))
        } throws: { error in
            guard case ImageError.unreadable(let message) = error else { return false }
            return message.contains("/nonexistent/photo.png")
        }
    }

    /// Every fixture cut at 20 random places must give a typed error, never a crash or a silently
    /// half-gray picture.
    @Test func truncatedFilesGiveTypedErrors() throws {
        var generator = SeededRandomNumberGenerator(seed: 2026)
        for url in try Fixture.files(in: "codec") where !url.lastPathComponent.hasPrefix("bomb") {
            let data = try Data(contentsOf: url)
            for _ in 0..<20 {
                let cut = Int.random(in: 0..<data.count, using: &generator)
                do {
                    let image = try Image(data: data.prefix(cut))
                    Issue.record("\(url.lastPathComponent) cut at \(cut) of \(data.count) decoded as \(image.width)×\(image.height)")
                } catch is ImageError {
                    // expected
                } catch {
                    Issue.record("\(url.lastPathComponent) cut at \(cut): untyped error \(error)")
                }
            }
        }
    }
}
