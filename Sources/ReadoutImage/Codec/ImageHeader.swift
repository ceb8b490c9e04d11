import CTesseract
import Foundation

/// What an image file says about itself before it is decoded.
public struct ImageHeader: Sendable, Equatable {
    public var format: ImageFormat
    public var width: Int
    public var height: Int

    public init(format: ImageFormat, width: Int, height: Int) {
        self.format = format
        self.width = width
        self.height = height
    }

    /// Reads the format and dimensions from the first bytes of an encoded image.
    public init(data: Data) throws {
        guard let format = ImageFormat(sniffing: data) else {
            throw ImageError.unsupportedFormat(
                "The file is not an image Readout reads; use PNG, JPEG, TIFF, WebP, BMP or GIF.")
        }
        let size: (width: Int, height: Int)? = switch format {
        case .gif: QuickHeaders.gifSize([UInt8](data.prefix(1 << 20)))
        case .bmp: QuickHeaders.bmpSize([UInt8](data.prefix(64)))
        default: Self.leptonicaSize(data)
        }
        guard let size else {
            throw ImageError.corrupt(
                "The \(format.rawValue.uppercased()) file is damaged or truncated: its header cannot be read.")
        }
        self.format = format
        self.width = size.width
        self.height = size.height
    }

    /// Leptonica reads PNG, JPEG, TIFF and WebP headers without decoding pixels.
    private static func leptonicaSize(_ data: Data) -> (width: Int, height: Int)? {
        var width: Int32 = 0, height: Int32 = 0, fileFormat: Int32 = 0
        var bitsPerSample: Int32 = 0, samplesPerPixel: Int32 = 0, hasColormap: Int32 = 0
        let status = Leptonica.quietly {
            data.withUnsafeBytes { raw in
                pixReadHeaderMem(raw.bindMemory(to: UInt8.self).baseAddress, raw.count,
                                 &fileFormat, &width, &height, &bitsPerSample, &samplesPerPixel, &hasColormap)
            }
        }
        guard status == 0, width > 0, height > 0 else { return nil }
        return (Int(width), Int(height))
    }
}
