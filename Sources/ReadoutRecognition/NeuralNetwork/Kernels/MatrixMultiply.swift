/// A matrix seen through a pointer and two strides, so a transposed operand is just swapped
/// strides and the multiply never copies a matrix to transpose it (packing reads it in order).
struct MatrixOperand {
    var base: UnsafePointer<Float>
    var rowStride: Int
    var columnStride: Int

    /// A row-major matrix with `columns` values per row.
    init(_ base: UnsafePointer<Float>, columns: Int) {
        self.base = base
        rowStride = columns
        columnStride = 1
    }

    /// The transpose of a row-major matrix that has `columns` values per row.
    init(transposing base: UnsafePointer<Float>, columns: Int) {
        self.base = base
        rowStride = 1
        columnStride = columns
    }

    @inline(__always) func element(_ row: Int, _ column: Int) -> Float {
        base[row * rowStride + column * columnStride]
    }
}

/// Tile sizes: a 6×8 block of C lives in registers (12 SSE or 6 AVX registers); a 256-deep
/// panel of A (6 rows) and of B (8 columns) stays in L1, the packed B block in L2.
enum MatrixMultiplyTiling {
    static let rows = 6
    static let columns = 8
    static let depthBlock = 256
    static let rowBlock = 120
    static let columnBlock = 1024
}

/// `C[m×n] = A[m×k]·B[k×n]` (or `+=` when `accumulate`), single-threaded. `C` is row-major
/// with `cRowStride` values per row. Blocked the GotoBLAS way: B is packed into 8-column
/// panels, A into 6-row panels, and a SIMD8 micro-kernel runs over the packed panels.
func matrixMultiply(
    m: Int, n: Int, k: Int,
    _ a: MatrixOperand, _ b: MatrixOperand,
    into c: UnsafeMutablePointer<Float>, cRowStride: Int, accumulate: Bool
) {
    typealias T = MatrixMultiplyTiling
    guard m > 0, n > 0 else { return }
    guard k > 0 else {
        if !accumulate { for i in 0..<m { (c + i * cRowStride).update(repeating: 0, count: n) } }
        return
    }
    if m < T.rows && b.columnStride == 1 {
        rowTimesMatrix(m: m, n: n, k: k, a, b, into: c, cRowStride: cRowStride, accumulate: accumulate)
        return
    }
    let depthBlock = min(T.depthBlock, k)
    let columnBlock = min(T.columnBlock, (n + T.columns - 1) / T.columns * T.columns)
    let rowBlock = min(T.rowBlock, (m + T.rows - 1) / T.rows * T.rows)
    let packedB = UnsafeMutablePointer<Float>.allocate(capacity: depthBlock * columnBlock)
    let packedA = UnsafeMutablePointer<Float>.allocate(capacity: depthBlock * rowBlock)
    defer {
        packedB.deallocate()
        packedA.deallocate()
    }
    for column0 in stride(from: 0, to: n, by: columnBlock) {
        let columns = min(columnBlock, n - column0)
        for depth0 in stride(from: 0, to: k, by: depthBlock) {
            let depth = min(depthBlock, k - depth0)
            // The first depth block writes C, later ones add to it.
            let add = accumulate || depth0 > 0
            packPanelsOfB(b, depth0: depth0, depth: depth, column0: column0, columns: columns, into: packedB)
            for row0 in stride(from: 0, to: m, by: rowBlock) {
                let rows = min(rowBlock, m - row0)
                packPanelsOfA(a, row0: row0, rows: rows, depth0: depth0, depth: depth, into: packedA)
                for panelColumn in stride(from: 0, to: columns, by: T.columns) {
                    let bPanel = packedB + panelColumn * depth
                    for panelRow in stride(from: 0, to: rows, by: T.rows) {
                        microKernel(
                            depth: depth, a: packedA + panelRow * depth, b: bPanel,
                            c: c + (row0 + panelRow) * cRowStride + column0 + panelColumn,
                            cRowStride: cRowStride,
                            rows: min(T.rows, rows - panelRow), columns: min(T.columns, columns - panelColumn),
                            accumulate: add)
                    }
                }
            }
        }
    }
}

/// A few rows of C as sums of B's rows scaled by A's entries: for single-sample inference,
/// where packing B would cost more than the product itself.
private func rowTimesMatrix(
    m: Int, n: Int, k: Int, _ a: MatrixOperand, _ b: MatrixOperand,
    into c: UnsafeMutablePointer<Float>, cRowStride: Int, accumulate: Bool
) {
    for i in 0..<m {
        let row = c + i * cRowStride
        if !accumulate { row.update(repeating: 0, count: n) }
        for p in 0..<k {
            let scale = a.element(i, p)
            if scale == 0 { continue }
            let source = b.base + p * b.rowStride
            for j in 0..<n { row[j] += scale * source[j] }
        }
    }
}

