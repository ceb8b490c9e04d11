import CTesseract
import Foundation
import ReadoutImage
import Synchronization

/// How `.accurate` reads a whole page prepared from a photo, trying other readings only where
/// the first one shows it went wrong:
///
/// 1. The page as prepared (binarised), with the layout asked for.
/// 2. When that reading is not confident, the same geometry in gray: Tesseract thresholds it
///    itself and its LSTM sees the gray levels, better for small soft text that a local
///    threshold breaks up. The gray reading is kept when it is more confident and reads at
///    least as many characters with confidence (surer of fewer words is not better). On a
///    large page the densest window is read both ways first: when it tells clearly which reads
///    better, only that one reads the whole page; when they read it nearly alike, the page is
///    read the way it leaned, and the other way too only when unsure (`WindowVerdict`).
/// 3. When the kept reading leaves most text-like marks on the page without a word over them
///    (Tesseract's layout analysis took a framed sign or a scattered label for a picture), the
///    page is read again as sparse text and kept if it covers more of the text for its confidence.
/// 4. When the layout left some marks uncovered, or split rows into a wide column and a narrow
///    one (a receipt's prices, a list's numbers), the page is read again as one block and kept
///    if it covers at least as much for its confidence; never for two columns of prose.
///    Steps 3 and 4 are skipped for a reading meant to beat a rival that it is no surer than.
///
/// A page of texture more than text (`maximumComponentsOfText`: a screen's moiré) is read once:
/// every other reading costs many times the first and finds nothing the first did not.
struct PageReader {
    let engine: TesseractEngine
    let preprocessor: Preprocessor
    let options: RecognitionOptions

    /// One reading: Tesseract's lines on the page it was given.
    struct Reading {
        var lines: [TesseractLine]
        var page: PreparedPage
        /// The page is texture more than text (`maximumComponentsOfText`): no reading of a
        /// sharpened copy will help, and each costs a great deal.
        var isTexture = false

        /// Characters of the words read with some confidence, weighed by it: more of them means
        /// more of the page read (the mean alone prefers a reading that lost its hard parts).
        var confidentCharacters: Double { Self.confidentCharacters(in: lines) }

        /// Characters of the words in `lines` read with confidence 0.6 or more, weighed by it.
        static func confidentCharacters(in lines: [TesseractLine]) -> Double {
            RecognizedText.confidentCharacters(of: lines.lazy.flatMap(\.words).map { ($0.text, $0.confidence) })
        }

        var meanConfidence: Double { Self.meanConfidence(of: lines) }

        static func meanConfidence(of lines: [TesseractLine]) -> Double {
            RecognizedText.meanConfidence(of: lines.lazy.flatMap(\.words).map { ($0.text, $0.confidence) })
        }
    }

    /// A page read with less mean confidence than this is read a second way (dev camera set:
    /// 0.95 over 0.9 took more dev seeds from 0.087 to 0.085, the committed dev part 0.046 → 0.043).
    static let secondReadingBelowConfidence = 0.95
    /// Below this share of text-like marks under a word, the layout is taken to have dropped text.
    static let minimumCoverage = 0.5
    /// Fewer letter-like marks than this are not a text whose layout could have gone wrong.
    static let minimumMarks = 8

    /// `page` read; a reading meant to replace `rival` is not checked for its layout when it
    /// reads less surely than `rival` already: the sparse reading of a sharpened blurry screen
    /// photo took 10 of its 15 s (dev 050) and could not have been kept.
    func read(_ page: PreparedPage, rival: Reading? = nil) throws -> Reading {
        guard options.level == .accurate, !page.isStrip, let recipe = page.recipe, recipe.isPhoto else {
            return try read(page, segmentation: options.segmentation)
        }
        let automatic = options.segmentation == .automatic
        // Letter-like marks decide the layout check, and whether an empty reading is worth another.
        var components = automatic ? try darkComponents(of: page.pix) : []
        var isTexture = components.count > Self.maximumComponentsOfText
        let second = preprocessor.configuration.secondBinarization
        var variant: PreparedPage?
        if automatic, !isTexture, let second, let window = sampleWindow(of: page.pix, components: components) {
            let made = try Leptonica.quietly { try preprocessor.variant(second, of: recipe) }
            variant = made
            if let best = try readAsTheWindowTells(page, made, in: window) {
                return try withLayoutChecked(best, components: components)
            }
        }
        var best = try read(page, segmentation: options.segmentation)
        if !automatic, best.lines.isEmpty {
            components = try darkComponents(of: page.pix)
            isTexture = components.count > Self.maximumComponentsOfText
        }
        best.isTexture = isTexture
        // Nothing read and nothing shaped like letters (a strong blur, a blank wall): no other
        // reading would find text, and Filter Lab's blurred steps would pay for two more.
        if best.lines.isEmpty, textLikeMarks(among: components).count < Self.minimumMarks { return best }
        if let second, best.meanConfidence < Self.secondReadingBelowConfidence, !isTexture {
            let other = try variant ?? Leptonica.quietly { try preprocessor.variant(second, of: recipe) }
            let again = try read(other, segmentation: options.segmentation)
            if Self.prefers(again, over: best) {
                ReadingTrace.note("kept: \(second)")
                best = Reading(lines: again.lines, page: again.page, isTexture: isTexture)
            }
        }
        if let rival, best.meanConfidence <= rival.meanConfidence { return best }
        return try withLayoutChecked(best, components: components)
    }

