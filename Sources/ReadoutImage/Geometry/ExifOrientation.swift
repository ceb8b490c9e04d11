/// The eight EXIF orientations: how the stored pixels must be turned to stand upright.
public enum ExifOrientation: Int, Sendable, CaseIterable {
    case up = 1, upMirrored, down, downMirrored, leftMirrored, right, rightMirrored, left
}

extension Image {
    /// The image as it should be displayed, given the EXIF orientation it was stored with.
    public func oriented(_ orientation: ExifOrientation) -> Image {
        switch orientation {
        case .up: self
        case .upMirrored: flippedHorizontally()
        case .down: rotated(quarterTurns: 2)
        case .downMirrored: flippedVertically()
        case .leftMirrored: rotated(quarterTurns: 1).flippedHorizontally()   // transpose
        case .right: rotated(quarterTurns: 1)                                // 90° clockwise
        case .rightMirrored: rotated(quarterTurns: 3).flippedHorizontally() // transverse
        case .left: rotated(quarterTurns: 3)                                 // 90° counter-clockwise
        }
    }
}
