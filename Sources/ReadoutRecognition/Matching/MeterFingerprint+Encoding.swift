import Foundation
import ReadoutImage

extension MeterFingerprint {
    public struct DecodingError: Error, CustomStringConvertible {
        public let description: String
    }

    private static let magic: [UInt8] = Array("RMF1".utf8)

    /// The fingerprint as bytes for the store: "RMF1", then the whole and centre histograms (bins
    /// per axis as two UInt16, values as little-endian Float32) and the layout (a UInt32 count, values).
    public var encoded: [UInt8] {
        var bytes = Self.magic
        func append<T: FixedWidthInteger>(_ value: T) { withUnsafeBytes(of: value.littleEndian) { bytes += $0 } }
        func append(_ values: [Float]) { for value in values { append(value.bitPattern) } }
        for histogram in [whole, centre] {
            append(UInt16(histogram.hueBins))
            append(UInt16(histogram.saturationBins))
            append(histogram.counts)
        }
        append(UInt32(layout.count))
        append(layout)
        return bytes
    }

    /// Reads `encoded` back; throws on anything else (a damaged or foreign blob).
    public init(encoded bytes: [UInt8]) throws {
        var offset = Self.magic.count
        guard bytes.count >= offset, Array(bytes.prefix(offset)) == Self.magic else {
            throw DecodingError(description: "not a meter fingerprint")
        }
        func integer<T: FixedWidthInteger>(_: T.Type) throws -> T {
            let size = MemoryLayout<T>.size
            guard offset + size <= bytes.count else { throw DecodingError(description: "the meter fingerprint is cut short") }
            let value = bytes[offset..<offset + size].enumerated().reduce(T.zero) { $0 | T($1.element) << (8 * $1.offset) }
            offset += size
            return value
        }
        func floats(_ count: Int) throws -> [Float] {
            guard count >= 0, offset + 4 * count <= bytes.count else { throw DecodingError(description: "the meter fingerprint is cut short") }
            return try (0..<count).map { _ in Float(bitPattern: try integer(UInt32.self)) }
        }
        func histogram() throws -> HueSaturationHistogram {
            let hue = Int(try integer(UInt16.self)), saturation = Int(try integer(UInt16.self))
            guard hue > 0, saturation > 0 else { throw DecodingError(description: "the meter fingerprint has an empty histogram") }
            return HueSaturationHistogram(hueBins: hue, saturationBins: saturation, counts: try floats(hue * saturation))
        }
        let whole = try histogram(), centre = try histogram()
        let layout = try floats(Int(try integer(UInt32.self)))
        guard offset == bytes.count else { throw DecodingError(description: "the meter fingerprint has bytes to spare") }
        self.init(whole: whole, centre: centre, layout: layout)
    }
}
