import NIOConcurrencyHelpers

/// Lets operations run until the driver closes, and closes it only once nothing is running.
///
/// Why: after a NIO event loop group has shut down, a future made on it never completes, so an
/// operation that reached the pool after `close()` would hang forever instead of failing. Every
/// operation therefore registers here first: once closing has begun, new ones fail at once with
/// `StoreError.closed`, and shutdown waits for the ones already running.
final class DriverLifecycle: Sendable {
    private struct State {
        var closing = false
        var running = 0
        var drained: [CheckedContinuation<Void, Never>] = []
        var shutdown: Task<Void, Never>?
    }

    private let state = NIOLockedValueBox(State())
    private let name: String

    /// - Parameter name: how error messages name the database.
    init(name: String) {
        self.name = name
    }

    /// Registers an operation; false once closing has begun. Pair with `leave()`.
    func enter() -> Bool {
        state.withLockedValue { state in
            guard !state.closing else { return false }
            state.running += 1
            return true
        }
    }

    func leave() {
        let resume: [CheckedContinuation<Void, Never>] = state.withLockedValue { state in
            state.running -= 1
            guard state.closing, state.running == 0 else { return [] }
            defer { state.drained = [] }
            return state.drained
        }
        resume.forEach { $0.resume() }
    }

    /// Runs `operation` as a registered operation.
    /// - Throws: `StoreError(.cannotOpen)` when the store has been closed.
    func run<T>(_ operation: () async throws -> T) async throws -> T {
        guard enter() else { throw closedError }
        defer { leave() }
        return try await operation()
    }

    var closedError: StoreError { .closed(name) }

    /// Refuses new operations, waits for running ones, then runs `shutdown` exactly once; every
    /// caller (however many, from however many tasks) returns after it has finished.
    /// Must not be called from inside an operation of the same store: it would wait for itself.
    func close(_ shutdown: @escaping @Sendable () async -> Void) async {
        let task: Task<Void, Never> = state.withLockedValue { state in
            if let existing = state.shutdown { return existing }
            state.closing = true
            let task = Task { [self] in
                await self.waitUntilDrained()
                await shutdown()
            }
            state.shutdown = task
            return task
        }
        await task.value
    }

    private func waitUntilDrained() async {
        await withCheckedContinuation { (continuation: CheckedContinuation<Void, Never>) in
            let idle = state.withLockedValue { state in
                if state.running == 0 { return true }
                state.drained.append(continuation)
                return false
            }
            if idle { continuation.resume() }
        }
    }
}
