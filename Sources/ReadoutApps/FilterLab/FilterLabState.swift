import Foundation
import ReadoutRecognition

/// Everything Filter Lab remembers for one user: the image, the filters on it, the history strip,
/// and the last recognition. The shown image is the source with `operations` applied in order,
/// so it can be rebuilt anywhere from the state alone (several server instances, a restart).
public struct FilterLabState: Sendable, Codable, Equatable {
    public var source: FilterLabSource
    public var segment: FilterSegment
    /// Filters applied to the original, in order, to make the image shown.
    public var operations: [FilterOperation]
    /// The slider's value when the image shown came from the slider; nil after buttons.
    public var sliderIntensity: Double?
    /// The history strip since the image was chosen, oldest first.
    public var steps: [FilterLabStep]
    /// Goes up by one with every saved change: image URLs carry it, and concurrent writers
    /// detect each other with it.
    public var revision: Int
    /// The recognition of the image shown (nil before the first).
    public var recognition: RecognitionReport?
    /// When `recognition` was made (nil before the first; states saved before this field
    /// existed decode it as nil too).
    public var recognizedAt: Date?

    /// A fresh state showing `source` unfiltered.
    public init(showing source: FilterLabSource, revision: Int = 0) {
        self.source = source
        self.segment = .original
        self.operations = []
        self.sliderIntensity = nil
        self.steps = [FilterLabStep(label: "Original")]
        self.revision = revision
        self.recognition = nil
        self.recognizedAt = nil
    }

    /// The seed's default state: 25 % / 75 % (and the slider) act only on a filter.
    public var intensityControlsEnabled: Bool { segment != .original }

    /// Whether 25 % / 75 % may add another filter (the stack has room).
    public var canStackFilter: Bool {
        intensityControlsEnabled && operations.count < FilterLabRules.maxStackedFilters
    }
}

extension FilterLabState {
    private enum CodingKeys: String, CodingKey {
        case source, segment, operations, sliderIntensity, steps, revision, recognition, recognizedAt
        /// Until December 2026 the recognition was kept as the JSON text of the report.
        case recognitionJSON
    }

    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        source = try container.decode(FilterLabSource.self, forKey: .source)
        segment = try container.decode(FilterSegment.self, forKey: .segment)
        operations = try container.decode([FilterOperation].self, forKey: .operations)
        sliderIntensity = try container.decodeIfPresent(Double.self, forKey: .sliderIntensity)
        steps = try container.decode([FilterLabStep].self, forKey: .steps)
        revision = try container.decode(Int.self, forKey: .revision)
        recognizedAt = try container.decodeIfPresent(Date.self, forKey: .recognizedAt)
        if let report = try container.decodeIfPresent(RecognitionReport.self, forKey: .recognition) {
            recognition = report
        } else if let text = try container.decodeIfPresent(String.self, forKey: .recognitionJSON) {
            // An older state: a report that no longer reads is recognised again on the next step.
            recognition = try? JSONDecoder().decode(RecognitionReport.self, from: Data(text.utf8))
        } else {
            recognition = nil
        }
    }

    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(source, forKey: .source)
        try container.encode(segment, forKey: .segment)
        try container.encode(operations, forKey: .operations)
        try container.encodeIfPresent(sliderIntensity, forKey: .sliderIntensity)
        try container.encode(steps, forKey: .steps)
        try container.encode(revision, forKey: .revision)
        try container.encodeIfPresent(recognition, forKey: .recognition)
        try container.encodeIfPresent(recognizedAt, forKey: .recognizedAt)
    }
}
