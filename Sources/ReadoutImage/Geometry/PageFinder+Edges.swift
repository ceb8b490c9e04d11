import Foundation

/// The page finder's first way: the sheet as four straight edges, each brighter on its inner
/// side, that close round a quadrilateral. It needs no threshold between page and desk, so it
/// finds a white page on a light desk, on a textured or striped one, or beside a bright object,
/// as long as its four sides show: the straight lines of the photo's edges (`StraightEdges`) are
/// paired into opposite sides facing each other, the pairs crossed into quadrilaterals, and each
/// quadrilateral judged by how much of its outline really is edge.
extension PageFinder {
    /// A letter on a line of text: its centre and size, in the photo's pixels.
    public struct TextLetter: Sendable {
        public var point: Point
        public var size: Double
    }

    /// Pixels on the long side of the copy the edges are looked for on.
    static let edgeWorkingSize = 512
    /// The least share of each side, and of the whole outline, that must be edge.
    static let minimumSideSupport = 0.5
    static let minimumOutlineSupport = 0.7
    /// The longest share of a side that may run without edge.
    static let longestSideGap = 0.3

    /// The sheet whose four sides are straight edges all round it; nil when no quadrilateral of
    /// the photo's lines is edge along most of its outline.
    public func findByEdges(in image: Image, text: [TextLetter] = []) -> Page? {
        edgeSearch(in: image, text: text).flatMap { sheet(in: $0, framing: false) }
    }

    /// A photo's straight edges on a reduced copy, with its letters at that scale: found once
    /// for the search of a whole sheet and, when that fails, of one running out of the picture.
    struct EdgeSearch {
        var small: Image
        var edges: StraightEdges
        var lines: [StraightEdges.Line]
        var letters: [TextLetter]
        /// The photo's size over the reduced copy's.
        var scaleUp: Double
    }

    /// The edges of `image` and its `text` on a copy of `edgeWorkingSize`; nil for a photo too small to hold a sheet.
    func edgeSearch(in image: Image, text: [TextLetter]) -> EdgeSearch? {
        guard image.width >= minimumSide, image.height >= minimumSide else { return nil }
        let factor = Double(Self.edgeWorkingSize) / Double(max(image.width, image.height))
        guard let small = try? (factor < 1 ? image.scaled(by: factor) : image) else { return nil }
        let edges = StraightEdges(small)
        let lines = edges.lines(count: 40, minimumVotes: max(20, min(small.width, small.height) / 10))
        let scale = Double(small.width) / Double(image.width)
        let letters = text.map { TextLetter(point: Point(x: $0.point.x * scale, y: $0.point.y * scale), size: $0.size * scale) }
        return EdgeSearch(small: small, edges: edges, lines: lines, letters: letters,
                          scaleUp: Double(image.width) / Double(small.width))
    }

    /// The sheet `search` finds: whole, or with `framing` one that runs out of the picture, one
    /// or two of its sides the frame's (`FrameSides`).
    func sheet(in search: EdgeSearch, framing: Bool) -> Page? {
        var lines = search.lines
        let frame = framing ? FrameSides(lines: lines, width: search.small.width, height: search.small.height) : nil
        if let frame { lines += frame.lines }
        guard let found = bestQuadrilateral(of: lines, edges: search.edges, colours: search.small, text: search.letters, frame: frame)
        else { return nil }
        // A curled sheet is flattened by its straight sides, which follow the bulk of its text
        // (flattened by its followed corners, the bowed parts pull the rest askew: on the real
        // dev photos 5 read worse and 3 better, mean CER 0.413 → 0.429); its corners are given
        // where they really lie.
        let scaleUp = search.scaleUp
        guard var page = Self.page(Self.ordered(found.straight), scaledBy: scaleUp) else { return nil }
        page.corners = Self.ordered(found.followed).map { Point(x: $0.x * scaleUp, y: $0.y * scaleUp) }
        return page
    }

