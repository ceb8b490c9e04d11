import ReadoutImage

/// A reference photo of a meter, fingerprinted when it was added.
public struct MeterReference<ID: Hashable & Sendable>: Sendable {
    public let meter: ID
    public let fingerprint: MeterFingerprint

    public init(meter: ID, fingerprint: MeterFingerprint) {
        self.meter = meter
        self.fingerprint = fingerprint
    }
}

/// Which meter a photo shows, or "not sure".
public struct MeterIdentification<ID: Hashable & Sendable>: Sendable {
    /// The meter, when the match is clear; nil means "not sure".
    public let meter: ID?
    /// The closest meter even when not sure (what to suggest first).
    public let closest: ID?
    /// The closest meter's distance, 0 (same photo) … 1.
    public let distance: Double
    /// How much farther the second meter is: (second − closest) ÷ second, 0…1 (1 with one meter).
    public let margin: Double
}

/// Tells which of the user's meters a photo shows, from fingerprints computed ahead.
///
/// `thesis` is the Fotolicznik method as written: each of OpenCV's four histogram comparisons
/// (correlation, chi-square, intersection, Bhattacharyya) of the whole photo's hue × saturation
/// histogram picks its most similar reference, the meter picked most often wins, and it always
/// names one. `identify` is ours: a distance mixing the light-normalised centre's colours
/// (Bhattacharyya) with the layout of edges (gradient orientations), the nearest reference of each
/// meter, and "not sure" when the nearest meter is too far or barely nearer than the next.
public enum ImageMatcher {
    public struct Thresholds: Sendable, Equatable {
        /// Farther than this from every reference: not one of these meters.
        public var maximumDistance: Double
        /// The second meter must be at least this much farther (relative): else not sure.
        public var minimumMargin: Double
        /// The weight of colour against layout in the distance, 0…1.
        public var colourWeight: Double

        public init(maximumDistance: Double, minimumMargin: Double, colourWeight: Double) {
            self.maximumDistance = maximumDistance
            self.minimumMargin = minimumMargin
            self.colourWeight = colourWeight
        }

        /// Chosen on the development part of the evaluation (MeterMatchingEvaluation; READOUT_MATCH_TUNE=1
        /// prints the grid): edges carry most of it, colour a fifth.
        public static let standard = Thresholds(maximumDistance: 0.3, minimumMargin: 0.03, colourWeight: 0.2)
    }

    public static func thesis<ID>(_ photo: MeterFingerprint, references: [MeterReference<ID>]) -> ID? {
        guard !references.isEmpty else { return nil }
        let methods: [HistogramComparison] = [.correlation, .chiSquare, .intersection, .bhattacharyya]
        var votes: [ID: Int] = [:]
        var order: [ID] = []
        for method in methods {
            var best: (meter: ID, score: Double)?
            for reference in references {
                let value = compare(reference.fingerprint.whole, photo.whole, method: method)
                let score = method.higherIsMoreSimilar ? value : -value
                if best == nil || score > best!.score { best = (reference.meter, score) }
            }
            guard let winner = best?.meter else { continue }
            votes[winner, default: 0] += 1
            if !order.contains(winner) { order.append(winner) }
        }
        // Most votes; among equals, the one an earlier method chose (correlation first).
        return order.max { votes[$0, default: 0] < votes[$1, default: 0] || (votes[$0, default: 0] == votes[$1, default: 0] && order.firstIndex(of: $0)! > order.firstIndex(of: $1)!) }
    }

    public static func identify<ID>(_ photo: MeterFingerprint, references: [MeterReference<ID>],
                                    thresholds: Thresholds = .standard) -> MeterIdentification<ID> {
        var nearest: [ID: Double] = [:]
        for reference in references {
            let value = distance(photo, reference.fingerprint, colourWeight: thresholds.colourWeight)
            nearest[reference.meter] = min(nearest[reference.meter] ?? .infinity, value)
        }
        let ranked = nearest.sorted { $0.value < $1.value }
        guard let first = ranked.first else { return MeterIdentification(meter: nil, closest: nil, distance: 1, margin: 0) }
        let margin = ranked.count > 1 && ranked[1].value > 0 ? (ranked[1].value - first.value) / ranked[1].value : 1
        let sure = first.value <= thresholds.maximumDistance && margin >= thresholds.minimumMargin
        return MeterIdentification(meter: sure ? first.key : nil, closest: first.key, distance: first.value, margin: margin)
    }

    /// 0 for the same photo, towards 1 for unrelated ones.
    public static func distance(_ a: MeterFingerprint, _ b: MeterFingerprint, colourWeight: Double) -> Double {
        let colour = compare(a.centre, b.centre, method: .bhattacharyya)
        var dot: Float = 0
        for index in a.layout.indices where index < b.layout.count { dot += a.layout[index] * b.layout[index] }
        return colourWeight * colour + (1 - colourWeight) * (1 - Double(min(1, max(0, dot))))
    }
}
