import ArgumentParser
import Foundation
import ReadoutImage
import ReadoutRecognition

extension BenchCommand {
    /// Per-digit classification time with the shipped model, one digit at a time as Math Sprint
    /// reads a drawing live: preprocessing (ink box, 20×20 fit, centre of mass) plus the network.
    /// `make bench` runs it pinned to one core, so the number is a single-thread one.
    struct Digits: ParsableCommand {
        static let configuration = CommandConfiguration(abstract: "Time the digit classifier, one digit at a time.")

        @Option(help: "Folder with MNIST's training files (the digits timed are its first ones).")
        var data: String

        @Option(help: "How many digits to classify per run.")
        var count: Int = 2000

        @Option(help: "Timed runs (the median is reported).")
        var runs: Int = 5

        func run() throws {
            let classifier = try DigitClassifier.shipped()
            let dataset = try MNISTDataset(directory: URL(fileURLWithPath: data), part: .training)
            let images = (0..<min(count, dataset.count)).map { dataset.image(at: $0) }
            let drawing = Self.sevenDrawing
            let imageMilliseconds = medianMilliseconds(runs: runs) {
                for image in images { _ = classifier.classify(image) }
            }
            let drawingMilliseconds = medianMilliseconds(runs: runs) {
                for _ in 0..<images.count { _ = classifier.classify(drawing) }
            }
            emit(["library": "readout", "op": "digit-image", "digits": images.count,
                  "microsecondsPerDigit": (imageMilliseconds * 1000 / Double(images.count)).rounded()])
            emit(["library": "readout", "op": "digit-strokes", "digits": images.count,
                  "microsecondsPerDigit": (drawingMilliseconds * 1000 / Double(images.count)).rounded()])
        }

        /// A "7" as a finger draws it on a 300×300 canvas: two strokes, 40 points.
        static let sevenDrawing: PenDrawing = {
            let bar = (0..<15).map { PenDrawing.Point(x: 80 + Double($0) * 10, y: 70 + Double($0) * 0.6) }
            let stem = (0..<25).map { PenDrawing.Point(x: 220 - Double($0) * 4.2, y: 80 + Double($0) * 7.8) }
            return PenDrawing(strokes: [bar, stem], canvasWidth: 300, canvasHeight: 300)
        }()
    }
}