    /// Of the quadrilaterals the lines close round, bright inside, the one with the most area
    /// for how well its outline is supported and how much of it is paper: where its sides, fitted to their edge pixels,
    /// meet, and where they end when followed along their edges (`followedCorners`).
    func bestQuadrilateral(of lines: [StraightEdges.Line], edges: StraightEdges, colours: Image, text: [TextLetter],
                           frame: FrameSides? = nil) -> (straight: [Point], followed: [Point])? {
        let frameArea = Double(edges.width * edges.height)
        let reach = 0.05 * Double(max(edges.width, edges.height))
        let separation = 0.15 * Double(min(edges.width, edges.height))
        // Opposite sides: directions roughly opposed, each on the other's bright side.
        var pairs: [(Int, Int)] = []
        for i in lines.indices {
            for j in lines.indices where j > i && Self.turn(lines[i].degrees, lines[j].degrees) >= 140 {
                if Self.brightSideDistance(of: lines[j], from: lines[i], width: edges.width, height: edges.height) > separation,
                   Self.brightSideDistance(of: lines[i], from: lines[j], width: edges.width, height: edges.height) > separation {
                    pairs.append((i, j))
                }
            }
        }
        var best: (score: Double, sides: [StraightEdges.Line])?
        for a in pairs.indices {
            for b in pairs.indices where b > a {
                let (i, j) = pairs[a], (k, l) = pairs[b]
                guard Set([i, j, k, l]).count == 4 else { continue }
                let across = Self.turn(lines[i].degrees, lines[k].degrees)
                guard across >= 45, across <= 135 else { continue }
                // Round the outline: side i, then k, then j, then l.
                let sides = [lines[i], lines[k], lines[j], lines[l]]
                let onFrame = [i, k, j, l].map { frame?.contains($0) ?? false }
                if let frame, !frame.allows(onFrame) { continue }
                guard let corners = Self.corners(of: sides),
                      corners.allSatisfy({ $0.x >= -reach && $0.y >= -reach
                          && $0.x <= Double(edges.width) + reach && $0.y <= Double(edges.height) + reach }),
                      Self.isConvex(corners) else { continue }
                let area = Self.area(corners)
                guard area >= minimumArea * frameArea else { continue }
                let centre = Point(x: corners.map(\.x).reduce(0, +) / 4, y: corners.map(\.y).reduce(0, +) / 4)
                guard sides.allSatisfy({ $0.normal.x * centre.x + $0.normal.y * centre.y > $0.distance }) else { continue }
                // The frame stands in for a side that runs out of the picture: its own sides are judged.
                var supports: [Double] = []
                for side in 0..<4 where !onFrame[side] {
                    let support = Self.support(of: sides[side], from: corners[side], to: corners[(side + 1) % 4], edges: edges)
                    guard support >= Self.minimumSideSupport else { break }
                    supports.append(support)
                }
                guard supports.count == onFrame.filter({ !$0 }).count else { continue }
                let mean = supports.reduce(0, +) / Double(supports.count)
                guard mean >= Self.minimumOutlineSupport else { continue }
                // Its score is at most its area times its support squared (all of it paper): one
                // that cannot beat the best so far is not looked at further (on a book page most
                // of the time went to the colours of quadrilaterals that could not win).
                guard area * mean * mean > best?.score ?? 0 else { continue }
                let bands = (0..<4).map { Self.colourBands(across: sides[$0], from: corners[$0], to: corners[($0 + 1) % 4], in: colours) }
                guard bands.allSatisfy({ $0.contrast >= Self.minimumSideColourContrast }) else { continue }
                // A fold or a shadow's edge across the page has text running on across it.
                if (0..<4).contains(where: { Self.textRunsAcross(sides[$0], from: corners[$0], to: corners[($0 + 1) % 4], text: text) }) {
                    continue
                }
                let paper = Self.paper(inside: corners, of: colours)
                guard paper.isPaperColoured else { continue }
                // Each side has paper just inside it: a side drawn along a shadow band on the
                // desk below the sheet has desk there, far darker than the paper.
                guard bands.allSatisfy({ $0.insideBrightness >= Self.minimumSideBrightness * paper.brightness }) else { continue }
                // Where the frame stands in for a side, the paper itself runs out of the picture.
                guard zip(bands, onFrame).allSatisfy({ !$1 || $0.insideBrightness >= FrameSides.minimumPaperBrightness * paper.brightness })
                else { continue }
                // A quadrilateral closed round a sheet and the wall or desk beyond it (a sign's
                // sides with mortar lines above and below) holds less paper than the sheet alone.
                let score = area * mean * mean * paper.share * paper.share
                if score > best?.score ?? 0 { best = (score, sides) }
            }
        }
        guard let found = best, let rough = Self.corners(of: found.sides) else { return nil }
        let fitted = (0..<4).map { side in
            Self.fitted(found.sides[side], from: rough[side], to: rough[(side + 1) % 4], edges: edges) ?? found.sides[side]
        }
        guard let straight = Self.corners(of: fitted) else { return (rough, rough) }
        return (straight, Self.followedCorners(of: fitted, straight: straight, edges: edges))
    }

