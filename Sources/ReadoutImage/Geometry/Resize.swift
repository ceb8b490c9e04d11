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

        // Horizontal pass into floats, then vertical pass back to bytes.
        var horizontal = [Float](repeating: 0, count: newWidth * height * channels)
        pixels.withUnsafeBufferPointer { source in
            horizontal.withUnsafeMutableBufferPointer { target in
                let source = source.baseAddress!, target = target.baseAddress!
                forEachBand(of: height) { band in
                    for y in band {
                        let inRow = source + y * width * channels
                        let outRow = target + y * newWidth * channels
                        for x in 0..<newWidth {
                            for (index, weight) in columns.taps[x] {
                                for c in 0..<channels {
                                    outRow[x * channels + c] += Float(inRow[index * channels + c]) * weight
                                }
                            }
                        }
                    }
                }
            }
        }
        var output = [UInt8](repeating: 0, count: newWidth * newHeight * channels)
        let rowLength = newWidth * channels
        horizontal.withUnsafeBufferPointer { source in
            output.withUnsafeMutableBufferPointer { target in
                let source = source.baseAddress!, target = target.baseAddress!
                forEachBand(of: newHeight) { band in
                    var accumulator = [Float](repeating: 0, count: rowLength)
                    for y in band {
                        for i in 0..<rowLength { accumulator[i] = 0 }
                        for (index, weight) in rows.taps[y] {
                            let inRow = source + index * rowLength
                            for i in 0..<rowLength { accumulator[i] += inRow[i] * weight }
                        }
                        let outRow = target + y * rowLength
                        for i in 0..<rowLength {
                            outRow[i] = UInt8(max(0, min(255, accumulator[i] + 0.5)))
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

/// For each output index along one axis, the source indices it reads and their weights (summing to 1).
private struct ResamplingWeights {
    let taps: [[(Int, Float)]]

    init(from source: Int, to target: Int) {
        let scale = Double(source) / Double(target)
        if target < source {
            // Area averaging: output pixel i covers source interval [i·scale, (i+1)·scale).
            taps = (0..<target).map { i in
                let start = Double(i) * scale, end = Double(i + 1) * scale
                var result: [(Int, Float)] = []
                var index = Int(start)
                while Double(index) < end && index < source {
                    let overlap = min(end, Double(index + 1)) - max(start, Double(index))
                    if overlap > 1e-9 { result.append((index, Float(overlap / scale))) }
                    index += 1
                }
                return result
            }
        } else {
            // Bilinear between pixel centres, clamped at the borders.
            taps = (0..<target).map { i in
                let position = min(max((Double(i) + 0.5) * scale - 0.5, 0), Double(source - 1))
                let left = Int(position)
                let fraction = position - Double(left)
                if fraction < 1e-9 || left + 1 >= source { return [(left, 1)] }
                return [(left, Float(1 - fraction)), (left + 1, Float(fraction))]
            }
        }
    }
}
