import ArgumentParser
import Foundation
import ReadoutRecognition

extension DigitsCommand {
    /// `readout digits eval-strokes`: the classifier on real pen trajectories, read exactly as
    /// Math Sprint's referee reads a drawn answer (strokes → raster → MNIST steps → network).
    struct EvalStrokes: AsyncParsableCommand {
        static let configuration = CommandConfiguration(
            commandName: "eval-strokes",
            abstract: "Measure the classifier on pen strokes in UNIPEN form (UCI pendigits-orig).",
            discussion: """
                Prints `accuracy: 0.9861 (3498 digits)`. With --json prints one object:
                {"accuracy", "count", "predictions": [digit read for each sample in file order, null when
                the strokes hold no digit]}.
                """
        )

        @Option(help: "UNIPEN file, e.g. ../shared/data/pendigits/pendigits-orig.tra.")
        var unipen: String

        @OptionGroup var modelFile: ModelOptions

        @OptionGroup var output: OutputOptions

        struct Report: Encodable {
            var accuracy: Double
            var count: Int
            var predictions: [Int?]
        }

        func run() async throws {
            let classifier = try DigitsCommand.loadClassifier(modelFile.model)
            let samples: [PenDigitSample]
            do {
                samples = try PenDigitsReader.read(contentsOf: URL(fileURLWithPath: unipen))
            } catch {
                throw CommandLineError("\(error)")
            }
            let (accuracy, predictions) = classifier.evaluate(samples)
            if output.json {
                let encoder = JSONEncoder()
                encoder.outputFormatting = [.sortedKeys]
                print(String(decoding: try encoder.encode(Report(accuracy: accuracy, count: samples.count, predictions: predictions)),
                             as: UTF8.self))
            } else {
                print(String(format: "accuracy: %.4f (%d digits)", accuracy, samples.count))
            }
        }
    }
}
