import CTesseract
import Foundation
import ReadoutImage

/// An image ready for Tesseract, with the steps needed to map its boxes back.
struct PreparedPage {
    var pix: LeptonicaPix
    var mapping: CoordinateMapping
    /// True when the image was too small to judge as a page (a line or a word): orientation,
    /// skew and clutter were left alone.
    var isStrip = false
    /// How `.accurate` made it, to render another binarisation of the same geometry.
    var recipe: PageRecipe?
}

/// The decisions `.accurate` took about one photo: the flat gray page (and its evenly lit copy),
/// the scale, the quarter turns and the skew, and the mapping they add up to.
struct PageRecipe {
    var gray: LeptonicaPix
    var normalized: LeptonicaPix
    var factor: Double
    var mapping: CoordinateMapping
    var wholePage: Bool
    /// Large enough on both sides to be a photo of a page or a scene rather than a crop of a
    /// line: a reading with little confidence is worth a second try only there (on the lines
    /// of the OCR dev set the gray reading was more confident and no better).
    var isPhoto: Bool
    /// How the photo was laid flat and level (`PageFlattening`); nil when it is read as it came.
    var flattening: PageFlattening.Cue?
    /// The flattened sheet is its whole page, level (`PageFlattening.holdsItsPageLevel`).
    var sheetHoldsItsPageLevel = false
    var turns = 0
    var skewRadians: Double?
    /// How the page's curled lines were straightened, after the skew; nil when they ran straight.
    var disparity: LineDisparity?
    /// Which way the lines run on the flat page, by its letters' nearest neighbours; nil when
    /// they do not tell. Down means sideways, whatever the orientation model says.
    var run: TextLineAngle.Run?

    /// The page is a till receipt by its shape: a slip at least `receiptLength` times longer
    /// across its lines than along them (lines running down swap the sides). Book and letter
    /// pages are 1.3–1.7 times as tall as wide, a packing slip lies wider than tall.
    var isReceiptShaped: Bool {
        wholePage && Self.isReceiptShaped(width: gray.width, height: gray.height, linesRunDown: run == .down)
    }

    static func isReceiptShaped(width: Int, height: Int, linesRunDown: Bool) -> Bool {
        let (along, across) = linesRunDown ? (height, width) : (width, height)
        return Double(across) >= receiptLength * Double(along)
    }

    /// Dev 021 (a receipt held in a hand, 1 : 2.0) and 027 (a long fuel receipt, 1 : 3.4) read
    /// 0.218 → 0.126 and 0.273 → 0.208 at the receipt's factor, and 313 scanned SROIE dev receipts
    /// gave four dates more; at that factor for every page, books lost what receipts gained
    /// (dev mean 0.2450 → 0.2447). A tall phone screenshot (1 : 2.2) reads the same either way.
    static let receiptLength = 1.9

    /// The gray image a binarisation starts from, at the target scale: Sauvola and the
    /// morphological normalisation judge light themselves; the others take the evened copy.
    func scaledSource(for binarization: Preprocessor.Configuration.Binarization) throws -> LeptonicaPix {
        let source = [.sauvola, .morphologicalOtsu].contains(binarization) ? gray : normalized
        guard factor != 1 else { return source }
        let scaled = try PixOperations.scale(source, by: factor)
        guard isPhoto, factor >= Self.sharpenedFromFactor else { return scaled }
        return try PixOperations.sharpened(scaled, halfWidth: Int((1.3 * factor).rounded()), amount: 1)
    }

    /// Letters about 6 px tall in the photo (scaled up this much to reach the target size) come
    /// out of the linear scaling with edges soft over several pixels, and Tesseract reads them as
    /// other letters: a low-resolution magazine page read at CER 0.71, sharpened by an unsharp
    /// mask as wide as the scaling at 0.09 (dev 028), its neighbour 0.45 → 0.25 (029). Leptonica
    /// sharpens its own scaling only up to 1.4×. Larger letters are left soft: sharpened from
    /// 1.4× on, a receipt, two screens with moiré and a small label lost more than the others
    /// gained (dev mean 0.2865 → 0.2887; from 3.5× on, 0.2579). A scan's line, binarised before
    /// it came, has edges as sharp as its pixels: sharpened, it read one character worse.
    static let sharpenedFromFactor = 3.5
}

