import Foundation
import ReadoutImage

/// What the matcher keeps of a photo, computed once when a reference photo is added (not per
/// request), and for each photo to identify.
///
/// - `whole`: the thesis' fingerprint, the whole photo's hue × saturation histogram (50 × 60
///   bins, min-max normalised) as OpenCV computes it.
/// - `centre` and `layout`: ours. The centre (the middle 60 % of each side, where the user aims)
///   after grey-world white balance, 30 × 32 bins summing to 1, so a warmer lamp or a cropped
///   border moves it little; and the layout, a 6 × 6 grid of 8-bin gradient-orientation
///   histograms of the grey photo (unit length), which sees dials and digit windows rather than
///   colour and does not change with brightness.
public struct MeterFingerprint: Sendable, Equatable {
    public let whole: HueSaturationHistogram
    public let centre: HueSaturationHistogram
    public let layout: [Float]

    static let layoutGrid = 6
    static let orientationBins = 8
    /// Photos are shrunk to this longest side first: histograms keep their shape, and a
    /// 12-megapixel photo is fingerprinted in milliseconds.
    static let workingSide = 320

    public init(image: Image) throws {
        let scale = Double(Self.workingSide) / Double(max(image.width, image.height))
        let small = scale < 1
            ? try image.resized(width: max(1, Int((Double(image.width) * scale).rounded())), height: max(1, Int((Double(image.height) * scale).rounded())))
            : image
        let colour = small.format == .rgba ? small : small.rgba()
        whole = HueSaturationHistogram(image: colour).normalizedMinMax()
        let inset = PixelRect(x: colour.width / 5, y: colour.height / 5, width: max(1, colour.width * 3 / 5), height: max(1, colour.height * 3 / 5))
        let middle = try Self.greyWorld(colour.cropped(to: inset))
        centre = Self.unitSum(HueSaturationHistogram(image: middle, hueBins: 30, saturationBins: 32))
        layout = try Self.orientationGrid(colour.grayscale())
    }

    public init(whole: HueSaturationHistogram, centre: HueSaturationHistogram, layout: [Float]) {
        self.whole = whole
        self.centre = centre
        self.layout = layout
    }

    /// Each channel scaled so the three means are equal (their common mean kept): a lamp's
    /// colour cast removed before hues are counted.
    static func greyWorld(_ image: Image) -> Image {
        var sums = [Double](repeating: 0, count: 3)
        for index in stride(from: 0, to: image.pixels.count, by: 4) {
            for channel in 0..<3 { sums[channel] += Double(image.pixels[index + channel]) }
        }
        let grey = sums.reduce(0, +) / 3
        let gains = sums.map { $0 > 0 ? grey / $0 : 1 }
        var pixels = image.pixels
        for index in stride(from: 0, to: pixels.count, by: 4) {
            for channel in 0..<3 { pixels[index + channel] = UInt8(min(255, (Double(pixels[index + channel]) * gains[channel]).rounded())) }
        }
        return Image(width: image.width, height: image.height, format: .rgba, pixels: pixels)
    }

    static func unitSum(_ histogram: HueSaturationHistogram) -> HueSaturationHistogram {
        let total = histogram.counts.reduce(0, +)
        guard total > 0 else { return histogram }
        return HueSaturationHistogram(hueBins: histogram.hueBins, saturationBins: histogram.saturationBins, counts: histogram.counts.map { $0 / total })
    }

    /// Gradient orientations (unsigned, 8 bins, weighted by magnitude) pooled over a 6 × 6 grid
    /// of a 96 × 96 grey version of the photo, each cell then the whole vector normalised.
    static func orientationGrid(_ grey: Image) throws -> [Float] {
        let side = 96
        let image = try grey.resized(width: side, height: side)
        let cell = side / layoutGrid
        var histogram = [Float](repeating: 0, count: layoutGrid * layoutGrid * orientationBins)
        func pixel(_ x: Int, _ y: Int) -> Float { Float(image.pixels[min(max(y, 0), side - 1) * side + min(max(x, 0), side - 1)]) }
        for y in 0..<side {
            for x in 0..<side {
                let dx = pixel(x + 1, y) - pixel(x - 1, y), dy = pixel(x, y + 1) - pixel(x, y - 1)
                let magnitude = (dx * dx + dy * dy).squareRoot()
                guard magnitude > 0 else { continue }
                var angle = atan2(dy, dx)
                if angle < 0 { angle += .pi }
                let bin = min(orientationBins - 1, Int(angle / .pi * Float(orientationBins)))
                histogram[((y / cell) * layoutGrid + x / cell) * orientationBins + bin] += magnitude
            }
        }
        // Per cell to unit length (a dim corner counts as much as a bright one), then the whole.
        for start in stride(from: 0, to: histogram.count, by: orientationBins) {
            let length = histogram[start..<start + orientationBins].reduce(0) { $0 + $1 * $1 }.squareRoot()
            if length > 0 { for index in start..<start + orientationBins { histogram[index] /= length } }
        }
        let length = histogram.reduce(0) { $0 + $1 * $1 }.squareRoot()
        return length > 0 ? histogram.map { $0 / length } : histogram
    }
}
