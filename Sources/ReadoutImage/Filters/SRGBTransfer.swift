import Foundation

/// The sRGB transfer curve, exactly and as lookup tables, so filters can work in linear light
/// like CoreImage's default context (which linearizes before filtering and re-encodes after).
enum SRGBTransfer {
    /// Linear light of an sRGB-encoded value in 0…1 (IEC 61966-2-1).
    static func decode(_ encoded: Double) -> Double {
        encoded <= 0.04045 ? encoded / 12.92 : pow((encoded + 0.055) / 1.055, 2.4)
    }

    /// sRGB encoding of a linear value in 0…1.
    static func encode(_ linear: Double) -> Double {
        linear <= 0.003_130_8 ? linear * 12.92 : 1.055 * pow(linear, 1 / 2.4) - 0.055
    }

    /// The tables, built once on first use.
    static let tables = Tables()

    /// Lookup tables in stable memory so hot loops can index raw pointers; never mutated
    /// after `init` and never freed (one process-wide instance), hence safe to share.
    final class Tables: @unchecked Sendable {
        /// Linear light, 0…1, of each sRGB byte (256 entries).
        let linearOfByte: UnsafeMutablePointer<Float>
        /// `byte / 255`, for channels that are not gamma-encoded (alpha; 256 entries).
        let fractionOfByte: UnsafeMutablePointer<Float>
        /// The sRGB byte nearest to the linear value `index / encodeSteps` (`encodeSteps + 1` entries).
        let byteOfLinear: UnsafeMutablePointer<UInt8>
        /// Per channel c (R, G, B, A), 256 vectors: lane c holds that byte decoded (linear for
        /// colour, a fraction for alpha), the other lanes 0.
        let laneVectors: UnsafeMutablePointer<SIMD4<Float>>
        /// Steps of `byteOfLinear`: fine enough that even the steepest part of the curve (12.92
        /// near black, about 3,300 bytes per unit) moves less than 0.03 of a byte per step.
        let encodeSteps = 65_535

        fileprivate init() {
            linearOfByte = .allocate(capacity: 256)
            fractionOfByte = .allocate(capacity: 256)
            for byte in 0..<256 {
                linearOfByte[byte] = Float(SRGBTransfer.decode(Double(byte) / 255))
                fractionOfByte[byte] = Float(byte) / 255
            }
            laneVectors = .allocate(capacity: 4 * 256)
            for channel in 0..<4 {
                for byte in 0..<256 {
                    var vector = SIMD4<Float>.zero
                    vector[channel] = channel == 3 ? fractionOfByte[byte] : linearOfByte[byte]
                    laneVectors[channel * 256 + byte] = vector
                }
            }
            byteOfLinear = .allocate(capacity: encodeSteps + 1)
            for index in 0...encodeSteps {
                let encoded = SRGBTransfer.encode(Double(index) / Double(encodeSteps))
                byteOfLinear[index] = UInt8((encoded * 255).rounded())
            }
        }
    }
}