    /// The corners where the sides, followed along their edges from their middles, end: a
    /// curled sheet's sides bow, and its corners lie off the straight lines' meeting points.
    /// A corner stays where the straight sides meet when a side cannot be followed to it, or
    /// when the followed corner lies farther than 6 % of the diagonal from it.
    static func followedCorners(of sides: [StraightEdges.Line], straight: [Point], edges: StraightEdges) -> [Point] {
        let diagonal = (Double(edges.width * edges.width + edges.height * edges.height)).squareRoot()
        // Per side: the edge followed towards its first corner, and towards its second.
        let followed = (0..<4).map { side in
            let a = straight[side], b = straight[(side + 1) % 4]
            return (towardsA: follow(sides[side], from: b, to: a, edges: edges), towardsB: follow(sides[side], from: a, to: b, edges: edges))
        }
        return (0..<4).map { corner in
            let ending = followed[(corner + 3) % 4].towardsB, starting = followed[corner].towardsA
            guard let first = tail(of: ending), let second = tail(of: starting),
                  let meeting = intersection(first.0, first.1, second.0, second.1),
                  meeting.distance(to: straight[corner]) <= 0.06 * diagonal else { return straight[corner] }
            return meeting
        }
    }

    /// The last fifth of a followed edge (at least 6 points) as a line through two points.
    static func tail(of points: [Point]) -> (Point, Point)? {
        guard points.count >= 10 else { return nil }
        let tail = Array(points.suffix(max(6, points.count / 5)))
        guard let line = leastSquaresLine(through: tail) else { return nil }
        return (line.centre, Point(x: line.centre.x + line.direction.x, y: line.centre.y + line.direction.y))
    }

    /// The edge pixels of the side on `line` from the middle of a→b on towards b and a little
    /// beyond, step by step: each step looks 3 px either side of where the edge so far points
    /// for an edge facing the side's way, and the way on bends with the edge found (never more
    /// than 25° from the side). Stops after 12 px without edge, or at the frame.
    static func follow(_ line: StraightEdges.Line, from a: Point, to b: Point, edges: StraightEdges) -> [Point] {
        let length = a.distance(to: b)
        guard length >= 16 else { return [] }
        let chord = Point(x: (b.x - a.x) / length, y: (b.y - a.y) / length)
        let step = 2.0
        var position = Point(x: (a.x + b.x) / 2, y: (a.y + b.y) / 2)
        var direction = chord
        var points: [Point] = []
        var misses = 0
        for _ in 0..<Int(0.65 * length / step) {
            let guess = Point(x: position.x + step * direction.x, y: position.y + step * direction.y)
            guard guess.x >= 0, guess.y >= 0, guess.x < Double(edges.width), guess.y < Double(edges.height) else { break }
            // The side's normal turned with the edge, still facing the side's bright way.
            var normal = Point(x: -direction.y, y: direction.x)
            if normal.x * line.normal.x + normal.y * line.normal.y < 0 { normal = Point(x: -normal.x, y: -normal.y) }
            let facing = atan2(normal.y, normal.x) * 180 / .pi
            var hit: Point?
            for offset in [0.0, -1, 1, -2, 2, -3, 3] {
                let x = guess.x + offset * normal.x, y = guess.y + offset * normal.y
                if edges.isEdge(x: Image.floorIndex(x), y: Image.floorIndex(y), facing: facing < 0 ? facing + 360 : facing, tolerance: 30) {
                    hit = Point(x: x, y: y)
                    break
                }
            }
            guard let found = hit else {
                misses += 1
                if misses * Int(step) >= 12 { break }
                position = guess
                continue
            }
            misses = 0
            points.append(found)
            position = found
            if points.count >= 6 {
                let back = points[points.count - 6]
                let span = back.distance(to: found)
                let bent = Point(x: (found.x - back.x) / max(span, 1e-9), y: (found.y - back.y) / max(span, 1e-9))
                if bent.x * chord.x + bent.y * chord.y >= cos(25 * Double.pi / 180) { direction = bent }
            }
        }
        return points
    }

