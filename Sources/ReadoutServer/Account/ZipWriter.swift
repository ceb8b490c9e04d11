import Foundation

/// Writes a ZIP archive of stored (uncompressed) entries: the export holds JSON, which is small,
/// and photos, which are compressed already. Plain ZIP (no ZIP64), so an archive and each entry
/// stay under 4 GiB; names are UTF-8 (flag bit 11).
struct ZipWriter {
    private(set) var bytes: [UInt8] = []
    private var directory: [UInt8] = []
    private var count = 0

    enum Failure: Error { case tooLarge }

    mutating func add(_ name: String, _ content: [UInt8], modified: Date = Date()) throws {
        guard content.count < UInt32.max, bytes.count + content.count < UInt32.max else { throw Failure.tooLarge }
        let nameBytes = Array(name.utf8)
        let crc = Self.crc32(content)
        let (time, date) = Self.dosTime(modified)
        let offset = UInt32(bytes.count)
        // Local file header.
        bytes += Self.le32(0x0403_4b50) + Self.le16(20) + Self.le16(0x0800) + Self.le16(0) + Self.le16(time) + Self.le16(date)
            + Self.le32(crc) + Self.le32(UInt32(content.count)) + Self.le32(UInt32(content.count))
            + Self.le16(UInt16(nameBytes.count)) + Self.le16(0) + nameBytes
        bytes += content
        // Central directory entry.
        directory += Self.le32(0x0201_4b50) + Self.le16(20) + Self.le16(20) + Self.le16(0x0800) + Self.le16(0)
            + Self.le16(time) + Self.le16(date) + Self.le32(crc) + Self.le32(UInt32(content.count)) + Self.le32(UInt32(content.count))
            + Self.le16(UInt16(nameBytes.count)) + Self.le16(0) + Self.le16(0) + Self.le16(0) + Self.le16(0) + Self.le32(0)
            + Self.le32(offset) + nameBytes
        count += 1
    }

    /// The archive: entries, central directory, end record.
    func finished() throws -> [UInt8] {
        guard count < UInt16.max, bytes.count + directory.count < UInt32.max else { throw Failure.tooLarge }
        return bytes + directory + Self.le32(0x0605_4b50) + Self.le16(0) + Self.le16(0) + Self.le16(UInt16(count)) + Self.le16(UInt16(count))
            + Self.le32(UInt32(directory.count)) + Self.le32(UInt32(bytes.count)) + Self.le16(0)
    }

    private static func le16(_ value: UInt16) -> [UInt8] { [UInt8(value & 0xFF), UInt8(value >> 8)] }
    private static func le32(_ value: UInt32) -> [UInt8] { (0..<4).map { UInt8((value >> (8 * $0)) & 0xFF) } }

    /// MS-DOS time and date (UTC), as ZIP stores them.
    private static func dosTime(_ date: Date) -> (UInt16, UInt16) {
        var calendar = Calendar(identifier: .gregorian)
        calendar.timeZone = .gmt
        let parts = calendar.dateComponents([.year, .month, .day, .hour, .minute, .second], from: date)
        let year = max(1980, min(2107, parts.year ?? 1980))
        let time = UInt16((parts.hour ?? 0) << 11 | (parts.minute ?? 0) << 5 | (parts.second ?? 0) / 2)
        let day = UInt16((year - 1980) << 9 | (parts.month ?? 1) << 5 | (parts.day ?? 1))
        return (time, day)
    }

    private static let crcTable: [UInt32] = (0..<256).map { index in
        (0..<8).reduce(UInt32(index)) { crc, _ in crc & 1 == 1 ? 0xEDB8_8320 ^ (crc >> 1) : crc >> 1 }
    }

    static func crc32(_ data: [UInt8]) -> UInt32 {
        ~data.reduce(~UInt32(0)) { crc, byte in crcTable[Int((crc ^ UInt32(byte)) & 0xFF)] ^ (crc >> 8) }
    }
}
