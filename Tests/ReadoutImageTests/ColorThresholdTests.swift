import ReadoutSupport
import Testing
@testable import ReadoutImage

@Suite struct ColorThresholdTests {
    /// Every byte value once, in each colour channel, with a varying alpha.
    static let ramp = Image(width: 256, height: 1, format: .rgba,
                            pixels: (0..<256).flatMap { [UInt8($0), UInt8($0), UInt8($0), UInt8(255 - $0)] })

    @Test func halfLinearCutsBetweenSRGB187And188() {
        // The boundary byte comes from the decoding table the filter uses.
        let linear = SRGBTransfer.tables.linearOfByte
        let firstAbove = (0..<256).first { Double(linear[$0]) > 0.5 }
        #expect(firstAbove == 188)
        let result = ColorThreshold(threshold: 0.5).apply(to: Self.ramp)
        for byte in 0..<256 {
            #expect(result[byte, 0].prefix(3).allSatisfy { $0 == (byte >= 188 ? 255 : 0) }, "byte \(byte)")
        }
    }

    @Test func isStrictlyGreaterAtExactlyTheThreshold() {
        let linear = SRGBTransfer.tables.linearOfByte
        for byte in [1, 60, 100, 187, 188, 254] {
            let result = ColorThreshold(threshold: Double(linear[byte])).apply(to: Self.ramp)
            #expect(result[byte, 0].first == 0, "byte \(byte) equals the threshold")
            #expect(result[byte + 1, 0].first == 255, "byte \(byte + 1) is above it")
        }
    }

    @Test func channelsAreIndependentAndAlphaIsKept() {
        let image = Image(width: 2, height: 1, format: .rgba, pixels: [200, 100, 250, 77, 10, 240, 30, 0])
        let result = ColorThreshold(threshold: 0.5).apply(to: image)
        #expect(result.pixels == [255, 0, 255, 77, 0, 255, 0, 0])
    }

    /// The word-at-a-time path, the byte tail and the band split agree with a per-byte reference.
    @Test func matchesAPerByteReferenceOnRandomImages() {
        var generator = SeededRandomNumberGenerator(seed: 7)
        let linear = SRGBTransfer.tables.linearOfByte
        for (width, height, format) in [(131, 97, Image.Format.rgba), (67, 129, .gray), (3, 1, .rgba)] {
            let count = width * height * format.channels
            let image = Image(width: width, height: height, format: format,
                              pixels: (0..<count).map { _ in UInt8.random(in: 0...255, using: &generator) })
            for threshold in [-0.1, 0.0, 0.2, 0.5, 0.999, 1.5] {
                let expected = image.pixels.enumerated().map { index, byte -> UInt8 in
                    if format == .rgba && index % 4 == 3 { return byte }
                    return Double(linear[Int(byte)]) > threshold ? 255 : 0
                }
                #expect(ColorThreshold(threshold: threshold).apply(to: image).pixels == expected,
                        "\(width)×\(height) \(format) at \(threshold)")
            }
        }
    }

    @Test func extremesTurnEverythingOnOrOff() {
        let all = ColorThreshold(threshold: 0).apply(to: Self.ramp)
        #expect(all[0, 0].prefix(3).allSatisfy { $0 == 0 })  // 0 is not greater than 0
        #expect((1..<256).allSatisfy { all[$0, 0].first == 255 })
        let none = ColorThreshold(threshold: 1).apply(to: Self.ramp)
        #expect((0..<256).allSatisfy { none[$0, 0].first == 0 })
    }

    @Test func grayImagesAreThresholdedOnTheirValue() {
        let image = Image(width: 5, height: 3, format: .gray, pixels: (0..<15).map { UInt8($0 * 18) })
        let result = ColorThreshold(threshold: 0.5).apply(to: image)
        #expect(result.format == .gray && result.width == 5 && result.height == 3)
        #expect(result.pixels == image.pixels.map { $0 >= 188 ? 255 : 0 })
    }
}
