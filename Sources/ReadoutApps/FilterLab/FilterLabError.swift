/// Why a Filter Lab action was refused; the message says what to do instead.
public struct FilterLabError: Error, Sendable, Equatable, CustomStringConvertible {
    /// Machine-readable reasons; the raw values are the API's error codes.
    public enum Code: String, Sendable {
        case controlDisabled = "control_disabled"
        case invalidIntensity = "invalid_intensity"
        case stackFull = "stack_full"
        case galleryMissing = "gallery_missing"
    }

    public let code: Code
    public let description: String
    /// For `invalidIntensity`: the value refused and the range allowed.
    public var value: Double?
    public var range: ClosedRange<Double>?

    static let needsFilter = FilterLabError(code: .controlDisabled,
                                            description: "Choose Blur or Binarize first: the intensity controls apply the selected filter.")
    static func intensityOutOfRange(_ value: Double, range: ClosedRange<Double>) -> FilterLabError {
        FilterLabError(code: .invalidIntensity,
                       description: "The intensity must be between \(range.lowerBound) and \(range.upperBound), not \(value).",
                       value: value, range: range)
    }
    static let stackFull = FilterLabError(
        code: .stackFull,
        description: "\(FilterLabRules.maxStackedFilters) filters are stacked on this picture already: move the slider, or choose Original, to start again from the original.")
}

extension FilterLabError: RuleRefusal {
    /// A value out of range is a bad request; a control the state has turned off, a conflict.
    public var refusal: Refusal {
        switch code {
        case .controlDisabled:
            Refusal(app: "filterLab", code: code.rawValue, kind: .conflict)
        case .invalidIntensity:
            Refusal(app: "filterLab", code: code.rawValue, arguments: [
                "lower": .decimal((range ?? FilterLabRules.sliderRange).lowerBound, fractionDigits: 2),
                "upper": .decimal((range ?? FilterLabRules.sliderRange).upperBound, fractionDigits: 2),
                "value": .decimal(value ?? .nan, fractionDigits: 2),
            ], kind: .badRequest)
        case .stackFull:
            Refusal(app: "filterLab", code: code.rawValue, arguments: ["count": .integer(FilterLabRules.maxStackedFilters)], kind: .conflict)
        case .galleryMissing:
            Refusal(app: "filterLab", code: code.rawValue, kind: .conflict)
        }
    }
}
