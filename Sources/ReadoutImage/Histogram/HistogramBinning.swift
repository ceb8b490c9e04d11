/// Which histogram bin each 8-bit colour falls into, with OpenCV's HSV rounding and `calcHist`'s
/// bin edges for uniform ranges hue [0, 180) and saturation [0, 256).
///
/// Rather than finishing the HSV conversion per pixel, the two fixed-point divisions and the
/// binning are folded into two tables: saturation bin by (max, max − min), and hue bin by
/// (max − min, hue sector numerator). That leaves a pixel with min/max and two loads.
struct HistogramBinning: Sendable {
    let hueBins: Int
    let saturationBins: Int
    /// Hue bin by `OpenCVHSV.sectorStarts[diff] + diff + numerator`, numerator in −diff...5·diff.
    let hueBinOfSector: [UInt16]
    /// Saturation bin by `max << 8 | diff`.
    let saturationBinOfSpread: [UInt16]

    /// The Meters app's 50 × 60 binning, built once: most histograms use it.
    static let meters = HistogramBinning(hueBins: 50, saturationBins: 60)

    /// The binning for the given bin counts, shared for the default ones.
    static func forBins(hue hueBins: Int, saturation saturationBins: Int) -> HistogramBinning {
        hueBins == meters.hueBins && saturationBins == meters.saturationBins
            ? meters : HistogramBinning(hueBins: hueBins, saturationBins: saturationBins)
    }

    private init(hueBins: Int, saturationBins: Int) {
        precondition((1...Int(UInt16.max)).contains(hueBins) && (1...Int(UInt16.max)).contains(saturationBins),
                     "bins per axis must be between 1 and 65535")
        self.hueBins = hueBins
        self.saturationBins = saturationBins
        let hueBinOf = Self.uniformBins(count: hueBins, upperBound: 180)
        let saturationBinOf = Self.uniformBins(count: saturationBins, upperBound: 256)

        var hueTable = [UInt16](repeating: 0, count: Int(OpenCVHSV.sectorStarts[256]))
        for diff in Int32(0)...255 {
            let start = Int(OpenCVHSV.sectorStarts[Int(diff)] + diff)
            for numerator in -diff...(5 * diff) {
                let hue = OpenCVHSV.hue(sectorNumerator: numerator, diff: diff)
                hueTable[start + Int(numerator)] = hueBinOf[Int(hue)]
            }
        }
        hueBinOfSector = hueTable

        var saturationTable = [UInt16](repeating: 0, count: 256 * 256)
        for v in Int32(0)...255 {
            for diff in Int32(0)...v {
                saturationTable[Int(v << 8 | diff)] = saturationBinOf[Int(OpenCVHSV.saturation(max: v, diff: diff))]
            }
        }
        saturationBinOfSpread = saturationTable
    }

    /// The bin every gray pixel (hue 0, saturation 0) falls into.
    var grayBin: Int { Int(hueBinOfSector[0]) * saturationBins + Int(saturationBinOfSpread[0]) }

    /// OpenCV's `calcHistLookupTables_8u`: bin = floor(value · count / upperBound) in double
    /// precision, clamped to the last bin — the same arithmetic, so the same bin edges.
    private static func uniformBins(count: Int, upperBound: Int) -> [UInt16] {
        let scale = Double(count) / Double(upperBound)
        return (0..<upperBound).map { value in
            UInt16(min(max(Int((Double(value) * scale).rounded(.down)), 0), count - 1))
        }
    }
}
