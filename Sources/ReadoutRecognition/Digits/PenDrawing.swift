/// A drawing made with a pen: strokes of points (each stroke is one pen-down…pen-up), in
/// canvas coordinates with x to the right and y down, on a canvas of the given size.
public struct PenDrawing: Sendable, Equatable {
    /// A point in canvas coordinates.
    public struct Point: Sendable, Equatable {
        public var x: Double
        public var y: Double

        public init(x: Double, y: Double) {
            self.x = x
            self.y = y
        }
    }

    /// The strokes in the order they were drawn; a pen-up separates consecutive strokes.
    public var strokes: [[Point]]
    public var canvasWidth: Double
    public var canvasHeight: Double

    public init(strokes: [[Point]], canvasWidth: Double, canvasHeight: Double) {
        self.strokes = strokes
        self.canvasWidth = canvasWidth
        self.canvasHeight = canvasHeight
    }

    /// The bounding box of all points (not of the ink around them); nil without points.
    public var pointBounds: (minX: Double, minY: Double, maxX: Double, maxY: Double)? {
        var bounds: (minX: Double, minY: Double, maxX: Double, maxY: Double)?
        for point in strokes.joined() {
            if let b = bounds {
                bounds = (min(b.minX, point.x), min(b.minY, point.y), max(b.maxX, point.x), max(b.maxY, point.y))
            } else {
                bounds = (point.x, point.y, point.x, point.y)
            }
        }
        return bounds
    }
}
