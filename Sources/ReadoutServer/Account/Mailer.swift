import Foundation
import Logging

/// Sends plain-text mail through the system's sendmail interface (`sendmail -i -- RECIPIENT`, the
/// message on standard input), which Debian's msmtp, Postfix and Exim all provide: relaying to an
/// SMTP server with STARTTLS and its credentials is their job and their configuration, not ours.
struct Mailer: Sendable {
    /// The program and its own arguments (`["/usr/bin/msmtp", "--account=readout"]`).
    let command: [String]
    let from: String
    /// How long the program may take before it is stopped and the mail counted as not sent.
    var timeout: Duration = .seconds(30)

    struct Failure: Error, CustomStringConvertible {
        let description: String
    }

    /// Sends one message; throws when the program cannot start, fails or hangs.
    func send(to recipient: String, subject: String, body: String, now: Date = Date()) async throws {
        // A recipient is one address, never options or several lines for the program to read.
        guard !recipient.hasPrefix("-"), !recipient.contains(where: { $0.isNewline || $0 == "," }) else {
            throw Failure(description: "Not a single address: \(recipient)")
        }
        let message = Self.message(from: from, to: recipient, subject: subject, body: body, now: now)
        try await run(arguments: Array(command.dropFirst()) + ["-i", "--", recipient], input: Data(message.utf8))
    }

    /// An RFC 5322 message in UTF-8 (8bit body; the subject as an encoded word when not ASCII).
    static func message(from: String, to: String, subject: String, body: String, now: Date) -> String {
        let date = DateFormatter()
        date.locale = Locale(identifier: "en_US_POSIX")
        date.timeZone = .gmt
        date.dateFormat = "EEE, dd MMM yyyy HH:mm:ss '+0000'"
        let domain = from.split(separator: "@").last.map(String.init) ?? "localhost"
        let encodedSubject = subject.allSatisfy(\.isASCII) ? subject : "=?UTF-8?B?\(Data(subject.utf8).base64EncodedString())?="
        let lines = [
            "From: Readout <\(from)>", "To: <\(to)>", "Subject: \(encodedSubject)", "Date: \(date.string(from: now))",
            "Message-ID: <\(UUID().uuidString.lowercased())@\(domain)>", "MIME-Version: 1.0",
            "Content-Type: text/plain; charset=utf-8", "Content-Transfer-Encoding: 8bit", "Auto-Submitted: auto-generated",
        ]
        let text = body.replacingOccurrences(of: "\r\n", with: "\n").replacingOccurrences(of: "\n", with: "\r\n")
        return lines.joined(separator: "\r\n") + "\r\n\r\n" + text + "\r\n"
    }

    private func run(arguments: [String], input: Data) async throws {
        guard let program = command.first else { throw Failure(description: "No mail command is set.") }
        let process = Process()
        process.executableURL = URL(fileURLWithPath: program)
        process.arguments = arguments
        let stdin = Pipe(), stderr = Pipe()
        process.standardInput = stdin
        process.standardOutput = FileHandle.nullDevice
        process.standardError = stderr
        let finished = AsyncStream<Int32>.makeStream()
        process.terminationHandler = { finished.continuation.yield($0.terminationStatus); finished.continuation.finish() }
        do {
            try process.run()
        } catch {
            throw Failure(description: "\(program) did not start: \(error)")
        }
        try? stdin.fileHandleForWriting.write(contentsOf: input)
        try? stdin.fileHandleForWriting.close()
        let timeout = self.timeout
        let status = await withTaskGroup(of: Int32?.self) { group in
            group.addTask { await finished.stream.first { _ in true } }
            group.addTask { try? await Task.sleep(for: timeout); return nil }
            let first = await group.next() ?? nil
            group.cancelAll()
            return first
        }
        guard let status else {
            process.terminate()
            throw Failure(description: "\(program) did not finish within \(timeout).")
        }
        guard status == 0 else {
            let said = String(decoding: stderr.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
            throw Failure(description: "\(program) failed (exit \(status)): \(said.trimmingCharacters(in: .whitespacesAndNewlines))")
        }
    }
}
