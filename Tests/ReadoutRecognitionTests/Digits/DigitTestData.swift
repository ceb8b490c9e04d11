import Foundation
import ReadoutRecognition

/// The shared digit data (`../shared/data` next to the package), read in place, never copied.
enum DigitTestData {
    static let root: URL = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent()  // Digits
        .deletingLastPathComponent()  // ReadoutRecognitionTests
        .deletingLastPathComponent()  // Tests
        .deletingLastPathComponent()  // package root
        .appendingPathComponent("../shared/data").standardized

    static var mnistTrainImages: URL { root.appendingPathComponent("mnist/train-images-idx3-ubyte.gz") }
    static var mnistTrainLabels: URL { root.appendingPathComponent("mnist/train-labels-idx1-ubyte.gz") }
    static var pendigitsTraining: URL { root.appendingPathComponent("pendigits/pendigits-orig.tra") }

    /// The 60,000 MNIST training digits, read once per test run.
    static let mnistTraining: Result<MNISTDataset, DigitDataError> = Result { () throws(DigitDataError) in
        try MNISTDataset(images: mnistTrainImages, labels: mnistTrainLabels)
    }

    /// The 7,494 pendigits training samples, read once per test run.
    static let pendigitsTrainingSamples: Result<[PenDigitSample], DigitDataError> = Result { () throws(DigitDataError) in
        try PenDigitsReader.read(contentsOf: pendigitsTraining)
    }

    /// Pearson correlation of two equally long vectors.
    static func correlation(_ a: [Float], _ b: [Float]) -> Double {
        let n = Double(a.count)
        let ma = a.reduce(0) { $0 + Double($1) } / n, mb = b.reduce(0) { $0 + Double($1) } / n
        var sab = 0.0, saa = 0.0, sbb = 0.0
        for i in a.indices {
            let da = Double(a[i]) - ma, db = Double(b[i]) - mb
            sab += da * db; saa += da * da; sbb += db * db
        }
        return saa > 0 && sbb > 0 ? sab / (saa * sbb).squareRoot() : 0
    }
}
