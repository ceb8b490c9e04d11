import Foundation
import ReadoutImage

/// The camera-like variants of dev pages the photo path is developed and tested on.
enum CameraVariants {
    struct Variant: Sendable, CustomStringConvertible {
        var page: String
        var seed: UInt64
        var description: String { "\(page)#\(seed)" }
    }

    static let all = [
        Variant(page: "phototest.tif", seed: 1),
        Variant(page: "phototest.tif", seed: 2),
        Variant(page: "phototest.tif", seed: 3),
        Variant(page: "phototest-rotated-180.png", seed: 4),
        Variant(page: "phototest-rotated-L.png", seed: 5),
        Variant(page: "phototest.tif", seed: 6),
    ]

    /// The photo's JPEG bytes, written once per run to a temporary file (for the `tesseract` command).
    static func photo(_ variant: Variant) throws -> (jpeg: Data, file: URL) {
        let file = FileManager.default.temporaryDirectory
            .appendingPathComponent("readout-camera-\(variant.page)-\(variant.seed).jpg")
        if let data = try? Data(contentsOf: file), !data.isEmpty { return (data, file) }
        let page = try TestData.image(try TestData.entry(variant.page).url)
        let jpeg = CameraSimulator().photograph(page, seed: variant.seed)
        try jpeg.write(to: file, options: .atomic)
        return (jpeg, file)
    }
}
