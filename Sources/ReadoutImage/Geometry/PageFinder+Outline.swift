import Foundation

/// The page finder's second way, for a sheet that a bright object touches: the bright region
/// then holds the object too and its hull bulges round it, but the sheet's edges still run
/// straight wherever the desk borders them. Each side of the hull's quadrilateral is moved onto
/// the straight run of the region's outline nearest to it (a small Hough transform per side).
extension PageFinder {
    /// The sheet in `region` (the largest above a threshold), found by its straight edges; nil
    /// unless every side follows the outline along a fair part of its length, the region fills
    /// the quadrilateral, and at least three sides are brighter inside than out (the fourth may
    /// border the bright object, which the region then reaches beyond).
    func straightenedPage(of region: [Int], in small: Image) -> [Point]? {
        guard let rough = hullQuadrilateral(of: region, in: small),
              let straight = Self.straightened(rough, outline: Self.outline(of: region, width: small.width, height: small.height))
        else { return nil }
        let quad = straight.corners
        let area = Self.area(quad)
        guard straight.support.allSatisfy({ $0 >= Self.minimumStraightSupport }), area >= minimumArea * Double(small.pixelCount),
              Self.isConvex(quad) else { return nil }
        let inside = region.lazy.filter { index in
            Self.contains(quad, Point(x: Double(index % small.width) + 0.5, y: Double(index / small.width) + 0.5))
        }.count
        guard Double(inside) / area >= 0.9 else { return nil }
        let margin = frameMargin * Double(max(small.width, small.height))
        guard Self.sidesOnFrame(quad, width: small.width, height: small.height, margin: margin) < 3 else { return nil }
        // A side that is not brighter inside than out must border the bright object, which is
        // part of the region: a sheet cut off along a ruled line on it has no region beyond.
        let dim = (0..<4).filter { !Self.sideStandsOut($0, of: quad, in: small) }
        guard dim.count <= 1 else { return nil }
        if let side = dim.first, Double(Self.pixels(of: region, beyond: side, of: quad, width: small.width)) < 0.02 * area {
            return nil
        }
        return quad
    }

    /// How many pixels of `region` lie more than 2 px outside side `side` of `quad`, alongside it.
    static func pixels(of region: [Int], beyond side: Int, of quad: [Point], width: Int) -> Int {
        let side = Self.side(side, of: quad)
        let length = max(side.length, 1)
        return region.lazy.filter { index in
            let x = Double(index % width) + 0.5 - side.a.x, y = Double(index / width) + 0.5 - side.a.y
            let t = x * side.along.x + y * side.along.y
            return t >= 0 && t <= length && x * side.normal.x + y * side.normal.y < -2
        }.count
    }

    /// The least share of a side's length along which the outline must run straight on it.
    static let minimumStraightSupport = 0.3

    /// Each side of `quad` (ordered) replaced by the line, within `maximumTurn` of it and
    /// `reach` pixels of it, that the most outline points lie on (within a 2-px band); the
    /// corners where those lines meet, and for each side the share of its length so supported.
    static func straightened(_ quad: [Point], outline: [Point], reach: Double = 60,
                             maximumTurn: Double = 25) -> (corners: [Point], support: [Double])? {
        var lines: [(point: Point, direction: Point, votes: Int)] = []
        for side in 0..<4 {
            let (a, _, length, along, normal) = Self.side(side, of: quad)
            guard length > 0 else { return nil }
            // Outline points near the side: within its length (a little beyond) and its reach.
            let near = outline.compactMap { point -> Point? in
                let offset = Point(x: point.x - a.x, y: point.y - a.y)
                let t = offset.x * along.x + offset.y * along.y
                let d = offset.x * normal.x + offset.y * normal.y
                return t >= -0.1 * length && t <= 1.1 * length && abs(d) <= reach ? offset : nil
            }
            var best = (votes: 0, point: a, direction: along)
            let bins = Int(2 * reach) + 4
            for step in stride(from: -maximumTurn, through: maximumTurn, by: 0.5) {
                let angle = step * .pi / 180
                let direction = Point(x: along.x * cos(angle) - along.y * sin(angle), y: along.x * sin(angle) + along.y * cos(angle))
                let turnedNormal = Point(x: normal.x * cos(angle) - normal.y * sin(angle), y: normal.x * sin(angle) + normal.y * cos(angle))
                var votes = [Int](repeating: 0, count: bins)
                for offset in near {
                    let bin = Int((offset.x * turnedNormal.x + offset.y * turnedNormal.y + reach + 1).rounded(.down))
                    if bin >= 0, bin < bins { votes[bin] += 1 }
                }
                for bin in 0..<(bins - 1) where votes[bin] + votes[bin + 1] > best.votes {
                    let distance = Double(bin + 1) - reach - 1
                    best = (votes[bin] + votes[bin + 1],
                            Point(x: a.x + distance * turnedNormal.x, y: a.y + distance * turnedNormal.y), direction)
                }
            }
            lines.append((best.point, best.direction, best.votes))
        }
        var corners: [Point] = []
        for side in 0..<4 {
            let previous = lines[(side + 3) % 4], current = lines[side]
            guard let corner = intersection(previous.point, Point(x: previous.point.x + previous.direction.x, y: previous.point.y + previous.direction.y),
                                            current.point, Point(x: current.point.x + current.direction.x, y: current.point.y + current.direction.y))
            else { return nil }
            corners.append(corner)
        }
        let support = (0..<4).map { side in
            Double(lines[side].votes) / max(corners[side].distance(to: corners[(side + 1) % 4]), 1)
        }
        return (corners, support)
    }

    /// The region's outline as pixel centres: the first and last pixel of each row and of each
    /// column, so that steep and shallow edges both have a point per pixel of their length.
    static func outline(of region: [Int], width: Int, height: Int) -> [Point] {
        var left = [Int](repeating: Int.max, count: height), right = [Int](repeating: -1, count: height)
        var top = [Int](repeating: Int.max, count: width), bottom = [Int](repeating: -1, count: width)
        for index in region {
            let x = index % width, y = index / width
            left[y] = min(left[y], x); right[y] = max(right[y], x)
            top[x] = min(top[x], y); bottom[x] = max(bottom[x], y)
        }
        var points: [Point] = []
        for y in 0..<height where right[y] >= 0 {
            points.append(Point(x: Double(left[y]) + 0.5, y: Double(y) + 0.5))
            points.append(Point(x: Double(right[y]) + 0.5, y: Double(y) + 0.5))
        }
        for x in 0..<width where bottom[x] >= 0 {
            points.append(Point(x: Double(x) + 0.5, y: Double(top[x]) + 0.5))
            points.append(Point(x: Double(x) + 0.5, y: Double(bottom[x]) + 0.5))
        }
        return points
    }

    /// True when the corners turn the same way at each of them.
    static func isConvex(_ quad: [Point]) -> Bool {
        let turns = (0..<4).map { triangleArea(quad[$0], quad[($0 + 1) % 4], quad[($0 + 2) % 4]) }
        return turns.allSatisfy { $0 > 0 } || turns.allSatisfy { $0 < 0 }
    }

    /// True when `point` lies inside the convex quadrilateral `quad`.
    static func contains(_ quad: [Point], _ point: Point) -> Bool {
        // Called per pixel: the four signs counted without an array.
        var nonNegative = 0, nonPositive = 0
        for side in 0..<4 {
            let area = triangleArea(quad[side], quad[(side + 1) % 4], point)
            if area >= 0 { nonNegative += 1 }
            if area <= 0 { nonPositive += 1 }
        }
        return nonNegative == 4 || nonPositive == 4
    }
}
