import ReadoutImage

/// Draws pen strokes as ink (255) on background (0) with a round pen, so connected segments get
/// round caps and joins like a real pen line.
///
/// Coverage is binary per sample; callers draw at several samples per final pixel and let the
/// area-averaging resize turn that into anti-aliased gray, as MNIST's own scaling did.
struct StrokeRasterizer: Sendable {
    /// Canvas units to raster pixels.
    var scale: Double
    /// Canvas point that lands on raster (0, 0).
    var originX: Double
    var originY: Double
    /// Pen radius in canvas units.
    var radius: Double

    func draw(_ drawing: PenDrawing, width: Int, height: Int) -> Image {
        var pixels = [UInt8](repeating: 0, count: width * height)
        let r = radius * scale
        for stroke in drawing.strokes {
            let points = stroke.map { (x: ($0.x - originX) * scale, y: ($0.y - originY) * scale) }
            guard let first = points.first else { continue }
            // A single point is a dot: a segment of length zero.
            let segments = points.count == 1 ? [(first, first)] : Array(zip(points, points.dropFirst()))
            for (a, b) in segments {
                let x0 = max(0, Int((min(a.x, b.x) - r).rounded(.down)))
                let x1 = min(width - 1, Int((max(a.x, b.x) + r).rounded(.up)))
                let y0 = max(0, Int((min(a.y, b.y) - r).rounded(.down)))
                let y1 = min(height - 1, Int((max(a.y, b.y) + r).rounded(.up)))
                guard x0 <= x1, y0 <= y1 else { continue }
                let dx = b.x - a.x, dy = b.y - a.y
                let lengthSquared = dx * dx + dy * dy
                for y in y0...y1 {
                    let py = Double(y) + 0.5
                    for x in x0...x1 where pixels[y * width + x] == 0 {
                        let px = Double(x) + 0.5
                        // Distance from the sample to the closest point of the segment.
                        let t = lengthSquared > 0 ? max(0, min(1, ((px - a.x) * dx + (py - a.y) * dy) / lengthSquared)) : 0
                        let ex = px - (a.x + t * dx), ey = py - (a.y + t * dy)
                        if ex * ex + ey * ey <= r * r { pixels[y * width + x] = 255 }
                    }
                }
            }
        }
        return Image(width: width, height: height, format: .gray, pixels: pixels)
    }
}
