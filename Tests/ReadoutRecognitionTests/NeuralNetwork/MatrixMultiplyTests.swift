import Testing
@testable import ReadoutRecognition

/// The blocked SIMD matrix multiply against a naive Double reference.
@Suite struct MatrixMultiplyTests {
    /// Sizes that cross every tile edge: 6-row and 8-column tiles, the 256 depth block, the
    /// 120-row and 1024-column blocks.
    static let sizes: [(m: Int, n: Int, k: Int)] = [
        (1, 1, 1), (7, 13, 5), (6, 8, 256), (13, 17, 300), (121, 9, 3), (5, 1031, 7), (2, 3, 513),
    ]

    @Test(arguments: [(false, false), (true, false), (false, true), (true, true)])
    func matchesNaiveProduct(transposeA: Bool, transposeB: Bool) {
        for (m, n, k) in Self.sizes {
            for accumulate in [false, true] {
                let a = TestTensors.uniform([m * k], seed: UInt64(m * 31 + k)).values
                let b = TestTensors.uniform([k * n], seed: UInt64(n * 17 + k)).values
                let initial = TestTensors.uniform([m * n], seed: 99).values
                var c = initial
                a.withUnsafeBufferPointer { aBuffer in
                    b.withUnsafeBufferPointer { bBuffer in
                        c.withUnsafeMutableBufferPointer { cBuffer in
                            let aOperand = transposeA
                                ? MatrixOperand(transposing: aBuffer.baseAddress!, columns: m)
                                : MatrixOperand(aBuffer.baseAddress!, columns: k)
                            let bOperand = transposeB
                                ? MatrixOperand(transposing: bBuffer.baseAddress!, columns: k)
                                : MatrixOperand(bBuffer.baseAddress!, columns: n)
                            parallelMatrixMultiply(m: m, n: n, k: k, aOperand, bOperand,
                                                   into: cBuffer.baseAddress!, cRowStride: n, accumulate: accumulate)
                        }
                    }
                }
                var worst = 0.0
                for i in 0..<m {
                    for j in 0..<n {
                        var expected = accumulate ? Double(initial[i * n + j]) : 0
                        for p in 0..<k {
                            let left = transposeA ? a[p * m + i] : a[i * k + p]
                            let right = transposeB ? b[j * k + p] : b[p * n + j]
                            expected += Double(left) * Double(right)
                        }
                        worst = max(worst, abs(expected - Double(c[i * n + j])) / (1 + abs(expected)))
                    }
                }
                #expect(worst < 1e-4, "m \(m) n \(n) k \(k) accumulate \(accumulate)")
            }
        }
    }

    /// col2im is the adjoint of im2col: ⟨im2col(x), y⟩ = ⟨x, col2im(y)⟩.
    @Test(arguments: [(3, 1, 1), (3, 2, 1), (2, 2, 0), (5, 3, 2), (5, 1, 2), (2, 1, 0), (4, 1, 3)])
    func col2imIsTheAdjointOfIm2col(kernel: Int, stride: Int, padding: Int) {
        let g = ConvolutionGeometry(channels: 2, height: 9, width: 8, kernel: kernel, stride: stride, padding: padding)
        let x = TestTensors.uniform([g.channels * g.height * g.width], seed: 1).values
        let y = TestTensors.uniform([g.patchSize * g.outputPixels], seed: 2).values
        var columns = [Float](repeating: 0, count: y.count)
        var image = [Float](repeating: 0, count: x.count)
        x.withUnsafeBufferPointer { source in
            columns.withUnsafeMutableBufferPointer { im2col(source.baseAddress!, g, into: $0.baseAddress!) }
        }
        y.withUnsafeBufferPointer { source in
            image.withUnsafeMutableBufferPointer { col2im(source.baseAddress!, g, into: $0.baseAddress!) }
        }
        let left = zip(columns, y).reduce(0.0) { $0 + Double($1.0) * Double($1.1) }
        let right = zip(x, image).reduce(0.0) { $0 + Double($1.0) * Double($1.1) }
        #expect(abs(left - right) < 1e-3 * max(1, abs(left)))
    }
}
