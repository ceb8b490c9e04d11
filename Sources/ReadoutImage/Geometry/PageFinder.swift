import Foundation

/// Finds a sheet of paper photographed on a darker surface and the transform that flattens it.
///
/// The photo is shrunk to about `workingSize` pixels on its long side; the paper is the largest
/// region brighter than Otsu's threshold; its convex hull is cut down to the quadrilateral that
/// loses the least area. The answer is trusted only when the region fills that quadrilateral
/// (a page is convex and bright all over), covers a fair part of the photo, and is not simply
/// the whole frame (a scan, or a page filling the picture, needs no flattening). When that
/// finds nothing but the lit desk, the sides are looked for along the region's straight
/// outline instead (`PageFinder+Outline`): a bright object touching the sheet bends its hull.
///
/// ```swift
/// if let page = PageFinder().find(in: photo) {
///     let flat = photo.warped(width: page.width, height: page.height, sourceOf: page.toPhoto)
/// }
/// ```
public struct PageFinder: Sendable {
    /// A page found in a photo.
    public struct Page: Sendable, Equatable {
        /// Corners in the photo's pixels: top-left, top-right, bottom-right, bottom-left. For a
        /// curled sheet found by its edges, where its corners lie, a little off the corners of
        /// the straight sides that `toPhoto` flattens.
        public var corners: [Point]
        /// The flattened page's size, at the photo's resolution along its longer edges.
        public var width: Int
        public var height: Int
        /// Maps a point of the flattened page into the photo.
        public var toPhoto: Homography
    }

    public var workingSize = 480
    /// The least share of the photo the page must cover.
    public var minimumArea = 0.12
    /// The least share of the quadrilateral the bright region must fill.
    public var minimumFill = 0.85
    /// A quadrilateral within this share of the frame's size on every side is the frame itself.
    public var frameMargin = 0.03

    public init() {}

    /// Photos shorter than this on either side hold a line or a label, not a sheet with desk around it.
    public var minimumSide = 160

    public func find(in image: Image) -> Page? {
        guard image.width >= minimumSide, image.height >= minimumSide else { return nil }
        let factor = Double(workingSize) / Double(max(image.width, image.height))
        guard let small = try? (factor < 1 ? image.scaled(by: factor) : image).grayscale() else { return nil }
        // A shadow across the page can put part of it below Otsu's level; lower levels take it
        // back in, until the desk joins and the region stops being a filled quadrilateral.
        let otsu = Double(small.otsuThreshold())
        let regions = [1.0, 0.85, 0.7, 0.55].map { share in
            Self.largestRegion(in: small, brighterThan: UInt8(otsu * share))
        }
        let quads = regions.compactMap { pageQuadrilateral(of: $0, in: small) }
        // A quadrilateral whose sides are all page edges as thresholded is trusted over one that
        // had to be snapped to them: a region that leaked into the desk at a low threshold can
        // snap to a shadow's edge or a stripe of the desk and pass as a larger, skewed page.
        let unsnapped = quads.filter { Self.edgesStandOut($0, in: small) }
        var pages = !unsnapped.isEmpty ? unsnapped : quads.compactMap { quad -> [Point]? in
            let snapped = Self.snappedToEdges(quad, in: small)
            return Self.edgesStandOut(snapped, in: small) ? snapped : nil
        }
        // A region with three sides on the frame is the desk, joined at a low threshold, rather
        // than a sheet (a page running out of the picture shows at least two of its own edges):
        // such a candidate is taken only when there is no other. Otherwise the largest wins.
        let margin = frameMargin * Double(max(small.width, small.height))
        let isDesk = { (quad: [Point]) in Self.sidesOnFrame(quad, width: small.width, height: small.height, margin: margin) >= 3 }
        // A bright object touching the sheet (a white plate, another paper, the lit desk beside
        // a shadow) joins its region and bends its hull; the sheet's own edges still run
        // straight where the desk shows.
        if pages.allSatisfy(isDesk) {
            pages += regions.prefix(2).compactMap { straightenedPage(of: $0, in: small) }
        }
        guard let quad = pages.min(by: {
            isDesk($0) != isDesk($1) ? !isDesk($0) : Self.area($0) > Self.area($1)
        }) else { return nil }

        return Self.page(quad, scaledBy: Double(image.width) / Double(small.width))
    }

