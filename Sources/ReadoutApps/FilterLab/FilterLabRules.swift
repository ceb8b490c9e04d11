import Foundation
import ReadoutRecognition

/// The rules of the seed's screen, as a pure function from a state and an action to the next
/// state (recognition results are filled in afterwards by `recorded(wordCount:…)`).
public enum FilterLabRules {
    /// The intensities the 25 % / 75 % buttons send; the API accepts any value in this range.
    public static let buttonRange: ClosedRange<Double> = 0.01...1
    /// The slider's range, 0–300 %.
    public static let sliderRange: ClosedRange<Double> = 0...3
    /// The intensity a segment starts at when chosen (the seed: "radius 100 × 0.25").
    public static let segmentIntensity = 0.25
    /// How many filters 25 % / 75 % may stack on one picture. Each press filters the picture
    /// shown, and a picture evicted from the image cache is rebuilt by replaying the stack, so it
    /// must stay short; sixteen blurs at 75 % already leave a flat grey.
    public static let maxStackedFilters = 16
    /// How many steps the history strip keeps: the picture's first step (its original, which
    /// the page counts words against) and the newest ones.
    public static let maxSteps = 40

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
            guard state.canStackFilter else { throw .stackFull }
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
        next.recognition = nil
        next.recognizedAt = nil
        next.steps = trimmed(next.steps)
        next.revision = state.revision + 1
        return next
    }

    /// The first step and the newest, `maxSteps` in all.
    private static func trimmed(_ steps: [FilterLabStep]) -> [FilterLabStep] {
        guard steps.count > maxSteps else { return steps }
        return [steps[0]] + steps.suffix(maxSteps - 1)
    }

    private static func filter(for segment: FilterSegment) -> FilterOperation.Filter {
        segment == .binarize ? .binarize : .blur
    }
}

extension FilterLabState {
    /// The state with the latest step's recognition numbers and the recognition itself recorded.
    public func recorded(_ recognition: RecognitionReport, wordCount: Int, meanConfidence: Double?, at date: Date = Date()) -> FilterLabState {
        var next = self
        next.recognition = recognition
        next.recognizedAt = date
        if !next.steps.isEmpty {
            next.steps[next.steps.count - 1].wordCount = wordCount
            next.steps[next.steps.count - 1].meanConfidence = meanConfidence
        }
        return next
    }
}
