/// The rules of the seed's screen, as a pure function from a state and an action to the next
/// state (recognition results are filled in afterwards by `recorded(wordCount:…)`).
public enum FilterLabRules {
    /// The intensities the 25 % / 75 % buttons send; the API accepts any value in this range.
    public static let buttonRange: ClosedRange<Double> = 0.01...1
    /// The slider's range, 0–300 %.
    public static let sliderRange: ClosedRange<Double> = 0...3
    /// The intensity a segment starts at when chosen (the seed: "radius 100 × 0.25").
    public static let segmentIntensity = 0.25

    public static func apply(_ action: FilterLabAction, to state: FilterLabState) throws(FilterLabError) -> FilterLabState {
        var next = state
        switch action {
        case .segment(.original):
            next.segment = .original
            next.operations = []
            next.sliderIntensity = nil
            next.steps.append(FilterLabStep(label: "Original"))
        case .segment(let segment):
            let operation = FilterOperation(filter: filter(for: segment), intensity: segmentIntensity)
            next.segment = segment
            next.operations = [operation]
            next.sliderIntensity = nil
            next.steps.append(FilterLabStep(label: operation.label))
        case .intensity(let amount):
            guard state.intensityControlsEnabled else { throw .needsFilter }
            guard buttonRange.contains(amount) else { throw .intensityOutOfRange(amount, range: buttonRange) }
            let operation = FilterOperation(filter: filter(for: state.segment), intensity: amount)
            next.operations.append(operation)
            next.sliderIntensity = nil
            next.steps.append(FilterLabStep(label: operation.label))
        case .slider(let intensity):
            guard state.intensityControlsEnabled else { throw .needsFilter }
            guard sliderRange.contains(intensity) else { throw .intensityOutOfRange(intensity, range: sliderRange) }
            let operation = FilterOperation(filter: filter(for: state.segment), intensity: intensity)
            next.operations = [operation]
            next.sliderIntensity = intensity
            next.steps.append(FilterLabStep(label: operation.label + " (slider)"))
        case .show(let source):
            next = FilterLabState(showing: source, revision: state.revision)
        }
        next.recognitionJSON = nil
        next.revision = state.revision + 1
        return next
    }

    private static func filter(for segment: FilterSegment) -> FilterOperation.Filter {
        segment == .binarize ? .binarize : .blur
    }
}

extension FilterLabState {
    /// The state with the latest step's recognition numbers and the recognition itself recorded.
    public func recorded(recognitionJSON: String, wordCount: Int, meanConfidence: Double?) -> FilterLabState {
        var next = self
        next.recognitionJSON = recognitionJSON
        if !next.steps.isEmpty {
            next.steps[next.steps.count - 1].wordCount = wordCount
            next.steps[next.steps.count - 1].meanConfidence = meanConfidence
        }
        return next
    }
}
