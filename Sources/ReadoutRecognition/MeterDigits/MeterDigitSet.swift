import Foundation
import ReadoutImage

/// A folder of labelled counter-digit crops laid out like `../shared/data/meter-digits`:
/// `labels.tsv` (a header naming `id` or `file`, `label`, and optionally `meter_group`) and the
/// crops in `crops.tar.gz` (as `img/<id>`) or in `img/`. Labels are positions on the wheel in
/// tenths of a step (`9.8`); rows labelled `NaN` (a wheel between digits, jomjol's eleventh
/// class) or outside 0…10 are skipped and counted.
public struct MeterDigitSet: Sendable {
    public struct Sample: Sendable {
        public let id: String
        /// The wheel position, 0..<10.
        public let label: Double
        /// The meter the crop came from (the source folder), "" when the file does not say.
        public let meterGroup: String
        /// The crop as network input (see `MeterDigitInput`).
        public let input: [Float]
    }

    public let samples: [Sample]
    /// Rows without a usable label (NaN, out of range).
    public let skipped: Int

    public struct LoadError: Error, CustomStringConvertible {
        public let description: String
    }

    /// Reads the folder; `limit` keeps only the first rows (for quick runs).
    public init(directory: URL, limit: Int? = nil) throws {
        let labelsURL = directory.appendingPathComponent("labels.tsv")
        guard let table = try? String(contentsOf: labelsURL, encoding: .utf8) else {
            throw LoadError(description: "\(labelsURL.path) is missing or not UTF-8 text: a meter-digit folder needs labels.tsv and crops.tar.gz or img/")
        }
        var lines = table.split(whereSeparator: \.isNewline).map { $0.split(separator: "\t", omittingEmptySubsequences: false).map(String.init) }
        guard let header = lines.first else { throw LoadError(description: "\(labelsURL.path) is empty") }
        lines.removeFirst()
        guard let idColumn = header.firstIndex(of: "id") ?? header.firstIndex(of: "file"), let labelColumn = header.firstIndex(of: "label") else {
            throw LoadError(description: "\(labelsURL.path) must name an id (or file) column and a label column in its first line")
        }
        let groupColumn = header.firstIndex(of: "meter_group")
        if let limit { lines = Array(lines.prefix(limit)) }

        let crops = try Self.cropReader(directory)
        var samples: [Sample] = []
        var skipped = 0
        for (number, fields) in lines.enumerated() {
            guard fields.count > max(idColumn, labelColumn) else {
                throw LoadError(description: "\(labelsURL.path) line \(number + 2) has \(fields.count) columns")
            }
            guard let label = Double(fields[labelColumn]), label.isFinite, (0..<10.05).contains(label) else {
                skipped += 1
                continue
            }
            let id = fields[idColumn]
            guard let bytes = try crops(id) else { throw LoadError(description: "no crop \(id) in \(directory.path)") }
            let image: Image
            do {
                image = try Image(data: Data(bytes))
            } catch {
                throw LoadError(description: "crop \(id) could not be decoded: \(error)")
            }
            samples.append(Sample(id: id, label: MeterDigitScale.normalized(label), meterGroup: groupColumn.map { fields[$0] } ?? "",
                                  input: MeterDigitInput.prepare(image)))
        }
        self.samples = samples
        self.skipped = skipped
    }

    /// Bytes of a crop by id, from the archive (read once) or the img/ folder.
    private static func cropReader(_ directory: URL) throws -> (String) throws -> [UInt8]? {
        let archiveURL = directory.appendingPathComponent("crops.tar.gz")
        if let compressed = try? Data(contentsOf: archiveURL) {
            let archive: TarArchive
            do {
                archive = try TarArchive(try Gzip.decompress(compressed, file: archiveURL.path), file: archiveURL.path)
            } catch {
                throw LoadError(description: "\(error)")
            }
            return { id in (archive.files["img/" + id] ?? archive.files["./img/" + id]).map(Array.init) }
        }
        let folder = directory.appendingPathComponent("img")
        guard FileManager.default.fileExists(atPath: folder.path) else {
            throw LoadError(description: "\(directory.path) has neither crops.tar.gz nor img/")
        }
        return { id in (try? Data(contentsOf: folder.appendingPathComponent(id))).map { [UInt8]($0) } }
    }
}
