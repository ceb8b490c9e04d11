import ReadoutImage
import ReadoutSupport

/// Seeded random distortions of training images (shifts, rotations, scaling, shear and optional
/// elastic bending), so a network sees a slightly different digit every epoch.
///
/// ```swift
/// var generator = SeededRandomNumberGenerator(seed: 7)
/// let batch = ImageAugmentation.digits.augmented(images, using: &generator)
/// ```
///
/// Images are the last two axes of a tensor (`[batch, channels, height, width]` or
/// `[batch, height, width]`); every channel of a sample moves together. Pixels are resampled
/// bilinearly and whatever comes in from outside the image is background (zero).
public struct ImageAugmentation: Sendable, Equatable {
    /// Largest shift along each axis, in pixels (drawn uniformly in ±this).
    public var maximumShift: Float
    /// Largest rotation either way, in degrees.
    public var maximumRotation: Float
    /// Scale factors drawn uniformly from this range.
    public var scaleRange: ClosedRange<Float>
    /// Largest horizontal shear (x moves by shear · y), either way.
    public var maximumShear: Float
    /// Elastic distortion applied on top of the affine change, if any.
    public var elastic: ElasticDistortion?

    public init(maximumShift: Float = 2, maximumRotation: Float = 15, scaleRange: ClosedRange<Float> = 0.9...1.1,
                maximumShear: Float = 0, elastic: ElasticDistortion? = nil) {
        precondition(maximumShift >= 0 && maximumRotation >= 0 && maximumShear >= 0 && scaleRange.lowerBound > 0,
                     "augmentation ranges must be non-negative and scales positive")
        self.maximumShift = maximumShift
        self.maximumRotation = maximumRotation
        self.scaleRange = scaleRange
        self.maximumShear = maximumShear
        self.elastic = elastic
    }

    /// Shifts of ±2 px, rotations of ±15° and scaling by 0.9–1.1: MNIST digits stay readable.
    public static let digits = ImageAugmentation()

    /// No change at all (useful to switch augmentation off without another code path).
    public static let none = ImageAugmentation(maximumShift: 0, maximumRotation: 0, scaleRange: 1...1)

    /// The batch with every sample distorted by its own random draw. One value is taken from
    /// `generator` and each sample's generator is derived from it and the sample's index, so
    /// the result does not depend on how samples are spread over threads.
    public func augmented(_ batch: Tensor, using generator: inout SeededRandomNumberGenerator) -> Tensor {
        precondition(batch.shape.count >= 3, "augmentation needs images: shape [batch, …, height, width], got \(batch.shape)")
        let height = batch.shape[batch.shape.count - 2], width = batch.shape[batch.shape.count - 1]
        let batchSeed = generator.next()
        let sampleSize = batch.sampleSize
        let count = batch.batchSize
        let values = batch.values.withUnsafeBufferPointer { source in
            [Float](fullyWrittenCount: batch.count) { target in
                forEachBand(of: count, minimumRowsPerBand: 8) { samples in
                    var workspace = Workspace(width: width, height: height, elastic: elastic)
                    for sample in samples {
                        var sampleGenerator = SeededRandomNumberGenerator(seed: Self.sampleSeed(batchSeed, index: sample))
                        augment(UnsafeBufferPointer(rebasing: source[sample * sampleSize..<(sample + 1) * sampleSize]),
                                width: width, height: height,
                                into: UnsafeMutableBufferPointer(rebasing: target[sample * sampleSize..<(sample + 1) * sampleSize]),
                                workspace: &workspace, using: &sampleGenerator)
                    }
                }
            }
        }
        return Tensor(shape: batch.shape, values: values)
    }

    /// One image (`width × height`, or several such planes one after another distorted alike)
    /// written distorted into `output`, which must be as large and must not overlap it.
    public func augment(_ image: UnsafeBufferPointer<Float>, width: Int, height: Int,
                        into output: UnsafeMutableBufferPointer<Float>, using generator: inout SeededRandomNumberGenerator) {
        var workspace = Workspace(width: width, height: height, elastic: elastic)
        augment(image, width: width, height: height, into: output, workspace: &workspace, using: &generator)
    }

