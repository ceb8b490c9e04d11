import Foundation

/// Where the text of a photo stands: the letter-sized marks darker than their surroundings on a
/// reduced gray copy, and the largest cluster of them. A page lies around its text, so the
/// cluster says where to look for the sheet when its edges hardly differ from the desk, and the
/// paper between the letters says what colour the sheet is.
struct TextBlock: Sendable {
    /// Centres of the marks in the cluster, in the pixels of the image it was found in.
    var centres: [Point]
    /// The convex hull of the cluster's marks.
    var hull: [Point]
    /// The marks' median height.
    var markHeight: Double

    /// The least number of marks that make a block of text rather than a pattern on the desk.
    static let minimumMarks = 24

    /// The text block of `gray` (a reduced copy, about a thousand pixels on its long side), or
    /// nil when fewer than `minimumMarks` letter-like marks stand together.
    static func find(in gray: Image) -> TextBlock? {
        let marks = letterMarks(in: gray)
        guard marks.count >= minimumMarks else { return nil }
        let heights = marks.map(\.height).sorted()
        let markHeight = Double(heights[heights.count / 2])
        // Marks whose centres fall in neighbouring cells of a grid a few letters wide belong
        // together: lines of one text block are closer than that, a stray mark on the desk is not.
        let cell = max(4, 3 * markHeight)
        let columns = Int((Double(gray.width) / cell).rounded(.up)), rows = Int((Double(gray.height) / cell).rounded(.up))
        var cellMarks = [[Int]](repeating: [], count: columns * rows)
        for (index, mark) in marks.enumerated() {
            let column = min(columns - 1, Int(mark.centre.x / cell)), row = min(rows - 1, Int(mark.centre.y / cell))
            cellMarks[row * columns + column].append(index)
        }
        // Cells holding two marks or more are text; clusters join across one empty cell.
        let isText = cellMarks.map { $0.count >= 2 }
        var label = [Int](repeating: -1, count: columns * rows)
        var best: [Int] = []
        for start in 0..<label.count where isText[start] && label[start] < 0 {
            var cluster: [Int] = []
            var stack = [start]
            label[start] = start
            while let index = stack.popLast() {
                cluster += cellMarks[index]
                let column = index % columns, row = index / columns
                for dy in -2...2 {
                    for dx in -2...2 {
                        let x = column + dx, y = row + dy
                        guard x >= 0, y >= 0, x < columns, y < rows else { continue }
                        let next = y * columns + x
                        if isText[next] && label[next] < 0 {
                            label[next] = start
                            stack.append(next)
                        }
                    }
                }
            }
            if cluster.count > best.count { best = cluster }
        }
        guard best.count >= minimumMarks else { return nil }
        let chosen = best.map { marks[$0] }
        let corners = chosen.flatMap { mark in
            [Point(x: mark.x, y: mark.y), Point(x: mark.x + mark.width, y: mark.y),
             Point(x: mark.x, y: mark.y + mark.height), Point(x: mark.x + mark.width, y: mark.y + mark.height)]
        }
        return TextBlock(centres: chosen.map(\.centre), hull: PageFinder.convexHull(corners), markHeight: markHeight)
    }

    /// The block in another image's pixels, `factor` times this one's.
    func scaled(by factor: Double) -> TextBlock {
        TextBlock(centres: centres.map { Point(x: $0.x * factor, y: $0.y * factor) },
                  hull: hull.map { Point(x: $0.x * factor, y: $0.y * factor) }, markHeight: markHeight * factor)
    }

    /// The share of the block's marks whose centres lie inside `quad` (a convex quadrilateral).
    func share(inside quad: [Point]) -> Double {
        guard !centres.isEmpty else { return 0 }
        return Double(centres.filter { PageFinder.contains(quad, $0) }.count) / Double(centres.count)
    }

    struct Mark {
        var x: Double, y: Double, width: Double, height: Double
        var centre: Point { Point(x: x + width / 2, y: y + height / 2) }
    }

    /// Connected groups of pixels clearly darker than the mean around them (a window a few
    /// letters wide), shaped like letters or short words: not a speck, not a long rule or an edge.
    static func letterMarks(in gray: Image) -> [Mark] {
        let (width, height) = (gray.width, gray.height)
        guard width >= 16, height >= 16 else { return [] }
        let radius = max(6, max(width, height) / 80)
        let integral = IntegralImage(gray)
        var dark = [Bool](repeating: false, count: width * height)
        for y in 0..<height {
            let top = max(0, y - radius), bottom = min(height, y + radius + 1)
            for x in 0..<width {
                let left = max(0, x - radius), right = min(width, x + radius + 1)
                let mean = Double(integral.sum(left, top, right, bottom)) / Double((right - left) * (bottom - top))
                let value = Double(gray.pixels[y * width + x])
                dark[y * width + x] = value < 0.85 * mean && mean - value > 12
            }
        }
        let tallest = Double(max(width, height)) / 30
        var marks: [Mark] = []
        var stack: [Int] = []
        for start in 0..<dark.count where dark[start] {
            dark[start] = false
            stack.append(start)
            var (minX, minY, maxX, maxY, count) = (Int.max, Int.max, -1, -1, 0)
            while let index = stack.popLast() {
                let x = index % width, y = index / width
                (minX, minY, maxX, maxY) = (min(minX, x), min(minY, y), max(maxX, x), max(maxY, y))
                count += 1
                for dy in -1...1 {
                    for dx in -1...1 {
                        let nx = x + dx, ny = y + dy
                        guard nx >= 0, ny >= 0, nx < width, ny < height else { continue }
                        let next = ny * width + nx
                        if dark[next] {
                            dark[next] = false
                            stack.append(next)
                        }
                    }
                }
            }
            let boxWidth = Double(maxX - minX + 1), boxHeight = Double(maxY - minY + 1)
            guard boxHeight >= 3, boxHeight <= tallest, boxWidth <= 8 * boxHeight, boxWidth >= 1,
                  Double(count) >= 0.15 * boxWidth * boxHeight else { continue }
            marks.append(Mark(x: Double(minX), y: Double(minY), width: boxWidth, height: boxHeight))
        }
        return marks
    }
}

/// Sums of any rectangle of a gray image in constant time.
struct IntegralImage {
    private let sums: [Int]
    private let stride: Int

    init(_ gray: Image) {
        let (width, height) = (gray.width, gray.height)
        stride = width + 1
        var sums = [Int](repeating: 0, count: (width + 1) * (height + 1))
        for y in 0..<height {
            var row = 0
            for x in 0..<width {
                row += Int(gray.pixels[y * width + x])
                sums[(y + 1) * stride + x + 1] = sums[y * stride + x + 1] + row
            }
        }
        self.sums = sums
    }

    /// The sum over columns left..<right and rows top..<bottom.
    func sum(_ left: Int, _ top: Int, _ right: Int, _ bottom: Int) -> Int {
        sums[bottom * stride + right] - sums[top * stride + right] - sums[bottom * stride + left] + sums[top * stride + left]
    }
}
