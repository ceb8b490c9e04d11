import Foundation
import HTTPTypes
import HummingbirdTesting
import Logging
import NIOCore
import ReadoutStore
import Testing
import ZIPFoundation
@testable import ReadoutServer

/// `readout backup` / `restore` underneath: a copy taken while the server runs, restored into an
/// empty database, holds every row of every table (users, sessions, photos with their bytes,
/// every app's rows, throttling and housekeeping) exactly as before, on both engines.
@Suite("Backup and restore")
struct BackupTests {
    /// Every table's rows, each row as text (bytes by length and CRC-32), sorted: equal snapshots
    /// mean equal databases.
    static func snapshot(_ store: Store) async throws -> [String: [String]] {
        var tables: [String: [String]] = [:]
        for table in try await store.accountData.tables() {
            let rows = try await store.database.raw("SELECT * FROM \(ident: table.name)").all()
            tables[table.name] = try rows.map { row in
                try table.columns.map { column -> String in
                    switch column.kind {
                    case .text: return try row.decode(column: column.name, as: String?.self) ?? "∅"
                    case .integer: return try row.decode(column: column.name, as: Int64?.self).map(String.init) ?? "∅"
                    case .real: return try row.decode(column: column.name, as: Double?.self).map { "\($0)" } ?? "∅"
                    case .bytes:
                        let bytes = try row.decode(column: column.name, as: Data?.self).map(Array.init)
                        return bytes.map { "\($0.count) bytes, crc \(Data($0).crc32(checksum: 0))" } ?? "∅"
                    }
                }.joined(separator: " | ")
            }.sorted()
        }
        return tables
    }

    @Test(arguments: TestEngine.all)
    func aBackupTakenWhileServingRestoresEveryRow(engine: TestEngine) async throws {
        let app = try await TestApp.make(engine: engine)
        let store = app.store
        let logger = { () -> Logger in
            var logger = Logger(label: "backup-test")
            logger.logLevel = .warning
            return logger
        }()
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("readout-backup-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let target = try ScratchDatabase(engine: engine, folder: folder)
        defer { target.drop() }

        try await app.test { client in
            for (index, email) in ["ada@example.org", "eve@example.org"].enumerated() {
                let cookie = try await client.signUp(email)
                _ = try await AccountControlTests.makeThings(client, cookie: cookie, shade: UInt8(index * 100))
                for (path, body) in [("/api/v1/math-sprint/games", #"{"mode":"normal"}"#),
                                     ("/api/v1/homework/items", #"{"title":"Essay","dueDay":"2026-12-01","dueTime":"09:00"}"#),
                                     ("/api/v1/homework/calendar", "")] {
                    let response = try await client.execute(uri: path, method: .post, headers: apiHeaders(cookie: cookie), body: ByteBuffer(string: body))
                    #expect(response.status.code < 300, "\(path): \(response.text)")
                }
            }
            _ = try await client.execute(uri: "/api/v1/sessions", method: .post, headers: apiHeaders(),
                                         body: ByteBuffer(string: #"{"email":"ada@example.org","password":"wrong one!"}"#))
            _ = try await store.housekeeping.claim("test-task", every: 60)
            let before = try await Self.snapshot(store)
            #expect(before.values.map(\.count).reduce(0, +) >= 20 && before["photos"]?.count == 2, "\(before.mapValues(\.count))")

            let file = folder.appendingPathComponent(engine == .sqlite ? "backup.sqlite" : "backup.dump").path
            try await DatabaseBackup.backup(store.location, to: file, logger: logger)
            await #expect(throws: StoreError.self, "a backup never overwrites a file") {
                try await DatabaseBackup.backup(store.location, to: file, logger: logger)
            }
            try await DatabaseBackup.restore(file, into: target.location, logger: logger)
            let restored = try await Store.open(target.location, logger: logger)
            let after = try await Self.snapshot(restored)
            try await restored.close()
            #expect(after == before)
            await #expect(throws: StoreError.self, "only into an empty database") {
                try await DatabaseBackup.restore(file, into: target.location, logger: logger)
            }
        }
    }
}
