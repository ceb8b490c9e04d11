import Foundation

/// Test fixtures bundled with the ReadoutImageTests target (`Fixtures/…`).
enum Fixture {
    static func url(_ relativePath: String) -> URL {
        guard let url = Bundle.module.url(forResource: "Fixtures/" + relativePath, withExtension: nil) else {
            fatalError("missing test fixture Fixtures/\(relativePath)")
        }
        return url
    }

    static func data(_ relativePath: String) throws -> Data {
        try Data(contentsOf: url(relativePath))
    }

    /// Every file in a fixture folder, sorted by name.
    static func files(in folder: String) throws -> [URL] {
        try FileManager.default.contentsOfDirectory(at: url(folder), includingPropertiesForKeys: nil)
            .filter { !$0.lastPathComponent.hasPrefix(".") }
            .sorted { $0.lastPathComponent < $1.lastPathComponent }
    }
}