    /// Whether a reading of the same page binarised another way is the better one: more
    /// confident, and reading at least as many characters with confidence (surer of fewer words
    /// is not better).
    static func prefers(_ other: Reading, over reading: Reading) -> Bool {
        other.meanConfidence > reading.meanConfidence && other.confidentCharacters >= reading.confidentCharacters
    }

    /// `best` checked for text its layout dropped or rows it tore apart, read again as sparse
    /// text or as one block where it did.
    private func withLayoutChecked(_ best: Reading, components: [BoundingBox]) throws -> Reading {
        let marks = textLikeMarks(among: components)
        guard options.segmentation == .automatic, marks.count >= Self.minimumMarks else { return best }
        let coverage = Self.coverage(of: marks, by: best.lines)
        if coverage < Self.minimumCoverage {
            guard components.count <= Self.maximumComponentsOfText else { return best }
            let sparse = try read(best.page, segmentation: .sparseText)
            let sparseCoverage = Self.coverage(of: marks, by: sparse.lines)
            guard sparseCoverage * sparse.meanConfidence > coverage * best.meanConfidence else { return best }
            ReadingTrace.note("kept: sparse text")
            // Sparse text reads each word on its own, so a receipt's row can lose its price
            // ("SUPER CR 10.757G" → "SUPER"); one block keeps the rows of a page set densely in
            // one column. Tried only when the layout Tesseract found was unsure of itself (sure
            // of part of a page, it left out a figure or a finger, not text) and the sparse
            // reading is sure enough to be worth bettering.
            guard best.meanConfidence < Self.unsureLayoutBelow, sparse.meanConfidence >= Self.blockWorthAbove else { return sparse }
            let block = try read(best.page, segmentation: .singleBlock)
            guard Self.prefers(block, over: sparse) else { return sparse }
            ReadingTrace.note("kept: one block")
            return block
        }
        // A receipt's prices or a list's numbers, set apart by a wide gap, become narrow blocks
        // of their own that Tesseract reads badly (`1.45` → `45`, a column of `1.` … `8.` →
        // `ONAMRWN`) or not at all; read as one block, each row is one line again. Real columns
        // of prose are wide on both sides and stay with the layout Tesseract found.
        let sideBySide = Self.sideBySide(best.lines)
        guard sideBySide.prose < 2, coverage < Self.completeCoverage || 2 * sideBySide.narrow > sideBySide.pairs
        else { return best }
        let block = try read(best.page, segmentation: .singleBlock)
        let blockCoverage = Self.coverage(of: marks, by: block.lines)
        // Or, covering as much, when it reads more characters with confidence and is nearly as
        // sure of them: a price column read on its own loses its leading digits (`1.45` → `-45`),
        // which lowers the count more than the mean.
        let better = blockCoverage >= coverage - 0.01
            && (blockCoverage * block.meanConfidence > coverage * best.meanConfidence
                || block.confidentCharacters > best.confidentCharacters && block.meanConfidence >= best.meanConfidence - 0.04)
        if better { ReadingTrace.note("kept: one block") }
        return better ? block : best
    }

    /// Below this mean confidence a reading that covers too little was lost in its layout, and
    /// its sparse reading is compared with one block (dev 027: a receipt's rows kept, 0.40 → 0.27).
    static let unsureLayoutBelow = 0.7
    /// A sparse reading less sure than this is not worth a block reading (a moiré screen, stickers).
    static let blockWorthAbove = 0.5

    /// At or above this share of letter-like marks under a word, the layout is taken to have read everything.
    static let completeCoverage = 0.95

    /// Lines with a gap between two words wider than three times the line's height: a gutter
    /// between columns (or a receipt's gap before its price) rather than a space.
    static func linesAcrossGutters(_ lines: [TesseractLine]) -> Int {
        lines.filter { line in
            zip(line.words, line.words.dropFirst()).contains { $1.box.x - $0.box.maxX > 3 * line.box.height }
        }.count
    }

    /// Pairs of lines that stand side by side (overlapping rows, apart in columns): how many,
    /// how many have a short side (a label and its price, a number and its item), and how many
    /// are prose on both sides (two columns of text).
    static func sideBySide(_ lines: [TesseractLine]) -> (pairs: Int, narrow: Int, prose: Int) {
        let pairs = sideBySidePairs(lines)
        return (pairs.count, pairs.filter { $0.kind == .narrow }.count, pairs.filter { $0.kind == .prose }.count)
    }

    /// What two lines side by side hold.
    enum PairKind { case narrow, prose, other }