/// Turns a photo into what Tesseract reads best: even light, text near its preferred size,
/// upright, level, with a white margin. Every geometric step is recorded in the mapping.
struct Preprocessor: Sendable {
    /// The knobs of the `.accurate` pipeline; the defaults were chosen by measurement on the dev set.
    struct Configuration: Sendable, Equatable {
        enum Binarization: String, Sendable, CaseIterable {
            /// Background-normalised gray goes to Tesseract, which thresholds it itself.
            case normalizedGray
            /// Background normalisation, then one Otsu threshold.
            case normalizedOtsu
            /// Sauvola's local threshold on the gray image.
            case sauvola
            /// Sauvola on the background-normalised gray image.
            case normalizedSauvola
            /// Morphological background normalisation at the target scale, then Otsu.
            case morphologicalOtsu
        }

        var binarization: Binarization = .sauvola
        /// Median height of connected components (mostly lower-case letters) to scale to; about
        /// 30 px capitals, where Tesseract's LSTM models read best.
        var targetComponentHeight: Double = 22
        /// How a page read with little confidence is binarised for a second reading; nil reads once.
        var secondBinarization: Binarization? = .normalizedGray
        /// A sheet of paper on a darker surface is found and flattened before anything else.
        var flattensPage = true
        /// The text lines find the sheet when it does not stand out from the desk, check a sheet
        /// found as a region, and level a photo turned far (`PageFlattening`).
        var levelsTurnedLines = true
        var removesClutter = true
        var detectsOrientation = true
        var deskews = true
        /// A photo's curled text lines are straightened after the skew (`LineDisparity`).
        var straightensLines = true
        var border = 24
    }

    var configuration = Configuration()

    /// `.fast`: the pixels as they are, in colour when they have it (as the `tesseract` command
    /// takes them): Tesseract thresholds the channel that separates text best, which reads red
    /// lettering on red brick that luminance alone loses.
    /// `quarterTurns`: the pixels turned clockwise first (boxes still map back to `image`).
    func fast(_ image: Image, quarterTurns: Int = 0) throws -> PreparedPage {
        var pix = try PixOperations.opaque(image)
        var mapping = CoordinateMapping()
        if quarterTurns != 0 {
            mapping.append(.quarterTurns(quarterTurns, width: pix.width, height: pix.height))
            pix = try PixOperations.quarterTurns(pix, quarterTurns)
        }
        return PreparedPage(pix: pix, mapping: mapping)
    }

    /// `.accurate`; `orientation` asks Tesseract's OSD for the clockwise quarter turns that make a
    /// binary page upright. `wholePage` is false for single lines and words, where orientation
    /// and skew cannot be judged; `flattens` is false for the photo read as it came. The page is
    /// binarised the configured way; `variant` renders the same geometry binarised another way.
    func accurate(_ image: Image, wholePage: Bool, flattens: Bool = true, scale: Double? = nil,
                  orientation: (LeptonicaPix, TextLineAngle.Run?) throws -> Int?) throws -> PreparedPage {
        var recipe = try flattened(image, wholePage: wholePage, flattens: flattens, scale: scale)
        ReadingTrace.note("gray page \(recipe.gray.width)x\(recipe.gray.height), scale \(String(format: "%.2f", recipe.factor))")
        var page = try recipe.scaledSource(for: configuration.binarization)
        page = try binarize(page, configuration.binarization, receipt: recipe.isReceiptShaped)
        // Orientation and skew judged from one or two lines are guesses; a strip stays as it is.
        recipe.wholePage = wholePage && Double(page.height) >= 5 * configuration.targetComponentHeight
            && Double(page.width) >= 5 * configuration.targetComponentHeight
        page = try removingClutter(page, recipe)
        ReadingTrace.note("binarised \(configuration.binarization)")

        if recipe.wholePage, configuration.detectsOrientation {
            let probe = try PixOperations.addWhiteBorder(try Self.binary(page), width: configuration.border)
            if let turns = try orientation(probe, recipe.run), turns != 0 {
                recipe.mapping.append(.quarterTurns(turns, width: page.width, height: page.height))
                recipe.turns = turns
                page = try PixOperations.quarterTurns(page, turns)
            }
            ReadingTrace.note("orientation: \(recipe.turns) quarter turns")
        }
        if recipe.wholePage, configuration.deskews {
            let skew = PixOperations.skew(try Self.binary(page))
            if skew.confidence >= 3, abs(skew.degrees) >= 0.2 {
                let radians = skew.degrees * .pi / 180
                // Leptonica rotates about (w/2, h/2) in integer pixels.
                recipe.mapping.append(.rotation(radians: radians, centerX: Double(page.width / 2), centerY: Double(page.height / 2)))
                recipe.skewRadians = radians
                page = try PixOperations.rotate(page, radians: radians)
            }
            ReadingTrace.note("skew: \(recipe.skewRadians.map { String(format: "%.2f°", $0 * 180 / .pi) } ?? "none")")
        }
        if recipe.wholePage, recipe.isPhoto, configuration.straightensLines,
           let disparity = LineDisparity.measure(try Self.binary(page), letterHeight: configuration.targetComponentHeight) {
            ReadingTrace.note("lines straightened: \(disparity.lineCount) lines, shifts up to \(Int(disparity.largestShift)) px")
            page = try disparity.straightened(page)
            recipe.mapping.append(.disparity(disparity))
            recipe.disparity = disparity
        }
        page = try PixOperations.addWhiteBorder(page, width: configuration.border)
        recipe.mapping.append(.translation(dx: Double(configuration.border), dy: Double(configuration.border)))
        return PreparedPage(pix: page, mapping: recipe.mapping, isStrip: !recipe.wholePage, recipe: recipe)
    }

