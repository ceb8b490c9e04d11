import Foundation

/// The page finder's third way, for a sheet that does not stand out as a region: a white page
/// on a light desk, the lit desk joining the page at every threshold. Where the text lines are,
/// the page is: its sides run along and across the lines, outside the block of text, and each is
/// the line just outside the text along which the image is most clearly brighter inside than out.
/// Each side's two ends move independently, so a page shot at an angle (its far side shorter)
/// is followed too.
extension PageFinder {
    /// The sheet around the text whose lines run as `lines` says; nil when a side shows no edge
    /// (the page runs out of the frame, or its edge is lost against the desk).
    public func find(in image: Image, around lines: TextLineAngle.Estimate) -> Page? {
        TextLineAngle().sample(of: image).flatMap { find(in: image, around: lines, sample: $0) }
    }

    /// The same, on the reduced copy and marks the lines were measured on.
    func find(in image: Image, around lines: TextLineAngle.Estimate, sample: TextLineAngle.Sample) -> Page? {
        let (small, factor) = (sample.small, sample.factor)
        guard image.width >= minimumSide, image.height >= minimumSide,
              let block = Self.textBlock(of: sample.marks, degrees: lines.degrees) else { return nil }
        var sides: [(Point, Point)] = []
        for side in 0..<4 {
            guard let edge = Self.edgeOutside(side: side, of: block, in: small) else { return nil }
            sides.append(edge)
        }
        var quad: [Point] = []
        for side in 0..<4 {
            let previous = sides[(side + 3) % 4], current = sides[side]
            guard let corner = Self.intersection(previous.0, previous.1, current.0, current.1) else { return nil }
            quad.append(corner)
        }
        // A page around its text: convex, holding the whole block, its corners near the frame
        // (one may lie a little outside it, cut off by the frame).
        let reach = 0.1 * Double(max(small.width, small.height))
        guard Self.isConvex(quad), block.allSatisfy({ Self.contains(quad, $0) }),
              quad.allSatisfy({ $0.x >= -reach && $0.y >= -reach && $0.x <= Double(small.width) + reach && $0.y <= Double(small.height) + reach })
        else { return nil }
        return Self.page(Self.ordered(quad), scaledBy: 1 / factor)
    }

    /// The rectangle (ordered as the lines read: along, then across) that holds the text: the
    /// letter-like marks with two others beside them on their line (a speck of desk grain has
    /// none there), from the 1st to the 99th percentile along and across direction `degrees`.
    static func textBlock(of marks: [TextLineAngle.Mark], degrees: Double) -> [Point]? {
        guard marks.count >= 40 else { return nil }
        let size = marks.map(\.size).sorted()[marks.count / 2]
        let radians = degrees * .pi / 180
        let (c, s) = (cos(radians), sin(radians))
        let onLines = marksOnLines(marks, degrees: degrees).map { (u: $0.x * c + $0.y * s, v: -$0.x * s + $0.y * c) }
        guard onLines.count >= 30 else { return nil }
        let along = onLines.map(\.u).sorted(), across = onLines.map(\.v).sorted()
        func percentile(_ values: [Double], _ share: Double) -> Double { values[Int(share * Double(values.count - 1))] }
        let (u0, u1) = (percentile(along, 0.01) - size / 2, percentile(along, 0.99) + size / 2)
        let (v0, v1) = (percentile(across, 0.01) - size / 2, percentile(across, 0.99) + size / 2)
        return [(u0, v0), (u1, v0), (u1, v1), (u0, v1)].map { u, v in Point(x: u * c - v * s, y: u * s + v * c) }
    }

    /// The letter-like marks with two others beside them on their line, the lines running in
    /// direction `degrees`: a speck of desk grain has none there.
    static func marksOnLines(_ marks: [TextLineAngle.Mark], degrees: Double) -> [TextLineAngle.Mark] {
        guard !marks.isEmpty else { return [] }
        let size = marks.map(\.size).sorted()[marks.count / 2]
        let radians = degrees * .pi / 180
        let (c, s) = (cos(radians), sin(radians))
        // Sorted across the lines, so that each mark looks only at the marks of its own band.
        let placed = marks.map { (u: $0.x * c + $0.y * s, v: -$0.x * s + $0.y * c) }
        let order = placed.indices.sorted { placed[$0].v < placed[$1].v }
        var kept: [Int] = []
        var first = 0
        for index in order {
            let mark = placed[index]
            while placed[order[first]].v <= mark.v - 0.5 * size { first += 1 }
            var beside = 0
            var next = first
            while next < order.count, placed[order[next]].v < mark.v + 0.5 * size {
                if abs(placed[order[next]].u - mark.u) < 3 * size { beside += 1 }
                next += 1
            }
            if beside >= 3 { kept.append(index) }
        }
        return kept.sorted().map { marks[$0] }
    }

    /// Side `side` of the page outside side `side` of `block`: of the lines whose two ends lie
    /// 2 px to the frame's far side outside the block's side (turned at most about 20° from it),
    /// the nearest along which the image is clearly brighter inside than out: by at least
    /// `minimumTextEdgeContrast` gray levels and 70 % of the strongest such line's contrast, over
    /// 70 % of the block's length. Searched every 6 px, then to the pixel.
    static func edgeOutside(side: Int, of block: [Point], in gray: Image) -> (Point, Point)? {
        let edge = Self.side(side, of: block)
        let outward = Point(x: -edge.normal.x, y: -edge.normal.y)
        // A page whose text fills only its top has its bottom edge far from the text.
        let reach = Double(gray.width + gray.height)
        func line(_ a: Double, _ b: Double) -> (Point, Point) {
            (Point(x: edge.a.x + a * outward.x, y: edge.a.y + a * outward.y),
             Point(x: edge.b.x + b * outward.x, y: edge.b.y + b * outward.y))
        }
        func score(_ a: Double, _ b: Double) -> Double? {
            let (p, q) = line(a, b)
            let contrasts = edgeContrasts(p, q, normal: edge.normal, in: gray, samples: 24).sorted()
            guard contrasts.count >= 12 else { return nil }
            return contrasts[contrasts.count * 3 / 10]
        }
        var candidates: [(score: Double, a: Double, b: Double)] = []
        for a in stride(from: 2.0, through: reach, by: 6) {
            for b in stride(from: 2.0, through: reach, by: 6) {
                guard abs(a - b) <= 0.4 * edge.length, let value = score(a, b) else { continue }
                candidates.append((value, a, b))
            }
        }
        // The sheet's edge is the first clear edge outside the text: a straight run of the desk's
        // grain farther out may stand out as much.
        guard let strongest = candidates.map(\.score).max() else { return nil }
        let clear = max(minimumTextEdgeContrast, 0.7 * strongest)
        guard let nearest = candidates.filter({ $0.score >= clear }).min(by: { $0.a + $0.b < $1.a + $1.b }) else { return nil }
        var best = nearest
        for a in stride(from: nearest.a - 5, through: nearest.a + 5, by: 1) where a >= 1 {
            for b in stride(from: nearest.b - 5, through: nearest.b + 5, by: 1) where b >= 1 {
                if let value = score(a, b), value > best.score { best = (value, a, b) }
            }
        }
        guard best.score >= minimumTextEdgeContrast else { return nil }
        return line(best.a, best.b)
    }

    /// The gray levels a page's edge must be brighter inside than out, along most of its length.
    static let minimumTextEdgeContrast = 6.0
}
