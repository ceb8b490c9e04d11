import Foundation
import ReadoutStore

/// "Export my data": a ZIP with one JSON file per app holding every row the user owns (found from
/// the schema, so a table added later is exported too; sessions and the password hash are not
/// the user's data but their keys) and every photo as its original file.
struct AccountExport {
    let store: Store

    /// Which file a table's rows go in; a table no app claims goes in other.json under its name.
    static func file(for table: String) -> String {
        let apps: [(prefix: String, file: String)] = [
            ("users", "account.json"), ("photo", "photos.json"), ("filter_lab", "filter-lab.json"),
            ("math_sprint", "math-sprint.json"), ("homework", "homework.json"), ("vocabulary", "vocabulary.json"),
            ("meter", "meters.json"),
        ]
        return apps.first { table.hasPrefix($0.prefix) }?.file ?? "other.json"
    }

    func archive(for user: User, now: Date = Date()) async throws -> [UInt8] {
        let rows = try await store.accountData.export(user: user.id)
        var files: [String: [String: [[String: AccountDataStore.Value]]]] = [:]
        for (table, tableRows) in rows {
            files[Self.file(for: table), default: [:]][table] = tableRows
        }
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]
        var zip = ZipWriter()
        for name in files.keys.sorted() {
            try zip.add("readout-export/\(name)", Array(try encoder.encode(files[name])), modified: now)
        }
        var cursor: PhotoCursor?
        repeat {
            let page = try await store.photos.page(owner: user.id, after: cursor, limit: 100)
            for photo in page.photos {
                guard let bytes = try await store.photos.bytes(id: photo.id, owner: user.id) else { continue }
                try zip.add("readout-export/photos/\(photo.id.uuidString.lowercased()).\(Self.fileExtension(photo.mediaType))", bytes,
                            modified: photo.createdAt)
            }
            cursor = page.next
        } while cursor != nil
        return try zip.finished()
    }

    static func fileExtension(_ mediaType: String) -> String {
        switch mediaType {
        case "image/jpeg": "jpg"
        case "image/png": "png"
        case "image/gif": "gif"
        case "image/webp": "webp"
        case "image/tiff": "tiff"
        case "image/bmp": "bmp"
        default: "bin"
        }
    }
}
