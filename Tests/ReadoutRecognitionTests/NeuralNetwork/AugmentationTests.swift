import Foundation
import ReadoutImage
import ReadoutSupport
import Testing
@testable import ReadoutRecognition

/// Image augmentation: exact geometry for known transforms, ink kept for random ones, and
/// seeded, schedule-independent batches.
@Suite struct AugmentationTests {
    /// A synthetic 28×28 digit-like shape: a thick ring with a tail, anti-aliased edges.
    static func ring(offset: Float = 0) -> [Float] {
        (0..<28 * 28).map { index in
            let x = Float(index % 28) - 13.5 - offset, y = Float(index / 28) - 13.5
            let ring = max(0, 1 - abs((x * x + y * y).squareRoot() - 6) / 2)
            let tail = x > 4 && x < 7 && y > 0 && y < 10 ? Float(1) : 0
            return min(1, ring + tail)
        }
    }

    /// A batch of `count` shapes, each a little different.
    static func batch(count: Int) -> Tensor {
        Tensor(shape: [count, 1, 28, 28], values: (0..<count).flatMap { ring(offset: Float($0 % 5) - 2) })
    }

    func warp(_ image: [Float], width: Int, height: Int, _ transform: AffineImageTransform) -> [Float] {
        image.withUnsafeBufferPointer { source in
            [Float](unsafeUninitializedCapacity: image.count) { target, count in
                BilinearWarp.warp(source, width: width, height: height, transform: transform, into: target)
                count = image.count
            }
        }
    }

    @Test func identityParametersLeaveTheImageUnchanged() {
        let image = Self.ring()
        #expect(warp(image, width: 28, height: 28, .identity) == image)
        var generator = SeededRandomNumberGenerator(seed: 3)
        let batch = Self.batch(count: 4)
        #expect(ImageAugmentation.none.augmented(batch, using: &generator) == batch)
    }

    @Test func integerShiftMovesAPixelExactly() {
        var image = [Float](repeating: 0, count: 28 * 20)
        image[10 * 28 + 5] = 1
        let moved = warp(image, width: 28, height: 20, AffineImageTransform(shiftX: 2, shiftY: -3))
        var expected = [Float](repeating: 0, count: 28 * 20)
        expected[7 * 28 + 7] = 1
        #expect(moved == expected)
    }

    @Test func quarterTurnMatchesTransposeAndFlip() {
        // An asymmetric 5×5 pattern: no symmetry could hide a wrong direction.
        let size = 5
        let image = (0..<size * size).map { Float(($0 * 7) % 11) / 10 }
        let turned = warp(image, width: size, height: size, AffineImageTransform(a: 0, b: -1, c: 1, d: 0))
        // A source pixel (x, y) lands on (size-1-y, x): y points down, so the turn is clockwise.
        for row in 0..<size {
            for column in 0..<size {
                #expect(turned[row * size + column] == image[(size - 1 - column) * size + row])
            }
        }
        // The angle-based initialiser agrees up to rounding of cos 90°.
        let byAngle = warp(image, width: size, height: size, AffineImageTransform(rotationDegrees: 90))
        #expect(zip(byAngle, turned).allSatisfy { abs($0 - $1) < 1e-4 })
    }

    @Test(arguments: [ImageAugmentation.digits,
                      ImageAugmentation(scaleRange: 0.95...1.05, maximumShear: 0.15, elastic: .simard)])
    func augmentedDigitsKeepTheirInkAndRange(augmentation: ImageAugmentation) {
        var generator = SeededRandomNumberGenerator(seed: 11)
        let batch = Self.batch(count: 32)
        let augmented = augmentation.augmented(batch, using: &generator)
        #expect(augmented.shape == batch.shape)
        #expect(augmented != batch)
        #expect(augmented.values.allSatisfy { $0 >= 0 && $0 <= 1 + 1e-6 })
        for sample in 0..<32 {
            let range = sample * 784..<(sample + 1) * 784
            let before = batch.values[range].reduce(0, +), after = augmented.values[range].reduce(0, +)
            #expect(abs(after - before) / before < 0.25, "sample \(sample): ink \(before) → \(after)")
        }
    }

    @Test func sameSeedSameBatchOtherSeedOtherBatch() {
        let augmentation = ImageAugmentation(maximumShear: 0.1, elastic: .simard)
        let batch = Self.batch(count: 40)
        var first = SeededRandomNumberGenerator(seed: 5), second = SeededRandomNumberGenerator(seed: 5)
        var other = SeededRandomNumberGenerator(seed: 6)
        let result = augmentation.augmented(batch, using: &first)
        #expect(augmentation.augmented(batch, using: &second) == result)
        #expect(augmentation.augmented(batch, using: &other) != result)
        // The generator moves on: the next batch differs from this one.
        #expect(augmentation.augmented(batch, using: &first) != result)
    }

    @Test func batchEqualsPerSampleProcessing() {
        let augmentation = ImageAugmentation(maximumShear: 0.1, elastic: ElasticDistortion(alpha: 20, sigma: 3))
        let batch = Self.batch(count: 37)
        var generator = SeededRandomNumberGenerator(seed: 9)
        var seedDraw = generator
        let result = augmentation.augmented(batch, using: &generator)
        let batchSeed = seedDraw.next()
        for sample in 0..<37 {
            var sampleGenerator = SeededRandomNumberGenerator(seed: ImageAugmentation.sampleSeed(batchSeed, index: sample))
            let digit = PreparedDigit(pixels: Array(batch.values[sample * 784..<(sample + 1) * 784]))
            let single = augmentation.augmented(digit, using: &sampleGenerator)
            #expect(single.pixels[...] == result.values[sample * 784..<(sample + 1) * 784], "sample \(sample)")
        }
    }

    @Test func channelsOfASampleMoveTogether() {
        let image = Self.ring()
        let batch = Tensor(shape: [2, 2, 28, 28], values: image + image + image + image)
        var generator = SeededRandomNumberGenerator(seed: 2)
        let result = ImageAugmentation.digits.augmented(batch, using: &generator)
        #expect(result.values[0..<784] == result.values[784..<1568])
        #expect(result.values[0..<784] != result.values[1568..<2352])
    }

    /// Timing, printed: `READOUT_NN_BENCH=1 swift test -c release --filter AugmentationTests`.
    @Test(.serialized, .enabled(if: ProcessInfo.processInfo.environment["READOUT_NN_BENCH"] != nil),
          arguments: [ImageAugmentation.digits, ImageAugmentation(maximumShear: 0.1, elastic: .simard)])
    func batchOf128Timing(augmentation: ImageAugmentation) {
        let batch = Self.batch(count: 128)
        var generator = SeededRandomNumberGenerator(seed: 1)
        _ = augmentation.augmented(batch, using: &generator)
        let rounds = 200
        let start = DispatchTime.now().uptimeNanoseconds
        for _ in 0..<rounds { _ = augmentation.augmented(batch, using: &generator) }
        let milliseconds = Double(DispatchTime.now().uptimeNanoseconds - start) / 1e6 / Double(rounds)
        print("augmentation (elastic: \(augmentation.elastic != nil)): \(milliseconds) ms per batch of 128 28×28")
    }
}
