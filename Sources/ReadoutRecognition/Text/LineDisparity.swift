import CTesseract
import Foundation
import ReadoutImage

/// How far each point of a curled page's text lines lies above or below where a flat page
/// would hold it, measured from the lines themselves, and the page with its lines straightened.
///
/// A page flattened by its four corners is flat only where the paper was: a magazine page
/// that waves on the planks, a book page that bends into its gutter, keeps lines that rise and
/// fall across the page, and Tesseract's layout analysis breaks them into fragments read out
/// of order (dev 020, the flattened page read with more confidence than the photo as it came
/// and worse). As page-dewarping methods do (Leptonica's `dewarp`, which finds too few lines
/// on our pages to build its model), the letters are chained into text lines, a smooth curve
/// is fitted to each, and every column of the page is shifted up or down so that each line
/// runs level at the height of its own middle. Between lines the shift is interpolated; a
/// flat page needs none and is left as it is.
///
/// The field is kept on the straightened page: the pixel at (x, y) comes from (x, y + shift),
/// which is also how a box read on the straightened page is mapped back.
struct LineDisparity: Sendable {
    /// One line's shift at a column: on the straightened page the line runs at `y`, and the
    /// page at that column is moved up by `shift` there.
    struct Knot: Sendable {
        let y: Double
        let shift: Double
    }

    /// The straightened page's size (and the curled one's).
    let width: Int
    let height: Int
    /// The field is sampled every `step` pixels across and down, from (0, 0).
    let step: Int
    /// `grid[column][row]`: the shift at (column × step, row × step).
    let grid: [[Double]]
    /// How many text lines the field was measured from, and the largest shift (for the trace).
    let lineCount: Int
    let largestShift: Double

    /// The vertical shift at a point of the straightened page, interpolated between the four
    /// nearest samples.
    func shift(x: Double, y: Double) -> Double {
        let (left, right, across) = Self.between(x / Double(step), count: grid.count)
        let (top, bottom, down) = Self.between(y / Double(step), count: grid[0].count)
        let upper = (1 - across) * grid[left][top] + across * grid[right][top]
        let lower = (1 - across) * grid[left][bottom] + across * grid[right][bottom]
        return (1 - down) * upper + down * lower
    }

    /// The two sample indices either side of `position` (clamped to `count`) and the weight of
    /// the second.
    private static func between(_ position: Double, count: Int) -> (Int, Int, Double) {
        let clamped = min(max(position, 0), Double(count - 1))
        let first = Int(clamped)
        return (first, min(first + 1, count - 1), clamped - Double(first))
    }

    // MARK: Measuring

