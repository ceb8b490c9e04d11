/// A short sampled Gaussian run as one streaming pass, for small radii: per band of rows and
/// tile of columns, a ring of horizontally filtered rows stays in cache and each output row
/// is summed from it and encoded as soon as its last input row arrives. Nothing larger than
/// a tile ever leaves the cache, so this beats a two-pass plane when the kernel is short.
struct SlidingWindowBlur {
    typealias Vector = SIMD4<Float>

    /// Weights of offsets 0…radius, summing to 1 over ±radius, each splatted to a vector.
    let weights: [Vector]
    /// The ring holds `2 · radius + 1` rows of a tile; about this many bytes keeps it in L2.
    var ringBytes = 768 * 1024

    /// A kernel sampled at whole pixels and truncated at `truncation` sigma.
    init(sigma: Double, truncation: Double = 3) {
        weights = GaussianKernel.weights(sigma: sigma, truncation: truncation).map { Vector(repeating: Float($0)) }
    }

    /// The blurred image, same size and format.
    func run(_ image: Image) -> Image {
        let width = image.width, height = image.height
        guard width > 0, height > 0 else { return image }
        // Rows are decoded to packed floats, `channels` per pixel, and filtered four floats at
        // a time. An opaque RGBA image drops its alpha (a quarter less work) and gets 255 back.
        let channels = image.format == .gray ? 1 : (Self.isOpaque(image) ? 3 : 4)
        let vectorsPerRow = (width * channels + 3) / 4
        // Tiles are a multiple of 3 vectors (12 floats) so that they start on a whole pixel.
        let ringRowVectors = ringBytes / (MemoryLayout<Vector>.stride * (2 * weights.count - 1))
        let tileWidth = max(12, ringRowVectors / 12 * 12)
        let tiles = stride(from: 0, to: vectorsPerRow, by: tileWidth).map { $0..<min($0 + tileWidth, vectorsPerRow) }
        let pixels = [UInt8](unsafeUninitializedCapacity: image.pixels.count) { output, initialized in
            image.pixels.withUnsafeBufferPointer { input in
                weights.withUnsafeBufferPointer { weights in
                    let job = Job(input: input.baseAddress!, output: output.baseAddress!, width: width, height: height,
                                  channels: channels, weights: weights.baseAddress!, radius: weights.count - 1)
                    forEachBand(of: height, minimumRowsPerBand: 16) { rows in
                        job.run(rows: rows, tiles: tiles, tileWidth: tileWidth)
                    }
                }
            }
            initialized = image.pixels.count
        }
        return Image(width: width, height: height, format: image.format, pixels: pixels)
    }

    /// Whether every pixel of an RGBA image has alpha 255.
    static func isOpaque(_ image: Image) -> Bool {
        image.pixels.withUnsafeBytes { bytes in
            var all = UInt32.max
            for offset in stride(from: 0, to: bytes.count, by: 4) {
                all &= UInt32(littleEndian: bytes.loadUnaligned(fromByteOffset: offset, as: UInt32.self))
            }
            return all >> 24 == 0xFF
        }
    }
}

/// The raw pointers and sizes of one blur, shared (read-only) by the bands.
private struct Job {
    typealias Vector = SIMD4<Float>

    let input: UnsafePointer<UInt8>
    let output: UnsafeMutablePointer<UInt8>
    let width: Int
    let height: Int
    /// Floats per pixel in a decoded line: 1 gray, 3 opaque RGB(A), 4 RGBA.
    let channels: Int
    let weights: UnsafePointer<Vector>
    let radius: Int

    func run(rows: Range<Int>, tiles: [Range<Int>], tileWidth: Int) {
        let windowRows = 2 * radius + 1
        let ring = UnsafeMutablePointer<Vector>.allocate(capacity: windowRows * tileWidth)
        let sums = UnsafeMutablePointer<Vector>.allocate(capacity: tileWidth)
        let window = UnsafeMutablePointer<UnsafePointer<Vector>>.allocate(capacity: windowRows)
        // A tile's pixels plus `radius` on each side, plus slack for the last vector's floats.
        let lineFloats = (tileWidth * 4 / channels + 2 * radius + 2) * channels + 4
        let line = UnsafeMutablePointer<Float>.allocate(capacity: lineFloats)
        defer { ring.deallocate(); sums.deallocate(); window.deallocate(); line.deallocate() }

        for tile in tiles {
            let count = tile.count
            // Ring slot of a source row index (which may lie beyond the edges).
            func slot(_ row: Int) -> UnsafeMutablePointer<Vector> {
                ring + ((row - rows.lowerBound + radius) % windowRows) * count
            }
            for row in (rows.lowerBound - radius)..<(rows.lowerBound + radius) {
                filterRow(row, tile: tile, line: line, into: slot(row))
            }
            for y in rows {
                filterRow(y + radius, tile: tile, line: line, into: slot(y + radius))
                for k in -radius...radius { window[k + radius] = UnsafePointer(slot(y + k)) }
                sumWindow(window, count: count, into: sums)
                encode(sums, row: y, tile: tile)
            }
        }
    }

