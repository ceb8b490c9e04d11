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

    /// The hot loop: per pixel only max, min, the hue sector and two table loads (value, and the
    /// HSV image itself, are never materialised).
    private func count(pixels: UnsafePointer<UInt8>, count: Int, into histograms: UnsafeMutablePointer<UInt32>) {
        hueBinOfSector.withUnsafeBufferPointer { hueTable in
            saturationBinOfSpread.withUnsafeBufferPointer { saturationTable in
                OpenCVHSV.sectorStarts.withUnsafeBufferPointer { sectorStarts in
                    let hueTable = hueTable.baseAddress!, saturationTable = saturationTable.baseAddress!
                    let sectorStarts = sectorStarts.baseAddress!
                    let saturationBins = self.saturationBins, binCount = hueBins * saturationBins

                    @inline(__always) func bin(_ p: UnsafePointer<UInt8>) -> Int {
                        let r = Int32(p[0]), g = Int32(p[1]), b = Int32(p[2])
                        // Two-argument max/min: the variadic overloads may allocate.
                        let v = max(max(r, g), b)
                        let diff = v &- min(min(r, g), b)
                        let numerator = OpenCVHSV.sectorNumerator(red: r, green: g, blue: b, max: v, diff: diff)
                        let hueBin = Int(hueTable[Int(sectorStarts[Int(diff)] &+ diff &+ numerator)])
                        return hueBin &* saturationBins &+ Int(saturationTable[Int(v &<< 8 | diff)])
                    }

                    let h0 = histograms, h1 = h0 + binCount, h2 = h1 + binCount, h3 = h2 + binCount
                    var p = pixels
                    let blockEnd = pixels + 4 * (count & ~3)
                    while p < blockEnd {
                        h0[bin(p)] &+= 1
                        h1[bin(p + 4)] &+= 1
                        h2[bin(p + 8)] &+= 1
                        h3[bin(p + 12)] &+= 1
                        p += 16
                    }
                    let end = pixels + 4 * count
                    while p < end {
                        h0[bin(p)] &+= 1
                        p += 4
                    }
                }
            }
        }
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
