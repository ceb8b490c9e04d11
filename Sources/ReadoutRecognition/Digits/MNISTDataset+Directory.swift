import Foundation

extension MNISTDataset {
    /// Which of MNIST's two sets to read from a folder.
    public enum Part: String, Sendable, CaseIterable {
        /// `train-images-idx3-ubyte` / `train-labels-idx1-ubyte`: 60,000 digits to train and validate on.
        case training = "train"
        /// `t10k-images-idx3-ubyte` / `t10k-labels-idx1-ubyte`: 10,000 digits to report on only.
        case test = "t10k"
    }

    /// Reads one part of MNIST from a folder holding its files under their official names,
    /// gzipped (`.gz`) or not.
    public init(directory: URL, part: Part = .training) throws(DigitDataError) {
        func locate(_ name: String) throws(DigitDataError) -> URL {
            for candidate in [name + ".gz", name] {
                let url = directory.appendingPathComponent(candidate)
                if FileManager.default.fileExists(atPath: url.path) { return url }
            }
            throw .unreadable(file: directory.appendingPathComponent(name + ".gz").path,
                              reason: "neither \(name).gz nor \(name) is in \(directory.path)")
        }
        try self.init(images: try locate("\(part.rawValue)-images-idx3-ubyte"),
                      labels: try locate("\(part.rawValue)-labels-idx1-ubyte"))
    }
}