    /// Decodes source row `row` (clamped into the image: the replicate border) around the
    /// tile and convolves it horizontally into `target`.
    private func filterRow(_ row: Int, tile: Range<Int>, line: UnsafeMutablePointer<Float>, into target: UnsafeMutablePointer<Vector>) {
        let y = min(max(row, 0), height - 1)
        // The tile's floats [4 · lowerBound, 4 · upperBound) belong to pixels first…end.
        let tileFirst = tile.lowerBound * 4 / channels
        let first = tileFirst - radius
        let end = (tile.upperBound * 4 + channels - 1) / channels + radius + 1
        let inside = max(first, 0)..<min(end, width)
        let source = input + y * width * (channels == 1 ? 1 : 4)
        switch channels {
        case 1:
            let linear = SRGBTransfer.tables.linearOfByte
            for x in inside { line[x - first] = linear[Int(source[x])] }
        case 3:
            let linear = SRGBTransfer.tables.linearOfByte
            for x in inside {
                let pixel = source + x &* 4, at = line + (x &- first) &* 3
                at[0] = linear[Int(pixel[0])]; at[1] = linear[Int(pixel[1])]; at[2] = linear[Int(pixel[2])]
            }
        default:
            let vectors = UnsafeMutableRawPointer(line).assumingMemoryBound(to: Vector.self)
            LinearPixels.decodeRGBA(source + inside.lowerBound * 4, count: inside.count,
                                    into: vectors + (inside.lowerBound - first))
        }
        // Replicate the edge pixels outwards.
        for (x, edge) in [(first..<inside.lowerBound, 0), (inside.upperBound..<end, width - 1)] {
            let from = line + (edge - first) * channels
            for x in x { (line + (x - first) * channels).update(from: from, count: channels) }
        }
        // Output vector j starts at float 4 (lowerBound + j) of the row: in the line that is
        // 4 j plus the tile's offset into its first pixel plus the left margin.
        let base = tile.lowerBound * 4 - tileFirst * channels + radius * channels
        switch channels {
        case 1: convolve(line, base: base, step: 1, count: tile.count, into: target)
        case 3: convolve(line, base: base, step: 3, count: tile.count, into: target)
        default: convolve(line, base: base, step: 4, count: tile.count, into: target)
        }
    }

    /// Convolves a decoded line horizontally: output vector j is the four floats at
    /// `base + 4 j`, and the same channels of the pixels k away are `k · step` floats further.
    /// Four outputs are summed at once so their sums stay in registers.
    @inline(__always)
    private func convolve(_ line: UnsafePointer<Float>, base: Int, step: Int, count: Int,
                          into target: UnsafeMutablePointer<Vector>) {
        let raw = UnsafeRawPointer(line)
        @inline(__always) func load(_ offset: Int) -> Vector {
            raw.loadUnaligned(fromByteOffset: offset &* 4, as: Vector.self)
        }
        var j = 0
        while j &+ 4 <= count {
            let center = base &+ 4 &* j
            let w0 = weights[0]
            var s0 = w0 * load(center), s1 = w0 * load(center &+ 4)
            var s2 = w0 * load(center &+ 8), s3 = w0 * load(center &+ 12)
            for k in 1...radius {
                let w = weights[k], before = center &- k &* step, after = center &+ k &* step
                s0 += w * (load(before) + load(after))
                s1 += w * (load(before &+ 4) + load(after &+ 4))
                s2 += w * (load(before &+ 8) + load(after &+ 8))
                s3 += w * (load(before &+ 12) + load(after &+ 12))
            }
            target[j] = s0; target[j &+ 1] = s1; target[j &+ 2] = s2; target[j &+ 3] = s3
            j &+= 4
        }
        while j < count {
            let center = base &+ 4 &* j
            var sum = weights[0] * load(center)
            for k in 1...radius { sum += weights[k] * (load(center &- k &* step) + load(center &+ k &* step)) }
            target[j] = sum
            j &+= 1
        }
    }

    /// Sums a window of `2 · radius + 1` filtered rows with the kernel weights, four
    /// vectors at a time so the sums stay in registers.
    @inline(__always)
    private func sumWindow(_ rows: UnsafePointer<UnsafePointer<Vector>>, count: Int, into sums: UnsafeMutablePointer<Vector>) {
        let center = rows[radius]
        var j = 0
        while j &+ 4 <= count {
            let w0 = weights[0]
            var s0 = w0 * center[j], s1 = w0 * center[j &+ 1], s2 = w0 * center[j &+ 2], s3 = w0 * center[j &+ 3]
            for k in 1...radius {
                let w = weights[k], above = rows[radius &- k] + j, below = rows[radius &+ k] + j
                s0 += w * (above[0] + below[0])
                s1 += w * (above[1] + below[1])
                s2 += w * (above[2] + below[2])
                s3 += w * (above[3] + below[3])
            }
            sums[j] = s0; sums[j &+ 1] = s1; sums[j &+ 2] = s2; sums[j &+ 3] = s3
            j &+= 4
        }
        while j < count {
            var sum = weights[0] * center[j]
            for k in 1...radius { sum += weights[k] * (rows[radius &- k][j] + rows[radius &+ k][j]) }
            sums[j] = sum
            j &+= 1
        }
    }

    private func encode(_ sums: UnsafePointer<Vector>, row y: Int, tile: Range<Int>) {
        let floats = UnsafeRawPointer(sums).assumingMemoryBound(to: Float.self)
        switch channels {
        case 1:
            let first = tile.lowerBound * 4, end = min(tile.upperBound * 4, width)
            LinearPixels.encodeGray(floats, count: end - first, into: output + y * width + first)
        case 3:
            let first = tile.lowerBound * 4 / 3, end = min(tile.upperBound * 4 / 3, width)
            LinearPixels.encodeOpaqueRGB(floats, count: end - first, into: output + (y * width + first) * 4)
        default:
            LinearPixels.encodeRGBA(sums, count: tile.count, into: output + (y * width + tile.lowerBound) * 4,
                                    clamping: false)
        }
    }
}
