import AsyncKit
import Logging
import NIOConcurrencyHelpers
import NIOCore

/// Wraps a pool's connection source to know how many connections are still being opened.
///
/// Why: under load the pool starts opening extra connections, and one that finishes opening after
/// the pool has shut down is closed by the pool without waiting. If the event loop stops before that
/// close completes, NIO traps ("leaking promise") or the close is lost. Shutdown therefore waits,
/// with `OpeningConnections.waitUntilNoneOpening()`, until every opening has finished and been
/// handed to the pool, whose own shutdown then closes it and waits.
struct TrackedConnectionSource<Base: ConnectionPoolSource>: ConnectionPoolSource, @unchecked Sendable where Base.Connection: Sendable {
    // @unchecked: both sources used here are immutable configuration (postgres-kit's is not annotated).
    let base: Base
    let opening: OpeningConnections

    func makeConnection(logger: Logger, on eventLoop: any EventLoop) -> EventLoopFuture<Base.Connection> {
        opening.begin()
        let opening = self.opening
        // Registered before the pool's own callbacks, so by the time a waiter resumes the pool has
        // also received the connection (the rest of the callback chain runs in the same loop tick).
        return base.makeConnection(logger: logger, on: eventLoop).always { _ in opening.end() }
    }
}

/// Counts connection openings in flight; see `TrackedConnectionSource`.
final class OpeningConnections: Sendable {
    private struct State {
        var count = 0
        var waiters: [CheckedContinuation<Void, Never>] = []
    }

    private let state = NIOLockedValueBox(State())

    func begin() {
        state.withLockedValue { $0.count += 1 }
    }

    func end() {
        let waiters: [CheckedContinuation<Void, Never>] = state.withLockedValue { state in
            state.count -= 1
            guard state.count == 0 else { return [] }
            defer { state.waiters = [] }
            return state.waiters
        }
        waiters.forEach { $0.resume() }
    }

    func waitUntilNoneOpening() async {
        await withCheckedContinuation { (continuation: CheckedContinuation<Void, Never>) in
            let idle = state.withLockedValue { state in
                if state.count == 0 { return true }
                state.waiters.append(continuation)
                return false
            }
            if idle { continuation.resume() }
        }
    }
}
