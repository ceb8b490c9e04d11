import ReadoutSupport

/// Splits sample indices into mini-batches, shuffled with a seeded generator; the shuffle is our
/// own Fisher–Yates so the order cannot change with the standard library's implementation.
public enum MiniBatches {
    /// `count` indices in a seeded random order, cut into batches of `batchSize` (the last one
    /// shorter unless `dropLast`).
    public static func shuffled(count: Int, batchSize: Int, using generator: inout SeededRandomNumberGenerator, dropLast: Bool = false) -> [[Int]] {
        var order = Array(0..<count)
        if count > 1 {
            for index in stride(from: count - 1, to: 0, by: -1) {
                let other = Int(generator.next() % UInt64(index + 1))
                order.swapAt(index, other)
            }
        }
        return batches(of: order, batchSize: batchSize, dropLast: dropLast)
    }

    /// `indices` in order, cut into batches of `batchSize`.
    public static func batches(of indices: [Int], batchSize: Int, dropLast: Bool = false) -> [[Int]] {
        precondition(batchSize > 0, "a batch needs at least one sample")
        return stride(from: 0, to: indices.count, by: batchSize).compactMap { start in
            let end = min(start + batchSize, indices.count)
            if dropLast && end - start < batchSize { return nil }
            return Array(indices[start..<end])
        }
    }
}
