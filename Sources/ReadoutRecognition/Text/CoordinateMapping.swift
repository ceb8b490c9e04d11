import Foundation
import ReadoutImage

/// The geometric steps preprocessing applied to an image, recorded so that boxes Tesseract
/// reports on the processed image can be mapped back to the pixels of the original.
struct CoordinateMapping: Sendable {
    enum Step: Sendable {
        /// `pixRotateOrth`: clockwise quarter turns of an image that was `width`×`height` before.
        case quarterTurns(Int, width: Int, height: Int)
        /// Uniform scaling (`pixScale`).
        case scale(Double)
        /// `pixRotate` about the image centre, clockwise by `radians`, size kept.
        case rotation(radians: Double, centerX: Double, centerY: Double)
        /// Content moved by this offset (a border added, or a crop with a negative offset).
        case translation(dx: Double, dy: Double)
        /// A page flattened out of a photo; the homography maps the flat page into the photo.
        case perspective(toOriginal: Homography)
        /// A curled page's text lines straightened: each point moved up or down its column.
        case disparity(LineDisparity)
    }

    private(set) var steps: [Step] = []

    mutating func append(_ step: Step) { steps.append(step) }

    /// The box in original-image coordinates: the four corners mapped back, their bounding box,
    /// clamped to the original image.
    func original(of box: BoundingBox, originalWidth: Int, originalHeight: Int) -> BoundingBox {
        guard !steps.isEmpty else { return box.clamped(width: originalWidth, height: originalHeight) }
        let corners = [(Double(box.x), Double(box.y)), (Double(box.maxX), Double(box.y)),
                       (Double(box.x), Double(box.maxY)), (Double(box.maxX), Double(box.maxY))]
        let mapped = corners.map(originalPoint)
        let minX = mapped.map(\.0).min() ?? 0, maxX = mapped.map(\.0).max() ?? 0
        let minY = mapped.map(\.1).min() ?? 0, maxY = mapped.map(\.1).max() ?? 0
        let left = Int(minX.rounded(.down)), top = Int(minY.rounded(.down))
        let result = BoundingBox(x: left, y: top,
                                 width: Int(maxX.rounded(.up)) - left, height: Int(maxY.rounded(.up)) - top)
        return result.clamped(width: originalWidth, height: originalHeight)
    }

    private func originalPoint(_ point: (Double, Double)) -> (Double, Double) {
        var (x, y) = point
        for step in steps.reversed() {
            switch step {
            case .translation(let dx, let dy):
                x -= dx; y -= dy
            case .perspective(let toOriginal):
                let point = toOriginal.apply(Point(x: x, y: y))
                (x, y) = (point.x, point.y)
            case .scale(let factor):
                x /= factor; y /= factor
            case .disparity(let field):
                y += field.shift(x: x, y: y)
            case .rotation(let radians, let cx, let cy):
                // Forward (y down, clockwise): x' = c·dx − s·dy, y' = s·dx + c·dy; this is its inverse.
                let dx = x - cx, dy = y - cy, c = cos(radians), s = sin(radians)
                x = cx + c * dx + s * dy
                y = cy - s * dx + c * dy
            case .quarterTurns(let turns, let width, let height):
                switch ((turns % 4) + 4) % 4 {
                case 1: (x, y) = (y, Double(height) - x)
                case 2: (x, y) = (Double(width) - x, Double(height) - y)
                case 3: (x, y) = (Double(width) - y, x)
                default: break
                }
            }
        }
        return (x, y)
    }
}
