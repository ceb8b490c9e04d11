import Foundation

/// The `Accept-Language` header (RFC 9110 §12.5.4): language ranges with optional weights.
struct AcceptLanguage: Sendable, Equatable {
    struct Range: Sendable, Equatable {
        let tag: String
        let quality: Double
    }

    /// The ranges the header lists with a weight above 0, most wanted first (ties keep their order).
    let ranges: [Range]

    init(_ header: String) {
        let parsed = header.split(separator: ",").enumerated().compactMap { index, item -> (Int, Range)? in
            let parts = item.split(separator: ";").map { $0.trimmingCharacters(in: .whitespaces) }
            guard let tag = parts.first, !tag.isEmpty, tag.count <= 35 else { return nil }
            var quality = 1.0
            for parameter in parts.dropFirst() where parameter.lowercased().hasPrefix("q=") {
                quality = Double(parameter.dropFirst(2)) ?? 0
            }
            guard quality > 0, quality <= 1 else { return nil }
            return (index, Range(tag: tag, quality: quality))
        }
        ranges = parsed.sorted { ($0.1.quality, -$0.0) > ($1.1.quality, -$1.0) }.map(\.1)
    }

    /// The most wanted language Readout speaks; nil when the header names none of them
    /// (`*` is left to the caller's fallback).
    var bestMatch: Language? {
        ranges.lazy.compactMap { Language(tag: $0.tag) }.first
    }
}
