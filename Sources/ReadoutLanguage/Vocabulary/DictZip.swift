import SystemZlib
import Foundation

/// Random access into a dictzip file (`.dict.dz`, dictd's gzip with a chunk table in the header):
/// only the chunks that hold the asked bytes are inflated, so an 80 MB dictionary costs nothing
/// to open.
struct DictZip: Sendable {
    private let file: Data
    private let chunkLength: Int
    /// Where each compressed chunk starts in `file`, plus the end of the last one.
    private let chunkStarts: [Int]

    enum Failure: Error { case notDictZip(String), corrupt(String) }

    init(contentsOf url: URL) throws {
        let file = try WordNet.mapped(url)
        let bytes = [UInt8](file.prefix(65_536))
        // gzip header: 1F 8B, method 8, flags (FEXTRA required), mtime, xfl, os, then XLEN + extra.
        guard bytes.count > 12, bytes[0] == 0x1F, bytes[1] == 0x8B, bytes[3] & 0x04 != 0 else { throw Failure.notDictZip(url.path) }
        let extraLength = Int(bytes[10]) | Int(bytes[11]) << 8
        var position = 12
        var table: (length: Int, sizes: [Int])?
        while position + 4 <= 12 + extraLength {
            let fieldLength = Int(bytes[position + 2]) | Int(bytes[position + 3]) << 8
            if bytes[position] == UInt8(ascii: "R"), bytes[position + 1] == UInt8(ascii: "A"), position + 10 <= bytes.count {
                let length = Int(bytes[position + 6]) | Int(bytes[position + 7]) << 8
                let count = Int(bytes[position + 8]) | Int(bytes[position + 9]) << 8
                let sizes = (0..<count).map { Int(bytes[position + 10 + 2 * $0]) | Int(bytes[position + 11 + 2 * $0]) << 8 }
                table = (length, sizes)
            }
            position += 4 + fieldLength
        }
        guard let table else { throw Failure.notDictZip(url.path) }
        position = 12 + extraLength
        let flags = bytes[3]
        if flags & 0x08 != 0 { position = (bytes[position...].firstIndex(of: 0) ?? position) + 1 }  // FNAME
        if flags & 0x10 != 0 { position = (bytes[position...].firstIndex(of: 0) ?? position) + 1 }  // FCOMMENT
        if flags & 0x02 != 0 { position += 2 }  // FHCRC
        var starts = [position]
        for size in table.sizes { starts.append(starts.last! + size) }
        self.file = file
        self.chunkLength = table.length
        self.chunkStarts = starts
    }

    /// `length` uncompressed bytes from `offset`.
    func read(offset: Int, length: Int) throws -> Data {
        guard offset >= 0, length >= 0, chunkLength > 0 else { throw Failure.corrupt("bad range") }
        let first = offset / chunkLength, last = (offset + max(length, 1) - 1) / chunkLength
        guard last + 1 < chunkStarts.count else { throw Failure.corrupt("range past the end") }
        var bytes = Data()
        for chunk in first...last { bytes.append(try inflateChunk(chunk)) }
        let skip = offset - first * chunkLength
        return bytes.dropFirst(skip).prefix(length)
    }

    private func inflateChunk(_ chunk: Int) throws -> Data {
        let input = file[(file.startIndex + chunkStarts[chunk])..<(file.startIndex + min(chunkStarts[chunk + 1], file.count))]
        var stream = z_stream()
        guard czlib_inflate_init_raw(&stream) == Z_OK else { throw Failure.corrupt("zlib could not start") }
        defer { inflateEnd(&stream) }
        var output = [UInt8](repeating: 0, count: chunkLength)
        let status = input.withUnsafeBytes { (source: UnsafeRawBufferPointer) -> Int32 in
            output.withUnsafeMutableBufferPointer { target in
                stream.next_in = UnsafeMutablePointer(mutating: source.bindMemory(to: Bytef.self).baseAddress)
                stream.avail_in = uInt(source.count)
                stream.next_out = target.baseAddress
                stream.avail_out = uInt(target.count)
                return inflate(&stream, Z_SYNC_FLUSH)
            }
        }
        guard status == Z_OK || status == Z_STREAM_END else { throw Failure.corrupt("zlib error \(status)") }
        return Data(output[..<(chunkLength - Int(stream.avail_out))])
    }
}