    /// The line nearest `points` across it (total least squares): a point on it and its direction.
    static func leastSquaresLine(through points: [Point]) -> (centre: Point, direction: Point)? {
        guard points.count >= 2 else { return nil }
        let mx = points.map(\.x).reduce(0, +) / Double(points.count), my = points.map(\.y).reduce(0, +) / Double(points.count)
        var sxx = 0.0, sxy = 0.0, syy = 0.0
        for point in points {
            sxx += (point.x - mx) * (point.x - mx); sxy += (point.x - mx) * (point.y - my); syy += (point.y - my) * (point.y - my)
        }
        let angle = 0.5 * atan2(2 * sxy, sxx - syy)
        return (Point(x: mx, y: my), Point(x: cos(angle), y: sin(angle)))
    }

    /// True when letters lie along both sides of the segment a→b of `line`, within a band of
    /// 2.5 letter sizes each way, at least 8 inside and half as many outside: text that runs
    /// on across the line, as across a fold. A page's edge has its margin inside and desk
    /// beyond; a neighbouring page's text starts only past two margins and a gutter.
    static func textRunsAcross(_ line: StraightEdges.Line, from a: Point, to b: Point, text: [TextLetter]) -> Bool {
        guard !text.isEmpty else { return false }
        let length = a.distance(to: b)
        guard length > 0 else { return false }
        let along = Point(x: (b.x - a.x) / length, y: (b.y - a.y) / length)
        var inside = 0, outside = 0
        for letter in text {
            let t = (letter.point.x - a.x) * along.x + (letter.point.y - a.y) * along.y
            guard t >= 0, t <= length else { continue }
            let depth = line.normal.x * letter.point.x + line.normal.y * letter.point.y - line.distance
            let band = 2.5 * letter.size
            if depth >= 0, depth < band { inside += 1 } else if depth < 0, depth > -band { outside += 1 }
        }
        return inside >= 8 && 2 * outside >= inside
    }

    /// The most saturated the middle colour of a sheet may be: paper is white or gray, tinted a
    /// little by the light; a brick wall or a blue plaque is not.
    static let maximumPaperSaturation = 0.3

    /// The least share of the paper's brightness the band just inside each side must have.
    static let minimumSideBrightness = 0.5

    /// Of the pixels inside `quad`, every 4th pixel each way: whether their median saturation
    /// (the channels' spread over their largest; 0 in a gray image) is within paper's, and
    /// their median brightness (the channels' mean): the sheet's paper, which its text and
    /// pictures cover less than half of; and the share of those pixels that look like that
    /// paper (no more saturated than paper may be, at least 3/4 as bright).
    static func paper(inside quad: [Point], of image: Image) -> (isPaperColoured: Bool, brightness: Double, share: Double) {
        let (low, high) = (quad.map(\.y).min() ?? 0, quad.map(\.y).max() ?? 0)
        let (left, right) = (quad.map(\.x).min() ?? 0, quad.map(\.x).max() ?? 0)
        let channels = image.format == .gray ? 1 : 3
        // Brightness is the channels' sum over their count, so its median and the paper-like
        // count come from histograms of the sums; the median saturation is within paper's
        // when more than half the pixels are. No per-pixel array, no sort (a page's search
        // judged some 300 quadrilaterals, a sort of 12,000 saturations each).
        var sums = [Int](repeating: 0, count: 255 * channels + 1), unsaturatedSums = sums
        var count = 0, unsaturated = 0
        image.pixels.withUnsafeBufferPointer { pixels in
            for y in stride(from: max(0, Int(low)), to: min(image.height, Int(high) + 1), by: 4) {
                for x in stride(from: max(0, Int(left)), to: min(image.width, Int(right) + 1), by: 4)
                where contains(quad, Point(x: Double(x) + 0.5, y: Double(y) + 0.5)) {
                    let base = (y * image.width + x) * image.format.channels
                    var most = pixels[base], least = pixels[base], sum = Int(pixels[base])
                    for channel in 1..<channels {
                        let value = pixels[base + channel]
                        most = max(most, value); least = min(least, value); sum += Int(value)
                    }
                    let saturation = most > 0 ? Double(most - least) / Double(most) : 0
                    count += 1
                    sums[sum] += 1
                    if saturation <= maximumPaperSaturation {
                        unsaturated += 1
                        unsaturatedSums[sum] += 1
                    }
                }
            }
        }
        guard count > 0 else { return (false, 0, 0) }
        // The median: the sum at which the count first passes half the pixels.
        var seen = 0
        let medianSum = sums.indices.first { sum in
            seen += sums[sum]
            return seen > count / 2
        } ?? 0
        let brightness = Double(medianSum) / Double(channels)
        let paperLike = unsaturatedSums.indices.reduce(0) { paperLike, sum in
            Double(sum) / Double(channels) >= 0.75 * brightness ? paperLike + unsaturatedSums[sum] : paperLike
        }
        return (unsaturated > count / 2, brightness, Double(paperLike) / Double(count))
    }

