import ReadoutImage

/// One filter applied at one intensity, as the seed defines intensity: blur radius 100 × intensity
/// (CIGaussianBlur), binarize threshold 0.5 × intensity (CIColorThreshold).
public struct FilterOperation: Sendable, Codable, Equatable, Hashable {
    public enum Filter: String, Sendable, Codable, Hashable {
        case blur, binarize
    }

    public let filter: Filter
    public let intensity: Double

    public init(filter: Filter, intensity: Double) {
        self.filter = filter
        self.intensity = intensity
    }

    /// The filtered image.
    public func apply(to image: Image) -> Image {
        switch filter {
        case .blur: GaussianBlur(radius: 100 * intensity).apply(to: image)
        case .binarize: ColorThreshold(threshold: 0.5 * intensity).apply(to: image)
        }
    }

    /// "Blur 25%", "Binarize 300%".
    public var label: String {
        "\(filter == .blur ? "Blur" : "Binarize") \(Int((intensity * 100).rounded()))%"
    }
}

extension Sequence where Element == FilterOperation {
    /// The image after every operation in order.
    public func apply(to image: Image) -> Image {
        reduce(image) { $1.apply(to: $0) }
    }
}
