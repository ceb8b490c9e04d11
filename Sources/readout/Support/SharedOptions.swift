import ArgumentParser
import Foundation
import ReadoutRecognition

/// `--json`, for every command that prints results (`@OptionGroup var output: OutputOptions`).
struct OutputOptions: ParsableArguments {
    @Flag(help: "Print JSON instead of text: one object per line (per input where there are several).")
    var json = false
}

/// `--model`, for the commands that run one of the shipped networks.
struct ModelOptions: ParsableArguments {
    @Option(help: "Model file (default: the model shipped with Readout).")
    var model: String?
}

/// The options both digit trainers share (`readout digits train`, `readout meter digits train`):
/// where the model goes, the seed, the network's width, the learning rate and the precision.
struct TrainingOptions: ParsableArguments {
    @Option(help: "Model file to write.")
    var out: String

    @Option(help: "Seed for weights, batch order, augmentation (and the validation split where one is drawn).")
    var seed: UInt64 = 1

    @Option(help: "Filters of the first convolution (the next have 2× and 4×, the dense layer 8×).")
    var filters = 16

    @Option(help: "Peak learning rate of the schedule.")
    var learningRate: Float = 3e-3

    @Flag(help: "Store weights as float16 (half the file size).")
    var half = false

    func validate() throws {
        if !(4...64).contains(filters) { throw ValidationError("--filters must be between 4 and 64.") }
        if !(learningRate > 0) { throw ValidationError("--learning-rate must be above 0.") }
    }

    /// Writes the trained network to `--out` in the precision asked for.
    func save(_ network: Sequential) throws {
        do {
            try network.save(to: URL(fileURLWithPath: out), precision: half ? .float16 : .float32)
        } catch {
            throw CommandLineError("\(out): \(error)")
        }
    }
}
