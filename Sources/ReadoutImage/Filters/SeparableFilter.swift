/// One 1-D filter applied along rows and then along columns of linear-light vectors; lanes
/// are independent channels (or independent gray pixels).
protocol SeparableFilter: Sendable {
    /// How many replicated edge vectors `filterLine` reads before and after its input.
    var linePadding: Int { get }

    /// Filters one line of `count` vectors into `output` (which must not overlap the input).
    /// `input[-linePadding ..< count + linePadding]` is readable, edges already replicated.
    func filterLine(_ input: UnsafePointer<SIMD4<Float>>, count: Int, into output: UnsafeMutablePointer<SIMD4<Float>>)

    /// Filters the columns of each tile (`rows` rows of `columns.count` contiguous vectors),
    /// the border replicated, handing each finished tile row to `emit(row, columns, values)`.
    /// Tiles are walked row by row (not down one column at a time) so memory is read in
    /// contiguous runs.
    func filterColumns(
        of tiles: [PlaneTile], rows: Int, emit: (Int, Range<Int>, UnsafePointer<SIMD4<Float>>) -> Void)
}

/// A vertical strip of a plane, stored contiguously: `rows` rows of `columns.count` vectors.
struct PlaneTile {
    /// Where the strip's first row starts.
    let start: UnsafeMutablePointer<SIMD4<Float>>
    /// The strip's columns in the whole plane, in vectors.
    let columns: Range<Int>
}
