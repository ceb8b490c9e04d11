/// How weights are stored in a model file: float32 is exact; float16 halves the size at about
/// three significant digits, plenty for inference.
public enum WeightPrecision: UInt8, Sendable {
    case float32 = 0
    case float16 = 1
}

/// The layout of a model file, little-endian throughout:
///
///     "RDNN"  magic
///     u16     format version (1)
///     u8      weight precision (0 float32, 1 float16)
///     u8      reserved (0)
///     u32     input rank, then u32 per input axis
///     u32     layer count, then per layer: u8 kind and its hyper-parameters (u32 / f32)
///     per layer, per stored array: u32 count, then count floats
enum ModelFileFormat {
    static let magic: [UInt8] = Array("RDNN".utf8)
    static let version = 1
    /// Caps that keep a corrupt header from asking for absurd allocations.
    static let maximumRank = 8
    static let maximumLayers = 1024
    static let maximumDimension = 1 << 20

    enum Kind: UInt8 {
        case convolution = 1, maxPooling, dense, relu, dropout, batchNormalization, flatten
    }
}
