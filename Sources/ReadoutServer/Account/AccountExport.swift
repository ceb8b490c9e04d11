import Foundation
import ReadoutStore
import ZIPFoundation

/// "Export my data": a ZIP with one JSON file per app holding every row the user owns (found from
/// the schema, so a table added later is exported too; sessions and the password hash are not
/// the user's data but their keys) and every photo as its original file. The JSON is deflated;
/// photos are stored as they are (compressed already). ZIPFoundation writes ZIP64 records when an
/// archive passes 4 GiB.
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
        let zip = try Archive(data: Data(), accessMode: .create)
        for name in files.keys.sorted() {
            try Self.add("readout-export/\(name)", try encoder.encode(files[name]), to: zip, modified: now, compression: .deflate)
        }
        var cursor: PhotoCursor?
        repeat {
            let page = try await store.photos.page(owner: user.id, after: cursor, limit: 100)
            for photo in page.photos {
                guard let bytes = try await store.photos.bytes(id: photo.id, owner: user.id) else { continue }
                try Self.add("readout-export/photos/\(photo.id.uuidString.lowercased()).\(Self.fileExtension(photo.mediaType))",
                             Data(bytes), to: zip, modified: photo.createdAt, compression: .none)
            }
            cursor = page.next
        } while cursor != nil
        guard let archive = zip.data else { throw ExportFailure.archiveUnavailable }
        return Array(archive)
    }

    enum ExportFailure: Error { case archiveUnavailable }

    private static func add(_ path: String, _ content: Data, to zip: Archive, modified: Date,
                            compression: CompressionMethod) throws {
        try zip.addEntry(with: path, type: .file, uncompressedSize: Int64(content.count), modificationDate: modified,
                         compressionMethod: compression) { position, size in
            content.subdata(in: Int(position)..<Int(position) + size)
        }
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