    /// The page `accurate` prepared, binarised as `binarization` instead, every geometric step
    /// the same (so the mapping is too).
    func variant(_ binarization: Configuration.Binarization, of recipe: PageRecipe) throws -> PreparedPage {
        var page = try binarize(try recipe.scaledSource(for: binarization), binarization, receipt: recipe.isReceiptShaped)
        page = try removingClutter(page, recipe)
        if recipe.turns != 0 { page = try PixOperations.quarterTurns(page, recipe.turns) }
        if let radians = recipe.skewRadians { page = try PixOperations.rotate(page, radians: radians) }
        if let disparity = recipe.disparity { page = try disparity.straightened(page) }
        page = try PixOperations.addWhiteBorder(page, width: configuration.border)
        return PreparedPage(pix: page, mapping: recipe.mapping, isStrip: !recipe.wholePage, recipe: recipe)
    }

    /// The photo as a flat gray page: the sheet found and flattened when there is one, the
    /// lighting evened out in a copy, and the scale that brings its letters to the target size.
    private func flattened(_ image: Image, wholePage: Bool, flattens: Bool, scale: Double?) throws -> PageRecipe {
        var mapping = CoordinateMapping()
        var image = image
        var flattening: PageFlattening.Cue?
        var sheetHoldsItsPageLevel = false
        if wholePage, flattens, configuration.flattensPage,
           let flat = PageFlattening.flatten(image, levels: configuration.levelsTurnedLines) {
            image = flat.image
            mapping.append(.perspective(toOriginal: flat.toPhoto))
            flattening = flat.cue
            sheetHoldsItsPageLevel = flat.holdsItsPageLevel
            ReadingTrace.note("page found by its \(flat.cue) cue: \(flat.textOutside.map { String(format: "%.3f", $0) } ?? "?") of the "
                + "letters outside, lines on it \(flat.linesOnSheet.map { String(format: "%.1f°", $0.residualDegrees) } ?? "?")"
                + (sheetHoldsItsPageLevel ? "; holds its page, level" : ""))
        }
        let gray = try PixOperations.gray(image)
        let normalized = try PixOperations.normalizeBackground(gray)
        let isPhoto = min(image.width, image.height) >= PageFinder().minimumSide
        let run = wholePage && isPhoto && configuration.detectsOrientation ? TextLineAngle().run(in: image) : nil
        let factor = try scale ?? scaleFactor(for: try PixOperations.otsu(normalized), linesRunDown: run == .down)
        if factor != 1 {
            let scaledWidth = Int((Double(gray.width) * factor).rounded())
            mapping.append(.scale(Double(scaledWidth) / Double(gray.width)))
        }
        return PageRecipe(gray: gray, normalized: normalized, factor: factor, mapping: mapping, wholePage: wholePage,
                          isPhoto: isPhoto, flattening: flattening, sheetHoldsItsPageLevel: sheetHoldsItsPageLevel, run: run)
    }

