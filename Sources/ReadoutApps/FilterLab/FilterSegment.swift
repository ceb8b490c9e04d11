/// The segmented control of Filter Lab: which filter the intensity buttons and slider apply.
public enum FilterSegment: String, Sendable, Codable, CaseIterable {
    case original, blur, binarize

    /// The label the history strip and the page use.
    public var title: String {
        switch self {
        case .original: "Original"
        case .blur: "Blur"
        case .binarize: "Binarize"
        }
    }
}
