import Dispatch
import Foundation

extension HistogramBinning {
    /// How many histograms each band keeps and fills in turn, so that runs of same-coloured
    /// neighbours do not queue up on one counter's increment.
    private static let interleave = 4

    /// Pixel counts per bin (hue-major) of RGBA bytes, alpha ignored; rows are split across
    /// cores into bands with private histograms, summed at the end.
    func countRGBA(_ pixels: [UInt8], width: Int, height: Int) -> [Int] {
        let binCount = hueBins * saturationBins
        guard width > 0 && height > 0 else { return [Int](repeating: 0, count: binCount) }
        let bands = Self.bandCount(pixelCount: width * height, rows: height)
        let stride = Self.interleave * binCount
        var partial = [UInt32](repeating: 0, count: bands * stride)
        pixels.withUnsafeBufferPointer { source in
            partial.withUnsafeMutableBufferPointer { histograms in
                let shared = BandBuffers(source: source, histograms: histograms)
                let countBand: (Int) -> Void = { band in
                    let start = height * band / bands * width, end = height * (band + 1) / bands * width
                    self.count(pixels: shared.source.baseAddress! + 4 * start, count: end - start,
                               into: shared.histograms.baseAddress! + band * stride)
                }
                if bands == 1 {
                    countBand(0)
                } else {
                    withoutActuallyEscaping(countBand) { countBand in
                        let body = UncheckedBandBody(run: countBand)
                        DispatchQueue.concurrentPerform(iterations: bands) { body.run($0) }
                    }
                }
            }
        }
        var totals = [Int](repeating: 0, count: binCount)
        for copy in 0..<(bands * Self.interleave) {
            let base = copy * binCount
            for bin in 0..<binCount { totals[bin] += Int(partial[base + bin]) }
        }
        return totals
    }

    /// A few bands per core for load balance; one band for small images, where threads cost more
    /// than they save; and never so many pixels in a band that a 32-bit counter could overflow.
    private static func bandCount(pixelCount: Int, rows: Int) -> Int {
        let cores = ProcessInfo.processInfo.activeProcessorCount
        let wanted = pixelCount < 1 << 16 || cores == 1 ? 1 : cores * 2
        let forCounters = pixelCount / Int(UInt32.max / 2) + 1
        return max(1, min(max(wanted, forCounters), rows))
    }

    /// The hot loop: hue and saturation only (value, and the HSV image itself, are never
    /// materialised); table indices for four pixels at a time in SIMD, then four loads and four
    /// increments, each pixel of a group into its own interleaved histogram.
    private func count(pixels: UnsafePointer<UInt8>, count: Int, into histograms: UnsafeMutablePointer<UInt32>) {
        hueBinTable.withUnsafeBufferPointer { hueTable in
            saturationBinTable.withUnsafeBufferPointer { saturationTable in
                let hueTable = hueTable.baseAddress!, saturationTable = saturationTable.baseAddress!
                let saturationBins = self.saturationBins, binCount = hueBins * saturationBins
                @inline(__always) func bin(hue: UInt32, saturation: UInt32) -> Int {
                    Int(hueTable[Int(hue)]) &* saturationBins &+ Int(saturationTable[Int(saturation)])
                }

                let h0 = histograms, h1 = h0 + binCount, h2 = h1 + binCount, h3 = h2 + binCount
                let raw = UnsafeRawPointer(pixels)
                let groups = count / 4
                for group in 0..<groups {
                    let quad = raw.loadUnaligned(fromByteOffset: 16 * group, as: SIMD4<UInt32>.self)
                    let (hue, saturation) = Self.tableIndices(quad)
                    h0[bin(hue: hue[0], saturation: saturation[0])] &+= 1
                    h1[bin(hue: hue[1], saturation: saturation[1])] &+= 1
                    h2[bin(hue: hue[2], saturation: saturation[2])] &+= 1
                    h3[bin(hue: hue[3], saturation: saturation[3])] &+= 1
                }
                for index in (groups * 4)..<count {
                    let single = SIMD4<UInt32>(raw.loadUnaligned(fromByteOffset: 4 * index, as: UInt32.self), 0, 0, 0)
                    let (hue, saturation) = Self.tableIndices(single)
                    h0[bin(hue: hue[0], saturation: saturation[0])] &+= 1
                }
            }
        }
    }

    /// Hue and saturation table indices of four RGBA pixels (little-endian lanes: red in the low
    /// byte), with OpenCV's sector arithmetic; SSE2 has every operation used here.
    @inline(__always)
    private static func tableIndices(_ pixels: SIMD4<UInt32>) -> (hue: SIMD4<UInt32>, saturation: SIMD4<UInt32>) {
        let low = SIMD4<UInt32>(repeating: 0xFF)
        // Bytewise max/min of the pixel and its shifts leaves max/min(r, g, b) in each low byte.
        // (`replacing(with:where:)` compiles to pmaxub/pminub; `pointwiseMax` is not inlined.)
        let first = unsafeBitCast(pixels, to: SIMD16<UInt8>.self)
        let second = unsafeBitCast(pixels &>> 8, to: SIMD16<UInt8>.self)
        let third = unsafeBitCast(pixels &>> 16, to: SIMD16<UInt8>.self)
        let largerTwo = first.replacing(with: second, where: second .> first)
        let smallerTwo = first.replacing(with: second, where: second .< first)
        let largest = largerTwo.replacing(with: third, where: third .> largerTwo)
        let smallest = smallerTwo.replacing(with: third, where: third .< smallerTwo)
        let v = unsafeBitCast(largest, to: SIMD4<UInt32>.self) & low
        let diff = v &- (unsafeBitCast(smallest, to: SIMD4<UInt32>.self) & low)
        let r = pixels & low, g = (pixels &>> 8) & low, b = (pixels &>> 16) & low
        // OpenCV's sector numerator (wrapping arithmetic, read as signed): red wins ties over
        // green, green over blue.
        var numerator = r &- g &+ (diff &<< 2)
        numerator.replace(with: b &- r &+ (diff &<< 1), where: v .== g)
        numerator.replace(with: g &- b, where: v .== r)
        let hue = (diff &<< 10) &+ (diff &<< 9) &+ numerator &+ 256
        return (hue, (v &<< 8) | diff)
    }
}

/// The source pixels and the per-band histograms, shared by the band workers, which read the
/// former and write disjoint slices of the latter.
private struct BandBuffers: @unchecked Sendable {
    let source: UnsafeBufferPointer<UInt8>
    let histograms: UnsafeMutableBufferPointer<UInt32>
}

/// Lets `concurrentPerform` run a band closure whose safety rests on bands writing disjoint memory.
private struct UncheckedBandBody: @unchecked Sendable {
    let run: (Int) -> Void
}