    private func removingClutter(_ page: LeptonicaPix, _ recipe: PageRecipe) throws -> LeptonicaPix {
        guard recipe.wholePage, configuration.removesClutter, page.depth == 1 else { return page }
        let letter = Int(configuration.targetComponentHeight)
        return try PixOperations.removeClutter(page, letterHeight: letter, speck: max(2, letter / 8))
    }

    /// Sauvola's factor: how far below its neighbourhood's mean a pixel must be to be ink.
    static let sauvolaFactor: Float = 0.34
    /// The factor for a till receipt (`PageRecipe.isReceiptShaped`), whose thermal print is
    /// faint and thin: at the usual factor its strokes break into pieces.
    static let receiptSauvolaFactor: Float = 0.25

    private func binarize(_ gray: LeptonicaPix, _ binarization: Configuration.Binarization,
                          receipt: Bool) throws -> LeptonicaPix {
        switch binarization {
        case .normalizedGray: try PixOperations.whitenedBackground(gray)
        case .normalizedOtsu: try PixOperations.otsu(gray)
        case .sauvola, .normalizedSauvola:
            try PixOperations.sauvola(gray, window: Int(configuration.targetComponentHeight * 1.5),
                                      factor: receipt ? Self.receiptSauvolaFactor : Self.sauvolaFactor)
        case .morphologicalOtsu:
            try PixOperations.otsu(PixOperations.normalizeBackgroundMorphologically(
                gray, size: Int(configuration.targetComponentHeight * 1.5)))
        }
    }

    private static func binary(_ pix: LeptonicaPix) throws -> LeptonicaPix {
        pix.depth == 1 ? pix : try PixOperations.otsu(pix)
    }

    /// The fewest marks standing in rows (`LetterRows`) that may overrule the median of all
    /// marks: a hundred letters, a few lines of text (a crumpled receipt's 9 tell nothing).
    static let lettersInRowsToJudge = 100

    /// The factor that brings the median letter-sized component to the target height; 1 when
    /// there are too few components to judge or the text is close enough already.
    /// `linesRunDown`: the page stands sideways, and its letters' heights run across the image.
    func scaleFactor(for binary: LeptonicaPix, linesRunDown: Bool = false) -> Double {
        let maximumHeight = max(8, (linesRunDown ? binary.width : binary.height) / 6)
        // Specks from noise and long rules or photos would drag the median away from letters.
        let components = PixOperations.componentBoxes(binary)
            .map { linesRunDown ? BoundingBox(x: $0.y, y: $0.x, width: $0.height, height: $0.width) : $0 }
            .filter { $0.height >= 4 && $0.height <= maximumHeight && $0.width <= 3 * $0.height }
        let heights = components.map(\.height).sorted()
        guard heights.count >= 8 else { return 1 }
        var median = Double(heights[heights.count / 2])
        // Where specks outnumber the letters, the median is a speck's; the letters stand in rows.
        // Only a median twice as tall among those overrules: measured in rows always, small type
        // whose letters run together into one mark was measured by its headlines (stop 70: dev
        // 028 read 0.093 → 0.708; its marks in rows stand 1.5 times its median).
        let inRows = LetterRows.standingInRows(components).map(\.height).sorted()
        if inRows.count >= Self.lettersInRowsToJudge, Double(inRows[inRows.count / 2]) >= 2 * median {
            median = Double(inRows[inRows.count / 2])
            ReadingTrace.note("letter height \(median) px from the \(inRows.count) marks standing in rows, not the \(heights.count) marks' median")
        }
        var factor = configuration.targetComponentHeight / median
        // Past these, scaling invents or destroys detail rather than helping.
        factor = min(max(factor, 0.25), 4)
        // Keep the scaled page under ~60 megapixels.
        let pixels = Double(binary.width * binary.height)
        factor = min(factor, (60_000_000 / max(pixels, 1)).squareRoot())
        // Tesseract copes with large text; shrinking moderately large text only loses detail.
        if factor < 1, factor > 0.5 { return 1 }
        return abs(factor - 1) < 0.15 ? 1 : factor
    }
}
