import Foundation
import ReadoutApps

/// The words of a Filter Lab state in the reader's language. The rules write English labels
/// ("Blur 25%", "Binarize 300% (slider)") into the stored history; they are read back here, so
/// states saved before there were languages show translated too.
enum FilterLabWording {
    /// A gallery picture by its catalogue title; the user's own photo as "Your photo".
    static func source(_ source: FilterLabSource, _ localizer: Localizer) -> FilterLabSource {
        let key = source.kind == .gallery ? "filterLab.gallery.\(source.id)" : "filterLab.yourPhoto"
        guard MessageCatalog.bundled.has(key) else { return source }
        return FilterLabSource(kind: source.kind, id: source.id, title: localizer(key))
    }

    /// A history step with its label translated; a label of another shape is kept as it is.
    static func step(_ step: FilterLabStep, _ localizer: Localizer) -> FilterLabStep {
        var translated = step
        translated.label = label(step.label, localizer)
        return translated
    }

    static func label(_ label: String, _ localizer: Localizer) -> String {
        if label == "Original" { return localizer("filterLab.segment.original") }
        guard let match = label.wholeMatch(of: /(Blur|Binarize) (\d+)%( \(slider\))?/) else { return label }
        let filter = localizer(match.1 == "Blur" ? "filterLab.segment.blur" : "filterLab.segment.binarize")
        let arguments: [String: MessageArgument] = ["filter": .text(filter), "percent": .integer(Int(match.2) ?? 0)]
        return localizer(match.3 == nil ? "filterLab.step.filter" : "filterLab.step.slider", arguments)
    }
}
