import Foundation
import ReadoutImage
import Testing
@testable import ReadoutRecognition

/// Prints CER and seconds per image for every level, preprocessing variant and the plain
/// `tesseract` command. Off by default; run with `READOUT_OCR_MEASURE=1` (and optionally
/// `READOUT_OCR_SET=ocr-test`, or `READOUT_OCR_SET=camera` with `READOUT_OCR_SPLIT=dev|report|all`,
/// and `READOUT_TESSDATA=/path/to/tessdata`).
@Suite(.enabled(if: ProcessInfo.processInfo.environment["READOUT_OCR_MEASURE"] != nil))
struct OCRMeasurementReport {
    let environment = ProcessInfo.processInfo.environment

    @Test func report() async throws {
        let set = environment["READOUT_OCR_SET"] ?? "ocr"
        let dataPath = environment["READOUT_TESSDATA"]
        var configurations: [(String, Preprocessor.Configuration)] = []
        for binarization in Preprocessor.Configuration.Binarization.allCases {
            for target in (environment["READOUT_OCR_TARGETS"] ?? "22").split(separator: ",").compactMap({ Double($0) }) {
                var configuration = Preprocessor.Configuration()
                configuration.binarization = binarization
                configuration.targetComponentHeight = target
                for clutter in [true, false] where clutter || environment["READOUT_OCR_CLUTTER_BOTH"] != nil {
                    configuration.removesClutter = clutter
                    configurations.append(("\(binarization.rawValue)@\(Int(target))\(clutter ? "" : "-noclean")", configuration))
                }
            }
        }
        if let only = environment["READOUT_OCR_ONLY"] { configurations = configurations.filter { $0.0.hasPrefix(only) } }

        var samples: [(name: String, image: () throws -> Image, truth: String, file: URL)] = []
        if set == "camera" {
            // Evaluation/camera, the part named by READOUT_OCR_SPLIT (dev by default; report is only measured).
            let split = environment["READOUT_OCR_SPLIT"] ?? "dev"
            for photo in try CameraSetTests.photos(split: split) {
                samples.append((photo.name, { try TestData.image(photo.file) }, photo.truth, photo.file))
            }
        } else if environment["READOUT_OCR_CAMERA_ONLY"] == nil {
            for entry in try TestData.manifest(set) {
                let truth = try TestData.groundTruth(entry)
                samples.append((entry.name, { try TestData.image(entry.url) }, truth, entry.url))
            }
        }
        if set == "ocr", environment["READOUT_OCR_NO_CAMERA"] == nil {
            for variant in CameraVariants.all {
                let (jpeg, file) = try CameraVariants.photo(variant)
                let truth = try TestData.groundTruth(try TestData.entry(variant.page))
                samples.append((variant.description, { try TestData.image(fromEncoded: jpeg) }, truth, file))
            }
        }

        var totals: [String: (cer: Double, seconds: Double, count: Int)] = [:]
        func record(_ key: String, _ name: String, _ cer: Double, _ seconds: Double) {
            print(String(format: "%@\t%@\t%.4f\t%.2fs", key, name, cer, seconds))
            let old = totals[key] ?? (0, 0, 0)
            totals[key] = (old.cer + cer, old.seconds + seconds, old.count + 1)
        }
        let fastRecognizer = TextRecognizer(engineCount: 1, dataPath: dataPath, preprocessing: .init())
        let recognizers = configurations.map { ($0.0, TextRecognizer(engineCount: 1, dataPath: dataPath, preprocessing: $0.1)) }
        for sample in samples {
            let image = try sample.image()
            let clock = ContinuousClock()
            if environment["READOUT_OCR_NO_PLAIN"] == nil {
                var plain = ""
                let plainTime = try clock.measure { plain = try TestData.plainTesseract(sample.file) }
                record("tesseract-cli", sample.name, CharacterErrorRate.between(plain, groundTruth: sample.truth), plainTime.seconds)
            }
            var fast = RecognizedText(text: "", lines: [])
            _ = try await fastRecognizer.recognize(image, options: .init(level: .fast))  // warm the engine
            let fastTime = try await clock.measure { fast = try await fastRecognizer.recognize(image, options: .init(level: .fast)) }
            record("fast", sample.name, CharacterErrorRate.between(fast.text, groundTruth: sample.truth), fastTime.seconds)
            for (key, recognizer) in recognizers {
                var result = RecognizedText(text: "", lines: [])
                _ = try await recognizer.recognize(image, options: .init(level: .fast))
                let time = try await clock.measure { result = try await recognizer.recognize(image, options: .init(level: .accurate)) }
                record("accurate-\(key)", sample.name, CharacterErrorRate.between(result.text, groundTruth: sample.truth), time.seconds)
                if environment["READOUT_OCR_VERBOSE"] != nil { print(result.text) }
            }
        }
        for (key, total) in totals.sorted(by: { $0.key < $1.key }) {
            print(String(format: "TOTAL\t%@\tmean CER %.4f\tmean %.2fs over %d", key,
                         total.cer / Double(total.count), total.seconds / Double(total.count), total.count))
        }
    }
}

extension Duration {
    var seconds: Double { Double(components.seconds) + Double(components.attoseconds) / 1e18 }
}
