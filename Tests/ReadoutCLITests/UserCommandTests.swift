import Foundation
import Testing

/// `readout user` on a real database while a real server uses it, and `readout serve`'s admin
/// flags: links printed with the public address, a disabled account refused, wrong input refused
/// in a sentence; the public address in the calendar feed and Secure cookies behind HTTPS.
@Suite("readout user and the admin's serve flags", .serialized)
struct UserCommandTests {
    func signUp(_ server: ServerProcess, _ email: String) async throws -> (status: Int, headers: [String: String], body: Data) {
        try await server.request("POST", "/api/v1/accounts", headers: ["Content-Type": "application/json", "X-Readout": "1"],
                                 body: Data(#"{"email":"\#(email)","password":"long enough password"}"#.utf8))
    }

    @Test func theAdminManagesAccountsFromTheShellWhileTheServerRuns() async throws {
        let folder = try CommandLineRunner.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: folder) }
        let database = folder.appendingPathComponent("users.sqlite").path
        let server = try ServerProcess(arguments: ["--database", database, "--sign-up", "invite"])
        defer { server.stop() }
        #expect(try await signUp(server, "eve@example.org").status == 403, "sign-up is by invitation")

        let invite = try CommandLineRunner.run(["user", "invite", "ada@example.org", "--database", database,
                                                "--public-url", "https://readout.example.org/"])
        #expect(invite.status == 0, "\(invite.standardError)")
        let link = invite.standardOutput.trimmingCharacters(in: .whitespacesAndNewlines)
        #expect(link.hasPrefix("https://readout.example.org/sign-up?invite="), "\(link)")
        let token = String(link.split(separator: "=").last ?? "")
        let joined = try await server.request("POST", "/api/v1/accounts", headers: ["Content-Type": "application/json", "X-Readout": "1"],
                                              body: Data(#"{"email":"ada@example.org","password":"long enough password","invite":"\#(token)"}"#.utf8))
        #expect(joined.status == 201)

        let listed = try CommandLineRunner.run(["user", "list", "--database", database])
        #expect(listed.status == 0 && listed.standardOutput.contains("ada@example.org") && listed.standardOutput.contains("admin"))

        let reset = try CommandLineRunner.run(["user", "reset-password", "ada@example.org", "--database", database])
        #expect(reset.status == 0 && reset.standardOutput.hasPrefix("http://127.0.0.1:8080/reset-password?token="))
        #expect(reset.standardError.contains("--public-url"), "a guessed address is said to be one")
        let page = try await server.request("GET", "/reset-password?token=" + String(reset.standardOutput.split(separator: "=").last ?? "")
            .trimmingCharacters(in: .whitespacesAndNewlines))
        #expect(page.status == 200)

        #expect(try CommandLineRunner.run(["user", "disable", "ada@example.org", "--database", database]).status == 0)
        let refused = try await server.request("POST", "/api/v1/sessions", headers: ["Content-Type": "application/json", "X-Readout": "1"],
                                               body: Data(#"{"email":"ada@example.org","password":"long enough password"}"#.utf8))
        #expect(refused.status == 403, "the running server sees the change at once")
        #expect(try CommandLineRunner.run(["user", "enable", "ada@example.org", "--database", database]).status == 0)

        let unknown = try CommandLineRunner.run(["user", "reset-password", "nobody@example.org", "--database", database])
        #expect(unknown.status != 0 && unknown.standardError.contains("no account"), "\(unknown.standardError)")
        let twice = try CommandLineRunner.run(["user", "invite", "ada@example.org", "--database", database])
        #expect(twice.status != 0 && twice.standardError.contains("already has an account"))
    }

    @Test func thePublicAddressGoesIntoLinksAndHTTPSMakesCookiesSecure() async throws {
        let folder = try CommandLineRunner.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: folder) }
        let server = try ServerProcess(arguments: ["--database", folder.appendingPathComponent("public.sqlite").path],
                                       environment: ["READOUT_PUBLIC_URL": "https://readout.example.org"])
        defer { server.stop() }
        let created = try await signUp(server, "ada@example.org")
        let cookie = try #require(created.headers["set-cookie"])
        #expect(cookie.contains("Secure"), "\(cookie)")
        let session = String(cookie.split(separator: ";").first ?? "")
        let calendar = try await server.request("GET", "/api/v1/homework/calendar", headers: ["Cookie": session, "X-Readout": "1"])
        let url = (try JSONSerialization.jsonObject(with: calendar.body) as? [String: Any])?["url"] as? String
        #expect(url?.hasPrefix("https://readout.example.org/calendar/homework/") == true, "\(url ?? "none")")
        // /metrics answers this machine, not a request a proxy forwarded.
        #expect(try await server.request("GET", "/metrics").status == 200)
        #expect(try await server.request("GET", "/metrics", headers: ["X-Forwarded-For": "203.0.113.9"]).status == 403)

        let wrong = try CommandLineRunner.run(["serve", "--port", "0", "--public-url", "readout.example.org"])
        #expect(wrong.status != 0 && wrong.standardError.contains("--public-url"))
        let policy = try CommandLineRunner.run(["serve", "--port", "0", "--sign-up", "friends"])
        #expect(policy.status != 0 && policy.standardError.contains("--sign-up"))
    }
}
