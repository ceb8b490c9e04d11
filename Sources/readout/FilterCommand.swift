import ArgumentParser
import Foundation
import ReadoutImage

/// `readout filter`: the Filter Lab's two CoreImage filters on a file.
struct FilterCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "filter",
        abstract: "Apply the Filter Lab's blur or binarize filter to an image, or undo a shaken photo's smear.",
        discussion: """
            blur = CIGaussianBlur with radius 100 × intensity; binarize = CIColorThreshold with
            threshold 0.5 × intensity, as in the Filter Lab seed. deblur estimates the photo's
            motion blur (printed) and removes it by Richardson–Lucy deconvolution, as `.accurate`
            recognition does for a photo it reads badly; it ignores --intensity and writes gray.
            The output format (PNG or JPEG) follows OUTPUT's extension.
            """
    )

    enum Kind: String, ExpressibleByArgument, CaseIterable {
        case blur, binarize, deblur
    }

    @Argument(help: "blur, binarize or deblur.")
    var kind: Kind

    @Option(help: "Filter intensity, 0…3 in the app (0.25 by default).")
    var intensity: Double = 0.25

    @Argument(help: "The image to filter.")
    var input: String

    @Argument(help: "Where to write the result (.png, .jpg or .jpeg).")
    var output: String

    func validate() throws {
        guard intensity.isFinite, intensity >= 0, intensity <= 100 else {
            throw ValidationError("--intensity must be a number from 0 to 100.")
        }
        guard ImageEncoding(fileExtension: URL(fileURLWithPath: output).pathExtension) != nil else {
            throw ValidationError("OUTPUT must end in .png, .jpg or .jpeg.")
        }
    }

    func run() throws {
        let image = try loadImage(input)
        let filtered = switch kind {
        case .blur: GaussianBlur(radius: 100 * intensity).apply(to: image)
        case .binarize: ColorThreshold(threshold: 0.5 * intensity).apply(to: image)
        case .deblur: try deblurred(image)
        }
        do {
            try filtered.write(to: URL(fileURLWithPath: output))
        } catch let error as ImageError {
            throw CommandLineError(error.description)
        }
    }

    private func deblurred(_ image: Image) throws -> Image {
        guard let smear = MotionBlurEstimator().estimate(in: image) else {
            throw CommandLineError("\(input) is too small or too blank to estimate its blur (it takes 256 × 256 pixels with detail).")
        }
        print("smear \(smear.dx), \(smear.dy) px (\(String(format: "%.1f", smear.length)) px long)")
        return RichardsonLucy(kernel: BlurKernel(motion: smear, defocus: BlurKernel.phoneDefocus)).deblur(image)
    }
}
