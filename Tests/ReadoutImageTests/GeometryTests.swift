import Testing
@testable import ReadoutImage

@Suite struct GeometryTests {
    /// A 3×2 gray image whose pixel values are 0…5 in row-major order.
    private let counting = Image(width: 3, height: 2, format: .gray, pixels: [0, 1, 2, 3, 4, 5])

    @Test func quarterTurnsRotateClockwise() {
        let right = counting.rotated(quarterTurns: 1)
        #expect(right.width == 2 && right.height == 3)
        #expect(right.pixels == [3, 0, 4, 1, 5, 2])
        #expect(counting.rotated(quarterTurns: 2).pixels == [5, 4, 3, 2, 1, 0])
        #expect(counting.rotated(quarterTurns: -1).pixels == [2, 5, 1, 4, 0, 3])
        #expect(counting.rotated(quarterTurns: 4) == counting)
        #expect(right.rotated(quarterTurns: 3) == counting)
    }

    @Test func flipsMirror() {
        #expect(counting.flippedHorizontally().pixels == [2, 1, 0, 5, 4, 3])
        #expect(counting.flippedVertically().pixels == [3, 4, 5, 0, 1, 2])
    }

    @Test func everyOrientationHasItsInverse() {
        let rgba = counting.rgba()
        for orientation in ExifOrientation.allCases {
            let shown = rgba.oriented(orientation)
            let swapsSides = [.leftMirrored, .right, .rightMirrored, .left].contains(orientation)
            #expect(shown.width == (swapsSides ? 2 : 3))
        }
        #expect(counting.oriented(.leftMirrored).pixels == [0, 3, 1, 4, 2, 5]) // transpose
        #expect(counting.oriented(.rightMirrored).pixels == [5, 2, 4, 1, 3, 0]) // transverse
    }

    @Test func cropCopiesTheRectangle() throws {
        let crop = try counting.cropped(to: PixelRect(x: 1, y: 0, width: 2, height: 2))
        #expect(crop.pixels == [1, 2, 4, 5])
        #expect(throws: ImageError.self) { try counting.cropped(to: PixelRect(x: 2, y: 0, width: 2, height: 1)) }
        #expect(throws: ImageError.self) { try counting.cropped(to: PixelRect(x: 0, y: 0, width: 0, height: 1)) }
    }

    @Test func shrinkingAveragesAreas() throws {
        // 4×2 → 2×1: each output pixel is the mean of a 2×2 block.
        let image = Image(width: 4, height: 2, format: .gray, pixels: [0, 100, 200, 200, 100, 200, 0, 40])
        #expect(try image.resized(width: 2, height: 1).pixels == [100, 110])
        // 3 → 2 columns: fractional coverage (weights 2/3 and 1/3).
        let row = Image(width: 3, height: 1, format: .gray, pixels: [0, 90, 180])
        #expect(try row.resized(width: 2, height: 1).pixels == [30, 150])
    }

    @Test func enlargingInterpolatesBetweenCentres() throws {
        let row = Image(width: 2, height: 1, format: .gray, pixels: [0, 200])
        // Centres of 4 outputs map to source x = -0.25, 0.25, 0.75, 1.25 (clamped).
        #expect(try row.resized(width: 4, height: 1).pixels == [0, 50, 150, 200])
        #expect(throws: ImageError.self) { try row.resized(width: 0, height: 1) }
    }

    @Test func resizingKeepsAConstantImageConstant() throws {
        let flat = Image(width: 37, height: 23, format: .rgba, filledWith: 123)
        for (w, h) in [(10, 7), (100, 61), (37, 5)] {
            #expect(try flat.resized(width: w, height: h).pixels.allSatisfy { $0 == 123 })
        }
    }

    @Test func grayscaleUsesRec601Weights() {
        let colours = Image(width: 4, height: 1, format: .rgba,
                            pixels: [255, 0, 0, 255, 0, 255, 0, 255, 0, 0, 255, 255, 255, 255, 255, 255])
        #expect(colours.grayscale().pixels == [76, 150, 29, 255])
        #expect(colours.grayscale().rgba().pixels[0..<4] == [76, 76, 76, 255])
    }
}
