import Foundation
import ReadoutImage
import Testing
import ReadoutRecognition

@Suite("Digit preprocessing")
struct DigitPreprocessorTests {
    let preprocessor = DigitPreprocessor()

    /// A continental "7" (top bar and stem, then a crossbar as a second stroke), `size` canvas
    /// units wide, its top-left corner at (`x`, `y`).
    func seven(x: Double, y: Double, size: Double, canvas: Double = 400) -> PenDrawing {
        let stem: [(Double, Double)] = [(0, 0), (0.5, 0.02), (1, 0), (0.8, 0.5), (0.6, 1.0), (0.45, 1.5)]
        let bar: [(Double, Double)] = [(0.45, 0.75), (1.0, 0.75)]
        let strokes = [stem, bar].map { $0.map { PenDrawing.Point(x: x + $0.0 * size, y: y + $0.1 * size) } }
        return PenDrawing(strokes: strokes, canvasWidth: canvas, canvasHeight: canvas)
    }

    /// The drawing painted as a picture with a round pen `penWidth` pixels wide, anti-aliased
    /// (4×4 samples per pixel), black on white unless `lightOnDark`.
    func painted(_ drawing: PenDrawing, penWidth: Double, lightOnDark: Bool = false) -> Image {
        let w = Int(drawing.canvasWidth), h = Int(drawing.canvasHeight)
        var coverage = [Int](repeating: 0, count: w * h)
        let r = penWidth / 2
        guard let b = drawing.pointBounds else { return Image(width: w, height: h, format: .gray, filledWith: 255) }
        for y in max(0, Int(b.minY - r))..<min(h, Int(b.maxY + r) + 1) {
            for x in max(0, Int(b.minX - r))..<min(w, Int(b.maxX + r) + 1) {
                // Only pixels the pen's edge crosses need samples.
                let centre = drawing.strokes.map { distance(Double(x) + 0.5, Double(y) + 0.5, $0) }.min() ?? .infinity
                if centre > r + 0.75 { continue }
                if centre < r - 0.75 { coverage[y * w + x] = 16; continue }
                var hits = 0
                for sy in 0..<4 {
                    for sx in 0..<4 {
                        let px = Double(x) + (Double(sx) + 0.5) / 4, py = Double(y) + (Double(sy) + 0.5) / 4
                        if drawing.strokes.contains(where: { distance(px, py, $0) <= r }) { hits += 1 }
                    }
                }
                coverage[y * w + x] = hits
            }
        }
        let pixels = coverage.map { UInt8(lightOnDark ? $0 * 255 / 16 : 255 - $0 * 255 / 16) }
        return Image(width: w, height: h, format: .gray, pixels: pixels)
    }

    func distance(_ px: Double, _ py: Double, _ stroke: [PenDrawing.Point]) -> Double {
        var best = Double.infinity
        for (a, b) in zip(stroke, stroke.dropFirst()) where a != b {
            let dx = b.x - a.x, dy = b.y - a.y
            let t = max(0, min(1, ((px - a.x) * dx + (py - a.y) * dy) / (dx * dx + dy * dy)))
            best = min(best, hypot(px - a.x - t * dx, py - a.y - t * dy))
        }
        return best
    }

    /// Pixels that are ink (≥ 0.5) in exactly one of the two digits.
    func differingPixels(_ a: PreparedDigit, _ b: PreparedDigit) -> Int {
        zip(a.pixels, b.pixels).filter { ($0 >= 0.5) != ($1 >= 0.5) }.count
    }

    func expectMNISTShape(_ digit: PreparedDigit?, sourceLocation: SourceLocation = #_sourceLocation) {
        guard let digit else { Issue.record("no digit", sourceLocation: sourceLocation); return }
        #expect(digit.width == 28 && digit.height == 28 && digit.pixels.count == 784, sourceLocation: sourceLocation)
        #expect(digit.pixels.allSatisfy { $0 >= 0 && $0 <= 1 }, sourceLocation: sourceLocation)
        if let c = digit.centreOfMass {
            #expect(abs(c.x - 14) <= 0.5 && abs(c.y - 14) <= 0.5, "centre of mass \(c)", sourceLocation: sourceLocation)
        }
        if let box = digit.inkBounds(threshold: 1 / 255) {
            #expect(max(box.width, box.height) == 20, "ink box \(box)", sourceLocation: sourceLocation)
        }
    }

