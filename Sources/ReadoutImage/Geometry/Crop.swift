/// A rectangle of pixels, origin top-left.
public struct PixelRect: Sendable, Equatable, Codable {
    public var x: Int, y: Int, width: Int, height: Int

    public init(x: Int, y: Int, width: Int, height: Int) {
        self.x = x; self.y = y; self.width = width; self.height = height
    }
}

extension Image {
    /// The pixels inside `rect`, which must lie within the image and not be empty.
    public func cropped(to rect: PixelRect) throws -> Image {
        guard rect.width > 0, rect.height > 0, rect.x >= 0, rect.y >= 0,
              rect.x + rect.width <= width, rect.y + rect.height <= height else {
            throw ImageError.invalidArgument(
                "The crop \(rect.width)×\(rect.height) at (\(rect.x), \(rect.y)) is not inside the \(width)×\(height) image.")
        }
        let channels = format.channels
        var output = [UInt8]()
        output.reserveCapacity(rect.width * rect.height * channels)
        for y in rect.y..<(rect.y + rect.height) {
            let start = (y * width + rect.x) * channels
            output.append(contentsOf: pixels[start..<(start + rect.width * channels)])
        }
        return Image(width: rect.width, height: rect.height, format: format, pixels: output)
    }
}
