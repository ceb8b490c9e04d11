import Foundation

/// A one-line progress bar on stderr, drawn only when stderr is a terminal so that logs and
/// pipes stay clean.
final class ProgressBar: @unchecked Sendable {
    private let total: Int
    private let label: String
    private let enabled: Bool
    private var done = 0
    private let lock = NSLock()

    init(total: Int, label: String) {
        self.total = total
        self.label = label
        enabled = isatty(STDERR_FILENO) == 1 && total > 1
        draw()
    }

    /// Counts one more item done and redraws.
    func advance() {
        lock.withLock { done += 1 }
        draw()
    }

    /// Clears the bar's line.
    func finish() {
        guard enabled else { return }
        FileHandle.standardError.write(Data("\r\u{1B}[2K".utf8))
    }

    private func draw() {
        guard enabled else { return }
        let count = lock.withLock { done }
        let width = 30
        let filled = total == 0 ? width : width * count / total
        let bar = String(repeating: "█", count: filled) + String(repeating: "░", count: width - filled)
        FileHandle.standardError.write(Data("\r\(label) \(bar) \(count)/\(total)".utf8))
    }
}
