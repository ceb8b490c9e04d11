import Foundation
import Testing
@testable import ReadoutRecognition

/// Reading a meter-digits folder: crops from the archive, NaN labels skipped and counted, and
/// clear errors for a missing crop, a missing labels file or a header without the columns.
@Suite("Meter digits: the data folder")
struct MeterDigitSetTests {
    @Test func cropsComeFromTheArchiveAndNaNLabelsAreSkipped() throws {
        let rows = Array(MeterDigitTestData.rows.prefix(5))
        let set = try MeterDigitTestData.withFolder(rows, extraLines: ["s00001.jpg\tNaN\t\t\t\t"]) { try MeterDigitSet(directory: $0) }
        #expect(set.samples.map(\.id) == rows.map { $0[0] })
        #expect(set.samples.map(\.label) == rows.map { Double($0[1])! })
        #expect(set.skipped == 1)
        let input = try #require(set.samples.first?.input)
        #expect(input.count == MeterDigitInput.width * MeterDigitInput.height)
        let mean = input.reduce(0, +) / Float(input.count)
        #expect(abs(mean) < 1e-3, "each crop is centred")
    }

    @Test func aMissingCropOrColumnIsAClearError() throws {
        try MeterDigitTestData.withFolder([["nope.jpg", "3.0", "3", "", "", ""]]) { folder in
            let error = #expect(throws: MeterDigitSet.LoadError.self) { try MeterDigitSet(directory: folder) }
            #expect(error?.description.contains("nope.jpg") == true)
        }
        let empty = FileManager.default.temporaryDirectory.appendingPathComponent("meter-digits-empty-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: empty, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: empty) }
        let error = #expect(throws: MeterDigitSet.LoadError.self) { try MeterDigitSet(directory: empty) }
        #expect(error?.description.contains("labels.tsv") == true)
        try "name\tvalue\n".write(to: empty.appendingPathComponent("labels.tsv"), atomically: true, encoding: .utf8)
        let header = #expect(throws: MeterDigitSet.LoadError.self) { try MeterDigitSet(directory: empty) }
        #expect(header?.description.contains("label column") == true)
    }
}
