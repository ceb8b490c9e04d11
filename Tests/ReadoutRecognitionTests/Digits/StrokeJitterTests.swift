import Foundation
import ReadoutImage
import ReadoutRecognition
import ReadoutSupport
import Testing

@Suite("Stroke jitter: finger-like changes to pen strokes for training")
struct StrokeJitterTests {
    let drawing = PenDrawing(strokes: [(0..<40).map { PenDrawing.Point(x: 100 + Double($0), y: 50 + 5 * Double($0)) }],
                             canvasWidth: 500, canvasHeight: 500)

    @Test func theSameSeedGivesTheSameChange() {
        var a = SeededRandomNumberGenerator(seed: 3), b = SeededRandomNumberGenerator(seed: 3), c = SeededRandomNumberGenerator(seed: 4)
        let first = StrokeJitter.fingerDrawing.jittered(drawing, using: &a)
        #expect(first == StrokeJitter.fingerDrawing.jittered(drawing, using: &b))
        #expect(first != StrokeJitter.fingerDrawing.jittered(drawing, using: &c))
    }

    @Test func strokesKeepTheirEndsAndStayWithinTheRanges() {
        var generator = SeededRandomNumberGenerator(seed: 1)
        for _ in 0..<200 {
            let (jittered, pen) = StrokeJitter.fingerDrawing.jittered(drawing, using: &generator)
            #expect(StrokeJitter.fingerDrawing.penWidthRange.contains(pen))
            #expect(jittered.strokes.count == 1)
            let points = jittered.strokes[0]
            #expect(points.count >= 2 && points.count <= 40)
            #expect(points.allSatisfy { $0.x.isFinite && $0.y.isFinite })
            // Rotation, slant and width change move points by at most about the drawing's size.
            #expect(points.allSatisfy { abs($0.x - 120) < 250 && abs($0.y - 147) < 250 })
        }
    }

    @Test func noJitterChangesNothing() {
        let none = StrokeJitter(maximumRotation: 0, maximumSlant: 0, aspectRange: 1...1, keptPointsRange: 1...1, maximumTremor: 0,
                                penWidthRange: 2.5...2.5)
        var generator = SeededRandomNumberGenerator(seed: 9)
        let (same, pen) = none.jittered(drawing, using: &generator)
        #expect(pen == 2.5)
        for (a, b) in zip(same.strokes[0], drawing.strokes[0]) {
            #expect(abs(a.x - b.x) < 1e-9 && abs(a.y - b.y) < 1e-9)
        }
    }
}
