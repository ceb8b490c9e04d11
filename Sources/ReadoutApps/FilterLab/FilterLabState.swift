import Foundation

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
    /// The recognition of the image shown, as the `readout ocr --json` object (nil before the first).
    public var recognitionJSON: String?
    /// When `recognitionJSON` was made (nil before the first; states saved before this field
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
        self.recognitionJSON = nil
        self.recognizedAt = nil
    }

    /// The seed's default state: 25 % / 75 % (and the slider) act only on a filter.
    public var intensityControlsEnabled: Bool { segment != .original }

    /// Whether 25 % / 75 % may add another filter (the stack has room).
    public var canStackFilter: Bool {
        intensityControlsEnabled && operations.count < FilterLabRules.maxStackedFilters
    }
}
