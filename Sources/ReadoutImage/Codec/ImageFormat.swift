/// The file formats Readout reads; PNG and JPEG are also written.
public enum ImageFormat: String, Sendable, CaseIterable, Codable {
    case png, jpeg, tiff, webp, bmp, gif

    /// The IANA media type, as served over HTTP.
    public var mediaType: String {
        switch self {
        case .png: "image/png"
        case .jpeg: "image/jpeg"
        case .tiff: "image/tiff"
        case .webp: "image/webp"
        case .bmp: "image/bmp"
        case .gif: "image/gif"
        }
    }

    /// The format whose signature starts `bytes`, or nil when no supported format matches.
    public init?<Bytes: Collection>(sniffing bytes: Bytes) where Bytes.Element == UInt8 {
        let head = Array(bytes.prefix(12))
        func starts(with signature: [UInt8], at offset: Int = 0) -> Bool {
            head.count >= offset + signature.count && Array(head[offset..<offset + signature.count]) == signature
        }
        if starts(with: [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A]) { self = .png }
        else if starts(with: [0xFF, 0xD8, 0xFF]) { self = .jpeg }
        else if starts(with: [0x49, 0x49, 0x2A, 0x00]) || starts(with: [0x4D, 0x4D, 0x00, 0x2A]) { self = .tiff }
        else if starts(with: Array("RIFF".utf8)) && starts(with: Array("WEBP".utf8), at: 8) { self = .webp }
        else if starts(with: Array("BM".utf8)) { self = .bmp }
        else if starts(with: Array("GIF87a".utf8)) || starts(with: Array("GIF89a".utf8)) { self = .gif }
        else { return nil }
    }

    /// The format a file name's extension names (`photo.JPG` → `.jpeg`), or nil.
    public init?(fileExtension: String) {
        switch fileExtension.lowercased() {
        case "png": self = .png
        case "jpg", "jpeg", "jpe": self = .jpeg
        case "tif", "tiff": self = .tiff
        case "webp": self = .webp
        case "bmp": self = .bmp
        case "gif": self = .gif
        default: return nil
        }
    }
}
