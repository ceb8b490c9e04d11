import Foundation
import HTTPTypes
import Hummingbird
import NIOCore

/// A file the browser saves rather than shows: CSV and Anki exports, a meter's readings.
enum Download {
    /// `text` as an attachment named after `title` (see `fileName`).
    static func response(_ text: String, contentType: String, title: String, fallback: String, ending: String) -> Response {
        var headers = HTTPFields()
        headers[.contentType] = contentType
        headers[.contentDisposition] = "attachment; filename=\"\(fileName(title, fallback: fallback)).\(ending)\""
        return Response(status: .ok, headers: headers, body: .init(byteBuffer: ByteBuffer(string: text)))
    }

    /// Bytes as an attachment with this exact file name (the caller makes it safe).
    static func response(_ bytes: [UInt8], contentType: String, fileName: String) -> Response {
        var headers = HTTPFields()
        headers[.contentType] = contentType
        headers[.contentDisposition] = "attachment; filename=\"\(fileName)\""
        headers[.cacheControl] = "no-store"
        return Response(status: .ok, headers: headers, body: .init(byteBuffer: ByteBuffer(bytes: bytes)))
    }

    /// A file name from a title: letters, digits, spaces and dashes only ("Chapter 3: Words" →
    /// "Chapter 3 Words"), `fallback` when nothing is left.
    static func fileName(_ title: String, fallback: String) -> String {
        let kept = title.unicodeScalars.filter { $0.isASCII && (CharacterSet.alphanumerics.contains($0) || $0 == " " || $0 == "-") }
        let name = String(String.UnicodeScalarView(kept)).split(separator: " ").joined(separator: " ")
        return name.isEmpty ? fallback : String(name.prefix(60))
    }
}
