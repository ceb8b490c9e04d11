import Foundation
@testable import ReadoutStore
import SQLKit
import Testing

@Suite("Migrations")
struct MigrationTests {
    private struct Row: Equatable { let version: Int; let name: String; let appliedAt: Int64 }

    private func recorded(_ store: Store) async throws -> [Row] {
        try await store.database.raw("SELECT version, name, applied_at FROM schema_migrations ORDER BY version").all().map {
            Row(version: try $0.decode(column: "version", as: Int.self), name: try $0.decode(column: "name", as: String.self),
                appliedAt: try $0.decode(column: "applied_at", as: Int64.self))
        }
    }

    @Test("the list is numbered 1, 2, 3, … and a misnumbered list is refused")
    func listIsNumbered() throws {
        let migrator = try Migrator(Migration.all)
        #expect(migrator.latestVersion == Migration.all.count)
        #expect(Store.latestSchemaVersion == Migration.all.count)
        let gap = Migration(version: 3, name: "gap") { _ in }
        let error = #expect(throws: StoreError.self) { try Migrator([.accounts, gap]) }
        #expect(error?.code == .invalid)
    }

    @Test("opening applies every migration once and records it", arguments: TestEngine.all)
    func appliedOnceAndRecorded(engine: TestEngine) async throws {
        try await engine.withStore { store in
            let rows = try await recorded(store)
            #expect(rows.map(\.version) == Migration.all.map(\.version))
            #expect(rows.map(\.name) == Migration.all.map(\.name))
            #expect(Array(rows.map(\.name).prefix(4)) == ["accounts", "photos", "sign_in_attempts", "filter_lab_states"])
            let now = Date().epochMilliseconds
            #expect(rows.allSatisfy { abs($0.appliedAt - now) < 60_000 })
        }
    }

    @Test("reopening a migrated database changes nothing", arguments: TestEngine.all)
    func reopeningIsNoOp(engine: TestEngine) async throws {
        try await engine.withFreshDatabase { location in
            let first = try await Store.open(location, logger: testLogger)
            let before = try await recorded(first)
            let user = try await first.users.create(email: "keep@example.com", passwordHash: "h")
            try await first.close()

            let second = try await Store.open(location, logger: testLogger)
            let after = try await recorded(second)
            let found = try await second.users.find(id: user.id)
            try await second.close()
            #expect(after == before)
            #expect(found == user)
        }
    }

    @Test("a database migrated by a newer Readout is refused", arguments: TestEngine.all)
    func newerDatabaseRefused(engine: TestEngine) async throws {
        try await engine.withFreshDatabase { location in
            let store = try await Store.open(location, logger: testLogger)
            let future = Store.latestSchemaVersion + 1
            try await store.database.raw("INSERT INTO schema_migrations (version, name, applied_at) VALUES (\(bind: future), 'future', 0)").run()
            try await store.close()

            let error = await #expect(throws: StoreError.self) { _ = try await Store.open(location, logger: testLogger) }
            #expect(error?.code == .databaseNewerThanBinary, "\(error?.message ?? "no error")")
            #expect(error?.message.contains("schema version \(Store.latestSchemaVersion + 1) but this Readout knows only up to \(Store.latestSchemaVersion)") == true)
            #expect(error?.message.contains("Upgrade Readout or point --database elsewhere") == true)
        }
    }

    @Test("stores opened at the same moment on one new database all succeed and migrate once", arguments: TestEngine.all)
    func concurrentOpens(engine: TestEngine) async throws {
        try await engine.withFreshDatabase { location in
            let opened = await withTaskGroup(of: Result<Store, any Error>.self) { group in
                for _ in 0..<4 {
                    group.addTask {
                        do { return .success(try await Store.open(location, logger: testLogger)) } catch { return .failure(error) }
                    }
                }
                return await group.reduce(into: []) { $0.append($1) }
            }
            // Close what opened before judging, so a failed open is reported, not a crash in a pool's deinit.
            let stores = opened.compactMap { try? $0.get() }
            for case .failure(let error) in opened { Issue.record("an open failed: \(error)") }
            guard stores.count == 4 else {
                for store in stores { try await store.close() }
                return
            }
            let rows = try await recorded(stores[0])
            #expect(rows.map(\.version) == Migration.all.map(\.version))
            // Every store works on the same schema.
            for (index, store) in stores.enumerated() {
                _ = try await store.users.create(email: "user\(index)@example.com", passwordHash: "h")
            }
            for store in stores { try await store.close() }
        }
    }

    @Test("a failed statement inside Store.transaction rolls back the whole transaction", arguments: TestEngine.all)
    func transactionRollsBack(engine: TestEngine) async throws {
        struct Abort: Error {}
        try await engine.withStore { store in
            await #expect(throws: Abort.self) {
                try await store.transaction { database in
                    try await database.raw("""
                        INSERT INTO users (id, email, password_hash, created_at) VALUES ('00000000-0000-0000-0000-000000000001', 'rolled@back.example', 'h', 0)
                        """).run()
                    throw Abort()
                }
            }
            #expect(try await store.users.find(email: "rolled@back.example") == nil)
            let count = try await store.transaction { database in
                try await database.raw("""
                    INSERT INTO users (id, email, password_hash, created_at) VALUES ('00000000-0000-0000-0000-000000000002', 'kept@example.com', 'h', 0)
                    """).run()
                return try await database.raw("SELECT COUNT(*) AS n FROM users").first()?.decode(column: "n", as: Int.self)
            }
            #expect(count == 1)
            #expect(try await store.users.find(email: "kept@example.com") != nil)
        }
    }
}
