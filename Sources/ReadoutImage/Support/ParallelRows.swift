import Dispatch
import Foundation

/// Splits `0..<count` rows into contiguous bands, a few per core, and runs `body` on each band
/// concurrently; returns when all are done. Small jobs run inline: spreading a few thousand
/// pixels across threads costs more than it saves.
///
/// `body` may write through unsafe pointers as long as bands touch disjoint memory; that is the
/// caller's contract, which is why the closure is not required to be `Sendable`.
package func forEachBand(of count: Int, minimumRowsPerBand: Int = 16, _ body: (Range<Int>) -> Void) {
    let cores = processorCount
    let bands = max(1, min(cores * 4, count / max(1, minimumRowsPerBand)))
    if bands == 1 || cores == 1 {
        body(0..<count)
        return
    }
    withoutActuallyEscaping(body) { body in
        let work = UncheckedSendable(body)
        DispatchQueue.concurrentPerform(iterations: bands) { band in
            let start = count * band / bands
            let end = count * (band + 1) / bands
            if start < end { work.value(start..<end) }
        }
    }
}

/// Read once: on Linux `activeProcessorCount` parses cgroup files (~20 µs a call), which is
/// noticeable for the many small images of digit inference.
package let processorCount = ProcessInfo.processInfo.activeProcessorCount

/// Carries a value into concurrent work whose safety the caller guarantees (disjoint writes).
package struct UncheckedSendable<Value>: @unchecked Sendable {
    package let value: Value
    package init(_ value: Value) { self.value = value }
}
