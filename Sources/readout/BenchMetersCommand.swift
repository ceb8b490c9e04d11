import ArgumentParser
import Foundation
import ReadoutImage
import ReadoutRecognition
import ReadoutSupport

extension BenchCommand {
    /// Meters: fingerprinting a photo (once per reference photo added, and once per photo to
    /// identify), identifying a photo among 1,000 reference fingerprints (ours and the thesis'
    /// vote), finding a marked counter strip in a later photo, and reading counter wheels with
    /// the shipped network.
    struct Meters: AsyncParsableCommand {
        static let configuration = CommandConfiguration(abstract: "Time meter fingerprints, matching against many references, and digit reading.")

        @Argument(help: "A meter photo (the 12-megapixel benchmark photo).")
        var photo: String

        @Option(help: "Reference fingerprints to match against.")
        var references: Int = 1_000

        @Option(help: "A meter-digits folder whose first crops are read (skipped when absent).")
        var digits: String?

        @Option(help: "Timed runs (the median is reported).")
        var runs: Int = 9

        func run() async throws {
            let image = try loadImage(photo)
            var fingerprint = try MeterFingerprint(image: image)
            let fingerprintMilliseconds = medianMilliseconds(runs: runs) { fingerprint = (try? MeterFingerprint(image: image)) ?? fingerprint }
            // References: the photo's fingerprint with every bin jittered, 10 per meter.
            var random = SeededRandomNumberGenerator(seed: 11)
            func jittered(_ values: [Float]) -> [Float] { values.map { $0 * Float.random(in: 0.7...1.3, using: &random) } }
            let stored = (0..<references).map { index in
                MeterReference(meter: index / 10, fingerprint: MeterFingerprint(
                    whole: HueSaturationHistogram(hueBins: 50, saturationBins: 60, counts: jittered(fingerprint.whole.counts)),
                    centre: HueSaturationHistogram(hueBins: 30, saturationBins: 32, counts: jittered(fingerprint.centre.counts)),
                    layout: jittered(fingerprint.layout)))
            }
            var answer: Int?
            let ours = medianMilliseconds(runs: runs) { answer = ImageMatcher.identify(fingerprint, references: stored).closest }
            let thesis = medianMilliseconds(runs: runs) { answer = ImageMatcher.thesis(fingerprint, references: stored) }
            emit(["library": "readout", "op": "meter-match", "references": references, "milliseconds": ours,
                  "thesisMilliseconds": thesis, "fingerprintMilliseconds": fingerprintMilliseconds,
                  "pixels": image.pixelCount, "answered": answer != nil])

            // Finding a marked strip in a later photo: the photo against itself moved and cropped by 6 %.
            let strip = PixelRect(x: image.width * 3 / 10, y: image.height * 45 / 100, width: image.width * 2 / 5, height: image.height / 12)
            let later = try image.cropped(to: PixelRect(x: image.width * 6 / 100, y: image.height * 4 / 100,
                                                        width: image.width * 94 / 100, height: image.height * 94 / 100))
            var found: StripAligner.Alignment?
            let align = medianMilliseconds(runs: runs) { found = try? StripAligner.align(strip: strip, reference: image, photo: later) }
            emit(["library": "readout", "op": "meter-align", "milliseconds": align, "pixels": image.pixelCount, "found": found != nil])

            guard let digits else { return }
            let set = try MeterDigitSet(directory: URL(fileURLWithPath: digits), limit: 512)
            let reader = try MeterDigitReader.shipped()
            let wheels = Array(set.samples.prefix(5).map(\.input))
            let reading = medianMilliseconds(runs: runs * 5) { _ = reader.read(inputs: wheels) }
            let batch = medianMilliseconds(runs: runs) { _ = reader.read(inputs: set.samples.map(\.input)) }
            emit(["library": "readout", "op": "meter-digits", "readingMilliseconds": reading, "wheels": wheels.count,
                  "microsecondsPerCropInBatches": batch * 1000 / Double(max(1, set.samples.count))])
        }
    }
}
