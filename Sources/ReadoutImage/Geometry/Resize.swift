extension Image {
    /// The image scaled to `newWidth × newHeight`: each output pixel averages exactly the source
    /// area it covers when shrinking (no aliasing, like OpenCV's INTER_AREA) and is interpolated
    /// bilinearly between pixel centres when enlarging. Each axis is handled on its own.
    public func resized(width newWidth: Int, height newHeight: Int) throws -> Image {
        guard newWidth > 0, newHeight > 0 else {
            throw ImageError.invalidArgument("Cannot resize to \(newWidth)×\(newHeight); both sides must be at least 1 pixel.")
        }
        if newWidth == width && newHeight == height { return self }
        let channels = format.channels
        let columns = ResamplingWeights(from: width, to: newWidth)
        let rows = ResamplingWeights(from: height, to: newHeight)
        let (sourceRowLength, rowLength) = (width * channels, newWidth * channels)
        // Row by row: each output row sums the horizontal passes of the source rows it covers,
        // made as it needs them and kept for the next output row, which shares its first (a
        // whole horizontally scaled copy of a 12-MP photo took 25 MB and most of the time).
        var output = [UInt8](repeating: 0, count: newWidth * newHeight * channels)
        pixels.withUnsafeBufferPointer { source in
            output.withUnsafeMutableBufferPointer { target in
                let source = UncheckedSendable(source.baseAddress!), target = UncheckedSendable(target.baseAddress!)
                forEachBand(of: newHeight) { band in
                    let passes = HorizontalPasses(rowLength: rowLength)
                    var sum = [Float](repeating: 0, count: rowLength)
                    for y in band {
                        for i in 0..<rowLength { sum[i] = 0 }
                        for tap in rows.range(of: y) {
                            let (row, weight) = (rows.indices[tap], rows.weights[tap])
                            let pass = passes.pass(ofRow: row) { pass in
                                columns.scale(row: source.value + row * sourceRowLength, channels: channels, into: pass)
                            }
                            for i in 0..<rowLength { sum[i] += pass[i] * weight }
                        }
                        let outRow = target.value + y * rowLength
                        for i in 0..<rowLength {
                            outRow[i] = UInt8(max(0, min(255, sum[i] + 0.5)))
                        }
                    }
                }
            }
        }
        return Image(width: newWidth, height: newHeight, format: format, pixels: output)
    }

    /// The image scaled by `factor` on both axes (at least 1×1).
    public func scaled(by factor: Double) throws -> Image {
        try resized(width: max(1, Int((Double(width) * factor).rounded())),
                    height: max(1, Int((Double(height) * factor).rounded())))
    }
}

/// For each output index along one axis, the source indices it reads and their weights (summing
/// to 1), in one flat list: output `i`'s taps are `range(of: i)`.
private struct ResamplingWeights {
    private(set) var indices: [Int] = []
    private(set) var weights: [Float] = []
    private var starts: [Int] = [0]

    init(from source: Int, to target: Int) {
        let scale = Double(source) / Double(target)
        for i in 0..<target {
            if target < source {
                // Area averaging: output pixel i covers source interval [i·scale, (i+1)·scale).
                let start = Double(i) * scale, end = Double(i + 1) * scale
                var index = Int(start)
                while Double(index) < end && index < source {
                    let overlap = min(end, Double(index + 1)) - max(start, Double(index))
                    if overlap > 1e-9 { append(index, Float(overlap / scale)) }
                    index += 1
                }
            } else {
                // Bilinear between pixel centres, clamped at the borders.
                let position = min(max((Double(i) + 0.5) * scale - 0.5, 0), Double(source - 1))
                let left = Int(position)
                let fraction = position - Double(left)
                if fraction < 1e-9 || left + 1 >= source {
                    append(left, 1)
                } else {
                    append(left, Float(1 - fraction))
                    append(left + 1, Float(fraction))
                }
            }
            starts.append(indices.count)
        }
    }

    private mutating func append(_ index: Int, _ weight: Float) {
        indices.append(index)
        weights.append(weight)
    }

    func range(of output: Int) -> Range<Int> { starts[output]..<starts[output + 1] }

    /// One row of `channels`-channel pixels scaled along this axis into `pass` (its length).
    func scale(row: UnsafePointer<UInt8>, channels: Int, into pass: UnsafeMutableBufferPointer<Float>) {
        indices.withUnsafeBufferPointer { indices in
            weights.withUnsafeBufferPointer { weights in
                // Summed in registers, in the taps' order (the same sums as before to the bit):
                // stored back after each tap, the pass was slower than the whole horizontally
                // scaled copy it replaced. Colour's four sums run side by side.
                for x in 0..<(starts.count - 1) {
                    let taps = starts[x]..<starts[x + 1]
                    if channels == 4 {
                        var (red, green, blue, alpha): (Float, Float, Float, Float) = (0, 0, 0, 0)
                        for tap in taps {
                            let pixel = row + indices[tap] * 4, weight = weights[tap]
                            red += Float(pixel[0]) * weight
                            green += Float(pixel[1]) * weight
                            blue += Float(pixel[2]) * weight
                            alpha += Float(pixel[3]) * weight
                        }
                        (pass[4 * x], pass[4 * x + 1], pass[4 * x + 2], pass[4 * x + 3]) = (red, green, blue, alpha)
                        continue
                    }
                    for c in 0..<channels {
                        var sum: Float = 0
                        for tap in taps { sum += Float(row[indices[tap] * channels + c]) * weights[tap] }
                        pass[x * channels + c] = sum
                    }
                }
            }
        }
    }
}

/// The horizontal passes of the last two source rows a band of output rows read: consecutive
/// output rows share a source row (shrinking) or two (enlarging), and read them in order.
private final class HorizontalPasses {
    private var rows = [-1, -1]
    private let buffers: [UnsafeMutableBufferPointer<Float>]

    init(rowLength: Int) {
        buffers = (0..<2).map { _ in
            let buffer = UnsafeMutableBufferPointer<Float>.allocate(capacity: rowLength)
            buffer.initialize(repeating: 0)
            return buffer
        }
    }

    deinit { buffers.forEach { $0.deallocate() } }

    /// The pass of source row `row`, made by `make` unless it is one of the two kept.
    func pass(ofRow row: Int, making make: (UnsafeMutableBufferPointer<Float>) -> Void) -> UnsafeBufferPointer<Float> {
        // Rows are read in increasing order, so the lower kept row is the one not needed again.
        let slot = rows[0] == row ? 0 : rows[1] == row ? 1 : rows[0] < rows[1] ? 0 : 1
        if rows[slot] != row {
            make(buffers[slot])
            rows[slot] = row
        }
        return UnsafeBufferPointer(buffers[slot])
    }
}
