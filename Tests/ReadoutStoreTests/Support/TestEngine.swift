import Foundation
import Testing

/// The engines every store test runs on. SQLite always; PostgreSQL when `READOUT_TEST_POSTGRES_URL`
/// names a server (an admin URL: each test creates and drops its own database), or when
/// `READOUT_REQUIRE_POSTGRES=1` demands it, in which case a missing URL fails those cases.
enum TestEngine: String, Sendable, CustomTestStringConvertible, CaseIterable {
    case sqlite
    case postgres

    var testDescription: String { rawValue }

    /// SQLite, plus PostgreSQL unless it is neither configured nor required. When it is skipped,
    /// `PostgresAvailabilityTests` shows up as skipped with the reason, so the gap is visible.
    static let all: [TestEngine] = PostgresTestServer.shouldRun ? [.sqlite, .postgres] : [.sqlite]

    /// Only PostgreSQL (for behaviour SQLite does not have), under the same rules as `all`.
    static let postgresOnly: [TestEngine] = PostgresTestServer.shouldRun ? [.postgres] : []
}

/// How the tests find their PostgreSQL server.
enum PostgresTestServer {
    static let adminURL: String? = {
        let value = ProcessInfo.processInfo.environment["READOUT_TEST_POSTGRES_URL"] ?? ""
        return value.isEmpty ? nil : value
    }()

    /// Set by `make test` through Scripts/with-postgres.sh, so that target can never skip PostgreSQL silently.
    static let isRequired = ProcessInfo.processInfo.environment["READOUT_REQUIRE_POSTGRES"] == "1"

    static var shouldRun: Bool { adminURL != nil || isRequired }

    /// The admin URL, or a failure telling how to get one when PostgreSQL is required.
    static func requireAdminURL() throws -> String {
        guard let adminURL else {
            throw MissingPostgres()
        }
        return adminURL
    }

    struct MissingPostgres: Error, CustomStringConvertible {
        var description: String {
            "READOUT_REQUIRE_POSTGRES=1 but READOUT_TEST_POSTGRES_URL is not set, so the PostgreSQL store tests cannot run. Run `make test`, or `bash Scripts/with-postgres.sh swift test`, which start a throwaway server and set it."
        }
    }
}
