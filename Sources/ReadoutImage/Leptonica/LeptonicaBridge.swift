import CTesseract

// Leptonica keeps pixels in 32-bit words with the first pixel in the most significant byte, so
// on a little-endian machine the bytes of a word are reversed in memory. These conversions are
// the one place that knows it.

/// An owned Leptonica `PIX`, destroyed when the box is released.
package final class LeptonicaPix: @unchecked Sendable {
    /// The wrapped pointer; valid as long as this object lives.
    package let pointer: UnsafeMutablePointer<PIX>

    /// Takes ownership of `pointer`.
    package init(owning pointer: UnsafeMutablePointer<PIX>) {
        self.pointer = pointer
    }

    deinit {
        var pix: UnsafeMutablePointer<PIX>? = pointer
        pixDestroy(&pix)
    }

    package var width: Int { Int(pixGetWidth(pointer)) }
    package var height: Int { Int(pixGetHeight(pointer)) }
    package var depth: Int { Int(pixGetDepth(pointer)) }
}

extension Image {
    /// Copies a Leptonica image of any depth into an `Image`: 8-bit gray stays gray (after
    /// resolving a colormap), everything else becomes RGBA.
    package init(pix source: UnsafeMutablePointer<PIX>) throws {
        let gray = Self.isPlainGray(source)
        let converted: UnsafeMutablePointer<PIX>? = gray ? pixConvertTo8(source, 0) : pixConvertTo32(source)
        guard let converted else {
            throw ImageError.corrupt("The image uses a pixel layout that could not be converted.")
        }
        let pix = LeptonicaPix(owning: converted)
        let width = pix.width, height = pix.height
        let wordsPerLine = Int(pixGetWpl(pix.pointer))
        guard let data = pixGetData(pix.pointer) else {
            throw ImageError.corrupt("The image has no pixel data.")
        }
        let hasAlpha = !gray && pixGetSpp(source) == 4
        let format: Format = gray ? .gray : .rgba
        var pixels = [UInt8](repeating: 0, count: width * height * format.channels)
        pixels.withUnsafeMutableBufferPointer { out in
            let words = UnsafeRawPointer(data).assumingMemoryBound(to: UInt8.self)
            for y in 0..<height {
                let row = words + y * wordsPerLine * 4
                if gray {
                    let target = out.baseAddress! + y * width
                    for x in 0..<width { target[x] = row[x ^ 3] }
                } else {
                    let target = out.baseAddress! + y * width * 4
                    for x in 0..<width {
                        let word = row + x * 4
                        target[x * 4] = word[3]
                        target[x * 4 + 1] = word[2]
                        target[x * 4 + 2] = word[1]
                        target[x * 4 + 3] = hasAlpha ? word[0] : 255
                    }
                }
            }
        }
        self.init(width: width, height: height, format: format, pixels: pixels)
        // JFIF files often say "density 1:1" (an aspect ratio, not a resolution): keep only
        // values a scanner or camera could mean.
        let resolution = Int(pixGetYRes(source))
        if (50...4800).contains(resolution) { dotsPerInch = resolution }
    }

    /// A new Leptonica image with these pixels: 8 bpp for gray, 32 bpp with alpha for RGBA.
    package func makePix() -> LeptonicaPix {
        let (pointer, row0, bytesPerLine) = emptyPix(depth: format == .gray ? 8 : 32)
        if format == .rgba { pixSetSpp(pointer, 4) }
        pixels.withUnsafeBufferPointer { source in
            for y in 0..<height {
                let row = row0 + y * bytesPerLine
                if format == .gray {
                    let from = source.baseAddress! + y * width
                    for x in 0..<width { row[x ^ 3] = from[x] }
                } else {
                    let from = source.baseAddress! + y * width * 4
                    for x in 0..<width {
                        let word = row + x * 4
                        word[3] = from[x * 4]
                        word[2] = from[x * 4 + 1]
                        word[1] = from[x * 4 + 2]
                        word[0] = from[x * 4 + 3]
                    }
                }
            }
        }
        return LeptonicaPix(owning: pointer)
    }

    /// An 8-bit gray Leptonica image of these pixels' luminance, the value for value that
    /// Leptonica's `pixConvertRGBToLuminance` computes from `makePix()` (0.3 R + 0.5 G + 0.2 B
    /// summed in single precision, then rounded), without the 32-bit copy in between: on a
    /// 12-megapixel photo the copy and the conversion took 70 ms of one core.
    package func makeLuminancePix() -> LeptonicaPix {
        guard format == .rgba else { return makePix() }
        let (pointer, row0, bytesPerLine) = emptyPix(depth: 8)
        let width = self.width, rows = UncheckedSendable(row0)
        pixels.withUnsafeBufferPointer { source in
            let source = UncheckedSendable(source.baseAddress!)
            forEachBand(of: height) { band in
                for y in band {
                    let row = rows.value + y * bytesPerLine, from = source.value + y * width * 4
                    for x in 0..<width {
                        let red = Float(from[x * 4]), green = Float(from[x * 4 + 1]), blue = Float(from[x * 4 + 2])
                        // Leptonica's own expression: the float sum, then + 0.5 in double.
                        let sum: Float = Self.redWeight * red + Self.greenWeight * green + Self.blueWeight * blue
                        row[x ^ 3] = UInt8(truncatingIfNeeded: Int(Double(sum) + 0.5))
                    }
                }
            }
        }
        return LeptonicaPix(owning: pointer)
    }

    /// A new Leptonica image of this size and resolution, its pixels not yet written: the image,
    /// its first row's bytes and the bytes from one row to the next.
    private func emptyPix(depth: Int32) -> (UnsafeMutablePointer<PIX>, UnsafeMutablePointer<UInt8>, Int) {
        guard let pointer = pixCreate(Int32(width), Int32(height), depth), let data = pixGetData(pointer) else {
            preconditionFailure("Leptonica could not allocate a \(width)×\(height) image")
        }
        if let dotsPerInch { pixSetResolution(pointer, Int32(dotsPerInch), Int32(dotsPerInch)) }
        return (pointer, UnsafeMutableRawPointer(data).assumingMemoryBound(to: UInt8.self), Int(pixGetWpl(pointer)) * 4)
    }

    /// Leptonica's luminance weights (`L_RED_WEIGHT`, `L_GREEN_WEIGHT`, `L_BLUE_WEIGHT`).
    private static let redWeight: Float = 0.3, greenWeight: Float = 0.5, blueWeight: Float = 0.2

    private static func isPlainGray(_ pix: UnsafeMutablePointer<PIX>) -> Bool {
        let depth = pixGetDepth(pix)
        if let colormap = pixGetColormap(pix) {
            var hasColor: Int32 = 0
            pixcmapHasColor(colormap, &hasColor)
            return hasColor == 0
        }
        return depth <= 16 && pixGetSpp(pix) == 1
    }
}
