import Foundation
import Testing
import ReadoutRecognition

@Suite("MNIST data set")
struct MNISTDatasetTests {
    @Test func trainingSetLoads() throws {
        let set = try DigitTestData.mnistTraining.get()
        #expect(set.count == 60_000 && set.rows == 28 && set.columns == 28)
        #expect(set.labelCounts == [5923, 6742, 5958, 6131, 5842, 5421, 5918, 6265, 5851, 5949])
    }

    @Test func folderWithOfficialNames() throws {
        let set = try DigitTestData.mnistTraining.get()
        #expect(try MNISTDataset(directory: DigitTestData.root.appendingPathComponent("mnist")).labels == set.labels)
        do {
            _ = try MNISTDataset(directory: URL(fileURLWithPath: "/nonexistent"), part: .test)
            Issue.record("a folder without MNIST files must be refused")
        } catch {
            #expect(error.description.contains("t10k-images-idx3-ubyte"))
        }
    }

    @Test func splitIsStratifiedDisjointAndSeeded() throws {
        let set = try DigitTestData.mnistTraining.get()
        let split = set.split(validationCount: 5_000, seed: 7)
        #expect(split.training.count == 55_000 && split.validation.count == 5_000)
        #expect(Set(split.training).isDisjoint(with: split.validation))
        #expect(split == set.split(validationCount: 5_000, seed: 7))
        #expect(split.validation != set.split(validationCount: 5_000, seed: 8).validation)

        // Each class is held out in proportion to its size (1/12 of it), to within one digit.
        let held = set.subset(split.validation).labelCounts
        for (label, total) in set.labelCounts.enumerated() {
            #expect(abs(Double(held[label]) - Double(total) / 12) <= 1, "label \(label)")
        }
    }
}
