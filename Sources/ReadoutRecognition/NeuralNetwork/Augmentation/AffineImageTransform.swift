import Foundation

/// An affine map of image coordinates about the image centre (shift, rotation, scale, shear),
/// stored as its inverse because warping asks, for every output pixel, where to read from.
///
/// Coordinates are pixel centres with y pointing down, so a positive angle turns the picture
/// clockwise on screen.
public struct AffineImageTransform: Sendable, Equatable {
    /// The forward linear part `[a b; c d]`: an offset `(x, y)` from the centre moves to
    /// `(a·x + b·y, c·x + d·y)`.
    public let a: Float, b: Float, c: Float, d: Float
    /// Pixels added after the linear part.
    public let shiftX: Float, shiftY: Float

    /// A transform with an explicit linear part; the matrix must be invertible.
    public init(a: Float, b: Float, c: Float, d: Float, shiftX: Float = 0, shiftY: Float = 0) {
        precondition(a * d - b * c != 0, "an image transform must be invertible")
        self.a = a
        self.b = b
        self.c = c
        self.d = d
        self.shiftX = shiftX
        self.shiftY = shiftY
    }

    /// Scale, then shear (x += shear·y), then rotate by `degrees`, then shift.
    public init(rotationDegrees degrees: Float = 0, scale: Float = 1, shear: Float = 0, shiftX: Float = 0, shiftY: Float = 0) {
        let radians = Double(degrees) * .pi / 180
        let cosine = Float(cos(radians)), sine = Float(sin(radians))
        // Rotation · shear · scale, multiplied out.
        self.init(a: cosine * scale, b: (cosine * shear - sine) * scale,
                  c: sine * scale, d: (sine * shear + cosine) * scale,
                  shiftX: shiftX, shiftY: shiftY)
    }

    public static let identity = AffineImageTransform(a: 1, b: 0, c: 0, d: 1)

    /// The inverse linear part, row-major: maps an output offset back to a source offset.
    var inverse: (Float, Float, Float, Float) {
        let determinant = a * d - b * c
        return (d / determinant, -b / determinant, -c / determinant, a / determinant)
    }
}
