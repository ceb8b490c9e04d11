/// Dimension readers for the formats whose Leptonica header call decodes the whole image
/// (GIF and BMP): a bomb must be refused from its first bytes, not after decoding it.
enum QuickHeaders {
    /// Width and height of a BMP from its info header (a negative height means top-down rows).
    static func bmpSize(_ bytes: [UInt8]) -> (width: Int, height: Int)? {
        guard bytes.count >= 26 else { return nil }
        let infoSize = littleEndian(bytes, at: 14, count: 4)
        if infoSize == 12 { // BITMAPCOREHEADER: 16-bit sides
            return (littleEndian(bytes, at: 18, count: 2), littleEndian(bytes, at: 20, count: 2))
        }
        let width = Int32(truncatingIfNeeded: littleEndian(bytes, at: 18, count: 4))
        let height = Int32(truncatingIfNeeded: littleEndian(bytes, at: 22, count: 4))
        guard width > 0, height != 0, height != Int32.min else { return nil }
        return (Int(width), Int(height.magnitude))
    }

    /// The larger of a GIF's logical screen and its first frame, which the decoder allocates.
    static func gifSize(_ bytes: [UInt8]) -> (width: Int, height: Int)? {
        guard bytes.count >= 13 else { return nil }
        var width = littleEndian(bytes, at: 6, count: 2), height = littleEndian(bytes, at: 8, count: 2)
        var offset = 13
        if bytes[10] & 0x80 != 0 { offset += 3 << (Int(bytes[10] & 0x07) + 1) } // global colour table
        while offset < bytes.count {
            switch bytes[offset] {
            case 0x21: // extension: label, then sub-blocks until a zero length
                offset += 2
                while offset < bytes.count, bytes[offset] != 0 { offset += Int(bytes[offset]) + 1 }
                offset += 1
            case 0x2C where offset + 9 <= bytes.count: // image descriptor
                width = max(width, littleEndian(bytes, at: offset + 5, count: 2))
                height = max(height, littleEndian(bytes, at: offset + 7, count: 2))
                return width > 0 && height > 0 ? (width, height) : nil
            default:
                return nil
            }
        }
        return nil
    }

    private static func littleEndian(_ bytes: [UInt8], at offset: Int, count: Int) -> Int {
        (0..<count).reduce(0) { $0 | Int(bytes[offset + $1]) << (8 * $1) }
    }
}
