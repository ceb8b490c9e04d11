/// One entry of the history strip: what was applied, and how recognition fared afterwards.
public struct FilterLabStep: Sendable, Codable, Equatable {
    public var label: String
    /// Words recognised after the step (nil until recognition has run).
    public var wordCount: Int?
    /// Mean word confidence 0…1 after the step (nil when no word was found).
    public var meanConfidence: Double?

    public init(label: String, wordCount: Int? = nil, meanConfidence: Double? = nil) {
        self.label = label
        self.wordCount = wordCount
        self.meanConfidence = meanConfidence
    }
}
