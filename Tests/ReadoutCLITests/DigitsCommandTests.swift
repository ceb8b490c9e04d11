import Foundation
import ReadoutImage
import ReadoutRecognition
import Testing

@Suite struct DigitsCommandTests {
    static let mnist = CommandLineRunner.packageRoot.appendingPathComponent("../shared/data/mnist")

    /// A folder with a tiny model trained in-test (one epoch on 500 MNIST training digits, never
    /// t10k), an uncompressed IDX pair of 50 other training digits and two PNG digits.
    static let fixture: Result<URL, Error> = Result {
        let set = try MNISTDataset(directory: mnist, part: .training)
        var trainer = DigitTrainer()
        trainer.epochs = 1
        trainer.batchSize = 32
        trainer.warmupSteps = 4
        trainer.validationCount = 0
        trainer.augmentation = .none
        let result = try trainer.train(on: set.subset(0..<500))
        let folder = try CommandLineRunner.temporaryDirectory()
        try result.network.save(to: folder.appendingPathComponent("tiny.rdnn"))
        let slice = set.subset(59_000..<59_050)
        func bigEndian(_ values: [UInt32]) -> [UInt8] { values.flatMap { v in (0..<4).reversed().map { UInt8(truncatingIfNeeded: v >> (8 * $0)) } } }
        try Data(bigEndian([0x803, 50, 28, 28]) + slice.pixels).write(to: folder.appendingPathComponent("images-idx3-ubyte"))
        try Data(bigEndian([0x801, 50]) + slice.labels).write(to: folder.appendingPathComponent("labels-idx1-ubyte"))
        try slice.image(at: 0).write(to: folder.appendingPathComponent("digit0.png"))
        try slice.image(at: 1).write(to: folder.appendingPathComponent("digit1.png"))
        return folder
    }

    @Test func evalJSONHasTheContractShape() throws {
        let folder = try Self.fixture.get()
        let output = try CommandLineRunner.run([
            "digits", "eval", "--images", folder.appendingPathComponent("images-idx3-ubyte").path,
            "--labels", folder.appendingPathComponent("labels-idx1-ubyte").path,
            "--model", folder.appendingPathComponent("tiny.rdnn").path, "--json",
        ])
        #expect(output.status == 0, "\(output.standardError)")
        let object = try #require(try JSONSerialization.jsonObject(with: Data(output.standardOutput.utf8)) as? [String: Any])
        #expect(Set(object.keys) == ["accuracy", "count", "microsecondsPerDigit", "confusion", "predictions"])
        #expect(object["count"] as? Int == 50)
        let accuracy = try #require(object["accuracy"] as? Double)
        #expect(accuracy >= 0 && accuracy <= 1)
        #expect((object["microsecondsPerDigit"] as? Double ?? -1) > 0)
        let confusion = try #require(object["confusion"] as? [[Int]])
        #expect(confusion.count == 10 && confusion.allSatisfy { $0.count == 10 })
        #expect(confusion.joined().reduce(0, +) == 50)
        let predictions = try #require(object["predictions"] as? [Int])
        #expect(predictions.count == 50 && predictions.allSatisfy { (0...9).contains($0) })
        #expect(abs(Double((0..<10).map { confusion[$0][$0] }.reduce(0, +)) / 50 - accuracy) < 1e-9)

        let plain = try CommandLineRunner.run([
            "digits", "eval", "--images", folder.appendingPathComponent("images-idx3-ubyte").path,
            "--labels", folder.appendingPathComponent("labels-idx1-ubyte").path,
            "--model", folder.appendingPathComponent("tiny.rdnn").path,
        ])
        #expect(plain.standardOutput == String(format: "accuracy: %.4f\n", accuracy))
    }

    @Test func predictJSONGivesADigitAndProbabilitiesPerImage() throws {
        let folder = try Self.fixture.get()
        let files = ["digit0.png", "digit1.png"].map { folder.appendingPathComponent($0).path }
        let output = try CommandLineRunner.run(["digits", "predict", "--json", "--model", folder.appendingPathComponent("tiny.rdnn").path] + files)
        #expect(output.status == 0, "\(output.standardError)")
        let lines = output.standardOutput.split(separator: "\n")
        #expect(lines.count == 2)
        for (line, file) in zip(lines, files) {
            let object = try #require(try JSONSerialization.jsonObject(with: Data(line.utf8)) as? [String: Any])
            #expect(object["file"] as? String == file)
            #expect((0...9).contains(object["digit"] as? Int ?? -1))
            let probabilities = try #require(object["probabilities"] as? [Double])
            #expect(probabilities.count == 10 && abs(probabilities.reduce(0, +) - 1) < 1e-3)
            #expect(object["probability"] as? Double == probabilities.max())
        }
    }

    @Test func theShippedModelIsTheDefaultAndAMissingModelFileIsNamed() throws {
        let folder = try Self.fixture.get()
        let output = try CommandLineRunner.run(["digits", "predict", folder.appendingPathComponent("digit0.png").path])
        #expect(output.status == 0, "\(output.standardError)")
        #expect(output.standardOutput.contains("digit0.png: "))
        let missing = try CommandLineRunner.run(["digits", "eval", "--images", "a", "--labels", "b", "--model", "/nonexistent/model.rdnn"])
        #expect(missing.status != 0)
        #expect(missing.standardError.contains("No such model file"))
    }
}