    /// The page whose corners are `quad` (ordered) in a copy `scale` times smaller than the photo.
    static func page(_ quad: [Point], scaledBy scale: Double) -> Page? {
        let corners = quad.map { Point(x: $0.x * scale, y: $0.y * scale) }
        var width = Int(max(corners[0].distance(to: corners[1]), corners[3].distance(to: corners[2])).rounded())
        var height = Int(max(corners[0].distance(to: corners[3]), corners[1].distance(to: corners[2])).rounded())
        // The found edge wavers by a pixel of the small image; staying that far inside keeps
        // the desk's dark rim out of the flattened page.
        let inset = (scale * 2.5).rounded()
        guard width - 2 * Int(inset) >= 16, height - 2 * Int(inset) >= 16 else { return nil }
        let rectangle = [Point(x: -inset, y: -inset), Point(x: Double(width) - inset, y: -inset),
                         Point(x: Double(width) - inset, y: Double(height) - inset),
                         Point(x: -inset, y: Double(height) - inset)]
        width -= 2 * Int(inset)
        height -= 2 * Int(inset)
        guard let toPhoto = Homography(mapping: rectangle, to: corners) else { return nil }
        return Page(corners: corners, width: width, height: height, toPhoto: toPhoto)
    }

    /// The corners (ordered) of `region` (the largest above a threshold), when it is a page.
    func pageQuadrilateral(of region: [Int], in small: Image) -> [Point]? {
        guard let quad = hullQuadrilateral(of: region, in: small) else { return nil }
        let quadArea = Self.area(quad)
        guard quadArea > 0, Double(region.count) / quadArea >= minimumFill else { return nil }
        let margin = frameMargin * Double(max(small.width, small.height))
        let frame = [Point(x: 0, y: 0), Point(x: Double(small.width), y: 0),
                     Point(x: Double(small.width), y: Double(small.height)), Point(x: 0, y: Double(small.height))]
        if zip(quad, frame).allSatisfy({ $0.distance(to: $1) <= margin }) { return nil }
        return quad
    }

    /// The quadrilateral (ordered) that `region`'s convex hull is cut down to; nil when the
    /// region is too small to be a page.
    func hullQuadrilateral(of region: [Int], in small: Image) -> [Point]? {
        guard Double(region.count) >= minimumArea * Double(small.pixelCount) else { return nil }
        let hull = Self.convexHull(Self.boundary(of: region, width: small.width, height: small.height))
        guard hull.count >= 4, let quad = Self.quadrilateral(from: hull) else { return nil }
        return Self.ordered(quad)
    }

    /// Moves each side of `quad` (ordered) to the nearby line along which the image is most
    /// clearly brighter inside than outside, then takes the corners where the sides meet. Bright
    /// patches of desk touching the page bend the thresholded region; the page's edge is straight.
    static func snappedToEdges(_ quad: [Point], in gray: Image, reach: Double = 24, step: Double = 2) -> [Point] {
        let cx = quad.map(\.x).reduce(0, +) / 4, cy = quad.map(\.y).reduce(0, +) / 4
        var sides: [(Point, Point)] = []
        for side in 0..<4 {
            let a = quad[side], b = quad[(side + 1) % 4]
            let normal = inwardNormal(a, b, towards: Point(x: cx, y: cy))
            var best = (score: -Double.infinity, a: a, b: b)
            for shiftA in stride(from: -reach, through: reach, by: step) {
                for shiftB in stride(from: -reach, through: reach, by: step) {
                    let movedA = Point(x: a.x + shiftA * normal.x, y: a.y + shiftA * normal.y)
                    let movedB = Point(x: b.x + shiftB * normal.x, y: b.y + shiftB * normal.y)
                    let contrasts = edgeContrasts(movedA, movedB, normal: normal, in: gray, samples: 16)
                    guard contrasts.count >= 5 else { continue }
                    let score = contrasts.reduce(0, +) / Double(contrasts.count)
                    if score > best.score { best = (score, movedA, movedB) }
                }
            }
            sides.append((best.a, best.b))
        }
        var corners: [Point] = []
        for side in 0..<4 {
            let previous = sides[(side + 3) % 4], current = sides[side]
            guard let corner = intersection(previous.0, previous.1, current.0, current.1) else { return quad }
            corners.append(corner)
        }
        return corners
    }

