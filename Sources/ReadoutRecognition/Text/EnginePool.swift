/// Lends warm Tesseract engines to one caller at a time, at most `capacity` engines in total.
///
/// Idle engines are kept per language set, because loading a model is the slow part. When every
/// engine is busy, callers wait in order; when the pool is full of idle engines for other
/// languages, one of those is dropped to make room.
actor EnginePool {
    private enum Grant {
        case engine(TesseractEngine)
        /// A free slot: the caller creates the engine itself, outside the actor.
        case slot
    }

    private struct Waiter {
        var languageKey: String
        var continuation: CheckedContinuation<Grant, Never>
    }

    let capacity: Int
    private let dataPath: String
    private var idle: [String: [TesseractEngine]] = [:]
    /// Engines that exist or are being created, idle or lent out.
    private var engineCount = 0
    private var waiters: [Waiter] = []

    init(capacity: Int, dataPath: String) {
        self.capacity = max(1, capacity)
        self.dataPath = dataPath
    }

    /// Runs `work` with an engine for `languageKey`, and returns the engine afterwards.
    func withEngine<T: Sendable>(languageKey: String,
                                 _ work: @escaping @Sendable (TesseractEngine) throws -> T) async throws -> T {
        let engine: TesseractEngine
        switch await grant(for: languageKey) {
        case .engine(let warm):
            engine = warm
        case .slot:
            do {
                engine = try await TesseractEngine.make(languageKey: languageKey, dataPath: dataPath)
            } catch {
                releaseSlot()
                throw error
            }
        }
        do {
            let result = try await engine.perform(work)
            giveBack(engine)
            return result
        } catch {
            giveBack(engine)
            throw error
        }
    }

    /// Number of idle engines per language set (for tests and diagnostics).
    var idleCounts: [String: Int] { idle.mapValues(\.count) }

    private func grant(for languageKey: String) async -> Grant {
        if var engines = idle[languageKey], let engine = engines.popLast() {
            idle[languageKey] = engines.isEmpty ? nil : engines
            return .engine(engine)
        }
        if engineCount < capacity {
            engineCount += 1
            return .slot
        }
        if evictIdleEngine() { return .slot }
        return await withCheckedContinuation { continuation in
            waiters.append(Waiter(languageKey: languageKey, continuation: continuation))
        }
    }

    private func giveBack(_ engine: TesseractEngine) {
        if let index = waiters.firstIndex(where: { $0.languageKey == engine.languageKey }) {
            waiters.remove(at: index).continuation.resume(returning: .engine(engine))
        } else if !waiters.isEmpty {
            // Someone waits for another language: this engine's memory is better spent on theirs.
            waiters.removeFirst().continuation.resume(returning: .slot)
        } else {
            idle[engine.languageKey, default: []].append(engine)
        }
    }

    private func releaseSlot() {
        if !waiters.isEmpty {
            waiters.removeFirst().continuation.resume(returning: .slot)
        } else {
            engineCount -= 1
        }
    }

    /// Drops one idle engine of any language; its slot stays counted for the caller.
    private func evictIdleEngine() -> Bool {
        guard let key = idle.keys.first, var engines = idle[key], !engines.isEmpty else { return false }
        engines.removeLast()
        idle[key] = engines.isEmpty ? nil : engines
        return true
    }
}
