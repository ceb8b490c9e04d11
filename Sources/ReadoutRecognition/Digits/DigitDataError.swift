/// Why a digit data file (MNIST IDX, gzip, UCI pendigits) could not be read; `description` is a
/// sentence a user can act on.
public enum DigitDataError: Error, Sendable, Equatable, CustomStringConvertible {
    /// The file could not be opened or read at all.
    case unreadable(file: String, reason: String)
    /// The gzip stream is damaged or ends early.
    case corruptCompressedData(file: String, reason: String)
    /// The bytes are not an IDX file of unsigned bytes, or its header is inconsistent.
    case notIDX(file: String, reason: String)
    /// The IDX header promises more data than the file holds, or the file has bytes to spare.
    case wrongLength(file: String, expected: Int, actual: Int)
    /// An IDX file has a shape this reader cannot use (for example labels that are images).
    case unexpectedShape(file: String, expected: String, actual: [Int])
    /// The image and label files do not describe the same number of digits.
    case countMismatch(images: Int, labels: Int)
    /// A label outside 0…9.
    case invalidLabel(file: String, index: Int, value: Int)
    /// A pendigits line that does not follow the format.
    case malformedPenData(file: String, line: Int, reason: String)

    public var description: String {
        switch self {
        case .unreadable(let file, let reason):
            return "Cannot read \(file): \(reason)"
        case .corruptCompressedData(let file, let reason):
            return "\(file) is not a valid gzip file (\(reason)); download it again."
        case .notIDX(let file, let reason):
            return "\(file) is not an MNIST IDX file of bytes: \(reason)."
        case .wrongLength(let file, let expected, let actual):
            let what = actual < expected ? "is truncated" : "has trailing bytes"
            return "\(file) \(what): its header promises \(expected) bytes of data, the file holds \(actual); download it again."
        case .unexpectedShape(let file, let expected, let actual):
            let shape = actual.map(String.init).joined(separator: "×")
            return "\(file) holds an array of shape \(shape), but \(expected) was expected; are the image and label files swapped?"
        case .countMismatch(let images, let labels):
            return "The image file holds \(images) digits but the label file \(labels); they must come from the same set."
        case .invalidLabel(let file, let index, let value):
            return "\(file) has label \(value) at index \(index); digit labels are 0…9."
        case .malformedPenData(let file, let line, let reason):
            return "\(file), line \(line): \(reason)."
        }
    }
}
