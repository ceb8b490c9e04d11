import Foundation
import ReadoutStore
import Testing

/// The database engines an API test runs on: SQLite always; PostgreSQL as well when
/// `READOUT_TEST_POSTGRES_URL` names a test server (an admin URL) or `READOUT_REQUIRE_POSTGRES=1`
/// demands one (`make test` sets both through Scripts/with-postgres.sh), so the HTTP rules are seen
/// to hold on the engine many instances share, not only on the embedded one.
enum TestEngine: String, Sendable, CaseIterable, CustomTestStringConvertible {
    case sqlite
    case postgres

    var testDescription: String { rawValue }

    static var adminURL: String? {
        let value = ProcessInfo.processInfo.environment["READOUT_TEST_POSTGRES_URL"] ?? ""
        return value.isEmpty ? nil : value
    }

    private static var postgresRequired: Bool { ProcessInfo.processInfo.environment["READOUT_REQUIRE_POSTGRES"] == "1" }

    static let all: [TestEngine] = adminURL != nil || postgresRequired ? [.sqlite, .postgres] : [.sqlite]
}

/// A database created for one test app and dropped with it: a file in the app's folder on SQLite,
/// `CREATE DATABASE readout_api_<random>` on the PostgreSQL test server (through `psql`, which
/// the server's package installs beside it).
struct ScratchDatabase: Sendable {
    let location: DatabaseLocation
    private let dropStatement: (adminURL: String, sql: String)?

    init(engine: TestEngine, folder: URL) throws {
        switch engine {
        case .sqlite:
            location = .sqlite(path: folder.appendingPathComponent("test.sqlite").path)
            dropStatement = nil
        case .postgres:
            guard let adminURL = TestEngine.adminURL else {
                throw TestFailure("READOUT_REQUIRE_POSTGRES=1 but READOUT_TEST_POSTGRES_URL is not set: run make test, or bash Scripts/with-postgres.sh swift test")
            }
            let name = "readout_api_\(UInt64.random(in: 0 ... .max))"
            try Self.psql(adminURL, "CREATE DATABASE \(name)")
            guard var components = URLComponents(string: adminURL) else { throw TestFailure("not a URL: \(adminURL)") }
            components.path = "/" + name
            location = .postgres(url: components.string ?? adminURL)
            dropStatement = (adminURL, "DROP DATABASE IF EXISTS \(name) WITH (FORCE)")
        }
    }

    func drop() {
        if let dropStatement { try? Self.psql(dropStatement.adminURL, dropStatement.sql) }
    }

    private static func psql(_ url: String, _ statement: String) throws {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        process.arguments = ["psql", url, "-v", "ON_ERROR_STOP=1", "-q", "-c", statement]
        try process.run()
        process.waitUntilExit()
        guard process.terminationStatus == 0 else { throw TestFailure("psql failed: \(statement)") }
    }
}
