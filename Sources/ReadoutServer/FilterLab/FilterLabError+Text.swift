import ReadoutApps

extension FilterLabService {
    /// The catalogue's sentence for a refused Filter Lab action (the rules' own `description` is
    /// English, for logs and tests of the rules).
    static func text(of error: FilterLabError) -> LocalizedText {
        switch error.code {
        case .controlDisabled:
            return .init("error.filterLab.controlDisabled")
        case .invalidIntensity:
            let range = error.range ?? FilterLabRules.sliderRange
            return .init("error.filterLab.invalidIntensity", [
                "lower": .decimal(range.lowerBound, fractionDigits: 2), "upper": .decimal(range.upperBound, fractionDigits: 2),
                "value": .decimal(error.value ?? .nan, fractionDigits: 2),
            ])
        case .stackFull:
            return .init("error.filterLab.stackFull", ["count": .integer(FilterLabRules.maxStackedFilters)])
        case .galleryMissing:
            return .init("error.filterLab.galleryEmpty")
        }
    }
}
