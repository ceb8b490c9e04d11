import ArgumentParser
import Foundation
import ReadoutImage

/// `readout histogram`: the Meters app's colour-histogram comparison.
struct HistogramCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "histogram",
        abstract: "Colour histograms as the Meters app uses them.",
        subcommands: [Compare.self]
    )

    /// `readout histogram compare A B`.
    struct Compare: ParsableCommand {
        static let configuration = CommandConfiguration(
            abstract: "Compare the hue × saturation histograms of two images.",
            discussion: """
                Both images get a 50 hue × 60 saturation histogram (OpenCV's HSV), MINMAX-normalised,
                compared four ways as OpenCV's compareHist does. Correlation and intersection grow with
                similarity; chi-square and Bhattacharyya shrink.
                """
        )

        @Argument(help: "The first image (the reference; chi-square divides by its histogram).")
        var first: String

        @Argument(help: "The second image.")
        var second: String

        @OptionGroup var output: OutputOptions

        func run() throws {
            let a = HueSaturationHistogram(image: try loadImage(first)).normalizedMinMax()
            let b = HueSaturationHistogram(image: try loadImage(second)).normalizedMinMax()
            let scores = Scores(
                correlation: compare(a, b, method: .correlation),
                chiSquare: compare(a, b, method: .chiSquare),
                intersection: compare(a, b, method: .intersection),
                bhattacharyya: compare(a, b, method: .bhattacharyya)
            )
            if output.json {
                let data = try JSONEncoder().encode(scores)
                print(String(decoding: data, as: UTF8.self))
            } else {
                print("correlation    \(scores.correlation)")
                print("chi-square     \(scores.chiSquare)")
                print("intersection   \(scores.intersection)")
                print("bhattacharyya  \(scores.bhattacharyya)")
            }
        }
    }

    /// The JSON contract of `readout histogram compare --json`.
    struct Scores: Encodable {
        let correlation: Double
        let chiSquare: Double
        let intersection: Double
        let bhattacharyya: Double
    }
}
