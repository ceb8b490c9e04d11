/// Reads the byte-order-marked structure shared by TIFF files and EXIF blocks: a header, then
/// image file directories (IFDs) of 12-byte entries.
struct TIFFStructure {
    private let bytes: [UInt8]
    private let littleEndian: Bool

    /// One IFD entry: a tag, a field type, a value count and the 4-byte value-or-offset field.
    struct Entry {
        let tag: Int
        let type: Int
        let count: Int
        let valueOffset: Int // where the 4-byte value/offset field starts
    }

    /// nil unless `bytes` starts with "II*\0" or "MM\0*".
    init?(_ bytes: [UInt8]) {
        guard bytes.count >= 8 else { return nil }
        switch (bytes[0], bytes[1]) {
        case (0x49, 0x49): littleEndian = true
        case (0x4D, 0x4D): littleEndian = false
        default: return nil
        }
        self.bytes = bytes
        guard read16(2) == 42 else { return nil }
    }

    func read16(_ at: Int) -> Int? {
        guard at >= 0, at + 2 <= bytes.count else { return nil }
        let (a, b) = (Int(bytes[at]), Int(bytes[at + 1]))
        return littleEndian ? a | b << 8 : a << 8 | b
    }

    func read32(_ at: Int) -> Int? {
        guard let first = read16(at), let second = read16(at + 2) else { return nil }
        return littleEndian ? second << 16 | first : first << 16 | second
    }

    /// The entries of the first IFD, or nil when the directory lies outside the bytes.
    func firstDirectory() -> [Entry]? {
        read32(4).flatMap(directory(at:))
    }

    /// The entries of the IFD at `start` (a sub-IFD such as EXIF's 0x8769 points there), or nil
    /// when it lies outside the bytes.
    func directory(at start: Int) -> [Entry]? {
        guard let count = read16(start), start + 2 + count * 12 + 4 <= bytes.count else {
            return nil
        }
        return (0..<count).compactMap { index in
            let at = start + 2 + index * 12
            guard let tag = read16(at), let type = read16(at + 2), let count = read32(at + 4) else { return nil }
            return Entry(tag: tag, type: type, count: count, valueOffset: at + 8)
        }
    }

    /// The `index`-th integer value of a SHORT or LONG entry.
    func value(of entry: Entry, at index: Int = 0) -> Int? {
        let size = entry.type == 3 ? 2 : 4
        let inline = entry.count * size <= 4
        guard let base = inline ? entry.valueOffset : read32(entry.valueOffset) else { return nil }
        return size == 2 ? read16(base + index * size) : read32(base + index * size)
    }

    /// The text of an ASCII entry (type 2) without its terminating NUL.
    func ascii(of entry: Entry) -> String? {
        guard entry.type == 2, entry.count > 0, entry.count < 4096,
              let base = entry.count <= 4 ? entry.valueOffset : read32(entry.valueOffset),
              base >= 0, base + entry.count <= bytes.count else { return nil }
        let text = bytes[base..<(base + entry.count)].prefix { $0 != 0 }
        return String(bytes: text, encoding: .ascii)
    }

    /// True when every value block and every strip or tile the first IFD points to lies inside
    /// the bytes: a truncated TIFF often keeps a readable header but loses its tail.
    var isComplete: Bool {
        guard let entries = firstDirectory() else { return false }
        let typeSizes = [1: 1, 2: 1, 3: 2, 4: 4, 5: 8, 6: 1, 7: 1, 8: 2, 9: 4, 10: 8, 11: 4, 12: 8, 16: 8]
        for entry in entries {
            let length = entry.count * (typeSizes[entry.type] ?? 1)
            if length > 4 {
                guard let offset = read32(entry.valueOffset), offset + length <= bytes.count else { return false }
            }
        }
        // Strip (273/279) and tile (324/325) offsets with their byte counts.
        for (offsetsTag, countsTag) in [(273, 279), (324, 325)] {
            guard let offsets = entries.first(where: { $0.tag == offsetsTag }),
                  let counts = entries.first(where: { $0.tag == countsTag }) else { continue }
            for index in 0..<min(offsets.count, counts.count) {
                guard let offset = value(of: offsets, at: index), let count = value(of: counts, at: index),
                      offset + count <= bytes.count else { return false }
            }
        }
        return true
    }
}
