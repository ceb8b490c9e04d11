/// An axis-aligned rectangle in pixels of the image that was passed in, origin at the top-left.
public struct BoundingBox: Sendable, Codable, Equatable, Hashable {
    public var x: Int
    public var y: Int
    public var width: Int
    public var height: Int

    public init(x: Int, y: Int, width: Int, height: Int) {
        self.x = x
        self.y = y
        self.width = width
        self.height = height
    }

    /// One past the right-most column.
    public var maxX: Int { x + width }
    /// One past the bottom row.
    public var maxY: Int { y + height }
    /// The middle column and row.
    var midX: Int { x + width / 2 }
    var midY: Int { y + height / 2 }

    /// The smallest box holding both.
    public func union(_ other: BoundingBox) -> BoundingBox {
        let minX = min(x, other.x), minY = min(y, other.y)
        return BoundingBox(x: minX, y: minY,
                           width: max(maxX, other.maxX) - minX, height: max(maxY, other.maxY) - minY)
    }

    /// The smallest box holding all of `boxes`; nil when there are none.
    static func enclosing(_ boxes: some Sequence<BoundingBox>) -> BoundingBox? {
        boxes.reduce(nil) { $0?.union($1) ?? $1 }
    }

    /// The part of this box inside `0..<width, 0..<height` (empty boxes keep their origin clamped).
    func clamped(width limitWidth: Int, height limitHeight: Int) -> BoundingBox {
        let left = min(max(x, 0), limitWidth), top = min(max(y, 0), limitHeight)
        let right = min(max(maxX, left), limitWidth), bottom = min(max(maxY, top), limitHeight)
        return BoundingBox(x: left, y: top, width: right - left, height: bottom - top)
    }
}
