/// A Gaussian blur that matches CoreImage's `CIGaussianBlur`: `radius` is the standard
/// deviation in pixels, the border is replicated (`clampedToExtent()`, blur, `cropped(to:)`)
/// and the blur runs in linear light, as in CoreImage's default colour-managed context.
///
/// ```swift
/// let soft = GaussianBlur(radius: 25).apply(to: photo)
/// ```
public struct GaussianBlur: Sendable {
    /// The Gaussian's standard deviation (sigma) in pixels; 0 leaves the image unchanged.
    public var radius: Double

    /// A blur of `radius` pixels (sigma).
    public init(radius: Double) {
        self.radius = radius
    }

    /// Below this radius the blur is the identity (the kernel's neighbours weigh < 1e-40).
    static let identityRadius = 0.05
    /// From this radius up the recursive filter is used. Below it a direct convolution (at
    /// most 2 · 18 + 1 taps) is both more accurate (Deriche's fit degrades for tiny kernels)
    /// and, measured on 12 MP, faster.
    static let recursiveRadius = 6.0

    /// The blurred image: same size and format. Alpha is blurred as a plain channel, so an
    /// opaque image stays opaque; gray values are treated as sRGB-encoded luminance.
    public func apply(to image: Image) -> Image {
        guard radius.isFinite, radius >= Self.identityRadius, image.pixelCount > 0 else { return image }
        if radius < Self.recursiveRadius {
            return SlidingWindowBlur(sigma: radius).run(image)
        }
        return BlurPipeline(filter: DericheGaussianFilter(sigma: radius)).run(image)
    }
}
