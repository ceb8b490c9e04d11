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
        // sRGB decoding is monotonic, so "linear value > threshold" is "byte >= cut" for one cut
        // byte: the number of byte values whose linear value is at or below the threshold.
        let linear = SRGBTransfer.tables.linearOfByte
        let cut = (0..<256).filter { Double(linear[$0]) <= threshold }.count
        let comparison = ByteComparison(atLeast: min(max(cut, 1), 255))
        // A cut of 0 turns every colour byte on, 256 none; both are one comparison with a constant fixed after.
        let forced: UInt64? = cut <= 0 ? ~0 : cut > 255 ? 0 : nil
        // In RGBA every fourth byte is alpha, which is copied; 8-byte words start on pixel boundaries.
        let keep: UInt64 = image.format == .rgba ? 0xFF00_0000_FF00_0000 : 0
        let count = image.pixels.count
        let rowBytes = image.rowStride
        let pixels = [UInt8](unsafeUninitializedCapacity: count) { output, initialized in
            let target = UnsafeMutableRawPointer(output.baseAddress!)
            image.pixels.withUnsafeBytes { source in
                let source = source.baseAddress!
                forEachBand(of: image.height, minimumRowsPerBand: 64) { rows in
                    var index = rows.lowerBound * rowBytes
                    let end = rows.upperBound * rowBytes
                    // Two copies of the word loop, so that neither tests `forced` per word.
                    @inline(__always) func binarizeWords(_ colour: (UInt64) -> UInt64) {
                        while index + 8 <= end {
                            let word = source.loadUnaligned(fromByteOffset: index, as: UInt64.self)
                            target.storeBytes(of: (colour(word) & ~keep) | (word & keep), toByteOffset: index, as: UInt64.self)
                            index += 8
                        }
                    }
                    if let forced { binarizeWords { _ in forced } } else { binarizeWords(comparison.apply) }
                    while index < end { // the last few bytes of an odd-sized image
                        let byte = source.load(fromByteOffset: index, as: UInt8.self)
                        let isAlpha = keep != 0 && index % 4 == 3
                        target.storeBytes(of: isAlpha ? byte : (Int(byte) >= cut ? 255 : 0), toByteOffset: index, as: UInt8.self)
                        index += 1
                    }
                }
            }
            initialized = count
        }
        return Image(width: image.width, height: image.height, format: image.format, pixels: pixels)
    }
}

/// "byte >= cut" for the eight bytes of a word at once (SIMD within a register), as 0xFF or 0x00
/// per byte: adding 256 − cut to a byte carries out of it exactly when the byte is at least cut.
/// Plain integer operations that the compiler widens into vector registers, where Swift's SIMD
/// byte comparisons are still lowered lane by lane.
private struct ByteComparison {
    private static let high: UInt64 = 0x8080_8080_8080_8080
    private let addend: UInt64

    /// `cut` in 1…255.
    init(atLeast cut: Int) {
        addend = UInt64(256 - cut) &* 0x0101_0101_0101_0101
    }

    @inline(__always)
    func apply(_ x: UInt64) -> UInt64 {
        let k = addend, high = Self.high
        // Per-byte sum of the low seven bits, then the top bit without crossing into the next byte.
        let sum = ((x & ~high) &+ (k & ~high)) ^ ((x ^ k) & high)
        let carries = ((x & k) | ((x | k) & ~sum)) & high
        return (carries >> 7) &* 0xFF
    }
}
