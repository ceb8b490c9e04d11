import Dispatch
import Foundation
import ReadoutImage

/// Splits `0..<count` into at most one contiguous chunk per core and runs `body(chunk, range)`
/// on each concurrently. Unlike `forEachBand`, the chunk index is passed so each chunk can own a
/// private accumulator (weight gradients summed over a batch) without locks.
func forEachChunk(of count: Int, minimumPerChunk: Int = 1, _ body: (_ chunk: Int, _ range: Range<Int>) -> Void) {
    let chunks = chunkCount(for: count, minimumPerChunk: minimumPerChunk)
    if chunks <= 1 {
        if count > 0 { body(0, 0..<count) }
        return
    }
    withoutActuallyEscaping(body) { body in
        let work = UncheckedSendable(body)
        DispatchQueue.concurrentPerform(iterations: chunks) { chunk in
            let start = count * chunk / chunks
            let end = count * (chunk + 1) / chunks
            if start < end { work.value(chunk, start..<end) }
        }
    }
}

/// How many chunks `forEachChunk` will use, so callers can allocate one accumulator per chunk.
func chunkCount(for count: Int, minimumPerChunk: Int = 1) -> Int {
    return max(1, min(processorCount, count / max(1, minimumPerChunk)))
}
