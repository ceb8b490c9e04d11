import Foundation

/// Catches the common mistakes in a SQLite path before SQLite's terse "unable to open database file".
enum SQLitePathCheck {
    static func check(_ path: String, location: DatabaseLocation) throws {
        guard !path.isEmpty else {
            throw StoreError(.cannotOpen, "No SQLite database path was given; pass --database with a file path, :memory: or a postgres:// URL.")
        }
        // "file:" paths are SQLite URIs (sqlite-nio opens with SQLITE_OPEN_URI); leave them to SQLite.
        guard !path.hasPrefix("file:") else { return }
        let url = URL(fileURLWithPath: path)
        var isDirectory: ObjCBool = false
        if FileManager.default.fileExists(atPath: url.path, isDirectory: &isDirectory), isDirectory.boolValue {
            throw StoreError(.cannotOpen, "Cannot open \(location): \(path) is a directory. Give the path of a database file inside it, e.g. \(url.appendingPathComponent("readout.sqlite").path).")
        }
        let directory = url.deletingLastPathComponent()
        if !FileManager.default.fileExists(atPath: directory.path, isDirectory: &isDirectory) || !isDirectory.boolValue {
            throw StoreError(.cannotOpen, "Cannot open \(location): the directory \(directory.path) does not exist (or is not a directory). Create it or point --database elsewhere.")
        }
    }
}
