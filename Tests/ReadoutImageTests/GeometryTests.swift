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

    /// An image of `format` whose bytes follow a fixed pseudo-random sequence.
    private func speckled(width: Int, height: Int, format: Image.Format) -> Image {
        var state: UInt32 = 12345
        let pixels = (0..<width * height * format.channels).map { _ -> UInt8 in
            state = state &* 1_103_515_245 &+ 12345
            return UInt8(truncatingIfNeeded: state >> 16)
        }
        return Image(width: width, height: height, format: format, pixels: pixels)
    }

    @Test func colourResizesAsEachOfItsChannelsAlone() throws {
        let colour = speckled(width: 150, height: 97, format: .rgba)
        let channels = (0..<4).map { channel in
            Image(width: 150, height: 97, format: .gray, pixels: stride(from: channel, to: colour.pixels.count, by: 4).map { colour.pixels[$0] })
        }
        for (width, height) in [(41, 29), (300, 200), (150, 30)] {
            let resized = try colour.resized(width: width, height: height)
            for channel in 0..<4 {
                let alone = try channels[channel].resized(width: width, height: height).pixels
                #expect(stride(from: channel, to: resized.pixels.count, by: 4).map { resized.pixels[$0] } == alone)
            }
        }
    }

    @Test func turnsImagesLargerThanATile() {
        let image = speckled(width: 150, height: 97, format: .rgba)
        let right = image.rotated(quarterTurns: 1)
        #expect(right.width == 97 && right.height == 150)
        // Source pixel (x, y) lands at (height - 1 - y, x).
        for (x, y) in [(0, 0), (149, 0), (70, 96), (149, 96), (65, 64)] {
            let from = (y * 150 + x) * 4, to = (x * 97 + 96 - y) * 4
            #expect(Array(right.pixels[to..<to + 4]) == Array(image.pixels[from..<from + 4]))
        }
        #expect(right.rotated(quarterTurns: 3) == image)
        #expect(image.rotated(quarterTurns: 2).rotated(quarterTurns: 2) == image)
    }

    @Test func warpedBytesRoundHalfAwayFromZeroAndClamp() {
        let edges: [Double] = [-300, -1, -0.9, -0.5, -0.4, 0, 0.49999999999999994, 0.5, 1.5, 2.5, 127.49999999999999,
                               254.5, 254.49999999999997, 255, 255.4, 255.5, 255.9, 256, 1e9, .nan]
        let sweep = stride(from: -2.0, through: 258, by: 0.0625)
        for value in edges + sweep {
            #expect(Image.roundedByte(value) == UInt8(max(0, min(255, value.rounded()))), "\(value)")
        }
    }

    @Test func warpSampleIndicesAreTheFloor() {
        let edges: [Double] = [-0.99, -0.5, -1e-300, -0.0, 0, 1e-300, 0.5, 0.99999999999999989, 1, 4095.9999999, 1e12]
        for value in edges + stride(from: -1.0, through: 300, by: 0.0625).map({ $0 }) {
            #expect(Image.floorIndex(value) == Int(value.rounded(.down)), "\(value)")
        }
    }

    @Test func grayscaleUsesRec601Weights() {
        let colours = Image(width: 4, height: 1, format: .rgba,
                            pixels: [255, 0, 0, 255, 0, 255, 0, 255, 0, 0, 255, 255, 255, 255, 255, 255])
        #expect(colours.grayscale().pixels == [76, 150, 29, 255])
        #expect(colours.grayscale().rgba().pixels[0..<4] == [76, 76, 76, 255])
    }
}
