extension Image {
    /// The image turned clockwise by `quarterTurns` × 90° (negative turns go counter-clockwise).
    public func rotated(quarterTurns: Int) -> Image {
        let turns = ((quarterTurns % 4) + 4) % 4
        if turns == 0 { return self }
        let channels = format.channels
        let (outWidth, outHeight) = turns == 2 ? (width, height) : (height, width)
        var output = [UInt8](repeating: 0, count: pixels.count)
        let (w, h) = (width, height)
        // In tiles of 64 × 64 pixels: turned, a row of the photo becomes a column, and a
        // 12-MP photo written column by column missed the cache at nearly every pixel.
        let tile = 64
        pixels.withUnsafeBufferPointer { source in
            output.withUnsafeMutableBufferPointer { target in
                for top in stride(from: 0, to: h, by: tile) {
                    for left in stride(from: 0, to: w, by: tile) {
                        for y in top..<min(top + tile, h) {
                            for x in left..<min(left + tile, w) {
                                // Where source pixel (x, y) lands after the turn.
                                let (tx, ty): (Int, Int) = switch turns {
                                case 1: (h - 1 - y, x)
                                case 2: (w - 1 - x, h - 1 - y)
                                default: (y, w - 1 - x)
                                }
                                let from = (y * w + x) * channels
                                let to = (ty * outWidth + tx) * channels
                                for c in 0..<channels { target[to + c] = source[from + c] }
                            }
                        }
                    }
                }
            }
        }
        return Image(width: outWidth, height: outHeight, format: format, pixels: output)
    }

    /// The mirror image, left and right swapped.
    public func flippedHorizontally() -> Image {
        let channels = format.channels
        var output = pixels
        for y in 0..<height {
            let row = y * width
            for x in 0..<width {
                let from = (row + x) * channels, to = (row + width - 1 - x) * channels
                for c in 0..<channels { output[to + c] = pixels[from + c] }
            }
        }
        return Image(width: width, height: height, format: format, pixels: output)
    }

    /// The image upside down by reflection, top and bottom swapped.
    public func flippedVertically() -> Image {
        var output = [UInt8]()
        output.reserveCapacity(pixels.count)
        for y in (0..<height).reversed() {
            output.append(contentsOf: pixels[(y * rowStride)..<((y + 1) * rowStride)])
        }
        return Image(width: width, height: height, format: format, pixels: output)
    }
}
