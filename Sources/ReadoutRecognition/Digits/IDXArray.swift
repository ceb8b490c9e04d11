import Foundation

/// An IDX array of unsigned bytes (the MNIST file format): a shape and its row-major bytes.
///
/// The header is `00 00 08 n` (type 08 = unsigned byte, n dimensions), then n big-endian 32-bit
/// sizes, then the data. Files may be gzipped; reading detects that by the gzip magic.
public struct IDXArray: Sendable, Equatable {
    /// The size of each dimension, outermost first (MNIST images: count, rows, columns).
    public var shape: [Int]
    /// Row-major bytes, the product of `shape` of them.
    public var bytes: [UInt8]

    public init(shape: [Int], bytes: [UInt8]) {
        precondition(shape.allSatisfy { $0 >= 0 } && bytes.count == shape.reduce(1, *), "byte count does not match shape")
        self.shape = shape
        self.bytes = bytes
    }

    /// Reads an IDX file, gzipped or not.
    public init(contentsOf url: URL) throws(DigitDataError) {
        let data: Data
        do {
            data = try Data(contentsOf: url, options: .mappedIfSafe)
        } catch {
            throw .unreadable(file: url.path, reason: (error as NSError).localizedDescription)
        }
        try self.init(data: data, file: url.lastPathComponent)
    }

    /// Parses IDX bytes, gzipped or not; `file` names the source in error messages.
    public init(data: Data, file: String = "IDX data") throws(DigitDataError) {
        if Gzip.isCompressed(data) {
            try self.init(raw: try Gzip.decompress(data, file: file), file: file)
        } else {
            try self.init(raw: [UInt8](data), file: file)
        }
    }

    private init(raw: [UInt8], file: String) throws(DigitDataError) {
        guard raw.count >= 4 else { throw .notIDX(file: file, reason: "it is only \(raw.count) bytes long") }
        guard raw[0] == 0, raw[1] == 0 else { throw .notIDX(file: file, reason: "the magic number does not start with two zero bytes") }
        guard raw[2] == 0x08 else {
            throw .notIDX(file: file, reason: "the element type is 0x\(String(raw[2], radix: 16)), only 0x08 (unsigned byte) is supported")
        }
        let dimensions = Int(raw[3])
        guard dimensions >= 1 else { throw .notIDX(file: file, reason: "it declares no dimensions") }
        let headerLength = 4 + 4 * dimensions
        guard raw.count >= headerLength else {
            throw .notIDX(file: file, reason: "the header of \(dimensions) dimensions is cut short")
        }
        var shape: [Int] = []
        var total = 1
        for d in 0..<dimensions {
            let o = 4 + 4 * d
            let size = Int(raw[o]) << 24 | Int(raw[o + 1]) << 16 | Int(raw[o + 2]) << 8 | Int(raw[o + 3])
            shape.append(size)
            // 2³¹ bytes is far beyond any digit set; a bigger product means a damaged header.
            total = total.multipliedReportingOverflow(by: size).partialValue
            guard total < 1 << 31 else { throw .notIDX(file: file, reason: "the dimensions \(shape) describe more than 2 GB") }
        }
        guard raw.count - headerLength == total else {
            throw .wrongLength(file: file, expected: total, actual: raw.count - headerLength)
        }
        self.shape = shape
        self.bytes = Array(raw[headerLength...])
    }

    /// The array as IDX bytes, gzipped when `compressed` (what MNIST distributes).
    public func encoded(compressed: Bool = false) -> Data {
        var raw: [UInt8] = [0, 0, 0x08, UInt8(shape.count)]
        raw.reserveCapacity(raw.count + 4 * shape.count + bytes.count)
        for size in shape {
            raw += [UInt8(truncatingIfNeeded: size >> 24), UInt8(truncatingIfNeeded: size >> 16),
                    UInt8(truncatingIfNeeded: size >> 8), UInt8(truncatingIfNeeded: size)]
        }
        raw += bytes
        return compressed ? Gzip.compress(raw) : Data(raw)
    }
}
