import Foundation

/// The geometry under `PageFinder`: the paper's region, its outline and hull, and the four
/// corners that best fit the hull.
extension PageFinder {
    /// Pixel indices of the largest 4-connected region above `threshold`.
    static func largestRegion(in gray: Image, brighterThan threshold: UInt8) -> [Int] {
        let (width, height) = (gray.width, gray.height)
        var visited = [Bool](repeating: false, count: gray.pixelCount)
        var best: [Int] = []
        var stack: [Int] = []
        for start in 0..<gray.pixelCount where !visited[start] && gray.pixels[start] > threshold {
            var region: [Int] = []
            visited[start] = true
            stack.append(start)
            while let index = stack.popLast() {
                region.append(index)
                let x = index % width, y = index / width
                for (nx, ny) in [(x - 1, y), (x + 1, y), (x, y - 1), (x, y + 1)]
                where nx >= 0 && ny >= 0 && nx < width && ny < height {
                    let next = ny * width + nx
                    if !visited[next] && gray.pixels[next] > threshold {
                        visited[next] = true
                        stack.append(next)
                    }
                }
            }
            if region.count > best.count { best = region }
        }
        return best
    }

    /// The outer corners of the region's leftmost and rightmost pixel on each row: enough for
    /// the convex hull, a few thousand points instead of the whole region.
    static func boundary(of region: [Int], width: Int, height: Int) -> [Point] {
        var left = [Int](repeating: Int.max, count: height), right = [Int](repeating: -1, count: height)
        for index in region {
            let x = index % width, y = index / width
            left[y] = min(left[y], x)
            right[y] = max(right[y], x)
        }
        var points: [Point] = []
        for y in 0..<height where right[y] >= 0 {
            points += [Point(x: Double(left[y]), y: Double(y)), Point(x: Double(left[y]), y: Double(y + 1)),
                       Point(x: Double(right[y] + 1), y: Double(y)), Point(x: Double(right[y] + 1), y: Double(y + 1))]
        }
        return points
    }

    /// Andrew's monotone chain, counter-clockwise in y-down pixels' mirror, without collinear points.
    static func convexHull(_ points: [Point]) -> [Point] {
        let sorted = points.sorted { $0.x != $1.x ? $0.x < $1.x : $0.y < $1.y }
        guard sorted.count >= 3 else { return sorted }
        func cross(_ o: Point, _ a: Point, _ b: Point) -> Double { (a.x - o.x) * (b.y - o.y) - (a.y - o.y) * (b.x - o.x) }
        var lower: [Point] = [], upper: [Point] = []
        for point in sorted {
            while lower.count >= 2, cross(lower[lower.count - 2], lower[lower.count - 1], point) <= 0 { lower.removeLast() }
            lower.append(point)
        }
        for point in sorted.reversed() {
            while upper.count >= 2, cross(upper[upper.count - 2], upper[upper.count - 1], point) <= 0 { upper.removeLast() }
            upper.append(point)
        }
        return Array(lower.dropLast() + upper.dropLast())
    }

    /// Cuts a convex polygon down to four corners. Each step either drops the vertex whose
    /// triangle is smallest or, better for a page whose corner was rounded off by the threshold,
    /// replaces an edge by extending its two neighbours to where they meet; whichever adds or
    /// loses the least area.
    static func quadrilateral(from hull: [Point]) -> [Point]? {
        var polygon = hull
        while polygon.count > 4 {
            let n = polygon.count
            var bestCost = Double.infinity
            var bestEdit: (remove: [Int], insert: Point?) = ([], nil)
            for i in 0..<n {
                let a = polygon[(i + n - 1) % n], b = polygon[i], c = polygon[(i + 1) % n], d = polygon[(i + 2) % n]
                let dropCost = abs(triangleArea(a, b, c))
                if dropCost < bestCost { bestCost = dropCost; bestEdit = ([i], nil) }
                // Edge b–c replaced by the meeting point of lines a→b and d→c.
                if let meeting = intersection(a, b, d, c) {
                    let addCost = abs(triangleArea(b, meeting, c))
                    if addCost < bestCost, meeting.distance(to: b) < 4 * b.distance(to: c) + 50 {
                        bestCost = addCost
                        bestEdit = ([i, (i + 1) % n], meeting)
                    }
                }
            }
            guard !bestEdit.remove.isEmpty else { return nil }
            if let meeting = bestEdit.insert {
                let first = bestEdit.remove[0]
                polygon[first] = meeting
                polygon.remove(at: bestEdit.remove[1])
            } else {
                polygon.remove(at: bestEdit.remove[0])
            }
        }
        return polygon.count == 4 ? polygon : nil
    }

    static func triangleArea(_ a: Point, _ b: Point, _ c: Point) -> Double {
        ((b.x - a.x) * (c.y - a.y) - (b.y - a.y) * (c.x - a.x)) / 2
    }

    /// Where the line through a and b meets the line through c and d; nil when parallel.
    static func intersection(_ a: Point, _ b: Point, _ c: Point, _ d: Point) -> Point? {
        let denominator = (a.x - b.x) * (c.y - d.y) - (a.y - b.y) * (c.x - d.x)
        guard abs(denominator) > 1e-9 else { return nil }
        let t = ((a.x - c.x) * (c.y - d.y) - (a.y - c.y) * (c.x - d.x)) / denominator
        return Point(x: a.x + t * (b.x - a.x), y: a.y + t * (b.y - a.y))
    }

    static func area(_ polygon: [Point]) -> Double {
        var sum = 0.0
        for i in polygon.indices {
            let a = polygon[i], b = polygon[(i + 1) % polygon.count]
            sum += a.x * b.y - b.x * a.y
        }
        return abs(sum) / 2
    }

    /// Top-left, top-right, bottom-right, bottom-left: the corners sorted round their centre,
    /// starting from the one nearest the frame's top-left.
    static func ordered(_ quad: [Point]) -> [Point] {
        let cx = quad.map(\.x).reduce(0, +) / 4, cy = quad.map(\.y).reduce(0, +) / 4
        // Clockwise on screen (y down) is increasing atan2.
        let round = quad.sorted { atan2($0.y - cy, $0.x - cx) < atan2($1.y - cy, $1.x - cx) }
        let start = round.indices.min { round[$0].x + round[$0].y < round[$1].x + round[$1].y } ?? 0
        return (0..<4).map { round[(start + $0) % 4] }
    }
}
