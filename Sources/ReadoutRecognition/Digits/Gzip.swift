import SystemZlib
import Foundation

/// gzip (RFC 1952) through zlib: recognises, inflates and deflates whole buffers in memory.
package enum Gzip {
    /// True when `data` starts with the gzip magic bytes 1F 8B.
    package static func isCompressed(_ data: Data) -> Bool {
        data.count >= 2 && data[data.startIndex] == 0x1F && data[data.startIndex + 1] == 0x8B
    }

    /// The inflated contents of a gzip stream. `limit` guards against a small file that inflates
    /// to gigabytes; `file` names the source in error messages.
    package static func decompress(_ data: Data, file: String, limit: Int = 1 << 30) throws(DigitDataError) -> [UInt8] {
        var stream = z_stream()
        guard czlib_inflate_init_gzip(&stream) == Z_OK else {
            throw .corruptCompressedData(file: file, reason: "zlib could not start")
        }
        defer { inflateEnd(&stream) }

        // The trailer's last four bytes are the size modulo 2³²: a good first guess for the buffer.
        var capacity = max(1 << 16, data.count * 4)
        if data.count >= 18 {
            let end = data.endIndex
            let hint = (0..<4).reduce(0) { $0 | Int(data[end - 4 + $1]) << (8 * $1) }
            // Deflate expands at most about 1032:1, so a larger claim is a damaged trailer.
            if hint > 0 && hint <= min(limit, data.count * 1032) { capacity = hint + 1 }
        }
        var output = [UInt8](repeating: 0, count: min(capacity, limit + 1))
        var produced = 0
        var status = Z_OK
        data.withUnsafeBytes { (input: UnsafeRawBufferPointer) in
            stream.next_in = UnsafeMutablePointer(mutating: input.bindMemory(to: Bytef.self).baseAddress)
            stream.avail_in = uInt(input.count)
            while true {
                if produced == output.count {
                    guard output.count <= limit else { status = Z_MEM_ERROR; return }
                    output.append(contentsOf: repeatElement(0, count: min(output.count, limit + 1 - output.count)))
                }
                status = output.withUnsafeMutableBufferPointer { buffer in
                    stream.next_out = buffer.baseAddress.map { $0 + produced }
                    stream.avail_out = uInt(buffer.count - produced)
                    let result = inflate(&stream, Z_NO_FLUSH)
                    produced = buffer.count - Int(stream.avail_out)
                    return result
                }
                if status != Z_OK { return }
                if stream.avail_in == 0 && stream.avail_out > 0 {
                    status = Z_BUF_ERROR  // all input consumed and zlib wants more: the file is cut short
                    return
                }
            }
        }
        switch status {
        case Z_STREAM_END:
            guard produced <= limit else { throw .corruptCompressedData(file: file, reason: "inflates to more than \(limit) bytes") }
            output.removeSubrange(produced...)
            return output
        case Z_BUF_ERROR:
            throw .corruptCompressedData(file: file, reason: "the data ends before the gzip stream does")
        case Z_MEM_ERROR:
            throw .corruptCompressedData(file: file, reason: "inflates to more than \(limit) bytes")
        default:
            let message = stream.msg.map { String(cString: $0) } ?? "zlib error \(status)"
            throw .corruptCompressedData(file: file, reason: message)
        }
    }

    /// `bytes` as a gzip stream (used to write test files and compact exports).
    package static func compress(_ bytes: [UInt8], level: Int32 = Z_DEFAULT_COMPRESSION) -> Data {
        var stream = z_stream()
        guard czlib_deflate_init_gzip(&stream, level) == Z_OK else { return Data() }
        defer { deflateEnd(&stream) }
        var output = [UInt8](repeating: 0, count: Int(deflateBound(&stream, uLong(bytes.count))) + 32)
        var input = bytes
        let produced = input.withUnsafeMutableBufferPointer { source in
            output.withUnsafeMutableBufferPointer { target in
                stream.next_in = source.baseAddress
                stream.avail_in = uInt(source.count)
                stream.next_out = target.baseAddress
                stream.avail_out = uInt(target.count)
                _ = deflate(&stream, Z_FINISH)
                return target.count - Int(stream.avail_out)
            }
        }
        return Data(output[..<produced])
    }
}
