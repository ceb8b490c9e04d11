import Crypto
import Foundation

/// The app shell the service worker keeps for offline use: every file under `/static` and the
/// offline page, and a version that changes whenever any of those files does, so a new Readout
/// replaces the old cache instead of serving yesterday's scripts.
struct AppShell: Sendable {
    /// What the worker is told, written ahead of its script as `self.READOUT_SHELL = {...};`.
    struct Manifest: Encodable, Sendable {
        let version: String
        let files: [String]
    }

    let manifest: Manifest
    /// The worker's script with the manifest in front: its bytes change with the version, which is
    /// what makes browsers install the new worker.
    let serviceWorker: [UInt8]

    /// Reads the public folder (served at `/static`) and the worker's script in it.
    static func bundled() throws -> AppShell {
        guard let folder = Bundle.module.resourceURL?.appendingPathComponent("Public") else {
            throw CocoaError(.fileNoSuchFile)
        }
        return try AppShell(publicFolder: folder)
    }

    init(publicFolder: URL) throws {
        let script = publicFolder.appendingPathComponent("js/service-worker.js")
        var hash = SHA256()
        var files: [String] = []
        let enumerator = FileManager.default.enumerator(at: publicFolder, includingPropertiesForKeys: [.isRegularFileKey])
        let paths = (enumerator?.allObjects as? [URL] ?? [])
            .filter { (try? $0.resourceValues(forKeys: [.isRegularFileKey]).isRegularFile) == true }
            .map { $0.standardizedFileURL.path }
            .sorted()
        let root = publicFolder.standardizedFileURL.path
        for path in paths {
            let relative = String(path.dropFirst(root.count)).trimmingCharacters(in: CharacterSet(charactersIn: "/"))
            hash.update(data: Data(relative.utf8))
            hash.update(data: try Data(contentsOf: URL(fileURLWithPath: path)))
            // The worker itself is not part of its own cache.
            if relative != "js/service-worker.js" { files.append("/static/" + relative) }
        }
        let version = hash.finalize().prefix(6).map { String(format: "%02x", $0) }.joined()
        manifest = Manifest(version: "\(ReadoutVersion.current)-\(version)", files: files + [WebAppRoutes.offlinePath])
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys, .withoutEscapingSlashes]
        let prologue = "// Written by the server (AppShell.swift): the files to keep offline and their version.\n"
            + "self.READOUT_SHELL = " + String(decoding: try encoder.encode(manifest), as: UTF8.self) + ";\n"
        serviceWorker = Array(prologue.utf8) + Array(try Data(contentsOf: script))
    }
}
