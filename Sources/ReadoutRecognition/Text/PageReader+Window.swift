import ReadoutImage

/// How `PageReader` chooses a large page's binarisation by its densest window, read both ways
/// (step 2 of `PageReader`): a window costs a fraction of a reading of the page.
extension PageReader {
    /// A large page read as its densest window tells (`WindowVerdict`): one way when the window
    /// read clearly better so; the way it leaned, and the other way too when that reading is
    /// unsure, when it read nearly alike; nil when it cannot tell.
    func readAsTheWindowTells(_ page: PreparedPage, _ variant: PreparedPage, in window: DensestWindow) throws -> Reading? {
        switch try windowVerdict(page, variant, in: window) {
        case .clearly(let variantReadsBetter):
            if variantReadsBetter { ReadingTrace.note("kept: the variant, by the window") }
            return try read(variantReadsBetter ? variant : page, segmentation: .automatic)
        case .leans(let towardsVariant):
            let (leaned, other) = towardsVariant ? (variant, page) : (page, variant)
            let best = try read(leaned, segmentation: .automatic)
            guard best.meanConfidence < Self.leanedReadingSureAt else { return best }
            let again = try read(other, segmentation: .automatic)
            guard Self.prefers(again, over: best) else { return best }
            ReadingTrace.note("kept: the way the window did not lean")
            return again
        case .cannotTell:
            return nil
        }
    }

    /// The densest window of a page large enough that reading a window both ways costs much
    /// less than reading the page a second way; nil for smaller pages.
    func sampleWindow(of pix: LeptonicaPix, components: [BoundingBox]) -> DensestWindow? {
        let side = Int(Self.sampleWindowLetters * preprocessor.configuration.targetComponentHeight)
        guard pix.width * pix.height >= Self.sampleWindowsPerPage * side * side else { return nil }
        return DensestWindow(in: pix, letterHeight: preprocessor.configuration.targetComponentHeight, side: side,
                             components: components)
    }

    /// What a large page's densest window, read in both binarisations, tells of the whole page.
    enum WindowVerdict: Equatable {
        /// One reads it clearly better (`prefers`): the page is read that way only, where
        /// reading it both ways cost a second full reading on nearly every photo.
        case clearly(variantReadsBetter: Bool)
        /// Their confidences lie within `windowMargin`: the page is read the way the window
        /// leaned, and the other way too when that reading is unsure (`leanedReadingSureAt`).
        case leans(towardsVariant: Bool)
        /// Neither read `windowEvidence` characters with confidence: the page is read both ways.
        case cannotTell
    }

    private func windowVerdict(_ page: PreparedPage, _ variant: PreparedPage, in window: DensestWindow) throws -> WindowVerdict {
        let first = try readWindow(window.clipped(from: page.pix), label: "window")
        let other = try readWindow(window.clipped(from: variant.pix), label: "window-variant")
        return Self.windowVerdict(first.lines, other.lines)
    }

    /// What the window's `first` and `other` readings tell (`WindowVerdict`).
    static func windowVerdict(_ first: [TesseractLine], _ other: [TesseractLine]) -> WindowVerdict {
        let confidence = (first: Reading.meanConfidence(of: first), other: Reading.meanConfidence(of: other))
        let characters = (first: Reading.confidentCharacters(in: first), other: Reading.confidentCharacters(in: other))
        guard max(characters.first, characters.other) >= windowEvidence else { return .cannotTell }
        guard abs(confidence.other - confidence.first) >= windowMargin else {
            return .leans(towardsVariant: confidence.other > confidence.first)
        }
        return .clearly(variantReadsBetter: confidence.other > confidence.first && characters.other >= characters.first)
    }

    /// A window read as a page of its own, to compare binarisations.
    private func readWindow(_ window: LeptonicaPix, label: String) throws -> Reading {
        let bordered = try PixOperations.addWhiteBorder(window, width: preprocessor.configuration.border)
        return try read(PreparedPage(pix: bordered, mapping: CoordinateMapping()), segmentation: .automatic, label: label)
    }

    /// The side of the window that chooses a large page's binarisation, in letters.
    static let sampleWindowLetters = 36.0
    /// How many such windows a page must hold for the choice to be made on one (5.6 megapixels
    /// at the target scale): on a smaller page the two windows cost nearly a reading of the
    /// page, and where they cannot tell it is read both ways anyway (rendered camera pages of
    /// 3 megapixels took 1–2.5 s longer).
    static let sampleWindowsPerPage = 8
    /// How much more confident one binarisation's window must read to choose it.
    static let windowMargin = 0.05
    /// The fewest confident characters the better window must read to be believed.
    static let windowEvidence = 40.0
    /// The confidence from which the page read the way a close window leaned is not read the
    /// other way too.
    static let leanedReadingSureAt = 0.9
}