    /// The disparity of the text lines on a binary, level `page` whose letters are about
    /// `letterHeight` tall; nil when too few lines were found to trust a model, or when every
    /// line is straight and level to within `flatWithin` letter heights (nothing to do).
    static func measure(_ page: LeptonicaPix, letterHeight: Double) -> LineDisparity? {
        guard page.depth == 1 else { return nil }
        let boxes = PixOperations.componentBoxes(page)
        // The page was scaled so that its median mark is `letterHeight` tall, specks included;
        // the letters themselves come out taller where a thin typeface breaks into pieces.
        let heights = boxes.map { Double($0.height) }.filter { $0 >= 0.4 * letterHeight && $0 <= 2.5 * letterHeight }.sorted()
        guard heights.count >= 50 else { return nil }
        let letterHeight = heights[heights.count / 2]
        let lines = textLines(in: boxes, letterHeight: letterHeight, pageWidth: page.width)
        guard lines.count >= minimumLines else { return nil }
        let step = max(Int(4 * letterHeight), page.width / 64)
        // Each line reaches a little past its ends, holding its shift there.
        let reach = 6 * letterHeight
        var columns: [[Knot]] = stride(from: 0, to: page.width + step, by: step).map { x in
            steadied(lines.filter { Double(x) >= $0.from - reach && Double(x) <= $0.to + reach }
                .map { Knot(y: $0.middleHeight, shift: $0.height(at: Double(x)) - $0.middleHeight) }
                .sorted { $0.y < $1.y })
        }
        let largest = columns.joined().map { abs($0.shift) }.max() ?? 0
        guard largest >= flatWithin * letterHeight else { return nil }
        // A column no line reaches (a margin, a gap between columns) takes its nearest neighbour's.
        let filled = columns.indices.filter { !columns[$0].isEmpty }
        for index in columns.indices where columns[index].isEmpty {
            columns[index] = columns[filled.min { abs($0 - index) < abs($1 - index) }!]
        }
        // Down each column, a weighted mean of the nearby lines' shifts: the page bends smoothly
        // between lines, and two neighbouring lines measured a little apart must not tear the
        // text between them. Then smoothed across the columns, for lines that begin or end there.
        let spread = 2.5 * letterHeight
        var grid = columns.map { knots in
            stride(from: 0, to: page.height + step, by: step).map { y in
                var (total, weights) = (0.0, 0.0)
                for knot in knots {
                    let weight = exp(-((knot.y - Double(y)) / spread) * ((knot.y - Double(y)) / spread))
                    total += weight * knot.shift
                    weights += weight
                }
                // Far from every line, the nearest line's shift.
                return weights > 1e-6 ? total / weights
                    : knots.min { abs($0.y - Double(y)) < abs($1.y - Double(y)) }!.shift
            }
        }
        for _ in 0..<2 {
            grid = grid.indices.map { column in
                let (left, right) = (grid[max(column - 1, 0)], grid[min(column + 1, grid.count - 1)])
                return grid[column].indices.map { 0.25 * left[$0] + 0.5 * grid[column][$0] + 0.25 * right[$0] }
            }
        }
        return LineDisparity(width: page.width, height: page.height, step: step, grid: grid,
                             lineCount: lines.count, largestShift: largest)
    }

    /// The fewest text lines a model is built from. A sheet's bend shows in many lines alike;
    /// a few lines (a poster's lines of different sizes, a handwritten note whose lines wave
    /// each their own way) are no sheet, and straightening them cost the Filter Lab gallery's
    /// poster and note words (recall 1.00 → 0.93 and 0.64 → 0.52 at 10 and 5 lines).
    static let minimumLines = 12
    /// Lines that rise or fall by less than this many letter heights are left alone: Tesseract
    /// reads them as they are, and moving pixels only costs detail.
    static let flatWithin = 0.35

    /// A column's knots with each shift replaced by the median of it and its neighbours above
    /// and below: one line chained across two (a shift no neighbour shares) does not bend the
    /// page. Knots closer than a few pixels are merged first.
    private static func steadied(_ knots: [Knot]) -> [Knot] {
        var merged: [Knot] = []
        for knot in knots {
            if let last = merged.last, knot.y - last.y < 2 {
                merged[merged.count - 1] = Knot(y: (last.y + knot.y) / 2, shift: (last.shift + knot.shift) / 2)
            } else {
                merged.append(knot)
            }
        }
        guard merged.count >= 3 else { return merged }
        return merged.indices.map { index in
            let around = merged[max(0, index - 1)...min(merged.count - 1, index + 1)].map(\.shift).sorted()
            return Knot(y: merged[index].y, shift: around[around.count / 2])
        }
    }

    /// A text line: a smooth curve through its letters' centres over the span it covers.
    struct TextLine {
        let from: Double
        let to: Double
        /// Coefficients of the curve in `u`, the position along the span scaled to -1…1.
        let coefficients: [Double]

        func height(at x: Double) -> Double {
            let u = (min(max(x, from), to) - (from + to) / 2) / max((to - from) / 2, 1)
            return coefficients.reversed().reduce(0) { $0 * u + $1 }
        }

        var middleHeight: Double { height(at: (from + to) / 2) }
    }

