import Crypto
import Foundation
import NIOConcurrencyHelpers
import ReadoutImage
import ReadoutRecognition
import ReadoutStore

/// A photo's recognised text, made once per photo and options and kept in the store; served from
/// there until the engine changes (another Tesseract, model file or preprocessing version), then
/// recognised again on the next request.
struct PhotoText: Sendable {
    let store: Store
    let photos: PhotoService
    let recognition: TextRecognitionService
    /// Model hashes are per file, so one cache serves every server in the process.
    static let versions = RecognitionEngineVersions()

    /// The recognition of the owner's photo as the API's JSON, and whether it came from the store.
    /// Stored text is served as it was kept: the same encoder wrote it, so there is nothing to
    /// gain from decoding and encoding it again on every request.
    func json(photo: UUID, owner: UUID, options: RecognitionOptions) async throws -> (json: Data, stored: Bool) {
        let key = Self.key(options)
        let engine = Self.versions.version(languages: options.languages, recognizer: recognition.recognizer)
        if let kept = try await store.photoDerivatives.recognition(photo: photo, owner: owner, options: key), kept.engine == engine {
            return (Data(kept.json.utf8), true)
        }
        guard let bytes = try await store.photos.bytes(id: photo, owner: owner) else { throw AppError.notFound(.photo) }
        let made = try await recognition.recognize(try photos.decode(bytes).image, options: options)
        let json = try JSONResponse.encode(made.report)
        try await store.photoDerivatives.saveRecognition(photo: photo, owner: owner, options: key, engine: engine,
                                                         json: String(decoding: json, as: UTF8.self))
        return (json, false)
    }

    /// What the stored result depends on besides the engine: the level and the languages.
    static func key(_ options: RecognitionOptions) -> String {
        "\(options.level.rawValue):\(options.languages.joined(separator: "+"))"
    }
}

/// "tesseract 5.3.0; preprocessing 1; eng 8a4c…": names what made a recognition. Each model file
/// is hashed once (SHA-256 of its bytes, the first 16 hex digits) and remembered.
final class RecognitionEngineVersions: Sendable {
    private let hashes = NIOLockedValueBox<[String: String]>([:])

    func version(languages: [String], recognizer: TextRecognizer) -> String {
        let models = languages.map { language in "\(language) \(modelHash(recognizer.modelFile(language)))" }
        return (["tesseract \(TextRecognizer.tesseractVersion)", "preprocessing \(TextRecognizer.preprocessingVersion)"] + models)
            .joined(separator: "; ")
    }

    private func modelHash(_ file: URL) -> String {
        if let known = hashes.withLockedValue({ $0[file.path] }) { return known }
        let hash = (try? Data(contentsOf: file, options: .mappedIfSafe))
            .map { SHA256.hash(data: $0).map { String(format: "%02x", $0) }.joined().prefix(16) }.map(String.init) ?? "missing"
        hashes.withLockedValue { $0[file.path] = hash }
        return hash
    }
}
