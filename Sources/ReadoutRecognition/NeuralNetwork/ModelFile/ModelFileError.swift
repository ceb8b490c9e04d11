/// Why a model file could not be read or written, in a sentence a user can act on.
public enum ModelFileError: Error, Equatable, Sendable, CustomStringConvertible {
    case unreadable(path: String, reason: String)
    case unwritable(path: String, reason: String)
    case wrongMagic
    case newerVersion(found: Int, supported: Int)
    case truncated(offset: Int)
    case invalidArchitecture(String)
    case weightCountMismatch(layer: Int, expected: Int, found: Int)
    case trailingBytes(count: Int)

    public var description: String {
        switch self {
        case let .unreadable(path, reason):
            "Could not read the model file \(path): \(reason)."
        case let .unwritable(path, reason):
            "Could not write the model file \(path): \(reason)."
        case .wrongMagic:
            "This is not a Readout model file (it does not start with \"RDNN\"); pass a file written by `save`."
        case let .newerVersion(found, supported):
            "The model file has format version \(found), but this build reads versions up to \(supported); update Readout or re-export the model."
        case let .truncated(offset):
            "The model file ends early (at byte \(offset)); it was cut short while copying or downloading — copy it again."
        case let .invalidArchitecture(reason):
            "The model file describes a network that cannot be built: \(reason)."
        case let .weightCountMismatch(layer, expected, found):
            "The model file holds \(found) values for layer \(layer) where its architecture needs \(expected); the file is corrupt."
        case let .trailingBytes(count):
            "The model file has \(count) unexpected bytes after the weights; the file is corrupt."
        }
    }
}