    /// The least difference, in the channel where it is largest, between the median colours
    /// just inside and just outside each side whose outside is in the frame.
    static let minimumSideColourContrast = 12.0

    /// The bands 3–10 px either side of the segment a→b of `line`: the largest difference over
    /// the colour channels between their median colours (infinite when the band outside is
    /// mostly beyond the frame), and the brightness (the channels' mean) of the median colour
    /// inside. A page's side has desk beyond it; a fold, a shadow's edge or the gap above a
    /// paragraph has the same paper on both sides.
    static func colourBands(across line: StraightEdges.Line, from a: Point, to b: Point, in image: Image) -> (contrast: Double, insideBrightness: Double) {
        let length = a.distance(to: b)
        let normal = line.normal
        let channels = image.format == .gray ? 1 : 3
        // Each channel's values on either side as a histogram: its median with no sort.
        var inside = [ByteHistogram](repeating: ByteHistogram(), count: channels), outside = inside
        var outsideMissing = 0, samples = 0
        for step in stride(from: 0.1 * length, through: 0.9 * length, by: 2) {
            let t = step / length
            let x = a.x + (b.x - a.x) * t, y = a.y + (b.y - a.y) * t
            for depth in [3.0, 6.5, 10.0] {
                samples += 1
                for (sign, isInside) in [(1.0, true), (-1.0, false)] {
                    let px = Image.floorIndex(x + sign * depth * normal.x), py = Image.floorIndex(y + sign * depth * normal.y)
                    guard px >= 0, py >= 0, px < image.width, py < image.height else {
                        if !isInside { outsideMissing += 1 }
                        continue
                    }
                    let base = (py * image.width + px) * image.format.channels
                    for channel in 0..<channels {
                        if isInside { inside[channel].add(image.pixels[base + channel]) } else { outside[channel].add(image.pixels[base + channel]) }
                    }
                }
            }
        }
        guard inside[0].count > 0 else { return (0, 0) }
        let insideBrightness = (0..<channels).map { inside[$0].median }.reduce(0, +) / Double(channels)
        guard 2 * outsideMissing < samples else { return (.infinity, insideBrightness) }
        guard outside[0].count > 0 else { return (0, insideBrightness) }
        return ((0..<channels).map { abs(inside[$0].median - outside[$0].median) }.max() ?? 0, insideBrightness)
    }

    /// Where each side meets the one before it: corner `n` ends side `n`.
    static func corners(of sides: [StraightEdges.Line]) -> [Point]? {
        var corners: [Point] = []
        for side in 0..<4 {
            let a = sides[(side + 3) % 4], b = sides[side]
            let determinant = a.normal.x * b.normal.y - a.normal.y * b.normal.x
            guard abs(determinant) > 1e-6 else { return nil }
            corners.append(Point(x: (a.distance * b.normal.y - b.distance * a.normal.y) / determinant,
                                 y: (a.normal.x * b.distance - b.normal.x * a.distance) / determinant))
        }
        // Corner n is where side n-1 meets side n, so side n runs from corner n to corner n+1.
        return corners
    }

    /// The angle between two directions in degrees, 0...180.
    static func turn(_ a: Double, _ b: Double) -> Double {
        let difference = abs(a - b).truncatingRemainder(dividingBy: 360)
        return difference > 180 ? 360 - difference : difference
    }

    /// How far line `other` lies on `line`'s bright side, measured at the point of `other`
    /// nearest the frame's centre (negative on its dark side).
    static func brightSideDistance(of other: StraightEdges.Line, from line: StraightEdges.Line, width: Int, height: Int) -> Double {
        let centre = Point(x: Double(width) / 2, y: Double(height) / 2)
        let offset = other.normal.x * centre.x + other.normal.y * centre.y - other.distance
        let foot = Point(x: centre.x - offset * other.normal.x, y: centre.y - offset * other.normal.y)
        return line.normal.x * foot.x + line.normal.y * foot.y - line.distance
    }