    /// The text lines the letter-high `boxes` form (letters, and words whose letters touch):
    /// chained left to right, each mark joining the line whose last mark ends near on its left at
    /// about its height, then fitted through the marks' centres (a word's, every letter height
    /// along it).
    static func textLines(in boxes: [BoundingBox], letterHeight: Double, pageWidth: Int) -> [TextLine] {
        let marks = boxes.filter {
            Double($0.height) >= 0.4 * letterHeight && Double($0.height) <= 2.5 * letterHeight
                && Double($0.width) <= 0.3 * Double(pageWidth)
        }.sorted { $0.x < $1.x }
        var open: [[BoundingBox]] = []
        var closed: [[BoundingBox]] = []
        let reach = 2 * letterHeight, drift = 0.6 * letterHeight
        func middle(_ box: BoundingBox) -> Double { Double(box.y) + Double(box.height) / 2 }
        func center(_ box: BoundingBox) -> Double { Double(box.x) + Double(box.width) / 2 }
        // Where a line's recent marks lead at `x`: their mean height, carried along their slope
        // (a waving line climbs by more than a letter's drift within a few words).
        func expectedHeight(of recent: ArraySlice<BoundingBox>, at x: Double) -> Double {
            let count = Double(recent.count)
            let meanX = recent.map(center).reduce(0, +) / count, meanY = recent.map(middle).reduce(0, +) / count
            let spread = recent.map { (center($0) - meanX) * (center($0) - meanX) }.reduce(0, +)
            guard recent.count >= 3, spread > 0 else { return meanY }
            let slope = recent.map { (center($0) - meanX) * (middle($0) - meanY) }.reduce(0, +) / spread
            return meanY + min(max(slope, -0.3), 0.3) * (x - meanX)
        }
        for mark in marks {
            // Lines whose last mark ends too far behind can take no more.
            var index = 0
            while index < open.count {
                if Double(mark.x - open[index].last!.maxX) > reach {
                    closed.append(open.remove(at: index))
                } else {
                    index += 1
                }
            }
            // The line whose recent marks lie nearest this mark's height.
            var best: (index: Int, distance: Double)?
            for (index, line) in open.enumerated() {
                let distance = abs(middle(mark) - expectedHeight(of: line.suffix(8), at: center(mark)))
                if distance <= drift, distance < best?.distance ?? .infinity { best = (index, distance) }
            }
            if let best { open[best.index].append(mark) } else { open.append([mark]) }
        }
        closed += open
        let shortest = max(0.15 * Double(pageWidth), 12 * letterHeight)
        return closed.compactMap { line in
            let from = Double(line.first!.x), to = Double(line.map(\.maxX).max()!)
            guard line.count >= 4, to - from >= shortest else { return nil }
            let points = line.flatMap { box in
                let pieces = max(1, Int((Double(box.width) / letterHeight).rounded()))
                return (0..<pieces).map { piece in
                    (x: Double(box.x) + (Double(piece) + 0.5) * Double(box.width) / Double(pieces), y: middle(box))
                }
            }
            return fitted(points, letterHeight: letterHeight, pageWidth: pageWidth)
        }
    }

    /// A curve fitted to a line's letters by least squares, fitted again without the letters
    /// farther than a third of a letter from it (a comma, an accent); nil when the letters do not
    /// lie along one smooth curve. Cubic over a wide line (a page bending into its gutter bends
    /// most near it), quadratic over a short one.
    private static func fitted(_ letters: [(x: Double, y: Double)], letterHeight: Double, pageWidth: Int) -> TextLine? {
        let from = letters.map(\.x).min()!, to = letters.map(\.x).max()!
        let degree = to - from >= 0.4 * Double(pageWidth) ? 3 : 2
        func u(_ x: Double) -> Double { (x - (from + to) / 2) / max((to - from) / 2, 1) }
        var kept = letters
        var line: TextLine?
        for _ in 0..<2 {
            guard kept.count >= 2 * (degree + 1),
                  let coefficients = leastSquares(kept.map { (u($0.x), $0.y) }, degree: degree) else { return nil }
            let candidate = TextLine(from: from, to: to, coefficients: coefficients)
            line = candidate
            kept = kept.filter { abs(candidate.height(at: $0.x) - $0.y) <= letterHeight / 3 }
        }
        guard let line, Double(kept.count) >= 0.7 * Double(letters.count) else { return nil }
        return line
    }

