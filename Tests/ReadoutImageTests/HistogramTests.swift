import Foundation
import ReadoutSupport
import Testing
@testable import ReadoutImage

/// OpenCV-compatible HSV conversion, hue × saturation histograms and `compareHist`.
@Suite struct HistogramTests {
    // MARK: HSV conversion

    /// What `cv2.cvtColor(np.array([[rgb]], np.uint8), cv2.COLOR_RGB2HSV)` prints (OpenCV 5.0.0).
    static let openCVColours: [(rgb: [UInt8], hsv: [UInt8])] = [
        ([255, 0, 0], [0, 255, 255]), ([0, 255, 0], [60, 255, 255]), ([0, 0, 255], [120, 255, 255]),
        ([128, 128, 128], [0, 0, 128]), ([255, 255, 255], [0, 0, 255]), ([0, 0, 0], [0, 0, 0]),
        ([255, 255, 0], [30, 255, 255]), ([0, 255, 255], [90, 255, 255]), ([255, 0, 255], [150, 255, 255]),
        ([255, 0, 1], [0, 255, 255]), ([200, 120, 40], [15, 204, 200]), ([12, 200, 180], [87, 240, 200]),
        ([90, 60, 200], [126, 178, 200]), ([1, 2, 3], [105, 170, 3]), ([250, 249, 251], [135, 2, 251]),
        ([127, 0, 64], [165, 255, 127]),
    ]

    @Test func hsvMatchesOpenCVForKnownColours() {
        for (rgb, hsv) in Self.openCVColours {
            let converted = HSVColor(red: rgb[0], green: rgb[1], blue: rgb[2])
            #expect(converted == HSVColor(hue: hsv[0], saturation: hsv[1], value: hsv[2]), "rgb \(rgb)")
        }
    }

    /// Every colour of the RGB cube, against OpenCV's 180 × 256 (one value per bin) histogram of
    /// the same cube, summarised by its marginals and a checksum.
    @Test func hsvMatchesOpenCVOnAllColours() throws {
        let golden = try Golden.load()
        var joint = [Int](repeating: 0, count: 180 * 256)
        for red in 0...255 {
            for green in 0...255 {
                for blue in 0...255 {
                    let hsv = HSVColor(red: UInt8(red), green: UInt8(green), blue: UInt8(blue))
                    joint[Int(hsv.hue) * 256 + Int(hsv.saturation)] += 1
                }
            }
        }
        var hue = [Int](repeating: 0, count: 180), saturation = [Int](repeating: 0, count: 256)
        var checksum: UInt64 = 0
        for (index, count) in joint.enumerated() {
            hue[index / 256] += count
            saturation[index % 256] += count
            checksum &+= UInt64(count) &* ((UInt64(index) &* 2_654_435_761) % (1 << 32))
        }
        #expect(hue == golden.allColours.hue)
        #expect(saturation == golden.allColours.saturation)
        #expect(checksum == golden.allColours.jointChecksum)
    }

