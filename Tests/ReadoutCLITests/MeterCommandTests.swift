import Foundation
import Testing

/// `readout meter digits train` and `eval` on a small folder laid out like meter-digits: 300
/// crops of the training set (never meter-digits-test) for one quick epoch, then `eval --json`
/// in its contract shape, and `eval` with the shipped model.
@Suite struct MeterCommandTests {
    static let data = CommandLineRunner.packageRoot.appendingPathComponent("../shared/data/meter-digits")

    /// A folder with the first 300 rows of meter-digits' labels and a link to its crops.
    static let fixture: Result<URL, Error> = Result {
        let folder = try CommandLineRunner.temporaryDirectory()
        let lines = try String(contentsOf: data.appendingPathComponent("labels.tsv"), encoding: .utf8).split(separator: "\n").prefix(301)
        try (lines.joined(separator: "\n") + "\n").write(to: folder.appendingPathComponent("labels.tsv"), atomically: true, encoding: .utf8)
        try FileManager.default.createSymbolicLink(at: folder.appendingPathComponent("crops.tar.gz"),
                                                   withDestinationURL: data.appendingPathComponent("crops.tar.gz"))
        return folder
    }

    @Test func trainWritesAModelThatEvalReadsAsJSONLines() throws {
        let folder = try Self.fixture.get()
        let model = folder.appendingPathComponent("tiny-meter.rdnn")
        let trained = try CommandLineRunner.run(["meter", "digits", "train", "--data", folder.path, "--out", model.path, "--epochs", "1", "--half"])
        #expect(trained.status == 0, "\(trained.standardError)")
        #expect(trained.standardOutput.contains("saved \(model.path)"))
        #expect(FileManager.default.fileExists(atPath: model.path))

        let output = try CommandLineRunner.run(["meter", "digits", "eval", "--data", folder.path, "--model", model.path, "--json"])
        #expect(output.status == 0, "\(output.standardError)")
        let lines = output.standardOutput.split(separator: "\n").map { try? JSONSerialization.jsonObject(with: Data($0.utf8)) as? [String: Any] }
        #expect(lines.count == 301 && lines.allSatisfy { $0 != nil })
        let first = try #require(lines.first ?? nil)
        #expect(Set(first.keys) == ["id", "value", "confidence"] && first["id"] as? String == "s00000.jpg")
        let values = lines.dropLast().compactMap { $0?["value"] as? Double }
        #expect(values.count == 300 && values.allSatisfy { (0..<10).contains($0) })
        let summary = try #require(lines.last ?? nil)
        #expect(Set(summary.keys) == ["accuracy", "count", "microsecondsPerCrop"] && summary["count"] as? Int == 300)

        let plain = try CommandLineRunner.run(["meter", "digits", "eval", "--data", folder.path])
        #expect(plain.status == 0, "\(plain.standardError)")
        let accuracy = try #require(Double(plain.standardOutput.replacingOccurrences(of: "accuracy: ", with: "").trimmingCharacters(in: .whitespacesAndNewlines)))
        #expect(accuracy > 0.9, "the shipped model reads crops it was trained on")
    }

    @Test func aFolderWithoutLabelsIsAClearError() throws {
        let empty = try CommandLineRunner.temporaryDirectory()
        let output = try CommandLineRunner.run(["meter", "digits", "eval", "--data", empty.path])
        #expect(output.status != 0)
        #expect(output.standardError.contains("labels.tsv"))
    }

    static let photos = CommandLineRunner.packageRoot.appendingPathComponent("../shared/data/meter-photos")

    @Test func matchNamesTheMeterOrSaysNotSureWithNull() throws {
        let references = try CommandLineRunner.temporaryDirectory()
        let demo = references.appendingPathComponent("kitchen")
        try FileManager.default.createDirectory(at: demo, withIntermediateDirectories: true)
        try FileManager.default.copyItem(at: Self.photos.appendingPathComponent("demo-sequence/reference.jpg"), to: demo.appendingPathComponent("a.jpg"))
        try FileManager.default.copyItem(at: Self.photos.appendingPathComponent("single/aiotedge-config-reference.jpg"),
                                         to: references.appendingPathComponent("garage.jpg"))
        let shot = try CommandLineRunner.run(["meter", "match", "--references", references.path,
                                              Self.photos.appendingPathComponent("demo-sequence/530.07077.jpg").path])
        #expect(shot.status == 0 && shot.standardOutput == "kitchen\n", "\(shot.standardError)")
        let page = try CommandLineRunner.run(["meter", "match", "--references", references.path, "--json",
                                              CommandLineRunner.packageRoot.appendingPathComponent("Samples/page.jpg").path])
        let object = try #require(try JSONSerialization.jsonObject(with: Data(page.standardOutput.utf8)) as? [String: Any])
        #expect(object["meter"] is NSNull && Set(object.keys) == ["meter", "closest", "distance", "margin", "thesis"])
        #expect(object["thesis"] as? String != nil, "the thesis' method always names one")
    }

    @Test func readGivesTheCounterAndRefusesAStripOutsideThePhoto() throws {
        let photo = Self.photos.appendingPathComponent("demo-sequence/530.07077.jpg").path
        let read = try CommandLineRunner.run(["meter", "read", photo, "--strip", "200,20,260,70", "--digits", "4.1", "--json"])
        #expect(read.status == 0, "\(read.standardError)")
        let object = try #require(try JSONSerialization.jsonObject(with: Data(read.standardOutput.utf8)) as? [String: Any])
        #expect(Set(object.keys) == ["text", "value", "wheels", "digits", "unsure"])
        #expect((object["wheels"] as? [Any])?.count == 5 && (object["text"] as? String)?.count == 6)
        let outside = try CommandLineRunner.run(["meter", "read", photo, "--strip", "600,20,260,70", "--digits", "5"])
        #expect(outside.status != 0 && outside.standardError.contains("not inside"))
        let digits = try CommandLineRunner.run(["meter", "read", photo, "--strip", "200,20,260,70", "--digits", "five"])
        #expect(digits.status != 0 && digits.standardError.contains("--digits"))
    }
}
