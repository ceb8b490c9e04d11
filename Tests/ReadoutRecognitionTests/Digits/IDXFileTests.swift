import Foundation
import ReadoutImage
import ReadoutSupport
import Testing
import ReadoutRecognition

@Suite("IDX files")
struct IDXFileTests {
    /// A tiny set in MNIST's layout: `count` 4×3 images whose pixels encode their index.
    func tinySet(count: Int = 5) -> (images: IDXArray, labels: IDXArray) {
        let pixels = (0..<count * 12).map { UInt8(truncatingIfNeeded: $0 &* 37) }
        let labels = (0..<count).map { UInt8($0 % 10) }
        return (IDXArray(shape: [count, 4, 3], bytes: pixels), IDXArray(shape: [count], bytes: labels))
    }

    /// The typed error `body` throws; nil when it succeeds (or throws something untyped).
    func error(_ body: () throws -> Void) -> DigitDataError? {
        do { try body() } catch { return error as? DigitDataError }
        return nil
    }

    @Test(arguments: [false, true])
    func roundTrip(compressed: Bool) throws {
        let (images, labels) = tinySet()
        let imageData = images.encoded(compressed: compressed)
        #expect(Gzip.isCompressed(imageData) == compressed)
        #expect(try IDXArray(data: imageData) == images)

        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("idx-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let imageURL = folder.appendingPathComponent("images.idx3"), labelURL = folder.appendingPathComponent("labels.idx1")
        try imageData.write(to: imageURL)
        try labels.encoded(compressed: compressed).write(to: labelURL)

        let set = try MNISTDataset(images: imageURL, labels: labelURL)
        #expect(set.count == 5 && set.rows == 4 && set.columns == 3)
        #expect(Array(set.pixels(at: 2)) == Array(images.bytes[24..<36]))
        #expect(set.labels == labels.bytes)
        #expect(set.image(at: 1).width == 3 && set.image(at: 1).height == 4)
        #expect(set.subset([4, 0]).labels == [4, 0])
    }

    @Test func truncatedOrPaddedRawFiles() {
        var data = tinySet().images.encoded()
        data.removeLast()
        #expect(error { _ = try IDXArray(data: data, file: "t.idx3") } == .wrongLength(file: "t.idx3", expected: 60, actual: 59))
        data.append(contentsOf: [0, 0])
        #expect(error { _ = try IDXArray(data: data, file: "t.idx3") } == .wrongLength(file: "t.idx3", expected: 60, actual: 61))
        // Cut inside the header.
        #expect(error { _ = try IDXArray(data: data.prefix(9), file: "t") } == .notIDX(file: "t", reason: "the header of 3 dimensions is cut short"))
    }

    @Test func truncatedOrDamagedGzip() {
        let gz = tinySet(count: 200).images.encoded(compressed: true)
        guard case .corruptCompressedData = error({ _ = try IDXArray(data: gz.prefix(gz.count / 2)) }) else {
            Issue.record("a gzip file cut in half must be reported as corrupt"); return
        }
        guard case .corruptCompressedData = error({ _ = try IDXArray(data: gz.prefix(3)) }) else {
            Issue.record("a three-byte gzip file must be reported as corrupt"); return
        }
        var damaged = gz
        for i in 20..<min(60, damaged.count - 8) { damaged[i] ^= 0x5A }
        guard case .corruptCompressedData = error({ _ = try IDXArray(data: damaged) }) else {
            Issue.record("damaged deflate data must be reported as corrupt"); return
        }
    }

    @Test func badHeaders() {
        for bytes: [UInt8] in [[], [0, 0], [1, 2, 8, 1, 0, 0, 0, 0], [0, 0, 0x0D, 1, 0, 0, 0, 0], [0, 0, 8, 0]] {
            guard case .notIDX = error({ _ = try IDXArray(data: Data(bytes)) }) else {
                Issue.record("\(bytes) must be rejected as not IDX"); continue
            }
        }
        // A header claiming 2³² × 2³² bytes must fail cleanly, not overflow or allocate.
        let huge = Data([0, 0, 8, 2, 0xFF, 0xFF, 0xFF, 0xFF, 0xFF, 0xFF, 0xFF, 0xFF])
        guard case .notIDX = error({ _ = try IDXArray(data: huge) }) else { Issue.record("huge header accepted"); return }
    }

    @Test func mismatchedFiles() {
        let (images, labels) = tinySet()
        #expect(error { _ = try MNISTDataset(images: images, labels: IDXArray(shape: [4], bytes: [0, 1, 2, 3])) }
            == .countMismatch(images: 5, labels: 4))
        guard case .unexpectedShape = error({ _ = try MNISTDataset(images: labels, labels: images) }) else {
            Issue.record("swapped image and label files must be rejected"); return
        }
        #expect(error { _ = try MNISTDataset(images: images, labels: IDXArray(shape: [5], bytes: [0, 1, 12, 3, 4]), labelsFile: "l") }
            == .invalidLabel(file: "l", index: 2, value: 12))
    }

    @Test func missingFileAndMessages() {
        let missing = URL(fileURLWithPath: "/nonexistent/train-images-idx3-ubyte.gz")
        guard case .unreadable(let file, _)? = error({ _ = try IDXArray(contentsOf: missing) }) else {
            Issue.record("a missing file must be reported as unreadable"); return
        }
        #expect(file == missing.path)
        let message = DigitDataError.wrongLength(file: "x.idx3", expected: 10, actual: 4).description
        #expect(message.contains("x.idx3") && message.contains("truncated"))
    }
}

extension IDXFileTests {
    /// Damaged files of every kind end in a typed error or a correct array, never a crash.
    @Test func randomDamageNeverCrashes() {
        let images = tinySet(count: 40).images
        var generator = SeededRandomNumberGenerator(seed: 3)
        for compressed in [false, true] {
            let intact = images.encoded(compressed: compressed)
            for _ in 0..<150 {
                var damaged = intact
                switch Int.random(in: 0..<3, using: &generator) {
                case 0: damaged = damaged.prefix(Int.random(in: 0..<intact.count, using: &generator))
                case 1:
                    for _ in 0..<Int.random(in: 1...4, using: &generator) {
                        damaged[Int.random(in: 0..<damaged.count, using: &generator)] = UInt8.random(in: 0...255, using: &generator)
                    }
                default: damaged.append(contentsOf: (0..<Int.random(in: 1...8, using: &generator)).map { _ in UInt8.random(in: 0...255, using: &generator) })
                }
                do {
                    let array = try IDXArray(data: damaged)
                    #expect(array.bytes.count == array.shape.reduce(1, *))
                } catch {
                    #expect(!error.description.isEmpty)  // typed: the compiler guarantees DigitDataError
                }
            }
        }
    }
}
