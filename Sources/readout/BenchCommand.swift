import ArgumentParser
import Foundation
import ReadoutImage

/// `readout bench`: the Swift side of `make bench`, printing JSON lines that
/// `Benchmarks/report.py` sets beside the anchors' (OpenCV, Pillow) lines.
struct BenchCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "bench",
        abstract: "Time Readout's image, digit and due-date operations (used by make bench).",
        shouldDisplay: false,
        subcommands: [Filters.self, Histogram.self, Digits.self, Dates.self, Vocab.self, Meters.self]
    )

    /// Blur at several radii and binarize, each the median of several runs after a warm-up.
    struct Filters: ParsableCommand {
        static let configuration = CommandConfiguration(abstract: "Time Gaussian blur and binarize on one photo.")

        @Argument(help: "The photo to filter.")
        var photo: String

        @Option(help: "Comma-separated blur radii.")
        var radii: String = "2,25,75,300"

        @Option(help: "Timed runs per measurement (the median is reported).")
        var runs: Int = 5

        @Option(help: "Side of the downscaled copy on which the PSNR against an exact Gaussian is measured (0: skip).")
        var psnrSide: Int = 640

        func run() throws {
            let image = try loadImage(photo)
            let reference = psnrSide > 0 ? try image.resized(width: psnrSide, height: psnrSide * image.height / image.width) : nil
            for radius in radii.split(separator: ",").compactMap({ Double($0) }) {
                let blur = GaussianBlur(radius: radius)
                let milliseconds = medianMilliseconds(runs: runs) { _ = blur.apply(to: image) }
                var line: [String: Any] = ["library": "readout", "op": "blur", "radius": Int(radius), "milliseconds": milliseconds]
                if let reference {
                    line["psnr"] = (psnr(blur.apply(to: reference), GaussianBlur.exact(reference, sigma: radius)) * 10).rounded() / 10
                }
                emit(line)
            }
            let threshold = ColorThreshold(threshold: 0.125)
            emit(["library": "readout", "op": "binarize",
                  "milliseconds": medianMilliseconds(runs: runs) { _ = threshold.apply(to: image) }])
        }
    }

    /// Histograms of two photos, MINMAX-normalised, compared four ways.
    struct Histogram: ParsableCommand {
        static let configuration = CommandConfiguration(abstract: "Time the Meters histogram comparison of two photos.")

        @Argument(help: "The first photo.")
        var first: String

        @Argument(help: "The second photo.")
        var second: String

        @Option(help: "Timed runs (the median is reported).")
        var runs: Int = 5

        func run() throws {
            let a = try loadImage(first), b = try loadImage(second)
            let milliseconds = medianMilliseconds(runs: runs) {
                let ha = HueSaturationHistogram(image: a).normalizedMinMax()
                let hb = HueSaturationHistogram(image: b).normalizedMinMax()
                for method in [HistogramComparison.correlation, .chiSquare, .intersection, .bhattacharyya] {
                    _ = compare(ha, hb, method: method)
                }
            }
            emit(["library": "readout", "op": "histogram", "milliseconds": milliseconds])
        }
    }
}

/// The median wall-clock time of `runs` calls after one warm-up call, in milliseconds.
func medianMilliseconds(runs: Int, _ body: () -> Void) -> Double {
    body()
    let times = (0..<max(1, runs)).map { _ in
        let started = ContinuousClock.now
        body()
        let elapsed = ContinuousClock.now - started
        return Double(elapsed.components.seconds) * 1000 + Double(elapsed.components.attoseconds) / 1e15
    }.sorted()
    return (times[times.count / 2] * 100).rounded() / 100
}

/// A duration in milliseconds, to a tenth.
func inMilliseconds(_ duration: Duration) -> Double {
    let value = Double(duration.components.seconds) * 1000 + Double(duration.components.attoseconds) / 1e15
    return (value * 10).rounded() / 10
}

/// Prints one JSON object on its own line.
func emit(_ object: [String: Any]) {
    if let data = try? JSONSerialization.data(withJSONObject: object, options: [.sortedKeys]) {
        print(String(decoding: data, as: UTF8.self))
    }
}
