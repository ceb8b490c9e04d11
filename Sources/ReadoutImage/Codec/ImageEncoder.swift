import CTesseract
import Foundation

/// An output encoding: lossless PNG, or JPEG with a quality from 1 (smallest) to 100 (best).
public enum ImageEncoding: Sendable, Equatable {
    case png
    /// Lossless PNG at zlib level 1: a larger file, written several times faster (for pictures
    /// drawn per request, such as a result card).
    case fastPNG
    case jpeg(quality: Int)

    /// JPEG at quality 90, a good default for photos.
    public static let jpeg = ImageEncoding.jpeg(quality: 90)

    /// The encoding a file name's extension asks for (`.png`, `.jpg`/`.jpeg`), or nil.
    public init?(fileExtension: String, jpegQuality: Int = 90) {
        switch ImageFormat(fileExtension: fileExtension) {
        case .png: self = .png
        case .jpeg: self = .jpeg(quality: jpegQuality)
        default: return nil
        }
    }
}

extension Image {
    /// The image encoded as PNG (gray or RGBA, lossless) or JPEG (gray or RGB; alpha dropped).
    public func encoded(as encoding: ImageEncoding) throws -> Data {
        guard width > 0, height > 0 else {
            throw ImageError.encodingFailed("An empty image cannot be encoded.")
        }
        let pix = makePix()
        var bytes: UnsafeMutablePointer<UInt8>?
        var size = 0
        let status: Int32 = Leptonica.quietly {
            switch encoding {
            case .png:
                return pixWriteMemPng(&bytes, &size, pix.pointer, 0)
            case .fastPNG:
                pixSetZlibCompression(pix.pointer, 1)
                return pixWriteMemPng(&bytes, &size, pix.pointer, 0)
            case .jpeg(let quality):
                // JPEG has no alpha: Leptonica writes RGB when told there are three samples.
                if format == .rgba { pixSetSpp(pix.pointer, 3) }
                return pixWriteMemJpeg(&bytes, &size, pix.pointer, Int32(max(1, min(100, quality))), 0)
            }
        }
        guard status == 0, let bytes else {
            throw ImageError.encodingFailed("Leptonica could not encode the \(width)×\(height) image.")
        }
        defer { free(bytes) }
        return Data(bytes: bytes, count: size)
    }

    /// Encodes the image in the format of `url`'s extension (PNG or JPEG) and writes it there.
    public func write(to url: URL, jpegQuality: Int = 90) throws {
        guard let encoding = ImageEncoding(fileExtension: url.pathExtension, jpegQuality: jpegQuality) else {
            throw ImageError.encodingFailed(
                "Cannot write '\(url.lastPathComponent)': Readout writes .png and .jpg/.jpeg files.")
        }
        do {
            try encoded(as: encoding).write(to: url, options: .atomic)
        } catch let error as ImageError {
            throw error
        } catch {
            throw ImageError.encodingFailed("Cannot write \(url.path): \(error.localizedDescription)")
        }
    }
}
