import Foundation
import Testing

@Suite struct OCRCommandTests {
    @Test func printsTheTextOfThePage() throws {
        let output = try CommandLineRunner.run(["ocr", "Samples/page.jpg"])
        #expect(output.status == 0, "\(output.standardError)")
        #expect(output.standardOutput.contains("truth universally acknowledged"))
        #expect(output.standardOutput.contains("neighbourhood"))
    }

    /// A blurry photo of a screen reads so unsurely that it is sharpened and read again; that
    /// reading, no surer than the first, is not read once more as sparse text (dev 050: 10 of
    /// its 15 s went there) and is not kept. The trace tells which readings were made; the
    /// photo's moiré has it read smoothed afterwards, a reading of its own.
    @Test func aSharpenedReadingNoSurerThanTheFirstIsNotCheckedForItsLayout() throws {
        let photo = "../shared/data/camera-real/img/050-screen-web-page.jpg"
        let output = try CommandLineRunner.run(["ocr", "--level", "accurate", photo], environment: ["READOUT_OCR_TRACE": "1"])
        #expect(output.status == 0, "\(output.standardError)")
        let trace = output.standardError.split(separator: "\n")
        let sharpened = try #require(trace.firstIndex { $0.hasSuffix("the photo sharpened") }, "\(trace)")
        #expect(trace[..<sharpened].contains { $0.contains("read sparseText") }, "the first reading's layout is checked")
        let smoothed = trace[sharpened...].firstIndex { $0.contains("fine texture over the text") } ?? trace.endIndex
        #expect(!trace[sharpened..<smoothed].contains { $0.contains("read sparseText") || $0.contains("kept: the photo sharpened") })
    }

    /// `--cells`: a photographed schedule's rows come out as typed table rows, prose as it is.
    @Test func cellsSetAPhotographedTablesRowsApart() throws {
        let output = try CommandLineRunner.run(["ocr", "--cells", "Tests/ReadoutServerTests/Fixtures/syllabus-schedule.jpg"])
        #expect(output.status == 0, "\(output.standardError)")
        let lines = output.standardOutput.split(separator: "\n")
        #expect(lines.contains("Assignment | Set | Due"), "\(lines)")
        #expect(lines.contains("Map quiz | Feb 10 | Feb 15"), "\(lines)")
        #expect(lines.contains { $0.hasPrefix("Office hours: Tuesdays 2-4 pm") && !$0.contains("|") }, "\(lines)")
    }

    @Test func jsonIsOneObjectPerFileInOrder() throws {
        let photos = "../shared/data/ocr/uw3-lines"
        let files = ["Samples/page.jpg", "\(photos)/010001.bin.png", "\(photos)/010002.bin.png"]
        let output = try CommandLineRunner.run(["ocr", "--level", "fast", "--json"] + files)
        #expect(output.status == 0, "\(output.standardError)")
        let lines = output.standardOutput.split(separator: "\n")
        #expect(lines.count == 3)
        for (line, file) in zip(lines, files) {
            let object = try #require(try JSONSerialization.jsonObject(with: Data(line.utf8)) as? [String: Any])
            #expect(object["file"] as? String == file)
            #expect((object["text"] as? String)?.isEmpty == false)
            #expect(object["milliseconds"] is Double || object["milliseconds"] is Int)
            let recognisedLines = try #require(object["lines"] as? [[String: Any]])
            let first = try #require(recognisedLines.first)
            let box = try #require(first["box"] as? [String: Int])
            #expect(Set(box.keys) == ["x", "y", "width", "height"])
            let confidence = try #require(first["confidence"] as? Double)
            #expect(confidence > 0 && confidence <= 1)
            let words = try #require(first["words"] as? [[String: Any]])
            #expect(words.first?["text"] is String)
        }
    }

    @Test func aBadFileIsOneSentenceAndAFailureStatus() throws {
        let folder = try CommandLineRunner.temporaryDirectory()
        let broken = folder.appendingPathComponent("broken.png")
        try Data([0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A, 0, 0, 0]).write(to: broken)
        let output = try CommandLineRunner.run(["ocr", broken.path, "Samples/page.jpg"])
        #expect(output.status != 0)
        #expect(output.standardError.contains("broken.png"))
        #expect(output.standardError.contains("damaged or truncated"))
        #expect(output.standardOutput.contains("truth universally"), "the good file is still recognised")

        let missing = try CommandLineRunner.run(["ocr", "no-such-photo.jpg"])
        #expect(missing.status != 0)
        #expect(missing.standardError.contains("No such file: no-such-photo.jpg"))
    }

    @Test func anUninstalledLanguageIsNamed() throws {
        let output = try CommandLineRunner.run(["ocr", "--languages", "eng,xyz", "Samples/page.jpg"])
        #expect(output.status != 0)
        #expect(output.standardError.contains("xyz"))
    }

    @Test func anUnknownLevelIsRefused() throws {
        let output = try CommandLineRunner.run(["ocr", "--level", "best", "Samples/page.jpg"])
        #expect(output.status != 0)
        #expect(output.standardError.contains("fast"))
    }
}
