import Foundation
import Testing

/// `readout backup` and `readout restore` on SQLite files: what they print, and their refusals.
/// (Every row's round trip, on both engines, is BackupTests in the server's tests.) The source
/// database is made with Python's sqlite3 so that this suite opens no store in the test process,
/// where heavy suites running alongside can starve a connection pool past its deadline.
@Suite struct BackupCommandTests {
    func sqlite(_ path: String, _ statements: String) throws -> String {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        process.arguments = ["python3", "-c", """
            import sqlite3, sys
            db = sqlite3.connect(sys.argv[1]); rows = []
            for statement in sys.argv[2].split(";"):
                if statement.strip(): rows = db.execute(statement).fetchall()
            db.commit(); print(rows)
            """, path, statements]
        let out = Pipe()
        process.standardOutput = out
        try process.run()
        let data = out.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        return String(decoding: data, as: UTF8.self).trimmingCharacters(in: .whitespacesAndNewlines)
    }

    @Test func backsUpAndRestoresAFileAndRefusesToOverwrite() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("readout-cli-backup-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let live = folder.appendingPathComponent("live.sqlite").path
        _ = try sqlite(live, "CREATE TABLE notes (text TEXT); INSERT INTO notes VALUES ('kept')")

        let copy = folder.appendingPathComponent("copy.sqlite").path
        let backup = try CommandLineRunner.run(["backup", "--database", live, copy])
        #expect(backup.status == 0 && backup.standardOutput.contains("backed up"), "\(backup.standardError)")
        let again = try CommandLineRunner.run(["backup", "--database", live, copy])
        #expect(again.status != 0 && again.standardError.contains("exists already"))
        let nothing = try CommandLineRunner.run(["backup", "--database", folder.appendingPathComponent("none.sqlite").path,
                                                 folder.appendingPathComponent("none-copy.sqlite").path])
        #expect(nothing.status != 0 && nothing.standardError.contains("no database"))

        let restored = folder.appendingPathComponent("restored.sqlite").path
        let restore = try CommandLineRunner.run(["restore", "--database", restored, copy])
        #expect(restore.status == 0 && restore.standardOutput.contains("restored"), "\(restore.standardError)")
        #expect(try sqlite(restored, "SELECT text FROM notes") == "[('kept',)]", "the rows came back")
        #expect(try sqlite(restored, "SELECT COUNT(*) FROM users") == "[(0,)]", "and it was migrated to Readout's schema")

        let onto = try CommandLineRunner.run(["restore", "--database", live, copy])
        #expect(onto.status != 0 && onto.standardError.contains("restore into a new file"))
        let missing = try CommandLineRunner.run(["restore", "--database", folder.appendingPathComponent("x.sqlite").path, "/no/such/backup"])
        #expect(missing.status != 0 && missing.standardError.contains("no backup"))
    }
}
