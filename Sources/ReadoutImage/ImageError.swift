import Foundation

/// Why an image could not be read, written or processed; each case carries a sentence a user can act on.
public enum ImageError: Error, Sendable, Equatable, CustomStringConvertible {
    /// The bytes are not an image in a format Readout reads (PNG, JPEG, TIFF, WebP, BMP, GIF).
    case unsupportedFormat(String)
    /// The bytes start like an image but are truncated or damaged.
    case corrupt(String)
    /// The file could not be read at all (missing, no permission).
    case unreadable(String)
    /// The header announces more pixels than the configured limit allows.
    case tooLarge(width: Int, height: Int, limit: Int)
    /// Writing failed, or the requested output format is not one Readout writes.
    case encodingFailed(String)
    /// A parameter is outside what the operation accepts (for example a crop outside the image).
    case invalidArgument(String)

    public var description: String {
        switch self {
        case .unsupportedFormat(let message), .corrupt(let message), .unreadable(let message),
             .encodingFailed(let message), .invalidArgument(let message):
            return message
        case .tooLarge(let width, let height, let limit):
            return "The image is \(width)×\(height) pixels (\(Self.megapixels(width * height))), "
                + "more than the limit of \(Self.megapixels(limit)); scale it down and try again."
        }
    }

    private static func megapixels(_ pixels: Int) -> String {
        let value = Double(pixels) / 1_000_000
        return value >= 10 ? "\(Int(value.rounded())) megapixels" : String(format: "%.1f megapixels", value)
    }
}
