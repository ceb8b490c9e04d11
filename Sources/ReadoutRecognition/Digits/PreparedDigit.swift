import ReadoutImage

/// A digit in MNIST's input format: `width × height` (28×28) floats in 0…1, ink 1, background 0.
public struct PreparedDigit: Sendable, Equatable {
    public let width: Int
    public let height: Int
    /// Row-major intensities, MNIST's bytes divided by 255.
    public var pixels: [Float]

    public init(width: Int = 28, height: Int = 28, pixels: [Float]) {
        precondition(pixels.count == width * height, "pixel count does not match dimensions")
        self.width = width
        self.height = height
        self.pixels = pixels
    }

    /// Wraps MNIST bytes (ink 255) as they are, without preprocessing.
    public init(mnistBytes: some Collection<UInt8>, width: Int = 28, height: Int = 28) {
        self.init(width: width, height: height, pixels: mnistBytes.map { Float($0) / 255 })
    }

    /// The digit as a gray image, white ink on black like the MNIST PNGs, for looking at.
    public var image: Image {
        Image(width: width, height: height, format: .gray,
              pixels: pixels.map { UInt8(max(0, min(255, ($0 * 255).rounded()))) })
    }

    /// The intensity-weighted mean of the pixel indices (pixel `(x, y)` sits at `(x, y)`, as in
    /// `scipy.ndimage.center_of_mass`); nil when there is no ink. MNIST puts this at (14, 14).
    public var centreOfMass: (x: Double, y: Double)? {
        var mass = 0.0, sx = 0.0, sy = 0.0
        for y in 0..<height {
            for x in 0..<width {
                let v = Double(pixels[y * width + x])
                mass += v
                sx += v * Double(x)
                sy += v * Double(y)
            }
        }
        return mass > 0 ? (sx / mass, sy / mass) : nil
    }

    /// The smallest rectangle holding every pixel of at least `threshold`; nil when none does.
    public func inkBounds(threshold: Float = 0.5) -> (x: Int, y: Int, width: Int, height: Int)? {
        var minX = width, minY = height, maxX = -1, maxY = -1
        for y in 0..<height {
            for x in 0..<width where pixels[y * width + x] >= threshold {
                minX = min(minX, x); maxX = max(maxX, x)
                minY = min(minY, y); maxY = max(maxY, y)
            }
        }
        return maxX < 0 ? nil : (minX, minY, maxX - minX + 1, maxY - minY + 1)
    }
}
