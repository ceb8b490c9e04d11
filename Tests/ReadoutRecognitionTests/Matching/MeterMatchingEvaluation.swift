import Foundation
import ReadoutImage
@testable import ReadoutRecognition

/// Which meter is this? Measured on the real meter photos of `../shared/data/meter-photos`
/// (three water meters; the ESP32 demo meter's eleven other shots are real queries) and on
/// simulated other shots of each reference (`MeterPhotoVariation`): the development part (seeds
/// 1–20) chose `ImageMatcher.Thresholds.standard`, the reported part (seeds 101–120) did not.
/// Photos that are no meter (Filter Lab's gallery, the sample page) must come out "not sure".
struct MeterMatchingEvaluation {
    struct Query {
        let name: String
        /// The meter it shows; nil for a photo of something else.
        let meter: String?
        let fingerprint: MeterFingerprint
    }

    struct Score: CustomStringConvertible {
        var right = 0, wrong = 0, notSure = 0, count = 0
        /// Of the photos of no meter, how many were "not sure".
        var rejected = 0, others = 0

        var description: String {
            String(format: "top-1 %d/%d (%.3f), wrong %d, not sure %d (%.3f); no meter → not sure %d/%d", right, count,
                   Double(right) / Double(max(1, count)), wrong, notSure, Double(notSure) / Double(max(1, count)), rejected, others)
        }
    }

    static let photos = DigitTestData.root.appendingPathComponent("meter-photos")
    static let gallery = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent().deletingLastPathComponent().appendingPathComponent("Sources/ReadoutApps/Resources/FilterLabGallery")

    /// Meter → its reference photos.
    static func referenceFiles() -> [(meter: String, file: URL)] {
        [("demo", photos.appendingPathComponent("demo-sequence/reference.jpg")),
         ("config", photos.appendingPathComponent("single/aiotedge-config-reference.jpg")),
         ("upside-down", photos.appendingPathComponent("single/water-meter-system-complete-original.jpg"))]
    }

    let references: [MeterReference<String>]
    let referenceImages: [(meter: String, image: Image)]
    let realQueries: [Query]
    let otherImages: [(name: String, image: Image)]

    init() throws {
        referenceImages = try Self.referenceFiles().map { ($0.meter, try Self.shrunk(Image(contentsOf: $0.file))) }
        references = try referenceImages.map { MeterReference(meter: $0.meter, fingerprint: try MeterFingerprint(image: $0.image)) }
        let demo = try FileManager.default.contentsOfDirectory(atPath: Self.photos.appendingPathComponent("demo-sequence").path)
            .filter { $0.hasSuffix(".jpg") && $0 != "reference.jpg" }.sorted()
        realQueries = try demo.map { name in
            Query(name: name, meter: "demo",
                  fingerprint: try MeterFingerprint(image: Image(contentsOf: Self.photos.appendingPathComponent("demo-sequence/\(name)"))))
        }
        let galleryFiles = try FileManager.default.contentsOfDirectory(atPath: Self.gallery.path).filter { $0.hasSuffix(".jpg") }.sorted()
        otherImages = try galleryFiles.map { ($0, try Self.shrunk(Image(contentsOf: Self.gallery.appendingPathComponent($0)))) }
    }

    /// At most 320 px a side, as the fingerprint works anyway: the simulated shots cost a quarter.
    static func shrunk(_ image: Image) throws -> Image {
        let scale = 320 / Double(max(image.width, image.height))
        guard scale < 1 else { return image }
        return try image.resized(width: Int((Double(image.width) * scale).rounded()), height: Int((Double(image.height) * scale).rounded()))
    }

    /// Simulated shots of every reference and of every photo of no meter, one per seed.
    func simulatedQueries(seeds: ClosedRange<UInt64>) throws -> [Query] {
        let variation = MeterPhotoVariation()
        var queries: [Query] = []
        for seed in seeds {
            for (meter, image) in referenceImages {
                queries.append(Query(name: "\(meter)#\(seed)", meter: meter, fingerprint: try MeterFingerprint(image: variation.vary(image, seed: seed))))
            }
            for (name, image) in otherImages where seed % 4 == 0 {
                queries.append(Query(name: "\(name)#\(seed)", meter: nil, fingerprint: try MeterFingerprint(image: variation.vary(image, seed: seed))))
            }
        }
        return queries
    }

    func score(_ queries: [Query], thresholds: ImageMatcher.Thresholds) -> (thesis: Score, ours: Score) {
        var thesis = Score(), ours = Score()
        for query in queries {
            let thesisAnswer = ImageMatcher.thesis(query.fingerprint, references: references)
            let ourAnswer = ImageMatcher.identify(query.fingerprint, references: references, thresholds: thresholds).meter
            Self.tally(&thesis, answer: thesisAnswer, truth: query.meter)
            Self.tally(&ours, answer: ourAnswer, truth: query.meter)
        }
        return (thesis, ours)
    }

    private static func tally(_ score: inout Score, answer: String?, truth: String?) {
        guard let truth else {
            score.others += 1
            if answer == nil { score.rejected += 1 }
            return
        }
        score.count += 1
        switch answer {
        case nil: score.notSure += 1
        case truth: score.right += 1
        default: score.wrong += 1
        }
    }
}
