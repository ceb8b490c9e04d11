import ArgumentParser
import Foundation
import ReadoutImage
import ReadoutRecognition

/// `readout meter`: the Meters app's engine parts from the command line.
struct MeterCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "meter",
        abstract: "Meters: read a counter, tell which meter a photo shows, train and measure the digit reader.",
        subcommands: [Read.self, Match.self, Digits.self]
    )

    struct Read: AsyncParsableCommand {
        static let configuration = CommandConfiguration(
            abstract: "Read the counter in a strip of a meter photo.",
            discussion: """
                The strip (x,y,width,height in pixels) is cut into equal cells, one per wheel: --digits 5
                for five integer wheels, 5.3 for five integer and three decimal ones. Prints the reading;
                with --json {"text", "value", "digits", "wheels": [{"value", "confidence"}], "unsure": [wheel indices]}.
                """
        )

        @Argument(help: "The meter photo.")
        var photo: String

        @Option(help: "The counter strip: x,y,width,height in pixels.")
        var strip: String

        @Option(help: "Integer wheels, or integer.decimal wheels (5.3).")
        var digits: String

        @OptionGroup var modelFile: ModelOptions

        @OptionGroup var output: OutputOptions

        func run() async throws {
            let numbers = strip.split(separator: ",").compactMap { Int($0.trimmingCharacters(in: .whitespaces)) }
            guard numbers.count == 4 else { throw CommandLineError("--strip is x,y,width,height in pixels, such as 120,80,300,60.") }
            let parts = digits.split(separator: ".", omittingEmptySubsequences: false).map { Int($0) }
            guard (1...2).contains(parts.count), let integers = parts[0], parts.count == 1 || parts[1] != nil else {
                throw CommandLineError("--digits is the number of integer wheels, or integer.decimal wheels such as 5.3.")
            }
            let reader = try MeterCommand.loadReader(modelFile.model)
            let image = try loadImage(photo)
            let reading: CounterReading
            do {
                reading = try reader.readCounter(image, strip: PixelRect(x: numbers[0], y: numbers[1], width: numbers[2], height: numbers[3]),
                                                 integerDigits: integers, decimalDigits: parts.count == 2 ? parts[1]! : 0)
            } catch {
                throw CommandLineError("\(error)")
            }
            if output.json {
                try printJSONLine(reading)
            } else {
                let unsure = reading.unsure.isEmpty ? "" : " (unsure wheels: \(reading.unsure.map { String($0 + 1) }.joined(separator: ", ")))"
                print(reading.text + unsure)
            }
        }
    }

    struct Match: AsyncParsableCommand {
        static let configuration = CommandConfiguration(
            abstract: "Tell which meter a photo shows, from a folder of reference photos.",
            discussion: """
                --references holds one folder per meter (its name is the meter's), each with one or more
                reference photos, or photos directly, each its own meter (named by the file). Prints the
                meter or "not sure"; with --json {"meter": name|null, "closest", "distance", "margin", "thesis"}
                (thesis: the meter the Fotolicznik method, HSV histograms voting, would name).
                """
        )

        @Option(help: "Folder of reference photos (a subfolder per meter, or one photo per meter).")
        var references: String

        @Argument(help: "The photo to identify.")
        var photo: String

        @OptionGroup var output: OutputOptions

        func run() async throws {
            let folder = URL(fileURLWithPath: references)
            guard let entries = try? FileManager.default.contentsOfDirectory(at: folder, includingPropertiesForKeys: [.isDirectoryKey]) else {
                throw CommandLineError("No such folder: \(references)")
            }
            var found: [MeterReference<String>] = []
            for entry in entries.sorted(by: { $0.path < $1.path }) {
                let isFolder = (try? entry.resourceValues(forKeys: [.isDirectoryKey]).isDirectory) ?? false
                let files = isFolder ? ((try? FileManager.default.contentsOfDirectory(at: entry, includingPropertiesForKeys: nil)) ?? []) : [entry]
                let meter = isFolder ? entry.lastPathComponent : entry.deletingPathExtension().lastPathComponent
                for file in files.sorted(by: { $0.path < $1.path }) {
                    guard let image = try? Image(contentsOf: file) else { continue }
                    found.append(MeterReference(meter: meter, fingerprint: try MeterFingerprint(image: image)))
                }
            }
            guard !found.isEmpty else { throw CommandLineError("\(references) holds no readable photo.") }
            let fingerprint = try MeterFingerprint(image: loadImage(photo))
            let answer = ImageMatcher.identify(fingerprint, references: found)
            let thesis = ImageMatcher.thesis(fingerprint, references: found)
            if output.json {
                /// `meter` is written as null when not sure (synthesised encoding would leave it out).
                struct Body: Encodable {
                    let meter: String?, closest: String?, distance: Double, margin: Double, thesis: String?
                    enum CodingKeys: String, CodingKey { case meter, closest, distance, margin, thesis }
                    func encode(to encoder: any Encoder) throws {
                        var container = encoder.container(keyedBy: CodingKeys.self)
                        try container.encode(meter, forKey: .meter)
                        try container.encode(closest, forKey: .closest)
                        try container.encode(distance, forKey: .distance)
                        try container.encode(margin, forKey: .margin)
                        try container.encode(thesis, forKey: .thesis)
                    }
                }
                try printJSONLine(Body(meter: answer.meter, closest: answer.closest, distance: (answer.distance * 1000).rounded() / 1000,
                                       margin: (answer.margin * 1000).rounded() / 1000, thesis: thesis))
            } else {
                print(answer.meter ?? "not sure (closest: \(answer.closest ?? "none"))")
            }
        }
    }

    static func loadReader(_ model: String?) throws -> MeterDigitReader {
        do {
            return try model.map { try MeterDigitReader(contentsOf: URL(fileURLWithPath: $0)) } ?? MeterDigitReader.shipped()
        } catch {
            throw CommandLineError("\(model ?? "the shipped meter-digit model"): \(error)")
        }
    }

    struct Digits: AsyncParsableCommand {
        static let configuration = CommandConfiguration(
            commandName: "digits",
            abstract: "Train and evaluate the counter-digit network (wheel positions in tenths of a step).",
            subcommands: [Train.self, Eval.self]
        )
    }

    static func loadSet(_ path: String, limit: Int? = nil) throws -> MeterDigitSet {
        do {
            return try MeterDigitSet(directory: URL(fileURLWithPath: path), limit: limit)
        } catch {
            throw CommandLineError("\(error)")
        }
    }

    struct Train: AsyncParsableCommand {
        static let configuration = CommandConfiguration(
            abstract: "Train the counter-digit network on a folder laid out like meter-digits (never meter-digits-test).",
            discussion: """
                Reads labels.tsv and crops.tar.gz (or img/) from --data. Crops of the validation meters
                (six meters of meter-digits, by meter_group) are held out and measured after every
                epoch unless --no-validation; the model is written to --out.
                """
        )

        @Option(help: "Folder with labels.tsv and crops.tar.gz or img/.")
        var data: String

        @OptionGroup var training: TrainingOptions

        @Option(help: "Passes over the training crops.")
        var epochs = 12

        @Option(help: "Use only the first N rows of labels.tsv (quick runs).")
        var limit: Int?

        @Flag(help: "Train on every crop, the validation meters too (for the shipped model, once the length is chosen).")
        var noValidation = false

        @Option(help: "Share of training crops shown inverted (light digits on dark and the reverse).")
        var inversionRate = 0.3

        @Option(help: "Largest shift (px), rotation (degrees) and scale change of the augmentation, as shift,rotation,scale.")
        var augmentation = "2,4,0.1"

        func validate() throws {
            if !(0...1).contains(inversionRate) { throw ValidationError("--inversion-rate must be between 0 and 1.") }
            let parts = augmentation.split(separator: ",").compactMap { Float($0) }
            if parts.count != 3 || parts.contains(where: { $0 < 0 }) || parts[2] >= 1 {
                throw ValidationError("--augmentation is shift,rotation,scale such as 2,4,0.1.")
            }
            if epochs < 1 { throw ValidationError("--epochs must be at least 1.") }
            if let limit, limit < 1 { throw ValidationError("--limit must be at least 1.") }
        }

        func run() async throws {
            let set = try MeterCommand.loadSet(data, limit: limit)
            var trainer = MeterDigitTrainer()
            trainer.epochs = epochs
            trainer.seed = training.seed
            trainer.architecture = MeterDigitTrainer.architecture(baseFilters: training.filters)
            trainer.inversionRate = inversionRate
            trainer.peakLearningRate = training.learningRate
            let parts = augmentation.split(separator: ",").compactMap { Float($0) }
            trainer.augmentation = ImageAugmentation(maximumShift: parts[0], maximumRotation: parts[1], scaleRange: (1 - parts[2])...(1 + parts[2]))
            if noValidation { trainer.validationGroups = [] }
            let started = Date()
            var epochStarted = Date()
            let terminal = isatty(STDERR_FILENO) == 1
            func write(_ text: String) { FileHandle.standardError.write(Data(text.utf8)) }
            var printedEpoch = 0
            let result: MeterDigitTrainer.Result
            do {
                result = try trainer.train(on: set) { progress in
                    // The last batch and the epoch's end both report batch == batchesPerEpoch; print once.
                    if progress.batch == progress.batchesPerEpoch, progress.epoch > printedEpoch,
                       progress.validationAccuracy != nil || trainer.validationGroups.isEmpty {
                        printedEpoch = progress.epoch
                        if terminal { write("\r\u{1B}[2K") }
                        let validation = progress.validationAccuracy.map { String(format: ", validation %.4f", $0) } ?? ""
                        write(String(format: "epoch %d/%d: loss %.4f%@, %.0f s\n", progress.epoch, progress.epochs, progress.loss,
                                     validation, Date().timeIntervalSince(epochStarted)))
                        epochStarted = Date()
                    } else if terminal, progress.batch % 5 == 0 {
                        write(String(format: "\repoch %d/%d %d/%d loss %.4f", progress.epoch, progress.epochs,
                                     progress.batch, progress.batchesPerEpoch, progress.loss))
                    }
                }
            } catch {
                throw CommandLineError("\(error)")
            }
            try training.save(result.network)
            let accuracy = result.validationAccuracies.last.map { String(format: "%.4f", $0) } ?? "n/a"
            print("validation accuracy: \(accuracy) (\(result.validationCount) crops of held-out meters; trained on \(result.trainingCount)), "
                  + "\(Int(Date().timeIntervalSince(started))) s, saved \(training.out)")
        }
    }

    struct Eval: AsyncParsableCommand {
        static let configuration = CommandConfiguration(
            abstract: "Measure the counter-digit reader on a folder laid out like meter-digits.",
            discussion: """
                A crop is right when the reading is within 0.5 of its label on the circular 0–10 scale.
                Prints `accuracy: 0.9812`. With --json: one line per crop {"id", "value", "confidence"}
                (in labels.tsv order), then {"accuracy", "count", "microsecondsPerCrop"}.
                """
        )

        @Option(help: "Folder with labels.tsv and crops.tar.gz or img/.")
        var data: String

        @OptionGroup var modelFile: ModelOptions

        @OptionGroup var output: OutputOptions

        func run() async throws {
            let reader = try MeterCommand.loadReader(modelFile.model)
            let set = try MeterCommand.loadSet(data)
            let clock = ContinuousClock()
            var readings: [MeterDigitReading] = []
            let elapsed = clock.measure { readings = reader.read(inputs: set.samples.map(\.input)) }
            let correct = zip(readings, set.samples).filter { MeterDigitScale.distance($0.value, $1.label) <= 0.5 }.count
            let accuracy = set.samples.isEmpty ? 0 : Double(correct) / Double(set.samples.count)
            guard output.json else {
                print(String(format: "accuracy: %.4f", accuracy))
                return
            }
            struct Line: Encodable { let id: String; let value: Double; let confidence: Double }
            struct Summary: Encodable { let accuracy: Double; let count: Int; let microsecondsPerCrop: Double }
            for (sample, reading) in zip(set.samples, readings) {
                let line = Line(id: sample.id, value: reading.value, confidence: (reading.confidence * 1000).rounded() / 1000)
                try printJSONLine(line)
            }
            let seconds = Double(elapsed.components.seconds) + Double(elapsed.components.attoseconds) / 1e18
            let micro = set.samples.isEmpty ? 0 : (seconds * 1e6 / Double(set.samples.count) * 10).rounded() / 10
            try printJSONLine(Summary(accuracy: accuracy, count: set.samples.count, microsecondsPerCrop: micro))
        }
    }
}
