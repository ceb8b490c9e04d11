import Foundation
import ReadoutRecognition

/// Strokes as the canvas sends them: `[[[x, y], …], …]` in canvas pixels, with the canvas size.
/// Checked before anything reads them: a finger makes a few hundred points, not thousands, and
/// every coordinate is a finite number on (or near) the canvas.
struct DrawnStrokes: Codable, Sendable {
    var strokes: [[[Double]]]
    var width: Double
    var height: Double

    static let maximumStrokes = 64
    static let maximumPoints = 4_000
    static let maximumSide = 10_000.0

    /// The drawing, or a 4xx that says what is wrong with it.
    func drawing() throws(AppError) -> PenDrawing {
        guard width.isFinite, height.isFinite, width > 0, height > 0, width <= Self.maximumSide, height <= Self.maximumSide else {
            throw AppError.invalid(.init("error.mathSprint.canvasSize", ["limit": .integer(Int(Self.maximumSide))]), code: "invalid_strokes")
        }
        guard strokes.count <= Self.maximumStrokes else {
            throw AppError.tooLarge(.init("error.mathSprint.tooManyStrokes", ["count": .integer(Self.maximumStrokes)]))
        }
        let points = strokes.reduce(0) { $0 + $1.count }
        guard points <= Self.maximumPoints else {
            throw AppError.tooLarge(.init("error.mathSprint.tooManyPoints", ["count": .integer(Self.maximumPoints)]))
        }
        // A point may stray a canvas beyond the edge (a finger sliding off), no further.
        let xs = -width...(2 * width), ys = -height...(2 * height)
        var drawn: [[PenDrawing.Point]] = []
        for stroke in strokes {
            var line: [PenDrawing.Point] = []
            for point in stroke {
                guard point.count == 2, xs.contains(point[0]), ys.contains(point[1]) else {
                    throw AppError.invalid(.init("error.mathSprint.badPoint"), code: "invalid_strokes")
                }
                line.append(PenDrawing.Point(x: point[0], y: point[1]))
            }
            if !line.isEmpty { drawn.append(line) }
        }
        guard !drawn.isEmpty else { throw AppError.invalid(.init("error.mathSprint.nothingDrawn"), code: "nothing_drawn") }
        return PenDrawing(strokes: drawn, canvasWidth: width, canvasHeight: height)
    }
}
