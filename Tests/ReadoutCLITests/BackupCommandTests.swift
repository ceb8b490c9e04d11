import Foundation
import Logging
import ReadoutStore
import Testing

/// `readout backup` and `readout restore` on SQLite files: what they print, and their refusals.
/// (Every row's round trip, on both engines, is BackupTests in the server's tests.)
@Suite struct BackupCommandTests {
    @Test func backsUpAndRestoresAFileAndRefusesToOverwrite() async throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("readout-cli-backup-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let live = folder.appendingPathComponent("live.sqlite").path
        var logger = Logger(label: "backup-cli-test")
        logger.logLevel = .warning
        let store = try await Store.open(.sqlite(path: live), logger: logger)
        let user = try await store.users.create(email: "ada@example.org", passwordHash: "h")
        try await store.close()

        let copy = folder.appendingPathComponent("copy.sqlite").path
        let backup = try CommandLineRunner.run(["backup", "--database", live, copy])
        #expect(backup.status == 0 && backup.standardOutput.contains("backed up"), "\(backup.standardError)")
        let again = try CommandLineRunner.run(["backup", "--database", live, copy])
        #expect(again.status != 0 && again.standardError.contains("exists already"))

        let restored = folder.appendingPathComponent("restored.sqlite").path
        let restore = try CommandLineRunner.run(["restore", "--database", restored, copy])
        #expect(restore.status == 0 && restore.standardOutput.contains("restored"), "\(restore.standardError)")
        let reopened = try await Store.open(.sqlite(path: restored), logger: logger)
        #expect(try await reopened.users.find(id: user.id)?.email == "ada@example.org")
        try await reopened.close()

        let onto = try CommandLineRunner.run(["restore", "--database", live, copy])
        #expect(onto.status != 0 && onto.standardError.contains("restore into a new file"))
        let missing = try CommandLineRunner.run(["restore", "--database", folder.appendingPathComponent("x.sqlite").path, "/no/such/backup"])
        #expect(missing.status != 0 && missing.standardError.contains("no backup"))
    }
}