/// The same product with the rows of C split across cores; worth it only for large products.
func parallelMatrixMultiply(
    m: Int, n: Int, k: Int,
    _ a: MatrixOperand, _ b: MatrixOperand,
    into c: UnsafeMutablePointer<Float>, cRowStride: Int, accumulate: Bool
) {
    let rowPanels = (m + MatrixMultiplyTiling.rows - 1) / MatrixMultiplyTiling.rows
    // Below ~4 MFLOP the thread hand-off costs more than it saves.
    let minimumPanels = max(1, 2_000_000 / max(1, n * k * MatrixMultiplyTiling.rows))
    let cBase = UncheckedPointer(c)
    forEachChunk(of: rowPanels, minimumPerChunk: minimumPanels) { _, panels in
        let row0 = panels.lowerBound * MatrixMultiplyTiling.rows
        let rowEnd = min(m, panels.upperBound * MatrixMultiplyTiling.rows)
        var part = a
        part.base += row0 * a.rowStride
        matrixMultiply(m: rowEnd - row0, n: n, k: k, part, b,
                       into: cBase.pointer + row0 * cRowStride, cRowStride: cRowStride, accumulate: accumulate)
    }
}

/// A mutable pointer handed to concurrent work that writes disjoint parts of it.
struct UncheckedPointer: @unchecked Sendable {
    let pointer: UnsafeMutablePointer<Float>
    init(_ pointer: UnsafeMutablePointer<Float>) { self.pointer = pointer }
}

/// Packs `depth` rows × `columns` columns of B into 8-wide panels, each stored depth-major
/// (8 consecutive values per depth step), zero-padding the last panel.
@inline(__always)
private func packPanelsOfB(
    _ b: MatrixOperand, depth0: Int, depth: Int, column0: Int, columns: Int,
    into packed: UnsafeMutablePointer<Float>
) {
    let width = MatrixMultiplyTiling.columns
    for panel in stride(from: 0, to: columns, by: width) {
        let target = packed + panel * depth
        let count = min(width, columns - panel)
        if b.columnStride == 1 && count == width {
            for p in 0..<depth {
                let source = b.base + (depth0 + p) * b.rowStride + column0 + panel
                (target + p * width).update(from: source, count: width)
            }
        } else {
            for p in 0..<depth {
                let row = target + p * width
                for j in 0..<width {
                    row[j] = j < count ? b.element(depth0 + p, column0 + panel + j) : 0
                }
            }
        }
    }
}

/// Packs `rows` × `depth` of A into 6-row panels, each stored depth-major, zero-padded.
@inline(__always)
private func packPanelsOfA(
    _ a: MatrixOperand, row0: Int, rows: Int, depth0: Int, depth: Int,
    into packed: UnsafeMutablePointer<Float>
) {
    let height = MatrixMultiplyTiling.rows
    for panel in stride(from: 0, to: rows, by: height) {
        let target = packed + panel * depth
        let count = min(height, rows - panel)
        for r in 0..<height {
            if r < count {
                let rowBase = a.base + (row0 + panel + r) * a.rowStride + depth0 * a.columnStride
                let stride = a.columnStride
                for p in 0..<depth { target[p * height + r] = rowBase[p * stride] }
            } else {
                for p in 0..<depth { target[p * height + r] = 0 }
            }
        }
    }
}

/// The register-blocked core: a 6×8 tile of C from a packed 6-row panel of A and 8-column
/// panel of B. Edge tiles compute the full tile (panels are zero-padded) and store only the
/// valid part.
@inline(__always)
private func microKernel(
    depth: Int, a: UnsafePointer<Float>, b: UnsafePointer<Float>,
    c: UnsafeMutablePointer<Float>, cRowStride: Int, rows: Int, columns: Int, accumulate: Bool
) {
    var c0 = SIMD8<Float>(), c1 = SIMD8<Float>(), c2 = SIMD8<Float>()
    var c3 = SIMD8<Float>(), c4 = SIMD8<Float>(), c5 = SIMD8<Float>()
    let bRaw = UnsafeRawPointer(b)
    var ap = a
    for p in 0..<depth {
        let bv = bRaw.loadUnaligned(fromByteOffset: p * 32, as: SIMD8<Float>.self)
        c0 += SIMD8(repeating: ap[0]) * bv
        c1 += SIMD8(repeating: ap[1]) * bv
        c2 += SIMD8(repeating: ap[2]) * bv
        c3 += SIMD8(repeating: ap[3]) * bv
        c4 += SIMD8(repeating: ap[4]) * bv
        c5 += SIMD8(repeating: ap[5]) * bv
        ap += 6
    }
    if rows == 6 && columns == 8 {
        store(c0, to: c, accumulate: accumulate)
        store(c1, to: c + cRowStride, accumulate: accumulate)
        store(c2, to: c + 2 * cRowStride, accumulate: accumulate)
        store(c3, to: c + 3 * cRowStride, accumulate: accumulate)
        store(c4, to: c + 4 * cRowStride, accumulate: accumulate)
        store(c5, to: c + 5 * cRowStride, accumulate: accumulate)
        return
    }
    let tile = [c0, c1, c2, c3, c4, c5]
    for r in 0..<rows {
        let row = c + r * cRowStride
        for j in 0..<columns {
            row[j] = accumulate ? row[j] + tile[r][j] : tile[r][j]
        }
    }
}

@inline(__always)
private func store(_ value: SIMD8<Float>, to pointer: UnsafeMutablePointer<Float>, accumulate: Bool) {
    let raw = UnsafeMutableRawPointer(pointer)
    if accumulate {
        raw.storeBytes(of: raw.loadUnaligned(as: SIMD8<Float>.self) + value, as: SIMD8<Float>.self)
    } else {
        raw.storeBytes(of: value, as: SIMD8<Float>.self)
    }
}
