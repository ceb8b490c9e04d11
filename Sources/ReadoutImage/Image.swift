/// An 8-bit raster image, gray or RGBA, stored row-major without padding.
///
/// `Image` is a value type: copies share their pixel storage until one of them is mutated
/// (the copy-on-write of `Array`). Pixel `(x, y)` channel `c` is at
/// `pixels[(y * width + x) * format.channels + c]`.
///
/// Two images are equal when their sizes, formats and pixels are; `dotsPerInch` is metadata.
public struct Image: Sendable, Equatable {
    /// The layout of one pixel.
    public enum Format: Sendable, Equatable {
        /// One byte per pixel, 0 black … 255 white.
        case gray
        /// Four bytes per pixel: red, green, blue, alpha (straight, not premultiplied), sRGB.
        case rgba

        /// Bytes per pixel.
        public var channels: Int { self == .gray ? 1 : 4 }
    }

    public let width: Int
    public let height: Int
    public let format: Format
    /// Row-major pixel bytes, `width * height * format.channels` of them.
    public var pixels: [UInt8]
    /// The resolution the file declared (PNG pHYs, JPEG JFIF/EXIF, TIFF), if any. Scanned pages
    /// carry it, and Tesseract sizes its text filters by it, as the `tesseract` command does.
    public var dotsPerInch: Int?

    /// Wraps existing pixel bytes; their count must be `width * height * format.channels`.
    public init(width: Int, height: Int, format: Format, pixels: [UInt8]) {
        precondition(width >= 0 && height >= 0, "image dimensions must not be negative")
        precondition(pixels.count == width * height * format.channels, "pixel count does not match dimensions")
        self.width = width
        self.height = height
        self.format = format
        self.pixels = pixels
    }

    /// A new image with every channel of every pixel set to `value` (alpha included).
    public init(width: Int, height: Int, format: Format, filledWith value: UInt8 = 0) {
        self.init(width: width, height: height, format: format,
                  pixels: [UInt8](repeating: value, count: width * height * format.channels))
    }

    public static func == (lhs: Image, rhs: Image) -> Bool {
        lhs.width == rhs.width && lhs.height == rhs.height && lhs.format == rhs.format && lhs.pixels == rhs.pixels
    }

    /// The number of pixels, `width * height`.
    public var pixelCount: Int { width * height }

    /// Bytes per row.
    public var rowStride: Int { width * format.channels }

    /// The channel values of pixel `(x, y)`.
    public subscript(x: Int, y: Int) -> ArraySlice<UInt8> {
        let start = (y * width + x) * format.channels
        return pixels[start..<start + format.channels]
    }
}
