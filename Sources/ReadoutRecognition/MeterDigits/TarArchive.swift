import Foundation

/// The regular files of a POSIX (ustar or GNU) tar archive held in memory: enough to read the
/// crops of `../shared/data/meter-digits` without unpacking 21,000 files to disk.
package struct TarArchive: Sendable {
    /// Path inside the archive → the file's bytes.
    package let files: [String: ArraySlice<UInt8>]

    package struct Malformed: Error, CustomStringConvertible {
        package let description: String
    }

    package init(_ bytes: [UInt8], file: String) throws(Malformed) {
        var files: [String: ArraySlice<UInt8>] = [:]
        var offset = 0
        var longName: String?
        while offset + 512 <= bytes.count {
            let header = bytes[offset..<offset + 512]
            if header.allSatisfy({ $0 == 0 }) { break }  // the end-of-archive blocks
            guard let size = Self.octal(header.dropFirst(124).prefix(12)) else {
                throw Malformed(description: "\(file): the tar header at byte \(offset) has no valid size")
            }
            let start = offset + 512
            guard start + size <= bytes.count else {
                throw Malformed(description: "\(file): the archive ends inside \(Self.text(header.prefix(100)))")
            }
            let type = header[header.startIndex + 156]
            let prefix = Self.text(header.dropFirst(345).prefix(155))
            let name = longName ?? (prefix.isEmpty ? "" : prefix + "/") + Self.text(header.prefix(100))
            longName = nil
            switch type {
            case UInt8(ascii: "0"), 0:
                files[name] = bytes[start..<start + size]
            case UInt8(ascii: "L"):  // GNU: the next entry's long name
                longName = Self.text(bytes[start..<start + size])
            default:
                break  // directories, links, pax headers: nothing to read
            }
            offset = start + (size + 511) / 512 * 512
        }
        self.files = files
    }

    private static func text(_ field: ArraySlice<UInt8>) -> String {
        String(decoding: field.prefix { $0 != 0 }, as: UTF8.self)
    }

    private static func octal(_ field: ArraySlice<UInt8>) -> Int? {
        let digits = field.drop { $0 == UInt8(ascii: " ") }.prefix { $0 != 0 && $0 != UInt8(ascii: " ") }
        guard !digits.isEmpty, digits.allSatisfy({ (UInt8(ascii: "0")...UInt8(ascii: "7")).contains($0) }) else { return nil }
        return digits.reduce(0) { $0 * 8 + Int($1 - UInt8(ascii: "0")) }
    }
}