    /// The histogram's vectorised table path against the (exhaustively checked) per-pixel
    /// conversion, on every red × green × 9 blues: all the ties between channels are in there.
    @Test func histogramBinsAgreeWithPerPixelConversionOnCubeSlices() {
        let blues = Array(stride(from: 0, through: 255, by: 51)) + [1, 128, 254]
        var pixels = [UInt8]()
        pixels.reserveCapacity(256 * 256 * blues.count * 4)
        for red in 0...255 {
            for green in 0...255 {
                for blue in blues { pixels += [UInt8(red), UInt8(green), UInt8(blue), 255] }
            }
        }
        let image = Image(width: 256 * blues.count, height: 256, format: .rgba, pixels: pixels)
        for (hueBins, saturationBins) in [(50, 60), (180, 256), (7, 3)] {
            let histogram = HueSaturationHistogram(image: image, hueBins: hueBins, saturationBins: saturationBins)
            #expect(histogram.counts == Self.binnedPerPixel(pixels, hueBins: hueBins, saturationBins: saturationBins),
                    "\(hueBins) × \(saturationBins)")
        }
    }

    /// The histogram's inlined hot loop and the public per-pixel conversion must agree.
    @Test func histogramBinsAgreeWithPerPixelConversion() {
        var generator = SeededRandomNumberGenerator(seed: 7)
        let pixels = (0..<(97 * 61)).flatMap { _ in
            let random = generator.next()
            return [UInt8(truncatingIfNeeded: random), UInt8(truncatingIfNeeded: random >> 8),
                    UInt8(truncatingIfNeeded: random >> 16), 255]
        }
        let image = Image(width: 97, height: 61, format: .rgba, pixels: pixels)
        let histogram = HueSaturationHistogram(image: image, hueBins: 180, saturationBins: 256)
        #expect(histogram.counts == Self.binnedPerPixel(pixels, hueBins: 180, saturationBins: 256))
    }

    // MARK: Histograms

    @Test func binEdgesFollowCalcHist() {
        // Hue 18 starts bin 5 of 50 (18 · 50 / 180 = 5); saturation 64 starts bin 15 of 60.
        let colours: [HSVColor] = [
            HSVColor(red: 255, green: 85, blue: 0),   // hue 10 → bin 2
            HSVColor(red: 255, green: 153, blue: 0),  // hue 18 → bin 5
        ]
        #expect(colours.map(\.hue) == [10, 18])
        let image = Image(width: 2, height: 1, format: .rgba, pixels: [255, 85, 0, 255, 255, 153, 0, 255])
        let histogram = HueSaturationHistogram(image: image)
        #expect(histogram[2, 59] == 1)
        #expect(histogram[5, 59] == 1)
        let tinted = Image(width: 1, height: 1, format: .rgba, pixels: [255, 191, 191, 255])
        #expect(HSVColor(red: 255, green: 191, blue: 191).saturation == 64)
        #expect(HueSaturationHistogram(image: tinted)[0, 15] == 1)
    }

    @Test func grayImagesFillOnlyTheFirstBin() {
        let gray = Image(width: 7, height: 3, format: .gray, filledWith: 90)
        let histogram = HueSaturationHistogram(image: gray)
        #expect(histogram.counts[0] == 21)
        #expect(histogram.counts.dropFirst().allSatisfy { $0 == 0 })
    }

    @Test func alphaIsIgnored() {
        let opaque = Image(width: 2, height: 1, format: .rgba, pixels: [10, 200, 30, 255, 90, 20, 240, 255])
        let clear = Image(width: 2, height: 1, format: .rgba, pixels: [10, 200, 30, 0, 90, 20, 240, 7])
        #expect(HueSaturationHistogram(image: opaque) == HueSaturationHistogram(image: clear))
    }

    /// Large enough to be split across cores; the bands must add up to the single-pass answer.
    @Test func parallelBandsCountEveryPixelOnce() {
        var generator = SeededRandomNumberGenerator(seed: 11)
        let width = 613, height = 409
        let pixels = (0..<(width * height * 4)).map { _ in UInt8(truncatingIfNeeded: generator.next() >> 13) }
        let image = Image(width: width, height: height, format: .rgba, pixels: pixels)
        let histogram = HueSaturationHistogram(image: image)
        #expect(histogram.counts.reduce(0, +) == Float(width * height))
        #expect(histogram.counts == Self.binnedPerPixel(pixels, hueBins: 50, saturationBins: 60))
    }

    @Test func emptyImageGivesEmptyHistogram() {
        let histogram = HueSaturationHistogram(image: Image(width: 0, height: 0, format: .rgba))
        #expect(histogram.counts == [Float](repeating: 0, count: 3000))
        #expect(histogram.normalizedMinMax().counts == histogram.counts)
    }

    @Test func minMaxNormalisationSpansZeroToOne() {
        let histogram = HueSaturationHistogram(hueBins: 2, saturationBins: 2, counts: [2, 4, 6, 10])
        #expect(histogram.normalizedMinMax().counts == [0, 0.25, 0.5, 1])
        let flat = HueSaturationHistogram(hueBins: 1, saturationBins: 3, counts: [5, 5, 5])
        #expect(flat.normalizedMinMax().counts == [0, 0, 0])
    }

    // MARK: Comparison

    @Test func histogramComparedWithItselfIsIdentical() {
        let image = Image(width: 4, height: 1, format: .rgba,
                          pixels: [255, 0, 0, 255, 0, 255, 0, 255, 30, 60, 200, 255, 200, 120, 40, 255])
        let histogram = HueSaturationHistogram(image: image).normalizedMinMax()
        let compareWithItself = { compare(histogram, histogram, method: $0) }
        #expect(compareWithItself(.correlation) == 1)
        #expect(compareWithItself(.chiSquare) == 0)
        #expect(compareWithItself(.chiSquareAlternative) == 0)
        #expect(compareWithItself(.intersection) == Double(histogram.counts.reduce(0, +)))
        #expect(abs(compareWithItself(.bhattacharyya)) < 1e-6)
    }

    @Test func comparisonEdgeCasesFollowOpenCV() {
        let zero = HueSaturationHistogram(hueBins: 1, saturationBins: 3, counts: [0, 0, 0])
        let some = HueSaturationHistogram(hueBins: 1, saturationBins: 3, counts: [1, 0, 2])
        // No variance on one side: OpenCV answers 1 rather than dividing by zero.
        #expect(compare(zero, some, method: .correlation) == 1)
        // Chi-square skips bins that are empty in the first histogram, so it is asymmetric.
        #expect(compare(zero, some, method: .chiSquare) == 0)
        #expect(compare(some, zero, method: .chiSquare) == 3)
        #expect(compare(zero, some, method: .chiSquareAlternative) == 6)
        #expect(compare(zero, some, method: .bhattacharyya) == 1)
        #expect(compare(zero, some, method: .intersection) == 0)
    }

    // MARK: OpenCV goldens

    @Test(arguments: ["edges.png", "gradient.png", "gray-levels.png", "meter.png", "mostly-gray.png", "noise.png"])
    func histogramMatchesOpenCV(name: String) throws {
        let golden = try Golden.load()
        let histogram = try Self.histogram(of: name)
        let expected = try #require(golden.histograms[name])
        #expect(histogram.counts == expected.flatMap { $0 }.map(Float.init))
    }

    @Test func comparisonsMatchOpenCV() throws {
        let golden = try Golden.load()
        var normalized: [String: HueSaturationHistogram] = [:]
        for name in golden.histograms.keys {
            normalized[name] = try Self.histogram(of: name).normalizedMinMax()
        }
        #expect(golden.comparisons.count == 36)
        for pair in golden.comparisons {
            let first = try #require(normalized[pair.first]), second = try #require(normalized[pair.second])
            for method in HistogramComparison.allCases {
                let expected = try #require(pair.values[method.rawValue])
                let actual = compare(first, second, method: method)
                // Near 0 Bhattacharyya is √(rounding noise): sums in another order can move 0 to ~1e-8.
                let floor = method == .bhattacharyya ? 1e-7 : 1e-9
                let tolerance = max(floor, 1e-4 * abs(expected))
                #expect(abs(actual - expected) <= tolerance, "\(method) \(pair.first) vs \(pair.second)")
            }
        }
    }

    // MARK: Helpers

    static func histogram(of name: String) throws -> HueSaturationHistogram {
        let url = try #require(Bundle.module.url(forResource: "Fixtures/histogram/\(name)", withExtension: nil))
        return HueSaturationHistogram(image: try Image(contentsOf: url))
    }

    /// Counts RGBA pixels through `HSVColor` and calcHist's bin rule, floor(value · bins / range)
    /// in double precision: the slow, obvious way.
    static func binnedPerPixel(_ pixels: [UInt8], hueBins: Int, saturationBins: Int) -> [Float] {
        var counts = [Float](repeating: 0, count: hueBins * saturationBins)
        for index in stride(from: 0, to: pixels.count, by: 4) {
            let hsv = HSVColor(red: pixels[index], green: pixels[index + 1], blue: pixels[index + 2])
            let hueBin = Int((Double(hsv.hue) * (Double(hueBins) / 180)).rounded(.down))
            let saturationBin = Int((Double(hsv.saturation) * (Double(saturationBins) / 256)).rounded(.down))
            counts[hueBin * saturationBins + saturationBin] += 1
        }
        return counts
    }
}

