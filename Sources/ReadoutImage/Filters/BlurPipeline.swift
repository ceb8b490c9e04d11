/// Runs a `SeparableFilter` over an image in linear light: each row is decoded from sRGB and
/// filtered, then the columns are filtered and encoded back to bytes.
///
/// Between the passes the float plane is stored as vertical tiles, each contiguous, so the
/// column pass streams through memory instead of jumping a whole row (64 KB at 4,000 RGBA
/// pixels, a new page every step) between consecutive values.
struct BlurPipeline<Filter: SeparableFilter> {
    typealias Vector = SIMD4<Float>

    let filter: Filter
    /// Vectors per tile row: the column pass keeps a tile's state and window in cache.
    var tileWidth = 64

    /// The blurred image, same size and format.
    func run(_ image: Image) -> Image {
        let width = image.width, height = image.height
        guard width > 0, height > 0 else { return image }
        // RGBA: one pixel per vector. Gray: four neighbouring pixels per vector.
        let vectorsPerRow = image.format == .rgba ? width : (width + 3) / 4
        let plane = UnsafeMutablePointer<Vector>.allocate(capacity: vectorsPerRow * height)
        defer { plane.deallocate() }
        let tiles = stride(from: 0, to: vectorsPerRow, by: tileWidth).map { first in
            PlaneTile(start: plane + first * height, columns: first..<min(first + tileWidth, vectorsPerRow))
        }

        image.pixels.withUnsafeBufferPointer { source in
            let bytes = source.baseAddress!
            if image.format == .rgba {
                filterRowsRGBA(bytes, width: width, height: height, into: tiles)
            } else {
                filterRowsGray(bytes, width: width, height: height, into: tiles)
            }
        }
        let pixels = [UInt8](unsafeUninitializedCapacity: image.pixels.count) { output, initialized in
            filterColumns(tiles, height: height, image: image, into: output.baseAddress!)
            initialized = image.pixels.count
        }
        return Image(width: width, height: height, format: image.format, pixels: pixels)
    }

    private func filterRowsRGBA(_ bytes: UnsafePointer<UInt8>, width: Int, height: Int, into tiles: [PlaneTile]) {
        let padding = filter.linePadding
        forEachBand(of: height, minimumRowsPerBand: 8) { rows in
            let line = UnsafeMutablePointer<Vector>.allocate(capacity: width + 2 * padding)
            let filtered = UnsafeMutablePointer<Vector>.allocate(capacity: width)
            defer { line.deallocate(); filtered.deallocate() }
            let start = line + padding
            for y in rows {
                LinearPixels.decodeRGBA(bytes + y * width * 4, count: width, into: start)
                Self.replicateEdges(start, count: width, padding: padding)
                filter.filterLine(start, count: width, into: filtered)
                Self.scatter(filtered, row: y, into: tiles)
            }
        }
    }

    /// Gray rows are filtered four at a time, one row per lane, then regrouped into the
    /// plane's four-neighbouring-pixels-per-vector layout.
    private func filterRowsGray(_ bytes: UnsafePointer<UInt8>, width: Int, height: Int, into tiles: [PlaneTile]) {
        let padding = filter.linePadding
        let vectorsPerRow = (width + 3) / 4
        forEachBand(of: (height + 3) / 4, minimumRowsPerBand: 2) { quads in
            let line = UnsafeMutablePointer<Vector>.allocate(capacity: width + 2 * padding)
            let filtered = UnsafeMutablePointer<Vector>.allocate(capacity: width)
            // Zeroed so the unused tail of a row's last vector holds numbers, not garbage.
            let regrouped = UnsafeMutablePointer<Float>.allocate(capacity: vectorsPerRow * 4)
            regrouped.initialize(repeating: 0, count: vectorsPerRow * 4)
            defer { line.deallocate(); filtered.deallocate(); regrouped.deallocate() }
            let start = line + padding
            for quad in quads {
                let rows = (quad * 4)..<min(quad * 4 + 4, height)
                LinearPixels.decodeGrayLanes(rows.map { bytes + $0 * width }, count: width, into: start)
                Self.replicateEdges(start, count: width, padding: padding)
                filter.filterLine(start, count: width, into: filtered)
                for (lane, y) in rows.enumerated() {
                    for x in 0..<width { regrouped[x] = filtered[x][lane] }
                    UnsafeRawPointer(regrouped).withMemoryRebound(to: Vector.self, capacity: vectorsPerRow) {
                        Self.scatter($0, row: y, into: tiles)
                    }
                }
            }
        }
    }

    private func filterColumns(_ tiles: [PlaneTile], height: Int, image: Image, into output: UnsafeMutablePointer<UInt8>) {
        let width = image.width, format = image.format
        forEachBand(of: tiles.count, minimumRowsPerBand: 1) { band in
            filter.filterColumns(of: Array(tiles[band]), rows: height) { y, columns, values in
                if format == .rgba {
                    LinearPixels.encodeRGBA(values, count: columns.count,
                                            into: output + (y * width + columns.lowerBound) * 4, clamping: true)
                } else {
                    let first = columns.lowerBound * 4, end = min(columns.upperBound * 4, width)
                    UnsafeRawPointer(values).withMemoryRebound(to: Float.self, capacity: columns.count * 4) {
                        LinearPixels.encodeGray($0, count: end - first, into: output + y * width + first)
                    }
                }
            }
        }
    }

    /// Copies one filtered row into its place in every tile.
    private static func scatter(_ row: UnsafePointer<Vector>, row y: Int, into tiles: [PlaneTile]) {
        for tile in tiles {
            let count = tile.columns.count
            (tile.start + y * count).update(from: row + tile.columns.lowerBound, count: count)
        }
    }

    /// Copies the first and last vector `padding` times outwards (the replicate border).
    private static func replicateEdges(_ start: UnsafeMutablePointer<Vector>, count: Int, padding: Int) {
        guard padding > 0 else { return }
        let first = start[0], last = start[count - 1]
        for k in 1...padding {
            start[-k] = first
            start[count - 1 + k] = last
        }
    }
}
