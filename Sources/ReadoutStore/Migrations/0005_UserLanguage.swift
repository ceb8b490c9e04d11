extension Migration {
    /// The language each user chose for Readout's pages and messages (NULL: follow the browser).
    static let userLanguage = Migration(version: 5, name: "user_language") { schema in
        try await schema.execute("ALTER TABLE users ADD COLUMN language TEXT")
    }
}
