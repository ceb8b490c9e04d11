import Foundation
import ReadoutImage

/// Labelled digit images in MNIST's layout: 8-bit gray, ink 255 on background 0, row-major.
///
/// ```swift
/// let train = try MNISTDataset(images: dir.appendingPathComponent("train-images-idx3-ubyte.gz"),
///                              labels: dir.appendingPathComponent("train-labels-idx1-ubyte.gz"))
/// let split = train.split(validationCount: 5_000, seed: 1)
/// ```
public struct MNISTDataset: Sendable, Equatable {
    public let rows: Int
    public let columns: Int
    /// All images back to back, `count × rows × columns` bytes.
    public private(set) var pixels: [UInt8]
    /// One label 0…9 per image.
    public private(set) var labels: [UInt8]

    /// Wraps images and labels that are already in memory; labels must be 0…9.
    public init(rows: Int, columns: Int, pixels: [UInt8], labels: [UInt8]) throws(DigitDataError) {
        guard rows > 0, columns > 0 else {
            throw .unexpectedShape(file: "images", expected: "images of at least 1×1", actual: [rows, columns])
        }
        guard pixels.count == labels.count * rows * columns else {
            throw .countMismatch(images: pixels.count / (rows * columns), labels: labels.count)
        }
        if let bad = labels.firstIndex(where: { $0 > 9 }) {
            throw .invalidLabel(file: "labels", index: bad, value: Int(labels[bad]))
        }
        self.rows = rows
        self.columns = columns
        self.pixels = pixels
        self.labels = labels
    }

    /// Reads an idx3 image file and its idx1 label file, each gzipped or not.
    public init(images: URL, labels: URL) throws(DigitDataError) {
        try self.init(images: try IDXArray(contentsOf: images), imagesFile: images.lastPathComponent,
                      labels: try IDXArray(contentsOf: labels), labelsFile: labels.lastPathComponent)
    }

    /// Checks that `images` is count × rows × columns and `labels` is count, with labels 0…9.
    public init(images: IDXArray, imagesFile: String = "images", labels: IDXArray, labelsFile: String = "labels") throws(DigitDataError) {
        guard images.shape.count == 3 else {
            throw .unexpectedShape(file: imagesFile, expected: "count×rows×columns (idx3)", actual: images.shape)
        }
        guard labels.shape.count == 1 else {
            throw .unexpectedShape(file: labelsFile, expected: "one label per image (idx1)", actual: labels.shape)
        }
        guard images.shape[0] == labels.shape[0] else {
            throw .countMismatch(images: images.shape[0], labels: labels.shape[0])
        }
        if let bad = labels.bytes.firstIndex(where: { $0 > 9 }) {
            throw .invalidLabel(file: labelsFile, index: bad, value: Int(labels.bytes[bad]))
        }
        try self.init(rows: images.shape[1], columns: images.shape[2], pixels: images.bytes, labels: labels.bytes)
    }

    /// The number of digits.
    public var count: Int { labels.count }

    /// Bytes per image.
    public var imageSize: Int { rows * columns }

    /// The bytes of image `index`.
    public func pixels(at index: Int) -> ArraySlice<UInt8> {
        pixels[index * imageSize..<(index + 1) * imageSize]
    }

    /// Image `index` as a gray `Image`, white ink on black as MNIST stores it.
    public func image(at index: Int) -> Image {
        Image(width: columns, height: rows, format: .gray, pixels: Array(pixels(at: index)))
    }

    /// Image `index` as the network reads it: bytes scaled to 0…1.
    public func digit(at index: Int) -> PreparedDigit {
        PreparedDigit(mnistBytes: pixels(at: index), width: columns, height: rows)
    }

    /// How many digits carry each label 0…9.
    public var labelCounts: [Int] {
        var counts = [Int](repeating: 0, count: 10)
        for label in labels { counts[Int(label)] += 1 }
        return counts
    }

    /// The digits at `indices`, in that order.
    public func subset(_ indices: some Sequence<Int>) -> MNISTDataset {
        var copy = self
        copy.pixels = []
        copy.labels = []
        for index in indices {
            copy.pixels += pixels(at: index)
            copy.labels.append(labels[index])
        }
        return copy
    }
}
