/// A binarization that matches CoreImage's `CIColorThreshold`: each colour channel becomes
/// 255 where its linear-light value is strictly greater than `threshold`, else 0; alpha is
/// kept. Gray images are thresholded on their (sRGB-encoded) gray value the same way.
///
/// ```swift
/// let ink = ColorThreshold(threshold: 0.5).apply(to: page)
/// ```
public struct ColorThreshold: Sendable {
    /// The cut-off in linear light, 0…1 (0.5 linear is sRGB byte 188 and up).
    public var threshold: Double

    /// A threshold at `threshold` in linear light.
    public init(threshold: Double) {
        self.threshold = threshold
    }

    /// The binarized image, same size and format.
    public func apply(to image: Image) -> Image {
        // The comparison depends only on the byte, so it is done once per byte value.
        let linear = SRGBTransfer.tables.linearOfByte
        let table = (0..<256).map { Double(linear[$0]) > threshold ? UInt8(255) : 0 }
        let count = image.pixels.count
        let rgba = image.format == .rgba
        let pixels = [UInt8](unsafeUninitializedCapacity: count) { output, initialized in
            let target = output.baseAddress!
            image.pixels.withUnsafeBufferPointer { source in
                table.withUnsafeBufferPointer { table in
                    let source = source.baseAddress!, table = table.baseAddress!
                    let rowBytes = image.rowStride
                    forEachBand(of: image.height, minimumRowsPerBand: 64) { rows in
                        let range = rows.lowerBound * rowBytes ..< rows.upperBound * rowBytes
                        if rgba {
                            for index in stride(from: range.lowerBound, to: range.upperBound, by: 4) {
                                target[index] = table[Int(source[index])]
                                target[index + 1] = table[Int(source[index + 1])]
                                target[index + 2] = table[Int(source[index + 2])]
                                target[index + 3] = source[index + 3]
                            }
                        } else {
                            for index in range { target[index] = table[Int(source[index])] }
                        }
                    }
                }
            }
            initialized = count
        }
        return Image(width: image.width, height: image.height, format: image.format, pixels: pixels)
    }
}
