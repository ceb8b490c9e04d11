extension Image {
    /// One luminance byte per pixel with the Rec. 601 weights OpenCV and Leptonica use
    /// (0.299 R + 0.587 G + 0.114 B on the stored sRGB values); alpha is dropped.
    public func grayscale() -> Image {
        if format == .gray { return self }
        var output = [UInt8](repeating: 0, count: pixelCount)
        pixels.withUnsafeBufferPointer { source in
            output.withUnsafeMutableBufferPointer { target in
                let source = source.baseAddress!, target = target.baseAddress!
                forEachBand(of: height) { rows in
                    for i in (rows.lowerBound * width)..<(rows.upperBound * width) {
                        // Fixed point, 2^16 scale: 19595 + 38470 + 7471 = 65536.
                        let r = UInt32(source[i * 4]), g = UInt32(source[i * 4 + 1]), b = UInt32(source[i * 4 + 2])
                        target[i] = UInt8((r * 19595 + g * 38470 + b * 7471 + 32768) >> 16)
                    }
                }
            }
        }
        return Image(width: width, height: height, format: .gray, pixels: output)
    }

    /// The same pixels as RGBA (gray copied to R, G and B; opaque).
    public func rgba() -> Image {
        if format == .rgba { return self }
        var output = [UInt8](repeating: 255, count: pixelCount * 4)
        for i in 0..<pixelCount {
            let v = pixels[i]
            output[i * 4] = v; output[i * 4 + 1] = v; output[i * 4 + 2] = v
        }
        return Image(width: width, height: height, format: .rgba, pixels: output)
    }
}
