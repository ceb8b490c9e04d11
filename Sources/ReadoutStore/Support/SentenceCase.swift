extension String {
    /// The string with its first letter capitalised, for messages that start with a database's
    /// description ("the SQLite database …" → "The SQLite database …").
    var sentenceCased: String {
        prefix(1).uppercased() + dropFirst()
    }
}
