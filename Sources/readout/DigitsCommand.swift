import ArgumentParser
import Foundation
import ReadoutImage
import ReadoutRecognition

/// `readout digits`: train, evaluate and use the handwritten-digit classifier.
struct DigitsCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "digits",
        abstract: "Train, evaluate and run the handwritten-digit classifier.",
        subcommands: [Train.self, Eval.self, EvalStrokes.self, Predict.self]
    )

    /// The classifier from `--model`, or the one shipped with Readout.
    static func loadClassifier(_ path: String?) throws -> DigitClassifier {
        guard let path else {
            do { return try DigitClassifier.shipped() } catch {
                throw CommandLineError("The shipped digit model cannot be read (\(error)): pass --model FILE.")
            }
        }
        guard FileManager.default.fileExists(atPath: path) else { throw CommandLineError("No such model file: \(path)") }
        do {
            return try DigitClassifier(contentsOf: URL(fileURLWithPath: path))
        } catch {
            throw CommandLineError("\(path): \(error)")
        }
    }

    struct Train: AsyncParsableCommand {
        static let configuration = CommandConfiguration(
            abstract: "Train the digit network on MNIST's training part (never t10k), and on pen strokes.",
            discussion: """
                Reads train-images-idx3-ubyte and train-labels-idx1-ubyte (gzipped or not) from --data,
                holds out 5,000 digits for validation and writes the trained model to --out.
                With --pendigits (pendigits-orig.tra, never .tes) the pen digits are trained on too,
                drawn afresh with stroke jitter each time; the writers numbered above
                30 − --pen-validation-writers are held out and measured after every epoch.
                Shows a progress bar on stderr when it is a terminal, else one line per epoch.
                """
        )

        @Option(help: "Folder with the MNIST training files.")
        var data: String

        @OptionGroup var training: TrainingOptions

        @Option(help: "Passes over the training digits.")
        var epochs = 8

        @Option(help: "UNIPEN file of pen digits to train on too (pendigits-orig.tra).")
        var pendigits: String?

        @Option(help: "Writers of --pendigits held out for validation (the highest-numbered ones).")
        var penValidationWriters = 5

        @Option(help: "Times each pen digit is drawn per epoch (each time with new jitter).")
        var penRepeats = 1

        @Option(help: "Model file to start from (fine-tuning) instead of fresh weights.")
        var initialModel: String?

        func validate() throws {
            if epochs < 1 { throw ValidationError("--epochs must be at least 1.") }
            if penValidationWriters < 0 { throw ValidationError("--pen-validation-writers cannot be negative.") }
            if penRepeats < 0 { throw ValidationError("--pen-repeats cannot be negative.") }
        }

        func run() async throws {
            let dataset: MNISTDataset
            do {
                dataset = try MNISTDataset(directory: URL(fileURLWithPath: data), part: .training)
            } catch {
                throw CommandLineError("\(error)")
            }
            var trainer = DigitTrainer()
            trainer.epochs = epochs
            trainer.seed = training.seed
            trainer.penRepeats = penRepeats
            trainer.architecture = DigitTrainer.architecture(baseFilters: training.filters)
            trainer.peakLearningRate = training.learningRate
            if let initialModel {
                do {
                    trainer.initialNetwork = try DigitClassifier(contentsOf: URL(fileURLWithPath: initialModel)).network
                } catch {
                    throw CommandLineError("\(initialModel): \(error)")
                }
            }
            if let pendigits {
                let samples: [PenDigitSample]
                do {
                    samples = try PenDigitsReader.read(contentsOf: URL(fileURLWithPath: pendigits))
                } catch {
                    throw CommandLineError("\(error)")
                }
                let firstHeldOut = (samples.map(\.writer).max() ?? 0) - penValidationWriters + 1
                trainer.penDigits = samples.filter { $0.writer < firstHeldOut }
                trainer.penValidation = samples.filter { $0.writer >= firstHeldOut }
            }
            let terminal = isatty(STDERR_FILENO) == 1
            let started = Date()
            var epochStarted = Date()
            func write(_ text: String) { FileHandle.standardError.write(Data(text.utf8)) }
            let result = try trainer.train(on: dataset) { progress in
                if let accuracy = progress.validationAccuracy {
                    if terminal { write("\r\u{1B}[2K") }
                    let seconds = Date().timeIntervalSince(epochStarted)
                    let pen = progress.penValidationAccuracy.map { String(format: ", pen validation %.4f", $0) } ?? ""
                    write(String(format: "epoch %d/%d: loss %.4f, validation %.4f%@, %.0f s\n",
                                 progress.epoch, progress.epochs, progress.loss, accuracy, pen, seconds))
                    epochStarted = Date()
                } else if terminal, progress.batch % 5 == 0 || progress.batch == progress.batchesPerEpoch {
                    let width = 30
                    let filled = width * progress.batch / max(1, progress.batchesPerEpoch)
                    let bar = String(repeating: "█", count: filled) + String(repeating: "░", count: width - filled)
                    write(String(format: "\repoch %d/%d %@ %d/%d loss %.4f", progress.epoch, progress.epochs, bar,
                                 progress.batch, progress.batchesPerEpoch, progress.loss))
                }
            }
            try training.save(result.network)
            let accuracy = result.validationAccuracies.last.map { String(format: "%.4f", $0) } ?? "n/a"
            let pen = result.penValidationAccuracies.last.map { String(format: ", pen validation accuracy: %.4f", $0) } ?? ""
            print("validation accuracy: \(accuracy)\(pen), \(Int(Date().timeIntervalSince(started))) s, saved \(training.out)")
        }
    }

    struct Eval: AsyncParsableCommand {
        static let configuration = CommandConfiguration(
            abstract: "Measure the classifier on MNIST IDX files.",
            discussion: """
                Prints `accuracy: 0.9934`. With --json prints one object:
                {"accuracy", "count", "microsecondsPerDigit", "confusion": [[…]] (rows: true digit,
                columns: predicted), "predictions": [predicted digit of every image in file order]}.
                """
        )

        @Option(help: "IDX image file (gzipped or not).")
        var images: String

        @Option(help: "IDX label file (gzipped or not).")
        var labels: String

        @OptionGroup var modelFile: ModelOptions

        @OptionGroup var output: OutputOptions

        func run() async throws {
            let classifier = try DigitsCommand.loadClassifier(modelFile.model)
            let dataset: MNISTDataset
            do {
                dataset = try MNISTDataset(images: URL(fileURLWithPath: images), labels: URL(fileURLWithPath: labels))
            } catch {
                throw CommandLineError("\(error)")
            }
            guard dataset.rows == 28, dataset.columns == 28 else {
                throw CommandLineError("\(images): the classifier reads 28×28 digits, not \(dataset.columns)×\(dataset.rows)")
            }
            let clock = ContinuousClock()
            var predictions: [Int] = []
            predictions.reserveCapacity(dataset.count)
            let elapsed = clock.measure {
                for batch in MiniBatches.batches(of: Array(0..<dataset.count), batchSize: 256) {
                    predictions += classifier.classify(batch.map { dataset.digit(at: $0) }).map(\.digit)
                }
            }
            var confusion = [[Int]](repeating: [Int](repeating: 0, count: 10), count: 10)
            var correct = 0
            for (index, predicted) in predictions.enumerated() {
                let truth = Int(dataset.labels[index])
                if truth < 10 { confusion[truth][predicted] += 1 }
                if truth == predicted { correct += 1 }
            }
            let accuracy = dataset.count == 0 ? 0 : Double(correct) / Double(dataset.count)
            if output.json {
                let seconds = Double(elapsed.components.seconds) + Double(elapsed.components.attoseconds) / 1e18
                let micro = dataset.count == 0 ? 0 : (seconds * 1e6 / Double(dataset.count) * 100).rounded() / 100
                try printJSONLine(EvaluationLine(accuracy: accuracy, count: dataset.count, microsecondsPerDigit: micro,
                                                 confusion: confusion, predictions: predictions))
            } else {
                print(String(format: "accuracy: %.4f", accuracy))
            }
        }
    }

    struct Predict: AsyncParsableCommand {
        static let configuration = CommandConfiguration(
            abstract: "Read the digit in each image.",
            discussion: """
                Prints `FILE: DIGIT (PROBABILITY)` per image, or `FILE: no digit`. With --json prints one
                object per image per line: {"file", "digit" (null: no digit), "probability", "probabilities": [10]}.
                """
        )

        @OptionGroup var output: OutputOptions

        @OptionGroup var modelFile: ModelOptions

        @Argument(help: "Image files, one digit each (dark-on-light or light-on-dark).")
        var files: [String]

        func validate() throws {
            if files.isEmpty { throw ValidationError("Name at least one image file.") }
        }

        func run() async throws {
            let classifier = try DigitsCommand.loadClassifier(modelFile.model)
            var failures = 0
            for file in files {
                do {
                    let prediction = classifier.classify(try loadImage(file))
                    if output.json {
                        try printJSONLine(PredictionLine(file: file, prediction: prediction))
                    } else if let prediction {
                        print(String(format: "%@: %d (%.4f)", file, prediction.digit, Double(prediction.confidence)))
                    } else {
                        print("\(file): no digit")
                    }
                } catch {
                    FileHandle.standardError.write(Data("Error: \(error)\n".utf8))
                    failures += 1
                }
            }
            if failures > 0 { throw ExitCode.failure }
        }
    }
}

/// `digits eval --json`.
struct EvaluationLine: Encodable {
    let accuracy: Double
    let count: Int
    let microsecondsPerDigit: Double
    /// `confusion[truth][predicted]`.
    let confusion: [[Int]]
    let predictions: [Int]
}

/// `digits predict --json`: an image with no digit has every field but the file null.
struct PredictionLine: Encodable {
    let file: String
    let prediction: DigitPrediction?

    enum CodingKeys: String, CodingKey {
        case file, digit, probability, probabilities
    }

    func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(file, forKey: .file)
        try container.encode(prediction?.digit, forKey: .digit)
        try container.encode(prediction.map { Double($0.confidence) }, forKey: .probability)
        try container.encode(prediction?.probabilities.map(Double.init), forKey: .probabilities)
    }
}
