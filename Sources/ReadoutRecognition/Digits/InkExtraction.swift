import ReadoutImage

/// Turns a picture of a drawing into an ink map (gray, 255 = full ink, 0 = background),
/// whatever its polarity: the background is the median of the border pixels.
enum InkExtraction {
    /// Below this contrast between background and the strongest ink the picture is blank.
    static let minimumContrast = 32

    static func ink(from image: Image) -> Image? {
        guard image.width > 0, image.height > 0 else { return nil }
        // A canvas exported with a transparent background keeps its ink in alpha, and its colour
        // channels are often black everywhere: then alpha is the ink.
        if image.format == .rgba, borderMedian(of: image, channel: 3) < 128 {
            let alpha = stride(from: 3, to: image.pixels.count, by: 4).map { image.pixels[$0] }
            return normalized(Image(width: image.width, height: image.height, format: .gray, pixels: alpha))
        }
        return normalized(image.grayscale())
    }

    /// Maps the border's median to 0 and full ink to 255. Full ink is the 99.5th percentile of the
    /// pixels that stand out from the background, so one stray pixel darker than the pen does
    /// not make the whole digit faint.
    private static func normalized(_ gray: Image) -> Image? {
        let background = borderMedian(of: gray, channel: 0)
        let darkOnLight = background >= 128
        var histogram = [Int](repeating: 0, count: 256)
        for value in gray.pixels {
            histogram[max(0, darkOnLight ? background - Int(value) : Int(value) - background)] += 1
        }
        let standingOut = histogram[minimumContrast...].reduce(0, +)
        guard standingOut > 0 else { return nil }
        var contrast = 255, above = 0
        while contrast > minimumContrast {
            above += histogram[contrast]
            if above * 200 > standingOut { break }  // more than 0.5 % are at least this strong
            contrast -= 1
        }
        let pixels = gray.pixels.map { value -> UInt8 in
            let ink = darkOnLight ? background - Int(value) : Int(value) - background
            return UInt8(max(0, min(255, (ink * 255 + contrast / 2) / contrast)))
        }
        return Image(width: gray.width, height: gray.height, format: .gray, pixels: pixels)
    }

    private static func borderMedian(of image: Image, channel: Int) -> Int {
        var histogram = [Int](repeating: 0, count: 256)
        let w = image.width, h = image.height, c = image.format.channels
        func add(_ x: Int, _ y: Int) { histogram[Int(image.pixels[(y * w + x) * c + channel])] += 1 }
        for x in 0..<w {
            add(x, 0)
            if h > 1 { add(x, h - 1) }
        }
        for y in 1..<max(1, h - 1) {
            add(0, y)
            if w > 1 { add(w - 1, y) }
        }
        let total = histogram.reduce(0, +)
        var seen = 0
        for (value, n) in histogram.enumerated() {
            seen += n
            if seen * 2 >= total { return value }
        }
        return 0
    }
}