    /// The pairs of lines that stand side by side, the left one first, with what they hold.
    /// Their rows overlap by more than `rowOverlap` of the lower line's height.
    static func sideBySidePairs(_ lines: [TesseractLine], rowOverlap: Double = 0.5)
        -> [(left: TesseractLine, right: TesseractLine, kind: PairKind)] {
        var pairs: [(left: TesseractLine, right: TesseractLine, kind: PairKind)] = []
        for (index, a) in lines.enumerated() {
            for b in lines[(index + 1)...] {
                guard let kind = pairKind(a, b, rowOverlap: rowOverlap) else { continue }
                pairs.append(a.box.x <= b.box.x ? (a, b, kind) : (b, a, kind))
            }
        }
        return pairs
    }

    /// What `a` and `b` hold when they stand side by side: their rows overlap by more than
    /// `rowOverlap` of the lower line's height, and their columns by a quarter of the narrower
    /// at most (a tilted column of list numbers leans into its items). Nil when they do not.
    static func pairKind(_ a: TesseractLine, _ b: TesseractLine, rowOverlap: Double = 0.5) -> PairKind? {
        let rows = min(a.box.maxY, b.box.maxY) - max(a.box.y, b.box.y)
        let columns = min(a.box.maxX, b.box.maxX) - max(a.box.x, b.box.x)
        guard Double(rows) > rowOverlap * Double(min(a.box.height, b.box.height)),
              columns < min(a.box.width, b.box.width) / 4 else { return nil }
        let shorter = min(a.words.count, b.words.count)
        let narrower = min(a.box.width, b.box.width), wider = max(a.box.width, b.box.width)
        return shorter <= 2 || 5 * narrower < wider ? .narrow : shorter >= 4 ? .prose : .other
    }

    func read(_ page: PreparedPage, segmentation: RecognitionOptions.Segmentation, label: String? = nil) throws -> Reading {
        Self.dump(page.pix, label ?? "\(segmentation)")
        let start = Date()
        let lines = try engine.recognize(page.pix.pointer, segmentation: segmentation, whitelist: options.characterWhitelist)
        let reading = Reading(lines: lines, page: page)
        ReadingTrace.note("read \(label ?? "\(segmentation)") \(page.pix.width)x\(page.pix.height) \(Int(Date().timeIntervalSince(start) * 1000)) ms, "
            + "confidence \(String(format: "%.3f", reading.meanConfidence)), confident characters \(Int(reading.confidentCharacters))")
        return reading
    }

    /// `READOUT_OCR_DUMP=DIR` writes every page and window handed to Tesseract to DIR, numbered
    /// in order (`3-singleBlock.png`, `5-window-turned.png`): what the engine saw, to study a
    /// photo that reads badly.
    private static let dumpFolder = ProcessInfo.processInfo.environment["READOUT_OCR_DUMP"]
    private static let dumpCount = Mutex(0)

    static func dump(_ pix: LeptonicaPix, _ label: String) {
        guard let folder = dumpFolder else { return }
        let number = dumpCount.withLock { count in
            count += 1
            return count
        }
        pixWrite("\(folder)/\(number)-\(label).png", pix.pointer, Int32(IFF_PNG))
    }

    /// Above this many dark components the page is texture (a screen's moiré, gravel, grain)
    /// more than text: a dense printed page at the target scale holds a few thousand letters
    /// (real dev photos: 1,000–10,000 components). Such a page is not read again as sparse text,
    /// where Tesseract's layout analysis grows far faster than the page (a photo of a screen,
    /// 21,000 specks: 7 s in the automatic layout, over 150 s as sparse text); nor in gray, which
    /// Tesseract thresholds into more of the same (64,000 specks, 39 s); nor deblurred (a blurred
    /// photo has few specks). At 8,000 a dev book page lost its better sparse reading (CER 0.215
    /// → 0.452); at 15,000 only that screen photo of the 56 real ones is texture.
    static let maximumComponentsOfText = 15_000

    /// The dark components of the page, binarised when it is gray.
    private func darkComponents(of pix: LeptonicaPix) throws -> [BoundingBox] {
        PixOperations.componentBoxes(pix.depth == 1 ? pix : try PixOperations.otsu(pix))
    }

    /// Dark components the size and shape of letters at the page's target scale.
    private func textLikeMarks(among components: [BoundingBox]) -> [BoundingBox] {
        let letter = preprocessor.configuration.targetComponentHeight
        return components.filter {
            Double($0.height) >= 0.35 * letter && Double($0.height) <= 3 * letter
                && $0.width >= 2 && Double($0.width) <= 3 * Double($0.height)
        }
    }

    /// The share of `marks` whose centre lies inside a word.
    static func coverage(of marks: [BoundingBox], by lines: [TesseractLine]) -> Double {
        let words = lines.flatMap(\.words).map(\.box)
        guard !marks.isEmpty else { return 1 }
        let covered = marks.filter { mark in
            let x = mark.x + mark.width / 2, y = mark.y + mark.height / 2
            return words.contains { x >= $0.x && x < $0.maxX && y >= $0.y && y < $0.maxY }
        }
        return Double(covered.count) / Double(marks.count)
    }
}