    @Test func smallOffCentreAndLargeCentredSevensMatchAsStrokes() throws {
        let small = try #require(preprocessor.prepare(seven(x: 30, y: 250, size: 60)))
        let large = try #require(preprocessor.prepare(seven(x: 100, y: 50, size: 200)))
        expectMNISTShape(small)
        expectMNISTShape(large)
        #expect(DigitTestData.correlation(small.pixels, large.pixels) >= 0.99)
        #expect(differingPixels(small, large) <= 4)
    }

    @Test func smallOffCentreAndLargeCentredSevensMatchAsPictures() throws {
        // The pen is as wide, relative to the digit, as the one the stroke path uses (2.5 of 20 px
        // for the ink box, i.e. 1/7 of the points' 1.5 × size extent).
        let smallDrawing = seven(x: 20, y: 140, size: 50, canvas: 240), largeDrawing = seven(x: 60, y: 15, size: 130, canvas: 240)
        let small = try #require(preprocessor.prepare(painted(smallDrawing, penWidth: 50 * 1.5 / 7)))
        let large = try #require(preprocessor.prepare(painted(largeDrawing, penWidth: 130 * 1.5 / 7)))
        expectMNISTShape(small)
        expectMNISTShape(large)
        #expect(DigitTestData.correlation(small.pixels, large.pixels) >= 0.99)
        #expect(differingPixels(small, large) <= 4)
        // The picture and the strokes of one drawing agree as well.
        let strokes = try #require(preprocessor.prepare(largeDrawing))
        #expect(DigitTestData.correlation(strokes.pixels, large.pixels) >= 0.95)
    }

    @Test func polarityDoesNotMatter() throws {
        let drawing = seven(x: 60, y: 30, size: 80, canvas: 200)
        let dark = try #require(preprocessor.prepare(painted(drawing, penWidth: 14)))
        let light = try #require(preprocessor.prepare(painted(drawing, penWidth: 14, lightOnDark: true)))
        #expect(dark == light)
        // Ink only in alpha, on a transparent canvas, as a drawing app exports it.
        let mask = painted(drawing, penWidth: 14, lightOnDark: true)
        let transparent = Image(width: mask.width, height: mask.height, format: .rgba,
                                pixels: mask.pixels.flatMap { [0, 0, 0, $0] })
        #expect(preprocessor.prepare(transparent) == dark)
    }

    @Test func emptyCanvasIsNoDigit() {
        #expect(preprocessor.prepare(Image(width: 280, height: 280, format: .gray, filledWith: 255)) == nil)
        #expect(preprocessor.prepare(Image(width: 28, height: 28, format: .gray, filledWith: 0)) == nil)
        var speck = Image(width: 280, height: 280, format: .gray, filledWith: 255)
        for (x, y) in [(100, 100), (101, 100), (100, 101), (200, 50)] { speck.pixels[y * 280 + x] = 0 }
        #expect(preprocessor.prepare(speck) == nil)
        // Faint smudges (a shadow, sensor noise) are not ink either.
        var smudge = Image(width: 100, height: 100, format: .gray, filledWith: 240)
        for i in stride(from: 0, to: 10_000, by: 7) { smudge.pixels[i] = 225 }
        #expect(preprocessor.prepare(smudge) == nil)

        #expect(preprocessor.prepare(PenDrawing(strokes: [], canvasWidth: 400, canvasHeight: 400)) == nil)
        #expect(preprocessor.prepare(PenDrawing(strokes: [[], []], canvasWidth: 400, canvasHeight: 400)) == nil)
        let tap = PenDrawing(strokes: [[.init(x: 50, y: 50)], [.init(x: 52, y: 51), .init(x: 53, y: 52)]],
                             canvasWidth: 400, canvasHeight: 400)
        #expect(preprocessor.prepare(tap) == nil)
    }

    @Test func mnistDigitsSurviveReprocessing() throws {
        let set = try DigitTestData.mnistTraining.get()
        var correlation = 0.0, identical = 0, tested = 0
        for index in stride(from: 0, to: set.count, by: 40) {
            let original = set.digit(at: index)
            let again = try #require(preprocessor.prepare(set.image(at: index)))
            correlation += DigitTestData.correlation(original.pixels, again.pixels)
            if again == original { identical += 1 }
            tested += 1
        }
        print("MNIST re-preprocessed: mean correlation", correlation / Double(tested), "identical", identical, "of", tested)
        #expect(correlation / Double(tested) >= 0.998)
        #expect(Double(identical) >= 0.7 * Double(tested))
    }