/// `Fixtures/histogram/golden.json`, written by `Scripts/make-histogram-goldens.py`.
private struct Golden: Decodable {
    struct AllColours: Decodable {
        let hue: [Int]
        let saturation: [Int]
        let jointChecksum: UInt64
    }

    /// One ordered pair of fixtures and OpenCV's five `compareHist` results for it.
    struct Pair: Decodable {
        let first: String
        let second: String
        let values: [String: Double]

        init(from decoder: any Decoder) throws {
            let container = try decoder.container(keyedBy: AnyKey.self)
            first = try container.decode(String.self, forKey: AnyKey("first"))
            second = try container.decode(String.self, forKey: AnyKey("second"))
            var values: [String: Double] = [:]
            for method in HistogramComparison.allCases {
                values[method.rawValue] = try container.decode(Double.self, forKey: AnyKey(method.rawValue))
            }
            self.values = values
        }
    }

    let histograms: [String: [[Int]]]
    let allColours: AllColours
    let comparisons: [Pair]

    static func load() throws -> Golden {
        let url = try #require(Bundle.module.url(forResource: "Fixtures/histogram/golden", withExtension: "json"))
        return try JSONDecoder().decode(Golden.self, from: Data(contentsOf: url))
    }
}

private struct AnyKey: CodingKey {
    let stringValue: String
    var intValue: Int? { nil }
    init(_ string: String) { stringValue = string }
    init?(stringValue: String) { self.stringValue = stringValue }
    init?(intValue: Int) { nil }
}
