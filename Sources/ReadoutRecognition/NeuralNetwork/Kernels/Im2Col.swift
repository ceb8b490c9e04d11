/// The geometry of one 2-D convolution or pooling window over a `channels × height × width`
/// sample: kernel size, stride, zero padding, and the output size they give.
struct ConvolutionGeometry: Sendable, Equatable {
    var channels: Int
    var height: Int
    var width: Int
    var kernel: Int
    var stride: Int
    var padding: Int

    var outputHeight: Int { (height + 2 * padding - kernel) / stride + 1 }
    var outputWidth: Int { (width + 2 * padding - kernel) / stride + 1 }
    /// Rows of the column matrix: one per (channel, kernel row, kernel column).
    var patchSize: Int { channels * kernel * kernel }
    /// Columns of the column matrix: one per output pixel.
    var outputPixels: Int { outputHeight * outputWidth }
}

/// Unfolds one sample into a `patchSize × outputPixels` matrix so the convolution becomes a
/// single matrix multiply `weights[filters × patchSize] · columns`. Padding reads as zero.
func im2col(_ image: UnsafePointer<Float>, _ g: ConvolutionGeometry, into columns: UnsafeMutablePointer<Float>) {
    let outH = g.outputHeight, outW = g.outputWidth
    var row = 0
    for channel in 0..<g.channels {
        let plane = image + channel * g.height * g.width
        for ky in 0..<g.kernel {
            for kx in 0..<g.kernel {
                let target = columns + row * outH * outW
                for oy in 0..<outH {
                    let y = oy * g.stride - g.padding + ky
                    let line = target + oy * outW
                    if y < 0 || y >= g.height {
                        line.update(repeating: 0, count: outW)
                        continue
                    }
                    let source = plane + y * g.width
                    if g.stride == 1 {
                        // Contiguous run: only the padded ends need care.
                        let shift = kx - g.padding
                        let first = max(0, -shift), last = min(outW, g.width - shift)
                        if first > 0 { line.update(repeating: 0, count: min(first, outW)) }
                        if last > first { (line + first).update(from: source + first + shift, count: last - first) }
                        if last < outW { (line + max(last, 0)).update(repeating: 0, count: outW - max(last, 0)) }
                    } else {
                        for ox in 0..<outW {
                            let x = ox * g.stride - g.padding + kx
                            line[ox] = x >= 0 && x < g.width ? source[x] : 0
                        }
                    }
                }
                row += 1
            }
        }
    }
}

/// The adjoint of `im2col`: adds every column-matrix entry back onto the pixel it was read
/// from (overlapping windows sum), giving the gradient with respect to the input sample.
func col2im(_ columns: UnsafePointer<Float>, _ g: ConvolutionGeometry, into image: UnsafeMutablePointer<Float>) {
    let outH = g.outputHeight, outW = g.outputWidth
    image.update(repeating: 0, count: g.channels * g.height * g.width)
    var row = 0
    for channel in 0..<g.channels {
        let plane = image + channel * g.height * g.width
        for ky in 0..<g.kernel {
            for kx in 0..<g.kernel {
                let source = columns + row * outH * outW
                for oy in 0..<outH {
                    let y = oy * g.stride - g.padding + ky
                    if y < 0 || y >= g.height { continue }
                    let target = plane + y * g.width
                    let line = source + oy * outW
                    if g.stride == 1 {
                        // Contiguous run, as in im2col: a plain vectorisable add.
                        let shift = kx - g.padding
                        let first = max(0, -shift), last = min(outW, g.width - shift)
                        if last > first {
                            let into = target + first + shift, from = line + first
                            for offset in 0..<last - first { into[offset] += from[offset] }
                        }
                        continue
                    }
                    for ox in 0..<outW {
                        let x = ox * g.stride - g.padding + kx
                        if x >= 0 && x < g.width { target[x] += line[ox] }
                    }
                }
                row += 1
            }
        }
    }
}
