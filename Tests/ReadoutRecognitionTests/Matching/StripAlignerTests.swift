import Foundation
import ReadoutImage
import ReadoutSupport
import Testing
@testable import ReadoutRecognition

/// The strip marked on a reference photo, found again in later photos of the meter: simulated
/// shots of two real meters (`MeterPhotoVariation`: shifted, nearer, turned up to ±6°, other
/// light, soft focus) whose true strip is known. The aligner searches shift and scale, not
/// rotation: the ESP32 demo's own shots, turned 25° from its reference.jpg, are placed wrong
/// (peaks 0.48–0.50), which is why the page shows the strip on the photo for the user to move.
// Serialized, and ten shots a meter: the search is CPU-bound for seconds in a debug build, and two
// such tests at once would hold both cooperative threads of a two-core machine from other suites.
@Suite(.serialized) struct StripAlignerTests {
    static let photos = MeterMatchingEvaluation.photos
    /// The counter wheels, marked by eye.
    static let demoStrip = PixelRect(x: 195, y: 62, width: 290, height: 70)
    static let aiotedgeStrip = PixelRect(x: 210, y: 128, width: 235, height: 52)

    /// Simulated shots: found, its centre within a third of the strip's height and its width
    /// within 10 %. Seeds 1–20 chose the margin and `minimumScore` (READOUT_ALIGN_DEV=1 runs them
    /// and prints each shot); 101–120 are the report.
    @Test(arguments: [("demo-sequence/reference.jpg", demoStrip), ("single/aiotedge-config-reference.jpg", aiotedgeStrip)])
    func findsTheStripInSimulatedShots(file: String, strip: PixelRect) throws {
        let reference = try Image(contentsOf: Self.photos.appendingPathComponent(file))
        let variation = MeterPhotoVariation(maximumRotation: 6, maximumBlur: 1.5)
        var placed = 0, missed = 0, misplaced = 0
        let seeds = ProcessInfo.processInfo.environment["READOUT_ALIGN_DEV"] == nil ? UInt64(101)...110 : UInt64(1)...20
        for seed in seeds {
            let shot = try variation.vary(reference, seed: seed)
            let aim = variation.aim(seed: seed, width: reference.width, height: reference.height)
            let centre = aim.place(x: Double(strip.x) + Double(strip.width) / 2, y: Double(strip.y) + Double(strip.height) / 2,
                                   width: reference.width, height: reference.height)
            guard let found = try StripAligner.bestPlace(strip: strip, reference: reference, photo: shot), found.score >= StripAligner.minimumScore || ProcessInfo.processInfo.environment["READOUT_ALIGN_DEV"] != nil else {
                if ProcessInfo.processInfo.environment["READOUT_ALIGN_DEV"] != nil { print("seed \(seed): not found, angle \(aim.angle * 180 / .pi)") }
                missed += 1
                continue
            }
            let foundCentre = (x: Double(found.strip.x) + Double(found.strip.width) / 2, y: Double(found.strip.y) + Double(found.strip.height) / 2)
            let width = Double(strip.width) / aim.keep
            let error = hypot(foundCentre.x - centre.x, foundCentre.y - centre.y) / (Double(strip.height) / aim.keep)
            if ProcessInfo.processInfo.environment["READOUT_ALIGN_DEV"] != nil {
                print("seed \(seed): error \(error), width \(Double(found.strip.width) / width), score \(found.score), angle \(aim.angle * 180 / .pi)")
            }
            if error <= 1.0 / 3 && abs(Double(found.strip.width) - width) <= 0.1 * width { placed += 1 } else { misplaced += 1 }
        }
        print("StripAligner \(file): placed \(placed)/\(seeds.count), misplaced \(misplaced), not found \(missed)")
        // Measured on 101–120: demo 13 placed, 7 not found; aiotedge 20 placed; none misplaced. 101–110 run here: 7 and 10.
        #expect(placed >= 5)
        #expect(misplaced <= 1)
    }

    @Test func aPictureOfNoMeterHasNoStrip() throws {
        let reference = try Image(contentsOf: Self.photos.appendingPathComponent("demo-sequence/reference.jpg"))
        var random = SeededRandomNumberGenerator(seed: 7)
        let noise = Image(width: 640, height: 480, format: .gray, pixels: (0..<(640 * 480)).map { _ in UInt8.random(in: 0...255, using: &random) })
        #expect(try StripAligner.align(strip: Self.demoStrip, reference: reference, photo: noise) == nil)
        let flat = Image(width: 640, height: 480, format: .gray, filledWith: 128)
        #expect(try StripAligner.align(strip: Self.demoStrip, reference: reference, photo: flat) == nil)
        #expect(try StripAligner.align(strip: PixelRect(x: 600, y: 0, width: 100, height: 20), reference: reference, photo: reference) == nil)
    }
}
