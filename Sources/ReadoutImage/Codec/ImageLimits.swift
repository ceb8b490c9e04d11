/// Bounds checked from an image's header before any pixel is decoded, so that a small file
/// announcing a gigantic image (a "decompression bomb") is refused cheaply.
public struct ImageLimits: Sendable, Equatable {
    /// The largest `width × height` accepted.
    public var maximumPixelCount: Int

    public init(maximumPixelCount: Int = 50_000_000) {
        self.maximumPixelCount = maximumPixelCount
    }

    /// 50 megapixels: more than any phone camera, far less than a bomb.
    public static let standard = ImageLimits()
}