    /// Side `side` of `quad` (from corner `side` to the next): its ends, its length, its unit
    /// direction and the unit normal that points into the quadrilateral.
    static func side(_ side: Int, of quad: [Point]) -> (a: Point, b: Point, length: Double, along: Point, normal: Point) {
        let centre = Point(x: quad.map(\.x).reduce(0, +) / 4, y: quad.map(\.y).reduce(0, +) / 4)
        let a = quad[side], b = quad[(side + 1) % 4]
        let length = a.distance(to: b)
        let along = Point(x: (b.x - a.x) / max(length, 1e-9), y: (b.y - a.y) / max(length, 1e-9))
        return (a, b, length, along, inwardNormal(a, b, towards: centre))
    }

    /// The unit normal of the line a→b that points to `inside`.
    static func inwardNormal(_ a: Point, _ b: Point, towards inside: Point) -> Point {
        let length = max(a.distance(to: b), 1e-9)
        let normal = Point(x: -(b.y - a.y) / length, y: (b.x - a.x) / length)
        let middle = Point(x: (a.x + b.x) / 2, y: (a.y + b.y) / 2)
        let pointsIn = (inside.x - middle.x) * normal.x + (inside.y - middle.y) * normal.y >= 0
        return pointsIn ? normal : Point(x: -normal.x, y: -normal.y)
    }

    /// Inside-minus-outside gray levels at points spread along a→b, inside 2.5 px in, outside
    /// the brighter of 2.5 and 8 px out: a desk stays dark for a while, while a ruled line or a
    /// box drawn on the page is thin and paper follows it (a box on a form is not the sheet).
    /// Points whose samples fall outside the image are skipped.
    static func edgeContrasts(_ a: Point, _ b: Point, normal: Point, in gray: Image, samples: Int) -> [Double] {
        let offset = 2.5, farOffset = 8.0
        func value(_ x: Double, _ y: Double) -> Double? {
            let column = Int(x.rounded(.down)), row = Int(y.rounded(.down))
            guard column >= 0, row >= 0, column < gray.width, row < gray.height else { return nil }
            return Double(gray.pixels[row * gray.width + column])
        }
        var contrasts: [Double] = []
        for index in 1..<samples {
            let t = Double(index) / Double(samples)
            let x = a.x + (b.x - a.x) * t, y = a.y + (b.y - a.y) * t
            guard let inside = value(x + offset * normal.x, y + offset * normal.y),
                  let near = value(x - offset * normal.x, y - offset * normal.y) else { continue }
            let far = value(x - farOffset * normal.x, y - farOffset * normal.y) ?? near
            contrasts.append(inside - max(near, far))
        }
        return contrasts
    }

    /// True when every side of `quad` (ordered) is brighter just inside than just outside, as
    /// the edge of a sheet on a darker surface is. A region that leaked into the desk at a low
    /// threshold has a side running through the desk, with the same light on both sides of it.
    /// Sides along the frame, where the page runs out of the picture, cannot be judged and pass.
    static func edgesStandOut(_ quad: [Point], in gray: Image) -> Bool {
        (0..<4).allSatisfy { sideStandsOut($0, of: quad, in: gray) }
    }

    /// True when side `side` of `quad` (from corner `side` to the next) is brighter just inside
    /// than just outside along most of its length, or cannot be judged (it runs along the frame).
    static func sideStandsOut(_ side: Int, of quad: [Point], in gray: Image, minimumContrast: Double = 10) -> Bool {
        let side = Self.side(side, of: quad)
        guard side.length > 0 else { return false }
        let contrasts = edgeContrasts(side.a, side.b, normal: side.normal, in: gray, samples: 20).sorted()
        guard contrasts.count >= 5 else { return true }
        return contrasts[contrasts.count / 2] >= minimumContrast
    }

    /// How many sides of `quad` run along an edge of the frame (both ends within `margin` of it).
    static func sidesOnFrame(_ quad: [Point], width: Int, height: Int, margin: Double) -> Int {
        let (w, h) = (Double(width), Double(height))
        return (0..<4).filter { side in
            let a = quad[side], b = quad[(side + 1) % 4]
            return (a.x <= margin && b.x <= margin) || (a.y <= margin && b.y <= margin)
                || (a.x >= w - margin && b.x >= w - margin) || (a.y >= h - margin && b.y >= h - margin)
        }.count
    }
}
