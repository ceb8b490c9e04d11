/// Why text could not be recognised; `description` is a sentence a user can act on.
public enum RecognitionError: Error, Sendable, Equatable, CustomStringConvertible {
    /// No `<language>.traineddata` in the Tesseract data folder; `installed` lists what is there.
    case languageNotInstalled(String, installed: [String])
    /// Tesseract failed to start or to read the image.
    case engineFailed(String)
    /// The options make no sense (for example no language at all).
    case invalidOptions(String)

    public var description: String {
        switch self {
        case .languageNotInstalled(let language, let installed):
            let list = installed.isEmpty ? "none" : installed.joined(separator: ", ")
            return "Language '\(language)' is not installed; install tesseract-ocr-\(language). Installed: \(list)."
        case .engineFailed(let message), .invalidOptions(let message):
            return message
        }
    }
}
