/// Which histogram bin each 8-bit colour falls into, with OpenCV's HSV rounding and `calcHist`'s
/// bin edges for uniform ranges hue [0, 180) and saturation [0, 256).
///
/// Rather than finishing the HSV conversion per pixel, the two fixed-point divisions and the
/// binning are folded into two byte tables: saturation bin by (max, max − min), and hue bin by
/// (max − min, hue sector numerator). A pixel then costs min/max, a little integer arithmetic
/// (done four pixels at a time) and two loads.
struct HistogramBinning: Sendable {
    let hueBins: Int
    let saturationBins: Int
    /// Hue bin by `hueIndex(diff:numerator:)`.
    let hueBinTable: [UInt8]
    /// Saturation bin by `saturationIndex(max:diff:)`.
    let saturationBinTable: [UInt8]

    /// The Meters app's 50 × 60 binning, built once: most histograms use it.
    static let meters = HistogramBinning(hueBins: 50, saturationBins: 60)

    /// The binning for the given bin counts, shared for the default ones.
    static func forBins(hue hueBins: Int, saturation saturationBins: Int) -> HistogramBinning {
        hueBins == meters.hueBins && saturationBins == meters.saturationBins
            ? meters : HistogramBinning(hueBins: hueBins, saturationBins: saturationBins)
    }

    private init(hueBins: Int, saturationBins: Int) {
        precondition((1...256).contains(hueBins) && (1...256).contains(saturationBins),
                     "bins per axis must be between 1 and 256")
        self.hueBins = hueBins
        self.saturationBins = saturationBins
        let hueBinOf = Self.uniformBins(count: hueBins, upperBound: 180)
        let saturationBinOf = Self.uniformBins(count: saturationBins, upperBound: 256)

        var hueTable = [UInt8](repeating: 0, count: 256 * Self.hueRowLength)
        for diff in Int32(0)...255 {
            for numerator in -diff...(5 * diff) {
                let hue = OpenCVHSV.hue(sectorNumerator: numerator, diff: diff)
                hueTable[Int(Self.hueIndex(diff: diff, numerator: numerator))] = hueBinOf[Int(hue)]
            }
        }
        hueBinTable = hueTable

        var saturationTable = [UInt8](repeating: 0, count: 256 * 256)
        for v in Int32(0)...255 {
            for diff in Int32(0)...v {
                let saturation = OpenCVHSV.saturation(max: v, diff: diff)
                saturationTable[Int(Self.saturationIndex(max: v, diff: diff))] = saturationBinOf[Int(saturation)]
            }
        }
        saturationBinTable = saturationTable
    }

    /// Entries per spread in the hue table: numerators −255...1275, offset by 256. A power-of-two
    /// sum (1024 + 512) so the vector code can multiply with shifts.
    static let hueRowLength = 1536

    /// Where the hue bin of (spread, sector numerator) sits in `hueBinTable`.
    @inline(__always)
    static func hueIndex(diff: Int32, numerator: Int32) -> Int32 {
        (diff &<< 10) &+ (diff &<< 9) &+ numerator &+ 256
    }

    /// Where the saturation bin of (max, spread) sits in `saturationBinTable`.
    @inline(__always)
    static func saturationIndex(max v: Int32, diff: Int32) -> Int32 {
        (v &<< 8) | diff
    }

    /// OpenCV's `calcHistLookupTables_8u`: bin = floor(value · count / upperBound) in double
    /// precision, clamped to the last bin — the same arithmetic, so the same bin edges.
    private static func uniformBins(count: Int, upperBound: Int) -> [UInt8] {
        let scale = Double(count) / Double(upperBound)
        return (0..<upperBound).map { value in
            UInt8(min(max(Int((Double(value) * scale).rounded(.down)), 0), count - 1))
        }
    }
}
