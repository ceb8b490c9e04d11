/// Why a Filter Lab action was refused; the message says what to do instead.
public struct FilterLabError: Error, Sendable, Equatable, CustomStringConvertible {
    public enum Code: String, Sendable {
        case controlDisabled, invalidIntensity
    }

    public let code: Code
    public let description: String

    static let needsFilter = FilterLabError(code: .controlDisabled,
                                            description: "Choose Blur or Binarize first: the intensity controls apply the selected filter.")
    static func intensityOutOfRange(_ value: Double, range: ClosedRange<Double>) -> FilterLabError {
        FilterLabError(code: .invalidIntensity,
                       description: "The intensity must be between \(range.lowerBound) and \(range.upperBound), not \(value).")
    }
}
