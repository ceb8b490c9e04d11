import Foundation
import ReadoutImage
import ReadoutSupport
import Testing
@testable import ReadoutRecognition

/// Model files round-trip, and every kind of damage gives a typed error instead of a crash.
@Suite struct ModelFileTests {
    func network() throws -> Sequential {
        var network = try Sequential(inputShape: [1, 8, 8], layers: [
            .convolution(filters: 3, kernel: 3, stride: 1, padding: 1), .batchNormalization(momentum: 0.8),
            .relu, .maxPooling(size: 2, stride: 2), .flatten, .dropout(rate: 0.25), .dense(outputs: 4),
        ], seed: 21)
        // Move the running statistics away from their initial values so they are tested too.
        _ = network.forward(TestTensors.uniform([4, 1, 8, 8], seed: 1), training: true)
        return network
    }

    @Test func float32RoundTripIsExact() throws {
        let original = try network()
        let url = FileManager.default.temporaryDirectory.appendingPathComponent("readout-\(UUID().uuidString).rdnn")
        defer { try? FileManager.default.removeItem(at: url) }
        try original.save(to: url)
        let loaded = try Sequential(contentsOf: url)
        #expect(loaded.specs == original.specs)
        #expect(loaded.inputShape == original.inputShape)
        #expect(loaded.storedValues == original.storedValues)
        let input = TestTensors.uniform([3, 1, 8, 8], seed: 2)
        #expect(loaded.predict(input) == original.predict(input))
    }

    @Test func float16RoundTripIsClose() throws {
        let original = try network()
        let data = original.modelFileData(precision: .float16)
        #expect(data.count < original.modelFileData(precision: .float32).count * 6 / 10)
        let loaded = try Sequential(modelFileData: data)
        for (a, b) in zip(loaded.storedValues.joined().joined(), original.storedValues.joined().joined()) {
            #expect(abs(a - b) <= 1e-3 * max(1, abs(b)))
        }
        let input = TestTensors.uniform([3, 1, 8, 8], seed: 2)
        let worst = zip(loaded.predict(input).values, original.predict(input).values).map { abs($0 - $1) }.max() ?? 1
        #expect(worst < 1e-2)
    }

    @Test func wrongMagic() throws {
        var data = try network().modelFileData()
        data[0] = UInt8(ascii: "X")
        #expect(throws: ModelFileError.wrongMagic) { try Sequential(modelFileData: data) }
        #expect(throws: ModelFileError.wrongMagic) { try Sequential(modelFileData: Data([0x52])) }
    }

    @Test func newerVersion() throws {
        var data = try network().modelFileData()
        data[4] = 2
        #expect(throws: ModelFileError.newerVersion(found: 2, supported: 1)) { try Sequential(modelFileData: data) }
        #expect(ModelFileError.newerVersion(found: 2, supported: 1).description.contains("update Readout"))
    }

    /// Every proper prefix of a valid file is rejected with `.truncated` (or `.wrongMagic` when
    /// even the magic is cut).
    @Test func everyTruncationIsATypedError() throws {
        let data = try network().modelFileData(precision: .float16)
        for length in 0..<data.count {
            do {
                _ = try Sequential(modelFileData: data.prefix(length))
                Issue.record("a \(length)-byte prefix loaded")
            } catch {
                switch error {
                case .truncated, .wrongMagic: break
                default: Issue.record("prefix \(length): \(error)")
                }
            }
        }
    }

    @Test func corruptHeadersAreTypedErrors() throws {
        let data = try network().modelFileData()
        var unknownKind = data
        // Magic 4, version 2, precision 1, reserved 1, rank 4 + 3×4, count 4 → first layer kind.
        unknownKind[28] = 99
        #expect(throws: ModelFileError.invalidArchitecture("unknown layer kind 99")) { try Sequential(modelFileData: unknownKind) }

        var trailing = data
        trailing.append(contentsOf: [1, 2, 3])
        #expect(throws: ModelFileError.trailingBytes(count: 3)) { try Sequential(modelFileData: trailing) }

        // A header declaring a gigantic dense layer must not allocate it.
        var writer = LittleEndianWriter()
        writer.bytes = ModelFileFormat.magic
        writer.append(UInt16(1)); writer.append(UInt8(0)); writer.append(UInt8(0))
        writer.append(UInt32(1)); writer.append(UInt32(1 << 20))
        writer.append(UInt32(1)); writer.append(LayerSpec.dense(outputs: 1 << 20))
        #expect(throws: ModelFileError.truncated(offset: writer.bytes.count)) { try Sequential(modelFileData: Data(writer.bytes)) }

        // A huge input shape flattened must be refused, not overflow.
        writer.bytes = ModelFileFormat.magic
        writer.append(UInt16(1)); writer.append(UInt8(0)); writer.append(UInt8(0))
        writer.append(UInt32(4)); for _ in 0..<4 { writer.append(UInt32(1 << 20)) }
        writer.append(UInt32(2)); writer.append(LayerSpec.flatten); writer.append(LayerSpec.flatten)
        #expect(throws: ModelFileError.self) { try Sequential(modelFileData: Data(writer.bytes)) }

        let mismatch = try Sequential(inputShape: [4], layers: [.dense(outputs: 2)], seed: 1)
        var bytes = [UInt8](mismatch.modelFileData())
        // Header 4+2+1+1 + rank 4 + 4 + count 4 + dense 1+4 = 25; then the weight count.
        bytes[25] = 7
        #expect(throws: ModelFileError.weightCountMismatch(layer: 0, expected: 8, found: 7)) { try Sequential(modelFileData: Data(bytes)) }
    }

    @Test func missingFileIsUnreadable() {
        #expect(throws: ModelFileError.self) { try Sequential(contentsOf: URL(fileURLWithPath: "/nonexistent/model.rdnn")) }
    }
}

/// The hand-written half-precision conversion against the standard library's `Float16`.
@Suite struct HalfPrecisionTests {
    #if !(os(macOS) && arch(x86_64))
    @Test func decodesEveryHalfExactly() {
        for bits in 0...UInt16.max {
            let expected = Float(Float16(bitPattern: bits)), found = HalfPrecision.value(of: bits)
            if expected.isNaN { #expect(found.isNaN) } else { #expect(found.bitPattern == expected.bitPattern, "bits \(bits)") }
        }
    }

    @Test func encodesLikeFloat16() {
        var generator = SeededRandomNumberGenerator(seed: 3)
        var samples: [Float] = [0, -0, 65504, 65520, 1e6, -1e6, .infinity, -.infinity, 0x1p-24, 0x1p-25, 0x1.8p-25, 0x1p-26, 6.1e-5]
        for _ in 0..<20_000 { samples.append(Float(bitPattern: UInt32(truncatingIfNeeded: generator.next())) ) }
        for bits in 0...UInt16.max {
            // Every half, its float neighbours, and the exact midpoint to the next half (ties to even).
            let value = HalfPrecision.value(of: bits)
            if value.isFinite { samples.append(value); samples.append(value.nextUp); samples.append(value.nextDown) }
            if bits & 0x7FFF < 0x7C00 {
                samples.append((value + HalfPrecision.value(of: bits + 1)) / 2)
            }
        }
        for value in samples where !value.isNaN {
            #expect(HalfPrecision.bits(of: value) == Float16(value).bitPattern, "value \(value)")
        }
    }
    #endif
}
