import CTesseract
import Testing
@testable import ReadoutImage

@Suite struct LuminanceTests {
    /// The gray Readout computes for Leptonica must be Leptonica's own, value for value: every
    /// later threshold, component count and reading was measured on it.
    @Test func luminanceIsLeptonicasOwnForEveryColourTried() throws {
        // Each channel in steps of 3 (86³ colours, every rounding case of the weights many
        // times over), on rows 1,001 pixels wide: not a whole number of Leptonica's words.
        let levels = Array(stride(from: 0, through: 255, by: 3)).map(UInt8.init)
        var pixels: [UInt8] = []
        for red in levels {
            for green in levels {
                for blue in levels { pixels += [red, green, blue, 255] }
            }
        }
        let width = 1001, height = pixels.count / 4 / width
        pixels.removeLast(pixels.count - width * height * 4)
        let photo = Image(width: width, height: height, format: .rgba, pixels: pixels)

        let gray = photo.makeLuminancePix(), colour = photo.makePix()
        let converted = LeptonicaPix(owning: try #require(pixConvertRGBToLuminance(colour.pointer)))
        let (ours, leptonicas) = try withExtendedLifetime((gray, converted)) {
            (try Image(pix: gray.pointer), try Image(pix: converted.pointer))
        }
        #expect(ours.format == .gray && ours.width == width && ours.height == height)
        // Counted, not compared whole: a failure prints one number, not 640,000.
        let differing = zip(ours.pixels, leptonicas.pixels).filter { $0 != $1 }.count
        #expect(leptonicas.pixels.count == ours.pixels.count && differing == 0)
    }
}

@Suite struct ByteHistogramTests {
    /// The page finder's colour medians come from counts: the same value a sort gives.
    @Test func itsMedianIsTheSortedSamplesMiddle() {
        for count in [1, 2, 3, 10, 101, 1000] {
            // A fixed scramble of every byte value, repeated values included once past 256.
            let samples = (0..<count).map { UInt8(truncatingIfNeeded: $0 &* 151 &+ 7 &* ($0 / 256)) }
            var histogram = ByteHistogram()
            samples.forEach { histogram.add($0) }
            #expect(histogram.count == count)
            #expect(histogram.median == Double(samples.sorted()[count / 2]))
        }
        #expect(ByteHistogram().median == 0)
    }
}
