import Foundation
import ReadoutImage
import Testing
#if canImport(FoundationNetworking)
import FoundationNetworking
#endif

@Suite("readout serve: the real process", .serialized)
struct ServeCommandTests {
    @Test func startsOnSQLiteAnswersHealthAndStopsGracefullyOnSIGTERM() async throws {
        let folder = try CommandLineRunner.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: folder) }
        let database = folder.appendingPathComponent("env.sqlite").path
        // The database comes from the environment: READOUT_DATABASE.
        let server = try ServerProcess(environment: ["READOUT_DATABASE": database])
        let health = try await server.request("GET", "/healthz")
        #expect(health.status == 200)
        #expect(FileManager.default.fileExists(atPath: database))
        #expect(FileManager.default.fileExists(atPath: database + "-wal"), "SQLite runs in WAL mode")

        // A recognition in flight when SIGTERM arrives still gets its answer.
        let signUp = try await server.request("POST", "/api/v1/accounts", headers: ["Content-Type": "application/json", "X-Readout": "1"],
                                              body: Data(#"{"email":"term@example.org","password":"long enough password"}"#.utf8))
        #expect(signUp.status == 201)
        let cookie = try #require(signUp.headers["set-cookie"]?.split(separator: ";").first.map(String.init))
        // The sample page four times over, so the recognition lasts long enough to be seen running.
        let single = try Image(contentsOf: CommandLineRunner.packageRoot.appendingPathComponent("Samples/page.jpg")).grayscale()
        var tiled = Image(width: single.width, height: single.height * 4, format: .gray, filledWith: 255)
        for copy in 0..<4 {
            tiled.pixels.replaceSubrange((copy * single.pixelCount)..<((copy + 1) * single.pixelCount), with: single.pixels)
        }
        let page = try tiled.encoded(as: .png)
        let inFlight = Task {
            try await server.request("POST", "/api/v1/recognize/text?level=accurate",
                                     headers: ["Content-Type": "image/png", "X-Readout": "1", "Cookie": cookie], body: page)
        }
        // SIGTERM once the server is recognising it (a fixed pause lost the race on a busy machine).
        for _ in 0..<500 {
            let metrics = try await server.request("GET", "/metrics")
            if String(decoding: metrics.body, as: UTF8.self).contains("readout_recognitions_in_progress 1") { break }
            try await Task.sleep(for: .milliseconds(20))
        }
        let stopped = Task.detached { server.stop() }
        let answer = try await inFlight.value
        #expect(answer.status == 200)
        #expect(String(decoding: answer.body, as: UTF8.self).lowercased().contains("universally"))
        #expect(await stopped.value == 0)
    }

    /// The walkthrough's case: SIGTERM a second into a vocabulary import of a dense page (seconds
    /// of recognition, then the word extraction); the import still gets its words, and only then
    /// does the server stop.
    @Test func aLongVocabularyImportInFlightFinishesAfterSIGTERM() async throws {
        let folder = try CommandLineRunner.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: folder) }
        let server = try ServerProcess(arguments: ["--database", folder.appendingPathComponent("import.sqlite").path])
        let signUp = try await server.request("POST", "/api/v1/accounts", headers: ["Content-Type": "application/json", "X-Readout": "1"],
                                              body: Data(#"{"email":"import@example.org","password":"long enough password"}"#.utf8))
        let cookie = try #require(signUp.headers["set-cookie"]?.split(separator: ";").first.map(String.init))
        let single = try Image(contentsOf: CommandLineRunner.packageRoot.appendingPathComponent("Samples/page.jpg")).grayscale()
        var tiled = Image(width: single.width, height: single.height * 3, format: .gray, filledWith: 255)
        for copy in 0..<3 {
            tiled.pixels.replaceSubrange((copy * single.pixelCount)..<((copy + 1) * single.pixelCount), with: single.pixels)
        }
        let upload = try await server.request("POST", "/api/v1/photos", headers: ["Content-Type": "image/png", "X-Readout": "1", "Cookie": cookie],
                                              body: try tiled.encoded(as: .png))
        #expect(upload.status == 201)
        let id = try #require((try JSONSerialization.jsonObject(with: upload.body) as? [String: Any])?["id"] as? String)
        let started = ContinuousClock.now
        let inFlight = Task {
            try await server.request("POST", "/api/v1/vocabulary/extractions",
                                     headers: ["Content-Type": "application/json", "X-Readout": "1", "Cookie": cookie],
                                     body: Data(#"{"photoIds":["\#(id)"]}"#.utf8))
        }
        for _ in 0..<500 {
            let metrics = try await server.request("GET", "/metrics")
            if String(decoding: metrics.body, as: UTF8.self).contains("readout_recognitions_in_progress 1") { break }
            try await Task.sleep(for: .milliseconds(20))
        }
        // Well into the recognition, as in the walkthrough (a second in), not at its first instant.
        try await Task.sleep(for: .seconds(1))
        let stopped = Task.detached { server.stop(timeout: 60) }
        let answer = try await inFlight.value
        let seconds = Double((ContinuousClock.now - started).components.seconds)
        #expect(answer.status == 200, "\(String(decoding: answer.body, as: UTF8.self).prefix(300))")
        let words = (try? JSONSerialization.jsonObject(with: answer.body) as? [String: Any])?["words"] as? [[String: Any]]
        #expect((words?.count ?? 0) > 5, "the import got its words: \(words?.count ?? 0)")
        #expect(seconds >= 1, "the request was long (\(seconds) s), not one that ended before the signal")
        #expect(await stopped.value == 0)
    }

    @Test func refusesADatabaseFromANewerReadout() async throws {
        let folder = try CommandLineRunner.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: folder) }
        let database = folder.appendingPathComponent("newer.sqlite").path
        let first = try ServerProcess(arguments: ["--database", database])
        first.stop()
        let sqlite = Process()
        sqlite.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        sqlite.arguments = ["python3", "-c", "import sqlite3,sys; c=sqlite3.connect(sys.argv[1]); c.execute(\"insert into schema_migrations(version,name,applied_at) values (999,'future',0)\"); c.commit()", database]
        try sqlite.run()
        sqlite.waitUntilExit()
        #expect(sqlite.terminationStatus == 0)
        let result = try CommandLineRunner.run(["serve", "--port", "0", "--database", database])
        #expect(result.status != 0)
        #expect(result.standardError.contains("newer"), "\(result.standardError)")
    }

    @Test(.enabled(if: ProcessInfo.processInfo.environment["READOUT_TEST_POSTGRES_URL"] != nil
                   || ProcessInfo.processInfo.environment["READOUT_REQUIRE_POSTGRES"] == "1"))
    func twoInstancesOnOnePostgreSQLShareSessionsAndData() async throws {
        let admin = try #require(ProcessInfo.processInfo.environment["READOUT_TEST_POSTGRES_URL"],
                                 "READOUT_REQUIRE_POSTGRES is set but READOUT_TEST_POSTGRES_URL is not: run make test")
        let database = try PostgresScratchDatabase(adminURL: admin)
        defer { database.drop() }
        let a = try ServerProcess(arguments: ["--database", database.url])
        let b = try ServerProcess(arguments: ["--database", database.url])
        defer { a.stop(); b.stop() }
        #expect(a.port != b.port)

        let signUp = try await a.request("POST", "/api/v1/accounts", headers: ["Content-Type": "application/json", "X-Readout": "1"],
                                         body: Data(#"{"email":"both@example.org","password":"long enough password"}"#.utf8))
        #expect(signUp.status == 201)
        let cookie = try #require(signUp.headers["set-cookie"]?.split(separator: ";").first.map(String.init))
        let me = try await b.request("GET", "/api/v1/me", headers: ["Cookie": cookie])
        #expect(me.status == 200, "a session made on one instance works on the other")

        let page = try Data(contentsOf: CommandLineRunner.packageRoot.appendingPathComponent("Samples/page.jpg"))
        let upload = try await a.request("POST", "/api/v1/photos", headers: ["Content-Type": "image/jpeg", "X-Readout": "1", "Cookie": cookie], body: page)
        #expect(upload.status == 201)
        let id = try #require((try JSONSerialization.jsonObject(with: upload.body) as? [String: Any])?["id"] as? String)
        let fetched = try await b.request("GET", "/api/v1/photos/\(id)", headers: ["Cookie": cookie])
        #expect(fetched.status == 200)
        #expect(fetched.body == page)
        let health = try await b.request("GET", "/healthz")
        #expect(String(decoding: health.body, as: UTF8.self).contains("postgres"))

        // The glance open on B hears a recognition made through A (PostgreSQL LISTEN/NOTIFY).
        let events = try EventStreamReader(url: "http://127.0.0.1:\(b.port)/api/v1/filter-lab/glance/events", cookie: cookie)
        defer { events.stop() }
        let first = try #require(events.nextEvent(timeout: 20), "no first glance event")
        let action = try await a.request("POST", "/api/v1/filter-lab/actions",
                                         headers: ["Content-Type": "application/json", "X-Readout": "1", "Cookie": cookie],
                                         body: Data(#"{"action":"segment","segment":"blur"}"#.utf8))
        #expect(action.status == 200)
        let second = try #require(events.nextEvent(timeout: 20), "no glance event after a recognition on the other instance")
        #expect(second != first)
        #expect(second.contains("\"revision\""))
    }
}

/// A fresh database on the test cluster, dropped afterwards.
struct PostgresScratchDatabase {
    let url: String
    private let adminURL: String
    private let name: String

    init(adminURL: String) throws {
        self.adminURL = adminURL
        name = "readout_cli_\(UInt32.random(in: 0 ... .max))"
        try Self.psql(adminURL, "CREATE DATABASE \(name)")
        var components = URLComponents(string: adminURL)!
        components.path = "/" + name
        url = components.string!
    }

    func drop() {
        try? Self.psql(adminURL, "DROP DATABASE IF EXISTS \(name) WITH (FORCE)")
    }

    private static func psql(_ url: String, _ command: String) throws {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        process.arguments = ["psql", url, "-v", "ON_ERROR_STOP=1", "-q", "-c", command]
        try process.run()
        process.waitUntilExit()
        guard process.terminationStatus == 0 else { throw ServerProcessError("psql failed: \(command)") }
    }
}

/// Reads a Server-Sent Events stream with `curl -N` (FoundationNetworking cannot stream bodies).
final class EventStreamReader: @unchecked Sendable {
    private let process = Process()
    private let output = Pipe()
    private var buffer = ""

    init(url: String, cookie: String) throws {
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        process.arguments = ["curl", "-sN", "-H", "Cookie: \(cookie)", url]
        process.standardOutput = output
        try process.run()
    }

    /// The `data:` of the next `glance` event, or nil after `timeout` seconds.
    func nextEvent(timeout: TimeInterval) -> String? {
        let deadline = Date().addingTimeInterval(timeout)
        while Date() < deadline {
            if let range = buffer.range(of: "event: glance\ndata: "), let end = buffer[range.upperBound...].range(of: "\n\n") {
                let data = String(buffer[range.upperBound..<end.lowerBound])
                buffer = String(buffer[end.upperBound...])
                return data
            }
            let handle = output.fileHandleForReading
            var pollDescriptor = pollfd(fd: handle.fileDescriptor, events: Int16(POLLIN), revents: 0)
            if poll(&pollDescriptor, 1, 200) > 0 {
                let chunk = handle.availableData
                if chunk.isEmpty { return nil }
                buffer += String(decoding: chunk, as: UTF8.self)
            }
        }
        return nil
    }

    func stop() {
        if process.isRunning { process.terminate() }
    }
}
