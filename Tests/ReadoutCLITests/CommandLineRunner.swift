import Foundation

/// Runs the `readout` executable built beside the test bundle and captures what it printed.
struct CommandLineRunner {
    struct Output {
        let status: Int32
        let standardOutput: String
        let standardError: String
    }

    /// The package root, where `Samples/` lives and from which `../shared/data` is reached.
    static let packageRoot = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()

    /// `readout` in the same products folder as the running test binary.
    static let executable = URL(fileURLWithPath: CommandLine.arguments[0])
        .deletingLastPathComponent().appendingPathComponent("readout")

    /// `input`, when given, is written to the process's standard input, which is then closed;
    /// `environment` is added to this process's.
    static func run(_ arguments: [String], input: String? = nil, environment: [String: String] = [:]) throws -> Output {
        let process = Process()
        process.executableURL = executable
        process.arguments = arguments
        process.environment = ProcessInfo.processInfo.environment.merging(environment) { $1 }
        process.currentDirectoryURL = packageRoot
        let out = Pipe(), err = Pipe()
        process.standardOutput = out
        process.standardError = err
        let stdin = Pipe()
        process.standardInput = input == nil ? FileHandle.nullDevice : stdin
        try process.run()
        if let input {
            // Small inputs only: the pipe's buffer holds them before the process reads.
            stdin.fileHandleForWriting.write(Data(input.utf8))
            try stdin.fileHandleForWriting.close()
        }
        // Read both pipes before waiting so a chatty process cannot fill a pipe and stall.
        let stdout = out.fileHandleForReading.readDataToEndOfFile()
        let stderr = err.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        return Output(status: process.terminationStatus,
                      standardOutput: String(decoding: stdout, as: UTF8.self),
                      standardError: String(decoding: stderr, as: UTF8.self))
    }

    /// A fresh temporary folder for files a test writes. All of them live under one folder per test
    /// process, removed when the process exits: fixtures shared by several tests have no single test
    /// that could remove them, and a hundred runs left a hundred folders behind.
    static func temporaryDirectory() throws -> URL {
        let url = scratchRoot.appendingPathComponent(UUID().uuidString)
        try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
        return url
    }

    private static let scratchRoot: URL = {
        atexit { try? FileManager.default.removeItem(at: CommandLineRunner.scratchRoot) }
        return FileManager.default.temporaryDirectory.appendingPathComponent("readout-cli-\(UUID().uuidString)")
    }()
}
