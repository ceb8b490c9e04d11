/// A dense block of `Float`s with a shape, batch-major (`[batch, channels, height, width]` for
/// images, `[batch, features]` for vectors); the values are stored flat, last axis fastest.
public struct Tensor: Sendable, Equatable {
    public var shape: [Int]
    public var values: [Float]

    public init(shape: [Int], values: [Float]) {
        precondition(shape.reduce(1, *) == values.count, "shape \(shape) does not hold \(values.count) values")
        self.shape = shape
        self.values = values
    }

    public init(zeros shape: [Int]) {
        self.init(shape: shape, values: [Float](repeating: 0, count: shape.reduce(1, *)))
    }

    /// The size of the first axis: samples in a batch.
    public var batchSize: Int { shape.first ?? 0 }

    /// Values per sample (the product of every axis after the first).
    public var sampleSize: Int { shape.dropFirst().reduce(1, *) }

    public var count: Int { values.count }

    /// The same values under another shape with as many elements.
    public func reshaped(_ newShape: [Int]) -> Tensor {
        Tensor(shape: newShape, values: values)
    }

    /// The samples at `indices`, in that order, as a new batch: how mini-batches are cut from a
    /// data set held as one tensor.
    public func samples(at indices: [Int]) -> Tensor {
        let size = sampleSize
        var gathered = [Float](repeating: 0, count: indices.count * size)
        values.withUnsafeBufferPointer { source in
            gathered.withUnsafeMutableBufferPointer { target in
                for (row, index) in indices.enumerated() {
                    precondition(index >= 0 && index < batchSize, "sample \(index) is outside the batch")
                    let from = source.baseAddress! + index * size
                    (target.baseAddress! + row * size).update(from: from, count: size)
                }
            }
        }
        return Tensor(shape: [indices.count] + shape.dropFirst(), values: gathered)
    }

    /// The index of the largest value of each sample (the predicted class of a row of scores).
    public func argmaxPerSample() -> [Int] {
        let size = sampleSize
        return (0..<batchSize).map { row in
            var best = 0
            var bestValue = -Float.infinity
            for column in 0..<size where values[row * size + column] > bestValue {
                bestValue = values[row * size + column]
                best = column
            }
            return best
        }
    }
}

extension Array where Element == Float {
    /// An array whose every element `fill` promises to write: skips zero-filling buffers of
    /// megabytes that the next loop overwrites anyway.
    init(fullyWrittenCount count: Int, _ fill: (UnsafeMutableBufferPointer<Float>) -> Void) {
        self.init(unsafeUninitializedCapacity: count) { buffer, initializedCount in
            fill(buffer)
            initializedCount = count
        }
    }
}