    @Test func debugImageIsMNISTLike() throws {
        let digit = try #require(preprocessor.prepare(seven(x: 10, y: 10, size: 100)))
        let image = digit.image
        #expect(image.width == 28 && image.height == 28 && image.format == .gray)
        #expect(image.pixels[0] == 0 && image.pixels.max() == 255)
    }
}

extension DigitPreprocessorTests {
    @Test func specksAroundADigitAreIgnored() throws {
        let drawing = seven(x: 60, y: 30, size: 80, canvas: 200)
        let clean = painted(drawing, penWidth: 80 * 1.5 / 7)
        var dusty = clean
        for (x, y) in [(5, 5), (190, 12), (20, 180), (21, 180), (20, 181), (185, 190)] { dusty.pixels[y * 200 + x] = 0 }
        #expect(preprocessor.prepare(dusty) == preprocessor.prepare(clean))
        var keepsSpecks = preprocessor
        keepsSpecks.speckShare = 0
        #expect(keepsSpecks.prepare(dusty) != preprocessor.prepare(clean))
    }
}

extension DigitPreprocessorTests {
    @Test func aGreyPenStillGivesFullInk() throws {
        let drawing = seven(x: 60, y: 30, size: 80, canvas: 200)
        let black = painted(drawing, penWidth: 80 * 1.5 / 7)
        // Mid-grey ink on white, plus one black pixel of dirt touching the stroke.
        var grey = Image(width: black.width, height: black.height, format: .gray,
                         pixels: black.pixels.map { 255 - (255 - $0) / 2 })
        let stem = drawing.strokes[0][3]
        grey.pixels[Int(stem.y) * 200 + Int(stem.x)] = 0
        let expected = try #require(preprocessor.prepare(black))
        let digit = try #require(preprocessor.prepare(grey))
        #expect(differingPixels(expected, digit) <= 2)
        #expect(digit.pixels.filter { $0 >= 0.95 }.count >= expected.pixels.filter { $0 >= 0.95 }.count / 2)
    }
}

extension DigitPreprocessorTests {
    @Test func glitchedPointsAreIgnored() throws {
        var drawing = seven(x: 100, y: 50, size: 200)
        let expected = try #require(preprocessor.prepare(drawing))
        drawing.strokes[0].insert(.init(x: .nan, y: 3), at: 2)
        drawing.strokes.append([.init(x: .infinity, y: -.infinity)])
        #expect(preprocessor.prepare(drawing) == expected)
        let huge = PenDrawing(strokes: [[.init(x: -1e308, y: 0), .init(x: 1e308, y: 1)]], canvasWidth: 400, canvasHeight: 400)
        #expect(preprocessor.prepare(huge) == nil)
        let nanCanvas = PenDrawing(strokes: drawing.strokes, canvasWidth: .nan, canvasHeight: 400)
        #expect(preprocessor.prepare(nanCanvas) != nil)
    }
}

extension DigitPreprocessorTests {
    @Test func nonsenseSettingsDoNotCrash() {
        let drawing = seven(x: 100, y: 50, size: 200)
        let picture = painted(seven(x: 20, y: 20, size: 40, canvas: 100), penWidth: 8)
        for change: (inout DigitPreprocessor) -> Void in [
            { $0.fieldSide = 0 }, { $0.boxSide = 40 }, { $0.boxSide = -3 }, { $0.strokeWidth = .nan },
            { $0.strokeWidth = 50 }, { $0.strokeSupersampling = 0 }, { $0.inkThreshold = .nan },
            { $0.minimumInkShare = .infinity }, { $0.speckShare = .nan }, { $0.minimumStrokeExtent = -1 },
        ] {
            var odd = preprocessor
            change(&odd)
            _ = odd.prepare(drawing)
            _ = odd.prepare(picture)
        }
        var wide = preprocessor
        wide.boxSide = 40
        #expect(wide.prepare(drawing).map { max($0.inkBounds(threshold: 1 / 255)?.width ?? 0, $0.inkBounds(threshold: 1 / 255)?.height ?? 0) } == 28)
    }
}
