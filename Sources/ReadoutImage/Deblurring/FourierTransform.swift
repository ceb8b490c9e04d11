import Foundation

/// A square 2-D discrete Fourier transform of side a power of two (radix-2 Cooley–Tukey), for
/// the cepstrum that estimates a photo's motion blur. Complex values are split into a real and
/// an imaginary plane, row-major.
struct FourierTransform: Sendable {
    let size: Int
    private let cosines: [Double]
    private let sines: [Double]
    private let bitReversed: [Int]

    /// `size` must be a power of two of at least 2.
    init(size: Int) {
        precondition(size >= 2 && size & (size - 1) == 0, "the transform's side must be a power of two")
        self.size = size
        cosines = (0..<size / 2).map { cos(-2 * Double.pi * Double($0) / Double(size)) }
        sines = (0..<size / 2).map { sin(-2 * Double.pi * Double($0) / Double(size)) }
        let bits = size.trailingZeroBitCount
        bitReversed = (0..<size).map { index in
            (0..<bits).reduce(0) { reversed, bit in reversed | ((index >> bit) & 1) << (bits - 1 - bit) }
        }
    }

    /// Transforms `real` + i·`imaginary` (each `size`² values) in place; `inverse` also divides
    /// by `size`², so an inverse undoes a forward transform.
    func transform2D(real: inout [Double], imaginary: inout [Double], inverse: Bool = false) {
        precondition(real.count == size * size && imaginary.count == size * size)
        var lineReal = [Double](repeating: 0, count: size), lineImaginary = lineReal
        for row in 0..<size {
            let base = row * size
            for i in 0..<size { lineReal[i] = real[base + i]; lineImaginary[i] = imaginary[base + i] }
            transform(&lineReal, &lineImaginary, inverse: inverse)
            for i in 0..<size { real[base + i] = lineReal[i]; imaginary[base + i] = lineImaginary[i] }
        }
        for column in 0..<size {
            for i in 0..<size { lineReal[i] = real[i * size + column]; lineImaginary[i] = imaginary[i * size + column] }
            transform(&lineReal, &lineImaginary, inverse: inverse)
            for i in 0..<size { real[i * size + column] = lineReal[i]; imaginary[i * size + column] = lineImaginary[i] }
        }
        if inverse {
            let scale = 1 / Double(size * size)
            for i in real.indices { real[i] *= scale; imaginary[i] *= scale }
        }
    }

    /// One line, in place, unscaled.
    func transform(_ real: inout [Double], _ imaginary: inout [Double], inverse: Bool) {
        for i in 0..<size where i < bitReversed[i] {
            real.swapAt(i, bitReversed[i])
            imaginary.swapAt(i, bitReversed[i])
        }
        let sign: Double = inverse ? -1 : 1
        var half = 1
        while half < size {
            let step = size / (2 * half)
            for start in stride(from: 0, to: size, by: 2 * half) {
                for k in 0..<half {
                    let c = cosines[k * step], s = sign * sines[k * step]
                    let a = start + k, b = a + half
                    let tr = real[b] * c - imaginary[b] * s
                    let ti = real[b] * s + imaginary[b] * c
                    real[b] = real[a] - tr; imaginary[b] = imaginary[a] - ti
                    real[a] += tr; imaginary[a] += ti
                }
            }
            half *= 2
        }
    }
}
