import Foundation
import ReadoutImage
import ReadoutSupport

/// Random changes to pen strokes that a finger on a phone makes and a tablet pen did not:
/// a different speed (fewer or unevenly spaced points), thickness, slant, rotation and
/// width-to-height ratio, and a tremor. Training on pendigits through these makes the network
/// read drawings from people and devices it never saw.
public struct StrokeJitter: Sendable, Equatable {
    /// Largest rotation, degrees either way.
    public var maximumRotation: Double
    /// Largest slant (x shifted by this share of the height from the centre), either way.
    public var maximumSlant: Double
    /// Range of the width scale, the height staying put.
    public var aspectRange: ClosedRange<Double>
    /// Range of the share of points kept (a fast stroke has few points).
    public var keptPointsRange: ClosedRange<Double>
    /// Largest tremor, as a share of the drawing's larger side (standard deviation per point).
    public var maximumTremor: Double
    /// Range of the pen width in output pixels (MNIST: 2–3).
    public var penWidthRange: ClosedRange<Double>

    public init(maximumRotation: Double = 12, maximumSlant: Double = 0.3, aspectRange: ClosedRange<Double> = 0.75...1.25,
                keptPointsRange: ClosedRange<Double> = 0.3...1, maximumTremor: Double = 0.01,
                penWidthRange: ClosedRange<Double> = 1.6...3.4) {
        self.maximumRotation = maximumRotation
        self.maximumSlant = maximumSlant
        self.aspectRange = aspectRange
        self.keptPointsRange = keptPointsRange
        self.maximumTremor = maximumTremor
        self.penWidthRange = penWidthRange
    }

    /// The settings the shipped model was trained with.
    public static let fingerDrawing = StrokeJitter()

    /// `drawing` changed at random, and the pen width to draw it with.
    public func jittered(_ drawing: PenDrawing, using generator: inout SeededRandomNumberGenerator) -> (drawing: PenDrawing, penWidth: Double) {
        let penWidth = Double.random(in: penWidthRange, using: &generator)
        guard let bounds = drawing.pointBounds else { return (drawing, penWidth) }
        let centreX = (bounds.minX + bounds.maxX) / 2, centreY = (bounds.minY + bounds.maxY) / 2
        let extent = max(bounds.maxX - bounds.minX, bounds.maxY - bounds.minY, 1)
        let angle = Double.random(in: -maximumRotation...maximumRotation, using: &generator) * .pi / 180
        let slant = Double.random(in: -maximumSlant...maximumSlant, using: &generator)
        let aspect = Double.random(in: aspectRange, using: &generator)
        let kept = Double.random(in: keptPointsRange, using: &generator)
        let tremor = Double.random(in: 0...maximumTremor, using: &generator) * extent
        let (cosine, sine) = (cos(angle), sin(angle))

        var result = drawing
        result.strokes = drawing.strokes.map { stroke in
            var points: [PenDrawing.Point] = []
            for (index, point) in stroke.enumerated() {
                // Ends stay: dropping them would shorten the stroke, not speed it up.
                let isEnd = index == 0 || index == stroke.count - 1
                guard isEnd || Double.random(in: 0..<1, using: &generator) < kept else { continue }
                var x = (point.x - centreX) * aspect, y = point.y - centreY
                x += slant * y
                (x, y) = (x * cosine - y * sine, x * sine + y * cosine)
                points.append(PenDrawing.Point(x: centreX + x + tremor * Self.gaussian(using: &generator),
                                               y: centreY + y + tremor * Self.gaussian(using: &generator)))
            }
            return points
        }
        return (result, penWidth)
    }

    /// A standard normal draw (Box–Muller).
    private static func gaussian(using generator: inout SeededRandomNumberGenerator) -> Double {
        let u = Double.random(in: Double.ulpOfOne..<1, using: &generator)
        let v = Double.random(in: 0..<1, using: &generator)
        return (-2 * log(u)).squareRoot() * cos(2 * .pi * v)
    }
}