    /// The share of the segment a→b (on `line`) inside the frame that runs along an edge facing
    /// the line's way (within 2 % of the segment's length of it, at least 2 px; its direction
    /// within 25°); 0 when less than half of the segment is inside the frame, or when it runs
    /// without edge for more than `longestSideGap` of its length.
    static func support(of line: StraightEdges.Line, from a: Point, to b: Point, edges: StraightEdges) -> Double {
        let length = a.distance(to: b)
        guard length >= 8 else { return 0 }
        let normal = line.normal
        // A curled sheet's side bows away from its chord by a few hundredths of its length.
        let reach = max(2, Int((0.02 * length).rounded()))
        var inside = 0, supported = 0, gap = 0, longestGap = 0
        for step in 0..<Int(length) {
            let t = (Double(step) + 0.5) / length
            let x = a.x + (b.x - a.x) * t, y = a.y + (b.y - a.y) * t
            guard x >= 0, y >= 0, x < Double(edges.width), y < Double(edges.height) else { continue }
            inside += 1
            let isSupported = (-reach...reach).contains { offset in
                let px = Image.floorIndex(x + Double(offset) * normal.x), py = Image.floorIndex(y + Double(offset) * normal.y)
                return edges.isEdge(x: px, y: py, facing: line.degrees, tolerance: 25)
            }
            gap = isSupported ? 0 : gap + 1
            longestGap = max(longestGap, gap)
            if isSupported { supported += 1 }
        }
        // A sheet's side may be lost in places (a finger, a shadow), not across most of a plaque.
        guard Double(inside) >= 0.5 * length, Double(longestGap) <= Self.longestSideGap * length else { return 0 }
        return Double(supported) / Double(inside)
    }

    /// The line through the edge pixels along the segment a→b of `line` (within 3 px of it,
    /// facing its way, the ends left out), by least squares across it: the vote's 1° and 1 px
    /// steps are a few pixels off at the far ends of a long side.
    static func fitted(_ line: StraightEdges.Line, from a: Point, to b: Point, edges: StraightEdges) -> StraightEdges.Line? {
        let length = a.distance(to: b)
        let normal = line.normal
        var points: [Point] = []
        var seen = Set<Int>()
        for step in Int(0.05 * length)..<Int(0.95 * length) {
            let t = Double(step) / length
            let x = a.x + (b.x - a.x) * t, y = a.y + (b.y - a.y) * t
            for offset in -3...3 {
                let px = Image.floorIndex(x + Double(offset) * normal.x), py = Image.floorIndex(y + Double(offset) * normal.y)
                guard edges.isEdge(x: px, y: py, facing: line.degrees, tolerance: 20), seen.insert(py * edges.width + px).inserted else { continue }
                points.append(Point(x: Double(px) + 0.5, y: Double(py) + 0.5))
            }
        }
        guard points.count >= 10, let fit = leastSquaresLine(through: points) else { return nil }
        let (mx, my) = (fit.centre.x, fit.centre.y)
        var fittedNormal = Point(x: -fit.direction.y, y: fit.direction.x)
        // Keep the bright side where it was.
        if fittedNormal.x * normal.x + fittedNormal.y * normal.y < 0 { fittedNormal = Point(x: -fittedNormal.x, y: -fittedNormal.y) }
        guard fittedNormal.x * normal.x + fittedNormal.y * normal.y > cos(5 * Double.pi / 180) else { return nil }
        var degrees = atan2(fittedNormal.y, fittedNormal.x) * 180 / .pi
        if degrees < 0 { degrees += 360 }
        return StraightEdges.Line(degrees: degrees, distance: fittedNormal.x * mx + fittedNormal.y * my, votes: line.votes)
    }
}

/// Counts of byte values, for the median of many samples without sorting them.
struct ByteHistogram {
    private var counts = [Int](repeating: 0, count: 256)
    private(set) var count = 0

    mutating func add(_ value: UInt8) {
        counts[Int(value)] += 1
        count += 1
    }

    /// The value at index `count / 2` of the samples sorted (the upper median); 0 when empty.
    var median: Double {
        var seen = 0
        for value in counts.indices {
            seen += counts[value]
            if seen > count / 2 { return Double(value) }
        }
        return 0
    }
}
