/// IEEE 754 binary16 conversion done by hand: Swift's `Float16` does not exist on Intel Macs,
/// and model files must read the same everywhere.
enum HalfPrecision {
    /// The nearest half-precision value (ties to even); overflow gives infinity.
    static func bits(of value: Float) -> UInt16 {
        let bits = value.bitPattern
        let sign = UInt16(truncatingIfNeeded: (bits >> 16) & 0x8000)
        let exponent = Int((bits >> 23) & 0xFF)
        let mantissa = bits & 0x7F_FFFF
        if exponent == 0xFF { return sign | 0x7C00 | (mantissa != 0 ? 0x200 : 0) }
        let halfExponent = exponent - 127 + 15
        if halfExponent >= 31 { return sign | 0x7C00 }
        if halfExponent <= 0 {
            // A subnormal half (or zero): the value is mantissa24 · 2^(e − 14) units of 2^−24.
            if halfExponent < -10 { return sign }
            let full = mantissa | 0x80_0000
            let shift = UInt32(14 - halfExponent)
            var result = full >> shift
            let remainder = full & ((1 << shift) - 1), halfway = UInt32(1) << (shift - 1)
            if remainder > halfway || (remainder == halfway && result & 1 == 1) { result += 1 }
            return sign | UInt16(truncatingIfNeeded: result)
        }
        var result = UInt32(halfExponent) << 10 | mantissa >> 13
        let remainder = mantissa & 0x1FFF
        // A carry out of the mantissa correctly bumps the exponent (up to infinity).
        if remainder > 0x1000 || (remainder == 0x1000 && result & 1 == 1) { result += 1 }
        return sign | UInt16(truncatingIfNeeded: result)
    }

    /// The exact `Float` a half-precision bit pattern stands for.
    static func value(of bits: UInt16) -> Float {
        let sign = UInt32(bits & 0x8000) << 16
        let exponent = UInt32((bits >> 10) & 0x1F)
        let mantissa = UInt32(bits & 0x3FF)
        if exponent == 0 { return (sign != 0 ? -1 : 1) * Float(mantissa) * 0x1p-24 }
        if exponent == 31 { return Float(bitPattern: sign | 0x7F80_0000 | mantissa << 13) }
        return Float(bitPattern: sign | (exponent + 112) << 23 | mantissa << 13)
    }
}
