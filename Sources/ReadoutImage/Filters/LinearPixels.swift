/// Conversions between a row of 8-bit pixels and linear-light `SIMD4<Float>` vectors, the
/// unit every blur pass works on: one RGBA pixel per vector, or one gray pixel per lane.
enum LinearPixels {
    typealias Vector = SIMD4<Float>

    /// Decodes `count` RGBA pixels: colour through the sRGB curve, alpha as a plain fraction.
    @inline(__always)
    static func decodeRGBA(_ bytes: UnsafePointer<UInt8>, count: Int, into vectors: UnsafeMutablePointer<Vector>) {
        // Each byte selects a vector with its value in its own lane and zeros elsewhere, so a
        // pixel is four loads and three adds instead of four lane inserts.
        let lanes = SRGBTransfer.tables.laneVectors
        for index in 0..<count {
            let pixel = bytes + index &* 4
            vectors[index] = (lanes[Int(pixel[0])] + lanes[256 &+ Int(pixel[1])])
                + (lanes[512 &+ Int(pixel[2])] + lanes[768 &+ Int(pixel[3])])
        }
    }

    /// Decodes `count` pixels of up to four gray rows at once, row `lane` into lane `lane`;
    /// `rows` holds 1…4 row starts and missing lanes repeat the last row.
    @inline(__always)
    static func decodeGrayLanes(_ rows: [UnsafePointer<UInt8>], count: Int, into vectors: UnsafeMutablePointer<Vector>) {
        let linear = SRGBTransfer.tables.linearOfByte
        let r0 = rows[0], r1 = rows[min(1, rows.count - 1)]
        let r2 = rows[min(2, rows.count - 1)], r3 = rows[min(3, rows.count - 1)]
        for x in 0..<count {
            vectors[x] = Vector(linear[Int(r0[x])], linear[Int(r1[x])], linear[Int(r2[x])], linear[Int(r3[x])])
        }
    }

    /// Encodes `count` RGBA vectors back to bytes, rounding to the nearest byte. Values must
    /// lie in 0…1 unless `clamping` (a convex combination of decoded pixels always does).
    @inline(__always)
    static func encodeRGBA(_ vectors: UnsafePointer<Vector>, count: Int, into bytes: UnsafeMutablePointer<UInt8>,
                           clamping: Bool) {
        let tables = SRGBTransfer.tables
        let table = tables.byteOfLinear, last = tables.encodeSteps
        // Colour lanes index the fine table; the alpha lane is scaled straight to 0…255.
        let steps = Float(last)
        let scale = Vector(steps, steps, steps, 255)
        for index in 0..<count {
            let scaled = SIMD4<Int32>(towardZero: vectors[index] * scale + 0.5)
            @inline(__always) func colour(_ lane: Int) -> UInt32 {
                let index = Int(scaled[lane])
                return UInt32(table[clamping ? (index < 0 ? 0 : (index > last ? last : index)) : index])
            }
            let alpha = clamping ? UInt32(clamping: max(0, min(255, scaled[3]))) : UInt32(truncatingIfNeeded: scaled[3])
            let word = colour(0) | colour(1) << 8 | colour(2) << 16 | alpha << 24
            // One 32-bit store per pixel: RGBA bytes in memory order on a little-endian machine.
            UnsafeMutableRawPointer(bytes + index &* 4).storeBytes(of: word.littleEndian, as: UInt32.self)
        }
    }

    /// Encodes `count` pixels of packed linear RGB floats (in 0…1) as opaque RGBA bytes.
    @inline(__always)
    static func encodeOpaqueRGB(_ values: UnsafePointer<Float>, count: Int, into bytes: UnsafeMutablePointer<UInt8>) {
        let tables = SRGBTransfer.tables
        let table = tables.byteOfLinear
        let steps = Float(tables.encodeSteps)
        for index in 0..<count {
            let rgb = values + index &* 3
            let red = UInt32(table[Int(Int32(rgb[0] * steps + 0.5))])
            let green = UInt32(table[Int(Int32(rgb[1] * steps + 0.5))])
            let blue = UInt32(table[Int(Int32(rgb[2] * steps + 0.5))])
            let word = red | green << 8 | blue << 16 | 0xFF00_0000
            UnsafeMutableRawPointer(bytes + index &* 4).storeBytes(of: word.littleEndian, as: UInt32.self)
        }
    }

    /// Encodes `count` gray values (floats, not vectors) back to bytes.
    @inline(__always)
    static func encodeGray(_ values: UnsafePointer<Float>, count: Int, into bytes: UnsafeMutablePointer<UInt8>) {
        let tables = SRGBTransfer.tables
        let table = tables.byteOfLinear
        let steps = Float(tables.encodeSteps), last = tables.encodeSteps
        for index in 0..<count {
            let scaled = Int(Int32(values[index] * steps + 0.5))
            bytes[index] = table[scaled < 0 ? 0 : (scaled > last ? last : scaled)]
        }
    }
}

extension SIMD4<Int32> {
    /// Truncates each lane toward zero (lanes must be in `Int32` range), in one instruction
    /// on x86 rather than the lane-by-lane checked conversion.
    @inline(__always)
    init(towardZero vector: SIMD4<Float>) {
        self.init(Int32(vector[0]), Int32(vector[1]), Int32(vector[2]), Int32(vector[3]))
    }
}
