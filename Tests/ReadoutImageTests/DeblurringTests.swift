import Foundation
import ReadoutSupport
@testable import ReadoutImage
import Testing

@Suite("Deblurring")
struct DeblurringTests {
    /// Dark letter-sized bars and blocks in rows on white paper, like a page of small type.
    static func page(width: Int = 640, height: Int = 480) -> Image {
        var random = SeededRandomNumberGenerator(seed: 11)
        var page = Image(width: width, height: height, format: .gray, filledWith: 235)
        for lineTop in stride(from: 12, to: height - 20, by: 16) {
            var x = 10
            while x < width - 20 {
                let letterWidth = Int.random(in: 2...6, using: &random), tall = Bool.random(using: &random)
                for y in (lineTop + (tall ? 0 : 3))..<(lineTop + 9) {
                    for column in x..<(x + letterWidth) { page.pixels[y * width + column] = 30 }
                }
                x += letterWidth + Int.random(in: 1...(Int.random(in: 0...4, using: &random) == 0 ? 8 : 3), using: &random)
            }
        }
        return page
    }

    static func meanDifference(_ a: Image, _ b: Image) -> Double {
        zip(a.pixels, b.pixels).reduce(0) { $0 + abs(Double($1.0) - Double($1.1)) } / Double(a.pixelCount)
    }

    @Test func theTransformOfAnImpulseIsFlatAndTheInverseUndoesIt() {
        let fourier = FourierTransform(size: 8)
        var real = [Double](repeating: 0, count: 64), imaginary = real
        real[0] = 1
        fourier.transform2D(real: &real, imaginary: &imaginary)
        #expect(real.allSatisfy { abs($0 - 1) < 1e-12 } && imaginary.allSatisfy { abs($0) < 1e-12 })
        var random = SeededRandomNumberGenerator(seed: 3)
        let original = (0..<64).map { _ in Double.random(in: -1...1, using: &random) }
        real = original
        imaginary = [Double](repeating: 0, count: 64)
        fourier.transform2D(real: &real, imaginary: &imaginary)
        fourier.transform2D(real: &real, imaginary: &imaginary, inverse: true)
        #expect(zip(real, original).allSatisfy { abs($0 - $1) < 1e-12 })
    }

    @Test func aKernelSumsToOneAlongItsSmear() {
        let kernel = BlurKernel(motion: MotionBlur(dx: 6, dy: 0), defocus: 0.5)
        #expect(abs(kernel.taps.reduce(0) { $0 + $1.weight } - 1) < 1e-5)
        // Six pixels long: centres from −2.5 to 2.5, the weight along the row, little above it.
        let row = kernel.taps.filter { $0.dy == 0 }.reduce(0) { $0 + $1.weight }
        #expect(row > 0.5)
        #expect(kernel.taps.allSatisfy { abs($0.dx) <= 4 && abs($0.dy) <= 2 })
        #expect(kernel.mirrored.taps.map(\.dx).sorted() == kernel.taps.map { -$0.dx }.sorted())
    }

    @Test(arguments: [MotionBlur(dx: 7, dy: -5), MotionBlur(dx: 8, dy: 0), MotionBlur(dx: 2, dy: 6)])
    func theSmearOfAShakenPageIsFound(_ smear: MotionBlur) throws {
        let shaken = BlurKernel(motion: smear, defocus: 0.7).blur(Self.page())
        let found = try #require(MotionBlurEstimator().estimate(in: shaken))
        // A smear and its opposite are the same blur.
        let error = min(hypot(Double(found.dx - smear.dx), Double(found.dy - smear.dy)),
                        hypot(Double(found.dx + smear.dx), Double(found.dy + smear.dy)))
        #expect(error <= 1.5, "found \(found) for \(smear)")
    }

    @Test func aPhotoTooSmallOrBlankIsNotJudged() {
        #expect(MotionBlurEstimator().estimate(in: Image(width: 200, height: 900, format: .gray, filledWith: 200)) == nil)
        #expect(MotionBlurEstimator().estimate(in: Image(width: 600, height: 600, format: .gray, filledWith: 200)) == nil)
        #expect(MotionBlurEstimator().estimate(in: Self.page()) != nil)
    }

    @Test func deconvolutionBringsTheShakenPageBackCloserToTheSharpOne() {
        let sharp = Self.page()
        let kernel = BlurKernel(motion: MotionBlur(dx: 7, dy: -5), defocus: 0.7)
        let shaken = kernel.blur(sharp)
        let restored = RichardsonLucy(kernel: kernel).deblur(shaken)
        #expect(restored.width == sharp.width && restored.height == sharp.height)
        // Measured 44.3 → 35.1 grey levels: 60 steps stop short of convergence on purpose (on
        // photos more steps amplify noise); the undeblurred mean difference stays above 40.
        let before = Self.meanDifference(shaken, sharp), after = Self.meanDifference(restored, sharp)
        #expect(after < before * 0.85, "mean difference \(before) → \(after)")
    }
}
