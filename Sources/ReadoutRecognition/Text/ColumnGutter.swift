/// A gutter between two columns of prose, where it runs at each height: a photographed page can
/// still lean a degree or two once flattened, and its gutters lean with it (a magazine's narrow
/// gutter then wanders across a column's first words). `ColumnSplitter` finds them.
struct ColumnGutter: Equatable, CustomStringConvertible {
    /// Where it crosses the top of the page, and how far it moves right per pixel down.
    var x: Double
    var slope: Double

    func x(at y: Int) -> Int { Int((x + slope * Double(y)).rounded()) }

    /// How many of `gutters` run left of the middle of `box`: the column it stands in.
    static func column(of box: BoundingBox, among gutters: [ColumnGutter]) -> Int {
        gutters.filter { $0.x(at: box.midY) < box.midX }.count
    }

    var description: String { "x \(x(at: 0)) leaning \(String(format: "%.3f", slope))" }

    /// About 6°: more than that is a page the flattening left turned, not a lean.
    static let maximumSlope = 0.1

    /// The line through `points` (x, y), by least squares, leaning at most `maximumSlope`, fitted
    /// again without the points more than two line heights off it (a pair of lines torn apart
    /// inside a column); upright through their median when their heights are too close to
    /// tell a lean.
    static func fitted(_ points: [(x: Int, y: Int)], lineHeight: Int) -> ColumnGutter {
        let first = leastSquares(points, lineHeight: lineHeight)
        let near = points.filter { abs($0.x - first.x(at: $0.y)) <= 2 * lineHeight }
        return near.count >= 3 && near.count < points.count ? leastSquares(near, lineHeight: lineHeight) : first
    }

    private static func leastSquares(_ points: [(x: Int, y: Int)], lineHeight: Int) -> ColumnGutter {
        let xs = points.map { Double($0.x) }, ys = points.map { Double($0.y) }
        let meanX = xs.reduce(0, +) / Double(xs.count), meanY = ys.reduce(0, +) / Double(ys.count)
        let spread = ys.map { ($0 - meanY) * ($0 - meanY) }.reduce(0, +)
        guard spread > 0, ys.max()! - ys.min()! >= Double(5 * lineHeight) else {
            return ColumnGutter(x: xs.sorted()[xs.count / 2], slope: 0)
        }
        let covariance = zip(xs, ys).map { ($0 - meanX) * ($1 - meanY) }.reduce(0, +)
        let slope = min(max(covariance / spread, -maximumSlope), maximumSlope)
        return ColumnGutter(x: meanX - slope * meanY, slope: slope)
    }
}
