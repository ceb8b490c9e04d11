import Foundation

extension Sequential {
    /// Rebuilds a network from model-file bytes. Every read is bounds-checked, so truncated or
    /// corrupt files give a `ModelFileError`, never a crash.
    public init(modelFileData data: Data) throws(ModelFileError) {
        var reader = LittleEndianReader(bytes: [UInt8](data))
        guard data.count >= 4, Array(data.prefix(4)) == ModelFileFormat.magic else { throw .wrongMagic }
        reader.offset = 4
        let version = Int(try reader.read(UInt16.self))
        guard version <= ModelFileFormat.version, version > 0 else {
            throw .newerVersion(found: version, supported: ModelFileFormat.version)
        }
        guard let precision = WeightPrecision(rawValue: try reader.read(UInt8.self)) else {
            throw .invalidArchitecture("unknown weight precision")
        }
        _ = try reader.read(UInt8.self)
        let rank = Int(try reader.read(UInt32.self))
        guard (1...ModelFileFormat.maximumRank).contains(rank) else { throw .invalidArchitecture("input rank \(rank)") }
        var inputShape: [Int] = []
        for _ in 0..<rank { inputShape.append(try reader.dimension()) }
        let layerCount = Int(try reader.read(UInt32.self))
        guard layerCount <= ModelFileFormat.maximumLayers else { throw .invalidArchitecture("\(layerCount) layers") }
        var specs: [LayerSpec] = []
        for _ in 0..<layerCount { specs.append(try reader.readSpec()) }
        // A corrupt header could declare billions of weights: check the file holds them before
        // anything is allocated.
        let width = precision == .float32 ? 4.0 : 2.0
        guard Self.declaredWeightCount(inputShape: inputShape, specs: specs) * width <= Double(reader.bytes.count - reader.offset) else {
            throw .truncated(offset: reader.bytes.count)
        }
        do {
            // The seed does not matter: every weight is replaced by the file's.
            try self.init(inputShape: inputShape, layers: specs, seed: 0)
        } catch {
            throw .invalidArchitecture(error.description)
        }
        var stored = storedValues
        for layer in stored.indices {
            for array in stored[layer].indices {
                let expected = stored[layer][array].count
                let found = Int(try reader.read(UInt32.self))
                guard found == expected else { throw .weightCountMismatch(layer: layer, expected: expected, found: found) }
                stored[layer][array] = try reader.floats(count: found, precision: precision)
            }
        }
        guard reader.offset == reader.bytes.count else { throw .trailingBytes(count: reader.bytes.count - reader.offset) }
        storedValues = stored
    }

    /// The number of weights `specs` would hold, in `Double` so absurd sizes cannot overflow;
    /// shapes that do not fit are left for `init` to reject.
    static func declaredWeightCount(inputShape: [Int], specs: [LayerSpec]) -> Double {
        var shape = inputShape.map(Double.init)
        var total = 0.0
        for spec in specs {
            switch spec {
            case let .convolution(filters, kernel, stride, padding):
                guard shape.count == 3 else { return total }
                let k = Double(kernel), p = Double(padding), s = Double(stride)
                total += Double(filters) * (shape[0] * k * k + 1)
                shape = [Double(filters), ((shape[1] + 2 * p - k) / s).rounded(.down) + 1, ((shape[2] + 2 * p - k) / s).rounded(.down) + 1]
            case let .maxPooling(size, stride):
                guard shape.count == 3 else { return total }
                let k = Double(size), s = Double(stride)
                shape = [shape[0], ((shape[1] - k) / s).rounded(.down) + 1, ((shape[2] - k) / s).rounded(.down) + 1]
            case let .dense(outputs):
                total += (shape.reduce(1, *) + 1) * Double(outputs)
                shape = [Double(outputs)]
            case .batchNormalization:
                total += 4 * (shape.first ?? 0)
            case .flatten:
                shape = [shape.reduce(1, *)]
            case .relu, .dropout:
                break
            }
        }
        return total
    }

    /// Reads a model file written by `save(to:precision:)`.
    public init(contentsOf url: URL) throws(ModelFileError) {
        let data: Data
        do {
            data = try Data(contentsOf: url)
        } catch {
            throw .unreadable(path: url.path, reason: error.localizedDescription)
        }
        try self.init(modelFileData: data)
    }
}

/// Reads little-endian values from a byte buffer, throwing instead of reading past the end.
struct LittleEndianReader {
    let bytes: [UInt8]
    var offset = 0

    mutating func read<Value: FixedWidthInteger>(_ type: Value.Type) throws(ModelFileError) -> Value {
        let size = MemoryLayout<Value>.size
        guard offset + size <= bytes.count else { throw .truncated(offset: bytes.count) }
        var value = Value.zero
        for index in 0..<size { value |= Value(bytes[offset + index]) << (8 * index) }
        offset += size
        return value
    }

    mutating func dimension() throws(ModelFileError) -> Int {
        let value = Int(try read(UInt32.self))
        guard value > 0, value <= ModelFileFormat.maximumDimension else { throw .invalidArchitecture("size \(value) out of range") }
        return value
    }

    mutating func float() throws(ModelFileError) -> Float {
        Float(bitPattern: try read(UInt32.self))
    }

    mutating func floats(count: Int, precision: WeightPrecision) throws(ModelFileError) -> [Float] {
        let width = precision == .float32 ? 4 : 2
        guard offset + count * width <= bytes.count else { throw .truncated(offset: bytes.count) }
        var values = [Float](repeating: 0, count: count)
        for index in 0..<count {
            let base = offset + index * width
            if width == 4 {
                let bits = UInt32(bytes[base]) | UInt32(bytes[base + 1]) << 8 | UInt32(bytes[base + 2]) << 16 | UInt32(bytes[base + 3]) << 24
                values[index] = Float(bitPattern: bits)
            } else {
                values[index] = HalfPrecision.value(of: UInt16(bytes[base]) | UInt16(bytes[base + 1]) << 8)
            }
        }
        offset += count * width
        return values
    }

    mutating func readSpec() throws(ModelFileError) -> LayerSpec {
        let raw = try read(UInt8.self)
        guard let kind = ModelFileFormat.Kind(rawValue: raw) else { throw .invalidArchitecture("unknown layer kind \(raw)") }
        switch kind {
        case .convolution:
            let filters = try dimension(), kernel = try dimension(), stride = try dimension()
            let padding = Int(try read(UInt32.self))
            guard padding < kernel else { throw .invalidArchitecture("padding \(padding) for a \(kernel)×\(kernel) kernel") }
            return .convolution(filters: filters, kernel: kernel, stride: stride, padding: padding)
        case .maxPooling:
            return .maxPooling(size: try dimension(), stride: try dimension())
        case .dense:
            return .dense(outputs: try dimension())
        case .relu:
            return .relu
        case .dropout:
            return .dropout(rate: try float())
        case .batchNormalization:
            return .batchNormalization(momentum: try float(), epsilon: try float())
        case .flatten:
            return .flatten
        }
    }
}
