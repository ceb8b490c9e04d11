import Foundation
#if canImport(FoundationNetworking)
import FoundationNetworking
#endif

/// A `readout serve` process on a free port, for tests that need the real executable: signals,
/// environment variables, several instances on one database.
final class ServerProcess: @unchecked Sendable {
    let process = Process()
    let port: Int
    let output = Pipe()
    private(set) var printed = ""

    /// Starts `readout serve --port 0 …` and waits until it prints its URL (at most `timeout`).
    init(arguments: [String] = [], environment: [String: String] = [:], timeout: TimeInterval = 30) throws {
        process.executableURL = CommandLineRunner.executable
        process.arguments = ["serve", "--port", "0", "--log-level", "warning"] + arguments
        process.currentDirectoryURL = CommandLineRunner.packageRoot
        process.environment = ProcessInfo.processInfo.environment.merging(environment) { $1 }
        process.standardOutput = output
        process.standardError = output
        try process.run()
        let deadline = Date().addingTimeInterval(timeout)
        var found: Int?
        while found == nil, Date() < deadline, process.isRunning {
            let chunk = output.fileHandleForReading.availableData
            printed += String(decoding: chunk, as: UTF8.self)
            if let range = printed.range(of: #"http://[0-9.]+:([0-9]+)/"#, options: .regularExpression) {
                found = Int(printed[range].split(separator: ":").last!.dropLast())
            }
        }
        guard let found else {
            process.terminate()
            throw ServerProcessError("readout serve did not start: \(printed)")
        }
        port = found
    }

    /// Sends SIGTERM and waits for the process to exit; returns its status.
    @discardableResult
    func stop(timeout: TimeInterval = 15) -> Int32? {
        guard process.isRunning else { return process.terminationStatus }
        process.terminate()
        let deadline = Date().addingTimeInterval(timeout)
        while process.isRunning, Date() < deadline { usleep(20_000) }
        if process.isRunning {
            kill(process.processIdentifier, SIGKILL)
            return nil
        }
        return process.terminationStatus
    }

    deinit { if process.isRunning { kill(process.processIdentifier, SIGKILL) } }

    /// One HTTP request to this server; cookies are passed by hand so each test controls them.
    func request(_ method: String, _ path: String, headers: [String: String] = [:], body: Data? = nil) async throws -> (status: Int, headers: [String: String], body: Data) {
        var request = URLRequest(url: URL(string: "http://127.0.0.1:\(port)\(path)")!)
        request.httpMethod = method
        request.httpBody = body
        request.httpShouldHandleCookies = false
        for (name, value) in headers { request.setValue(value, forHTTPHeaderField: name) }
        let configuration = URLSessionConfiguration.ephemeral
        configuration.httpCookieStorage = nil
        let session = URLSession(configuration: configuration)
        let (data, response) = try await session.data(for: request)
        let http = response as! HTTPURLResponse
        var fields: [String: String] = [:]
        for (key, value) in http.allHeaderFields { fields[String(describing: key).lowercased()] = String(describing: value) }
        return (http.statusCode, fields, data)
    }
}

struct ServerProcessError: Error, CustomStringConvertible {
    let description: String
    init(_ description: String) { self.description = description }
}
