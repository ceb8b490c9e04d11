import Foundation

extension Sequential {
    /// The network as a model file: header, architecture, then every stored array.
    public func modelFileData(precision: WeightPrecision = .float32) -> Data {
        var writer = LittleEndianWriter()
        writer.bytes.append(contentsOf: ModelFileFormat.magic)
        writer.append(UInt16(ModelFileFormat.version))
        writer.append(precision.rawValue)
        writer.append(UInt8(0))
        writer.append(UInt32(inputShape.count))
        for axis in inputShape { writer.append(UInt32(axis)) }
        writer.append(UInt32(layers.count))
        for spec in specs { writer.append(spec) }
        for stored in storedValues {
            for array in stored {
                writer.append(UInt32(array.count))
                switch precision {
                case .float32: for value in array { writer.append(value.bitPattern) }
                case .float16: for value in array { writer.append(HalfPrecision.bits(of: value)) }
                }
            }
        }
        return Data(writer.bytes)
    }

    /// Writes the model file atomically, so a crash never leaves half a model behind.
    public func save(to url: URL, precision: WeightPrecision = .float32) throws(ModelFileError) {
        do {
            try modelFileData(precision: precision).write(to: url, options: .atomic)
        } catch {
            throw .unwritable(path: url.path, reason: error.localizedDescription)
        }
    }
}

/// Appends little-endian integers to a byte buffer.
struct LittleEndianWriter {
    var bytes: [UInt8] = []

    mutating func append<Value: FixedWidthInteger>(_ value: Value) {
        withUnsafeBytes(of: value.littleEndian) { bytes.append(contentsOf: $0) }
    }

    mutating func append(_ spec: LayerSpec) {
        typealias Kind = ModelFileFormat.Kind
        switch spec {
        case let .convolution(filters, kernel, stride, padding):
            append(Kind.convolution.rawValue)
            for value in [filters, kernel, stride, padding] { append(UInt32(value)) }
        case let .maxPooling(size, stride):
            append(Kind.maxPooling.rawValue)
            append(UInt32(size))
            append(UInt32(stride))
        case let .dense(outputs):
            append(Kind.dense.rawValue)
            append(UInt32(outputs))
        case .relu:
            append(Kind.relu.rawValue)
        case let .dropout(rate):
            append(Kind.dropout.rawValue)
            append(rate.bitPattern)
        case let .batchNormalization(momentum, epsilon):
            append(Kind.batchNormalization.rawValue)
            append(momentum.bitPattern)
            append(epsilon.bitPattern)
        case .flatten:
            append(Kind.flatten.rawValue)
        }
    }
}