    /// A prepared digit, distorted.
    public func augmented(_ digit: PreparedDigit, using generator: inout SeededRandomNumberGenerator) -> PreparedDigit {
        let pixels = digit.pixels.withUnsafeBufferPointer { source in
            [Float](fullyWrittenCount: source.count) { target in
                augment(source, width: digit.width, height: digit.height, into: target, using: &generator)
            }
        }
        return PreparedDigit(width: digit.width, height: digit.height, pixels: pixels)
    }

    /// The affine part of one draw; the draws are taken in a fixed order whatever the settings.
    func randomTransform(using generator: inout SeededRandomNumberGenerator) -> AffineImageTransform {
        let shiftX = uniformRandom(in: -maximumShift...maximumShift, using: &generator)
        let shiftY = uniformRandom(in: -maximumShift...maximumShift, using: &generator)
        let rotation = uniformRandom(in: -maximumRotation...maximumRotation, using: &generator)
        let scale = uniformRandom(in: scaleRange, using: &generator)
        let shear = uniformRandom(in: -maximumShear...maximumShear, using: &generator)
        return AffineImageTransform(rotationDegrees: rotation, scale: scale, shear: shear, shiftX: shiftX, shiftY: shiftY)
    }

    /// The seed of sample `index`'s generator in a batch drawn with `batchSeed`.
    static func sampleSeed(_ batchSeed: UInt64, index: Int) -> UInt64 {
        // SplitMix64 mixes its state, so an odd-multiplier offset per sample gives unrelated streams.
        batchSeed &+ UInt64(index + 1) &* 0xD1B5_4A32_D192_ED03
    }

    private func augment(_ image: UnsafeBufferPointer<Float>, width: Int, height: Int,
                         into output: UnsafeMutableBufferPointer<Float>, workspace: inout Workspace,
                         using generator: inout SeededRandomNumberGenerator) {
        let plane = width * height
        precondition(plane > 0 && image.count % plane == 0 && output.count == image.count,
                     "augmentation needs whole \(width)×\(height) planes")
        let transform = randomTransform(using: &generator)
        let hasField = workspace.fillFields(elastic: elastic, width: width, height: height, using: &generator)
        workspace.fieldX.withUnsafeMutableBufferPointer { fieldX in
            workspace.fieldY.withUnsafeMutableBufferPointer { fieldY in
                for start in stride(from: 0, to: image.count, by: plane) {
                    BilinearWarp.warp(UnsafeBufferPointer(rebasing: image[start..<start + plane]), width: width, height: height,
                                      transform: transform,
                                      displacementX: hasField ? UnsafeBufferPointer(fieldX) : nil,
                                      displacementY: hasField ? UnsafeBufferPointer(fieldY) : nil,
                                      into: UnsafeMutableBufferPointer(rebasing: output[start..<start + plane]))
                }
            }
        }
    }
}

/// Per-thread buffers for elastic fields, reused across the samples of a band.
private struct Workspace {
    var fieldX: [Float]
    var fieldY: [Float]
    var scratch: [Float]
    var paddedRow: [Float]
    let kernel: [Float]

    init(width: Int, height: Int, elastic: ElasticDistortion?) {
        kernel = elastic?.kernel ?? []
        let fieldSize = elastic == nil ? 0 : width * height
        fieldX = [Float](repeating: 0, count: fieldSize)
        fieldY = fieldX
        scratch = fieldX
        paddedRow = [Float](repeating: 0, count: elastic == nil ? 0 : width + kernel.count - 1)
    }

    /// Draws both displacement components; false when there is no elastic distortion.
    mutating func fillFields(elastic: ElasticDistortion?, width: Int, height: Int,
                             using generator: inout SeededRandomNumberGenerator) -> Bool {
        guard let elastic else { return false }
        kernel.withUnsafeBufferPointer { kernel in
            scratch.withUnsafeMutableBufferPointer { scratch in
                paddedRow.withUnsafeMutableBufferPointer { paddedRow in
                    fieldX.withUnsafeMutableBufferPointer { field in
                        elastic.fillField(field, scratch: scratch, paddedRow: paddedRow, kernel: kernel,
                                          width: width, height: height, using: &generator)
                    }
                    fieldY.withUnsafeMutableBufferPointer { field in
                        elastic.fillField(field, scratch: scratch, paddedRow: paddedRow, kernel: kernel,
                                          width: width, height: height, using: &generator)
                    }
                }
            }
        }
        return true
    }
}
