import Foundation
import ReadoutRecognition
import Testing

/// `readout digits eval-strokes` on a slice of real pen data: the contract's JSON, and the same
/// readings the game's referee makes in-process (`DigitClassifier.classify(_: [PenDrawing])`).
@Suite struct DigitsEvalStrokesTests {
    static let training = CommandLineRunner.packageRoot.appendingPathComponent("../shared/data/pendigits/pendigits-orig.tra")

    /// The first 300 samples of pendigits-orig.tra (writer 1 and part of 2), as a UNIPEN file.
    static let slice: Result<URL, Error> = Result {
        let text = try String(contentsOf: training, encoding: .ascii)
        var samples = 0
        var kept: [Substring] = []
        for line in text.split(separator: "\n", omittingEmptySubsequences: false) {
            if line.hasPrefix(".SEGMENT") {
                samples += 1
                if samples > 300 { break }
            }
            kept.append(line)
        }
        let file = try CommandLineRunner.temporaryDirectory().appendingPathComponent("slice.tra")
        try (kept.joined(separator: "\n") + "\n").write(to: file, atomically: true, encoding: .ascii)
        return file
    }

    @Test func jsonGivesEveryReadingInFileOrderAsTheRefereeReadsThem() throws {
        let file = try Self.slice.get()
        let output = try CommandLineRunner.run(["digits", "eval-strokes", "--unipen", file.path, "--json"])
        #expect(output.status == 0, "\(output.standardError)")
        let object = try #require(try JSONSerialization.jsonObject(with: Data(output.standardOutput.utf8)) as? [String: Any])
        #expect(Set(object.keys) == ["accuracy", "count", "predictions"])
        let samples = try PenDigitsReader.read(contentsOf: file)
        #expect(object["count"] as? Int == samples.count && samples.count == 300)
        let predictions = try #require(object["predictions"] as? [Int])
        let referee = try DigitClassifier.shipped().classify(samples.map(\.drawing)).map { $0?.digit }
        #expect(predictions == referee.compactMap { $0 } && referee.allSatisfy { $0 != nil })
        let accuracy = try #require(object["accuracy"] as? Double)
        #expect(abs(accuracy - Double(zip(predictions, samples).filter { $0 == $1.label }.count) / 300) < 1e-9)
        // These writers were trained on (1–25): a floor, not a measurement (that is .tes, in MODELS.md).
        #expect(accuracy >= 0.97)
        let plain = try CommandLineRunner.run(["digits", "eval-strokes", "--unipen", file.path])
        #expect(plain.standardOutput.hasPrefix("accuracy: ") && plain.standardOutput.contains("(300 digits)"))
    }

    @Test func aMissingOrBrokenFileIsAClearError() throws {
        let missing = try CommandLineRunner.run(["digits", "eval-strokes", "--unipen", "/nonexistent/file.tra"])
        #expect(missing.status != 0 && missing.standardError.contains("/nonexistent/file.tra"))
        let broken = try CommandLineRunner.temporaryDirectory().appendingPathComponent("broken.tra")
        try ".SEGMENT DIGIT 0-0 ? \"3\"\n.PEN_DOWN\n10 20\n".write(to: broken, atomically: true, encoding: .ascii)
        let output = try CommandLineRunner.run(["digits", "eval-strokes", "--unipen", broken.path])
        #expect(output.status != 0 && !output.standardError.isEmpty)
    }
}
