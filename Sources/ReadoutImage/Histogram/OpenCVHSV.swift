/// OpenCV's fixed-point RGB→HSV arithmetic for 8-bit images (`RGB2HSV_b` in `color_hsv.simd.hpp`).
///
/// OpenCV divides by multiplying with rounded reciprocals in 12-bit fixed point rather than
/// dividing exactly, so the tables below — not the textbook formula — are what make hue and
/// saturation match `cvtColor` bit for bit (checked against cv2 on all 2^24 colours).
enum OpenCVHSV {
    /// Fraction bits of the fixed-point reciprocals (`hsv_shift`).
    static let shift: Int32 = 12
    /// Half of one unit in the last place, for round-to-nearest after the shift.
    static let rounding: Int32 = 1 << (shift - 1)

    /// `sdiv_table`: round(255 · 2^12 / v), 0 for v = 0.
    static let saturationReciprocals: [Int32] = (0..<256).map { v in
        v == 0 ? 0 : Int32((Double(255 << 12) / Double(v)).rounded(.toNearestOrEven))
    }

    /// `hdiv_table180`: round(180 · 2^12 / (6 · diff)), 0 for diff = 0.
    static let hueReciprocals: [Int32] = (0..<256).map { diff in
        diff == 0 ? 0 : Int32((Double(180 << 12) / (6 * Double(diff))).rounded(.toNearestOrEven))
    }

    /// Saturation 0...255 from the largest channel and the spread between largest and smallest.
    @inline(__always)
    static func saturation(max v: Int32, diff: Int32) -> Int32 {
        (diff &* saturationReciprocals[Int(v)] &+ rounding) &>> shift
    }

    /// Which sixth of the hue circle a colour is in, scaled by its spread: −diff...5·diff.
    @inline(__always)
    static func sectorNumerator(red r: Int32, green g: Int32, blue b: Int32, max v: Int32, diff: Int32) -> Int32 {
        // Masks instead of branches, as OpenCV does: red wins ties over green, green over blue.
        let isRed: Int32 = v == r ? -1 : 0
        let isGreen: Int32 = v == g ? -1 : 0
        return (isRed & (g &- b))
            &+ (~isRed & ((isGreen & (b &- r &+ 2 &* diff)) &+ (~isGreen & (r &- g &+ 4 &* diff))))
    }

    /// Hue 0..<180 from the sector numerator; OpenCV wraps the negative (magenta-red) part by 180.
    @inline(__always)
    static func hue(sectorNumerator: Int32, diff: Int32) -> Int32 {
        let hue = (sectorNumerator &* hueReciprocals[Int(diff)] &+ rounding) &>> shift
        return hue < 0 ? hue + 180 : hue
    }
}
