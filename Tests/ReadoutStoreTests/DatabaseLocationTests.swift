import ReadoutStore
import Testing

@Suite("Database locations")
struct DatabaseLocationTests {
    @Test("a --database argument is read as PostgreSQL, in-memory or a SQLite path", arguments: [
        ("postgres://u:p@db:5432/readout", DatabaseLocation.postgres(url: "postgres://u:p@db:5432/readout")),
        ("postgresql://u@db/readout", .postgres(url: "postgresql://u@db/readout")),
        ("POSTGRES://u@db/readout", .postgres(url: "POSTGRES://u@db/readout")),
        (":memory:", .sqliteInMemory),
        ("readout.sqlite", .sqlite(path: "readout.sqlite")),
        ("/var/lib/readout/db.sqlite", .sqlite(path: "/var/lib/readout/db.sqlite")),
        (" data/readout.sqlite\n", .sqlite(path: "data/readout.sqlite")),
    ])
    func parsing(text: String, expected: DatabaseLocation) {
        #expect(DatabaseLocation(parsing: text) == expected)
    }

    @Test("descriptions name the database and hide a password")
    func descriptions() {
        let postgres = DatabaseLocation.postgres(url: "postgres://readout:hunter2@db.example:5433/readout")
        #expect(postgres.description == "the PostgreSQL database postgres://readout:***@db.example:5433/readout")
        #expect(DatabaseLocation.postgres(url: "postgres://readout@db/x").description == "the PostgreSQL database postgres://readout@db/x")
        #expect(DatabaseLocation.sqlite(path: "a/b.sqlite").description == "the SQLite database a/b.sqlite")
        #expect(DatabaseLocation.sqliteInMemory.engine == .sqlite)
        #expect(postgres.engine == .postgres)
    }
}