    /// Polynomial coefficients (lowest power first) minimising the squared error over `points`,
    /// by the normal equations (small degrees on -1…1 keep them well conditioned).
    static func leastSquares(_ points: [(u: Double, y: Double)], degree: Int) -> [Double]? {
        let size = degree + 1
        var matrix = [[Double]](repeating: [Double](repeating: 0, count: size + 1), count: size)
        for point in points {
            var powers = [Double](repeating: 1, count: 2 * size)
            for power in 1..<(2 * size) { powers[power] = powers[power - 1] * point.u }
            for row in 0..<size {
                for column in 0..<size { matrix[row][column] += powers[row + column] }
                matrix[row][size] += powers[row] * point.y
            }
        }
        return Homography.solve(matrix)
    }

    // MARK: Straightening

    /// `page` (1-bit or 8-bit, this field's size) with its lines straightened: each pixel taken
    /// from `shift` below or above it in its column, white where that falls off the page.
    func straightened(_ page: LeptonicaPix) throws -> LeptonicaPix {
        guard page.width == width, page.height == height, page.depth == 1 || page.depth == 8 else { return page }
        let target = try PixOperations.own(pixCreate(Int32(width), Int32(height), Int32(page.depth)), "straightening")
        if page.depth == 8 { pixSetAll(target.pointer) }
        guard let source = pixGetData(page.pointer), let output = pixGetData(target.pointer) else { return page }
        let sourceWords = Int(pixGetWpl(page.pointer)), outputWords = Int(pixGetWpl(target.pointer))
        // Each sampled column's shift at every row, so that a pixel costs one interpolation;
        // a row's shifts side by side in one flat array.
        let columns = grid.count
        var shifts = [Double](repeating: 0, count: height * columns)
        for (column, samples) in grid.enumerated() {
            for y in 0..<height {
                let (top, bottom, down) = Self.between(Double(y) / Double(step), count: samples.count)
                shifts[y * columns + column] = (1 - down) * samples[top] + down * samples[bottom]
            }
        }
        let between: [(left: Int, right: Int, weight: Double)] = (0..<width).map {
            Self.between(Double($0) / Double(step), count: columns)
        }
        let isBinary = page.depth == 1
        shifts.withUnsafeBufferPointer { shifts in
            between.withUnsafeBufferPointer { between in
                for y in 0..<height {
                    let outputRow = output + y * outputWords
                    let rowShifts = shifts.baseAddress! + y * columns
                    for x in 0..<width {
                        let (left, right, weight) = between[x]
                        let shift = (1 - weight) * rowShifts[left] + weight * rowShifts[right]
                        guard let sourceY = Self.nearestRow(Double(y) + shift), sourceY < height else { continue }
                        let sourceRow = source + sourceY * sourceWords
                        if isBinary {
                            let bit = UInt32(1) << UInt32(31 - (x & 31))
                            if sourceRow[x >> 5] & bit != 0 { outputRow[x >> 5] |= bit }
                        } else {
                            // Bytes of a word are reversed in memory on a little-endian machine.
                            let sourceBytes = UnsafeMutableRawPointer(sourceRow).assumingMemoryBound(to: UInt8.self)
                            let outputBytes = UnsafeMutableRawPointer(outputRow).assumingMemoryBound(to: UInt8.self)
                            outputBytes[x ^ 3] = sourceBytes[x ^ 3]
                        }
                    }
                }
            }
        }
        return target
    }

    /// `value` rounded half away from zero, as `Int(value.rounded())`, when that is 0 or more;
    /// nil below. Truncation is exact and needs no call to the C library's `round`, which took
    /// much of the straightening's time.
    @inline(__always)
    static func nearestRow(_ value: Double) -> Int? {
        guard value > -0.5 else { return nil }
        let whole = Int(value)
        return value - Double(whole) >= 0.5 ? whole + 1 : whole
    }
}
