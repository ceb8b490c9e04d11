import Foundation

/// Where Tesseract's `*.traineddata` files live, and which languages are there.
enum TesseractData {
    /// Folders Debian, Homebrew and source builds install tessdata into, most likely first.
    static let standardFolders = [
        "/usr/share/tesseract-ocr/5/tessdata",
        "/usr/share/tesseract-ocr/4.00/tessdata",
        "/usr/share/tessdata",
        "/usr/local/share/tessdata",
        "/opt/homebrew/share/tessdata",
    ]

    /// The explicit path, else `TESSDATA_PREFIX` (the tessdata folder itself, as Tesseract 5
    /// reads it), else the first standard folder that holds any model.
    static func resolvedPath(_ explicit: String?) -> String {
        if let explicit, !explicit.isEmpty { return explicit }
        if let prefix = ProcessInfo.processInfo.environment["TESSDATA_PREFIX"], !prefix.isEmpty {
            return prefix
        }
        return standardFolders.first { !languages(in: $0).isEmpty } ?? standardFolders[0]
    }

    /// Language codes with a `.traineddata` file in `folder`, sorted.
    static func languages(in folder: String) -> [String] {
        let names = (try? FileManager.default.contentsOfDirectory(atPath: folder)) ?? []
        return names.filter { $0.hasSuffix(".traineddata") }
            .map { String($0.dropLast(".traineddata".count)) }
            .sorted()
    }

    /// Throws `languageNotInstalled` for the first language without a model file; checking
    /// before `Init` turns Tesseract's stderr noise into an error a user can act on.
    static func checkInstalled(_ languages: [String], in folder: String) throws {
        guard !languages.isEmpty else {
            throw RecognitionError.invalidOptions("No recognition language given; pass at least one, for example 'eng'.")
        }
        for language in languages {
            let valid = !language.isEmpty && language.allSatisfy { $0.isLetter || $0.isNumber || $0 == "_" || $0 == "-" }
            let file = (folder as NSString).appendingPathComponent("\(language).traineddata")
            if !valid || !FileManager.default.fileExists(atPath: file) {
                throw RecognitionError.languageNotInstalled(language, installed: Self.languages(in: folder))
            }
        }
    }
}
