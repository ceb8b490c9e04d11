import CTesseract
import Foundation

extension Image {
    /// Decodes a PNG, JPEG, TIFF, WebP, BMP or GIF (first page / frame), refusing images larger
    /// than `limits` before decoding and applying a JPEG's EXIF orientation so that the pixels
    /// stand the way the photographer saw them.
    ///
    /// - Throws: `ImageError.unsupportedFormat`, `.tooLarge` or `.corrupt`.
    public init(data: Data, limits: ImageLimits = .standard) throws {
        let header = try ImageHeader(data: data)
        guard header.width * header.height <= limits.maximumPixelCount else {
            throw ImageError.tooLarge(width: header.width, height: header.height, limit: limits.maximumPixelCount)
        }
        var orientation = ExifOrientation.up
        if header.format == .jpeg {
            let structure = JPEGStructure(data)
            guard structure.isComplete else {
                throw ImageError.corrupt("The JPEG file is truncated: its image data ends before the end marker.")
            }
            orientation = structure.orientation
        }
        if header.format == .tiff, TIFFStructure([UInt8](data))?.isComplete != true {
            throw ImageError.corrupt("The TIFF file is truncated: parts of its image data are missing.")
        }
        let decoded: UnsafeMutablePointer<PIX>? = Leptonica.quietly {
            data.withUnsafeBytes { raw in
                pixReadMem(raw.bindMemory(to: UInt8.self).baseAddress, raw.count)
            }
        }
        guard let decoded else {
            throw ImageError.corrupt(
                "The \(header.format.rawValue.uppercased()) file is damaged or truncated and cannot be decoded.")
        }
        let pix = LeptonicaPix(owning: decoded)
        guard pix.width == header.width, pix.height == header.height else {
            throw ImageError.corrupt("The \(header.format.rawValue.uppercased()) file's pixels do not match its header.")
        }
        let stored = try Image(pix: pix.pointer)
        self = stored.oriented(orientation)
        dotsPerInch = stored.dotsPerInch
    }

    /// Reads and decodes an image file; see `init(data:limits:)`.
    public init(contentsOf url: URL, limits: ImageLimits = .standard) throws {
        let data: Data
        do {
            data = try Data(contentsOf: url, options: .mappedIfSafe)
        } catch {
            throw ImageError.unreadable("Cannot read \(url.path): \(error.localizedDescription)")
        }
        try self.init(data: data, limits: limits)
    }
}
