/// What the user can do in Filter Lab; each is one API call.
public enum FilterLabAction: Sendable, Equatable {
    /// Choose Original (revert everything), Blur or Binarize (the filter at 25 % on the original).
    case segment(FilterSegment)
    /// 25 % / 75 %: the current segment's filter applied on top of the image shown (additive).
    case intensity(Double)
    /// The slider: the current segment's filter at `intensity` (0…3) applied once to the original.
    case slider(Double)
    /// Show another image, from the gallery or the user's photos, unfiltered.
    case show(FilterLabSource)

    /// Whether the action replaces the picture (rather than filtering the one shown).
    public var choosesPicture: Bool {
        if case .show = self { true } else { false }
    }
}
