import Foundation

/// The page finder's cues from the text: where the text block is, and what colour the paper
/// between its letters has.
extension PageFinder {
    /// The long side of the copy the text is looked for on: letters of a page filling a third of
    /// a phone photo are still a few pixels tall there.
    static let textWorkingSize = 1000

    /// The photo's text block, in the pixels of the page finder's reduced copy (`workingLongSide`
    /// on its long side).
    static func textBlock(of image: Image, workingLongSide: Int) -> TextBlock? {
        let factor = min(1, Double(textWorkingSize) / Double(max(image.width, image.height)))
        guard let copy = try? (factor < 1 ? image.scaled(by: factor) : image).grayscale(),
              let block = TextBlock.find(in: copy) else { return nil }
        return block.scaled(by: Double(workingLongSide) / Double(max(copy.width, copy.height)))
    }

    /// A gray image of how like the paper each pixel of `reduced` (in colour) is: 255 the paper's
    /// own colour, darker the farther from it. The paper's colour is the median of the brighter
    /// half of the pixels inside the text block (the paper between the letters). Differences in
    /// hue and saturation count twice those in light: a shadow darkens the page without making
    /// it brown, while a light wooden desk is as bright as the paper but yellower. Nil for a gray
    /// photo, where colour tells nothing the light does not.
    static func paperLikeness(in reduced: Image, text: TextBlock) -> Image? {
        guard reduced.format == .rgba else { return nil }
        let (width, height) = (reduced.width, reduced.height)
        func opponent(_ index: Int) -> (Double, Double, Double) {
            let r = Double(reduced.pixels[index * 4]), g = Double(reduced.pixels[index * 4 + 1]), b = Double(reduced.pixels[index * 4 + 2])
            return ((r + g + b) / 3, r - g, (r + g) / 2 - b)
        }
        // The text block's pixels, on a grid of about 4,000 samples.
        let xs = text.hull.map(\.x), ys = text.hull.map(\.y)
        guard let minX = xs.min(), let maxX = xs.max(), let minY = ys.min(), let maxY = ys.max() else { return nil }
        let step = max(1, Int(((maxX - minX) * (maxY - minY) / 4000).squareRoot()))
        var samples: [(Double, Double, Double)] = []
        for y in stride(from: Int(minY), to: min(height, Int(maxY)), by: step) {
            for x in stride(from: Int(minX), to: min(width, Int(maxX)), by: step) where x >= 0 && y >= 0 {
                if contains(text.hull, Point(x: Double(x) + 0.5, y: Double(y) + 0.5)) { samples.append(opponent(y * width + x)) }
            }
        }
        guard samples.count >= 16 else { return nil }
        let bright = samples.sorted { $0.0 < $1.0 }.suffix(samples.count / 2)
        func median(_ values: [Double]) -> Double { values.sorted()[values.count / 2] }
        let paper = (median(bright.map(\.0)), median(bright.map(\.1)), median(bright.map(\.2)))
        var likeness = [UInt8](repeating: 0, count: width * height)
        for index in 0..<(width * height) {
            let (l, c1, c2) = opponent(index)
            let distance = ((l - paper.0) * (l - paper.0) + 4 * ((c1 - paper.1) * (c1 - paper.1) + (c2 - paper.2) * (c2 - paper.2))).squareRoot()
            likeness[index] = UInt8(max(0, 255 - 2 * distance))
        }
        return Image(width: width, height: height, format: .gray, pixels: likeness)
    }
}
