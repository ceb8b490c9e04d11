import Foundation
import Testing

@Suite struct PageCommandTests {
    static let photo = "../shared/data/camera-real/img/026-driver-manual-dark-surface.png"

    @Test func printsThePagesCornersAndWritesItFlattened() throws {
        let folder = try CommandLineRunner.temporaryDirectory()
        let line = "../shared/data/ocr/uw3-lines/010001.bin.png"
        let output = try CommandLineRunner.run(["page", "--json", "--flattened-into", folder.path, Self.photo, line])
        #expect(output.status == 0, "\(output.standardError)")
        let rows = try output.standardOutput.split(separator: "\n").map {
            try #require(try JSONSerialization.jsonObject(with: Data($0.utf8)) as? [String: Any])
        }
        #expect(rows.count == 2)
        // The sheet lies on a dark desk; its hand-marked corners are (28, 38), (617, 32), (639, 984), (28, 988).
        let corners = try #require(rows.first?["corners"] as? [[Double]])
        let marked: [[Double]] = [[28, 38], [617, 32], [639, 984], [28, 988]]
        #expect(corners.count == 4)
        for (found, mark) in zip(corners, marked) {
            #expect(abs(found[0] - mark[0]) <= 15 && abs(found[1] - mark[1]) <= 15, "\(found) vs \(mark)")
        }
        #expect(rows.first?["run"] as? String == "across", "the manual page's lines run across it")
        #expect(rows.last?["corners"] is NSNull, "a line of text has no page: null, not left out")
        #expect(rows.last?["run"] as? String == "across", "one line's letters stand side by side")
        let flattened = folder.appendingPathComponent("026-driver-manual-dark-surface-page.png")
        #expect(FileManager.default.fileExists(atPath: flattened.path))
        #expect(!FileManager.default.fileExists(atPath: folder.appendingPathComponent("010001.bin-page.png").path))
    }

    @Test func aBadFileIsOneSentenceAndTheOthersAreStillLookedAt() throws {
        let folder = try CommandLineRunner.temporaryDirectory()
        let broken = folder.appendingPathComponent("broken.jpg")
        try Data([0xFF, 0xD8, 0xFF, 0]).write(to: broken)
        let output = try CommandLineRunner.run(["page", broken.path, Self.photo])
        #expect(output.status != 0)
        #expect(output.standardError.contains("broken.jpg"))
        #expect(output.standardOutput.contains("026-driver-manual-dark-surface.png: ("))
    }
}
