import CTesseract
import Foundation
import ReadoutImage

/// Reads printed text in images with Tesseract, on a pool of warm engines shared by all callers.
///
/// ```swift
/// let recognizer = TextRecognizer()
/// let result = try await recognizer.recognize(image, options: .init(level: .accurate))
/// for line in result.lines { print(line.text, line.box) }
/// ```
///
/// Safe to call from many tasks at once: calls beyond `engineCount` wait for a free engine, and
/// the OCR itself runs on the engines' own threads, not on Swift's cooperative pool.
public final class TextRecognizer: Sendable {
    /// The tessdata folder models are loaded from.
    public let dataPath: String
    private let pool: EnginePool
    private let preprocessor: Preprocessor

    /// - Parameters:
    ///   - engineCount: the most Tesseract engines alive at once (each holds its model in memory).
    ///   - dataPath: the folder with `*.traineddata`; default `TESSDATA_PREFIX`, else the system's.
    public convenience init(engineCount: Int = ProcessInfo.processInfo.activeProcessorCount, dataPath: String? = nil) {
        self.init(engineCount: engineCount, dataPath: dataPath, preprocessing: .init())
    }

    init(engineCount: Int, dataPath: String?, preprocessing: Preprocessor.Configuration) {
        let path = TesseractData.resolvedPath(dataPath)
        self.dataPath = path
        self.pool = EnginePool(capacity: engineCount, dataPath: path)
        self.preprocessor = Preprocessor(configuration: preprocessing)
    }

    /// Tesseract's own version ("5.3.0").
    public static var tesseractVersion: String { String(cString: TessVersion()) }

    /// Bumped whenever `Preprocessor` changes what Tesseract is given, or the page reader which of
    /// its readings it keeps: a stored recognition made by another version is recognised again.
    public static let preprocessingVersion = 16

    /// The model file of a language in `dataPath`.
    public func modelFile(_ language: String) -> URL {
        URL(fileURLWithPath: dataPath).appendingPathComponent("\(language).traineddata")
    }

    /// Language codes installed in `dataPath` (default: as `init` resolves it), sorted; includes
    /// `osd`, the orientation model, when present.
    public static func installedLanguages(dataPath: String? = nil) -> [String] {
        TesseractData.languages(in: TesseractData.resolvedPath(dataPath))
    }

    /// Recognises the text in `image`. Boxes are in `image`'s pixels, origin top-left.
    public func recognize(_ image: Image, options: RecognitionOptions = .init()) async throws -> RecognizedText {
        try TesseractData.checkInstalled(options.languages, in: dataPath)
        guard image.width > 0, image.height > 0 else { return RecognizedText(text: "", lines: []) }
        let preprocessor = self.preprocessor
        ReadingTrace.note("recognizing \(image.width)x\(image.height) at \(options.level)")
        return try await pool.withEngine(languageKey: options.languageKey) { engine in
            let read = { (image: Image) in try Self.read(image, options: options, engine: engine, preprocessor: preprocessor) }
            guard options.level == .accurate, options.segmentation.isWholePage else { return try read(image) }
            // Light text on a dark ground (a code editor's dark theme) binarises into specks
            // and is scaled by them: such a photo is read with its tones inverted first. A sure
            // reading of it is kept as it is: the photo as it came, read as specks scaled 4×,
            // took 22 of dev 049's 28 s and read nothing. An unsure one is kept only when it
            // reads more with confidence than the photo as it came, as sure of it (a wall of
            // stickers, whose light marks outnumber its few letters, stays as it reads).
            if try Leptonica.quietly({ try TextPolarity.isLightOnDark(image) }) {
                ReadingTrace.note("light marks outnumber dark ones: the tones inverted read first")
                let inverted = try read(TextPolarity.inverted(image))
                if TextPolarity.isSure(inverted) {
                    ReadingTrace.note("kept: the tones inverted, read surely")
                    return inverted
                }
                let result = try read(image)
                guard Self.readsMoreAsSurely(inverted, than: result) else { return result }
                ReadingTrace.note("kept: the tones inverted")
                return inverted
            }
            // A screen's moiré (a print's halftone) breaks letters into its pattern: a photo read
            // unsurely whose lines only a smoothed copy shows (`TextLineAngle.textureSmoothing`,
            // about 0.1 s on 12 megapixels, not worth it after a sure reading) is read smoothed
            // too, and that is kept when it reads more, as surely. Dev 051 (a thesis title on a
            // screen) 0.360 → 0.086, 050 0.792 → 0.771; where the pattern is coarser than the
            // smoothing (052) or pen strokes made the texture (032), the photo as it came stays.
            let reading = try read(image)
            guard reading.meanConfidence < Self.smoothingWorthBelow,
                  let smoothing = TextLineAngle().textureSmoothing(for: image) else { return reading }
            ReadingTrace.note(String(format: "fine texture over the text: smoothed by %.1f px, read again", smoothing))
            let smoothed = try read(image.blurredAsStored(sigma: smoothing))
            guard Self.readsMoreAsSurely(smoothed, than: reading) else { return reading }
            ReadingTrace.note("kept: the photo smoothed")
            return smoothed
        }
    }

    /// The mean confidence below which a photo is checked for a texture that smoothing lifts
    /// (the dev screens it helps read at 0.61 and 0.66 as they came; clean pages 0.85–0.95).
    static let smoothingWorthBelow = 0.8

    /// True when `other` reads more characters with confidence than `reading`, and is at least
    /// as sure of its words on the whole.
    static func readsMoreAsSurely(_ other: RecognizedText, than reading: RecognizedText) -> Bool {
        other.confidentCharacters > reading.confidentCharacters && other.meanConfidence >= reading.meanConfidence
    }

    /// `image` read at `options`' level: the page prepared, read, and the readings that may do
    /// better tried beside it (turned, as it came, as the command reads it, sharpened).
    private static func read(_ image: Image, options: RecognitionOptions, engine: TesseractEngine,
                             preprocessor: Preprocessor) throws -> RecognizedText {
        let wholePage = options.segmentation.isWholePage
        let upright = OrientationCheck(engine: engine, letterHeight: preprocessor.configuration.targetComponentHeight,
                                       minimumConfidence: Self.minimumOrientationConfidence)
        // Leptonica's own stderr messages are silenced; failures surface as typed errors.
        let page = try Leptonica.quietly {
            switch options.level {
            case .fast: try preprocessor.fast(image)
            case .accurate: try preprocessor.accurate(image, wholePage: wholePage, orientation: upright.askedWhereLinesMayRunDown)
            }
        }
        let reader = PageReader(engine: engine, preprocessor: preprocessor, options: options)
        var reading = try reader.read(page)
        // The page prepared again turned by `turns` and read, kept when it reads more, surer.
        func readTurned(_ turns: Int, as recipe: PageRecipe, saying reason: String) throws {
            let turnedPage = try Leptonica.quietly {
                try preprocessor.accurate(image, wholePage: wholePage, flattens: recipe.flattening != nil,
                                          scale: recipe.factor) { _, _ in turns }
            }
            let other = try reader.read(turnedPage)
            guard other.meanConfidence > reading.meanConfidence, other.confidentCharacters > reading.confidentCharacters else { return }
            reading = other
            ReadingTrace.note("kept: the page turned by \(turns) quarter turns\(reason)")
        }
        // A photo whose lines run across was read before the orientation model was asked: read
        // surely, it stands upright. Doubtful, it may stand upside down, and the model is asked
        // now (`OrientationCheck.askedWhereLinesMayRunDown`).
        if options.level == .accurate, let recipe = reading.page.recipe, recipe.wholePage, recipe.turns == 0,
           recipe.run == .across, reading.meanConfidence < OrientationCheck.doubtfulBelow,
           let turns = try upright.uprightQuarterTurns(reading.page.pix, run: .across), turns != 0 {
            try readTurned(turns, as: recipe, saying: ", as the orientation model asked afterwards said")
        }
        // A page upside down or sideways that the orientation model was unsure of reads as
        // unsure nonsense: its words' shapes or a window of it read turned tell, and the page
        // turned so must read more. Texture (a screen's moiré) is read once, as below. This
        // comes before the photo as it came, which the model may turn where it left the
        // flattened page: the turned photo then out-reads the page left upside down, and the
        // page is never turned.
        if options.level == .accurate, let recipe = reading.page.recipe, recipe.isPhoto, recipe.wholePage, recipe.turns == 0,
           reading.meanConfidence < OrientationCheck.doubtfulBelow, !reading.isTexture,
           let turns = try upright.quarterTurnsFoundByReading(reading.page.pix, lines: reading.lines) {
            try readTurned(turns, as: recipe, saying: "")
        }
        // A sheet found by its light can be the lit part of a page whose rest lies in shadow:
        // flattened, its lines fan out or its text is cut at the shadow's edge. The photo
        // read as it came is kept when it reads more text with confidence. It takes the
        // flattened page's scale, which is at the photo's resolution (measured on the whole
        // photo, the desk's clutter had asked for 60 megapixels). So is the photo as it came
        // when it was levelled by its lines, in case a striped desk misled them. A sheet
        // found around its text holds all of it: no second reading of the whole photo, nor
        // for a large page whose sheet holds its text level (`isWorthReadingAsItCame`). The
        // photo as it came must also be at least as sure of its reading: where the page
        // was flattened right, the photo reads the same text less surely, and the more it
        // reads is its rows run together across columns (dev 008, a flat book page: 1,198
        // confident characters at 0.916 against 1,103 at 0.947, CER 0.007 → 0.272). Where
        // the flattening cut the page short, the photo reads more and surer (dev 019).
        if let recipe = page.recipe, let flattening = recipe.flattening, flattening != .sheetAroundText,
           Self.isWorthReadingAsItCame(page) {
            let asPhotographed = try Leptonica.quietly {
                try preprocessor.accurate(image, wholePage: wholePage, flattens: false, scale: recipe.factor,
                                          orientation: Self.orientation(after: reading, upright))
            }
            ReadingTrace.note("the photo as it came, for the \(flattening) cue")
            let other = try reader.read(asPhotographed)
            if Self.readsMore(other, than: reading), other.meanConfidence >= reading.meanConfidence {
                reading = other
                ReadingTrace.note("kept: the photo as it came")
            }
        }
        // A photo read with little confidence may be one Tesseract reads better as it is: a
        // plaque's raised letters, which a local threshold breaks into specks. It is read as
        // the `tesseract` command reads it (the pixels as they came, Tesseract's own
        // threshold), and the command's reading is kept when it reads more.
        if options.level == .accurate, page.recipe?.isPhoto == true, !page.isStrip,
           reading.meanConfidence < OrientationCheck.doubtfulBelow, !reading.isTexture {
            ReadingTrace.note("the photo as the tesseract command reads it")
            let plain = try reader.read(try Leptonica.quietly { try preprocessor.fast(image) })
            if Self.readsMore(plain, than: reading) {
                reading = plain
                ReadingTrace.note("kept: the photo as the tesseract command reads it")
            }
            // Still unsure: a label or plaque upside down or sideways, whose page the checks
            // above could not turn (its letters broken by the threshold), read as the command
            // would read it turned. A turn is kept when it reads more, and surely.
            if reading.meanConfidence < OrientationCheck.doubtfulBelow {
                for turns in [2, 1, 3] {
                    let turned = try reader.read(try Leptonica.quietly { try preprocessor.fast(image, quarterTurns: turns) })
                    guard turned.meanConfidence >= OrientationCheck.doubtfulBelow, Self.readsMore(turned, than: reading) else { continue }
                    reading = turned
                    ReadingTrace.note("kept: the photo as the tesseract command reads it, turned by \(turns) quarter turns")
                    break
                }
            }
        }
        if options.level == .accurate, page.recipe?.isPhoto == true, !page.isStrip,
           reading.meanConfidence < DeblurredReading.belowConfidence, !reading.isTexture,
           let sharpened = DeblurredReading.sharpened(image) {
            let sharpenedPage = try Leptonica.quietly {
                try preprocessor.accurate(sharpened, wholePage: wholePage, orientation: Self.orientation(after: reading, upright))
            }
            ReadingTrace.note("the photo sharpened")
            let other = try reader.read(sharpenedPage, rival: reading)
            if other.meanConfidence > reading.meanConfidence, other.confidentCharacters > reading.confidentCharacters {
                reading = other
                ReadingTrace.note("kept: the photo sharpened")
            }
        }
        let result = Self.assemble(reading, image: image, options: options)
        ReadingTrace.note("assembled \(result.lines.count) lines")
        // A clean scan of one line can lose detail to re-binarisation (it is already
        // black-on-white); lines are cheap, so read the untouched image too and keep it when
        // Tesseract is clearly more confident of it. The margin keeps the cleaned reading on
        // near ties, where it was measured to be right more often.
        guard options.level == .accurate, page.isStrip else { return result }
        let plainPage = try Leptonica.quietly { try preprocessor.fast(image) }
        let plain = Self.assemble(try reader.read(plainPage), image: image, options: options)
        return plain.meanConfidence > result.meanConfidence + Self.plainReadingMargin ? plain : result
    }

    /// How the photo's other preparations (as it came, sharpened) learn which way up it stands,
    /// after `reading`: a page read surely, unturned, with lines across (`TextLineAngle.Run`) shows
    /// the photo upright, and the orientation model is asked only where the other preparation's
    /// lines run down (`OrientationCheck.askedWhereLinesMayRunDown`); otherwise it is asked as
    /// before the first reading. On dev 011 the model's 0.8 s was a sixth of the photo as it came.
    static func orientation(after reading: PageReader.Reading, _ upright: OrientationCheck)
        -> (LeptonicaPix, TextLineAngle.Run?) throws -> Int? {
        guard let recipe = reading.page.recipe, recipe.turns == 0, recipe.run == .across,
              reading.meanConfidence >= OrientationCheck.doubtfulBelow else { return upright.uprightQuarterTurns }
        return upright.askedWhereLinesMayRunDown
    }

    /// Whether the photo as it came is read beside a flattened page: unless the sheet is its
    /// whole page, level (`PageFlattening.holdsItsPageLevel`), and the page is larger than
    /// `secondOpinionPixels`. On a small page that second opinion costs under a second and
    /// sometimes reads a little more (the Filter Lab gallery's recipe card: word recall 0.94
    /// against 0.75); on the real dev photos of 6–12 megapixels it cost 1.4–19 s a photo (on a
    /// book page found by its edges, 40–55 % of its time) and won only where a fold cut the
    /// page short (dev 019).
    static func isWorthReadingAsItCame(_ page: PreparedPage) -> Bool {
        guard let recipe = page.recipe, recipe.sheetHoldsItsPageLevel else { return true }
        return page.pix.width * page.pix.height <= secondOpinionPixels
    }

    /// The size of a flattened page up to which the photo as it came is read anyway.
    static let secondOpinionPixels = 4_000_000

    /// Tesseract's orientation confidence below which a page is left as it is. Pages really
    /// turned score 9 to 10 on the dev set; upright photos of textured or shadowed pages were
    /// judged upside down with up to 2.1, which turned a readable page into nonsense.
    static let minimumOrientationConfidence: Float = 4

    /// How much more confident the untouched reading of a strip must be to win (dev set: it
    /// fixes lines that re-binarisation damaged and keeps those it repaired).
    static let plainReadingMargin = 0.05

    /// True when `other` reads more characters with confidence than `reading`, is nearly as sure
    /// of them, does not tear more of its rows apart (a list's numbers read as a column of their
    /// own beside the items), and does not run more of its lines across a gutter (a turned
    /// two-column page read as it came joins the columns' lines into one).
    static func readsMore(_ other: PageReader.Reading, than reading: PageReader.Reading) -> Bool {
        guard other.confidentCharacters > reading.confidentCharacters,
              other.meanConfidence >= reading.meanConfidence - 0.04 else { return false }
        if other.confidentCharacters >= 1.5 * reading.confidentCharacters, other.meanConfidence >= reading.meanConfidence + 0.05 {
            ReadingTrace.note("reads far more and surer: torn rows and gutters not counted")
            return true
        }
        guard tornRows(other) <= tornRows(reading) + 0.1 else { return false }
        let gutters = (other: PageReader.linesAcrossGutters(other.lines), reading: PageReader.linesAcrossGutters(reading.lines))
        return gutters.other < 2 || gutters.other <= gutters.reading
    }

    /// Side-by-side pairs with a short side (a number beside its item, a price beside its
    /// label) per line read: a share, so that a reading with more rows is not held against.
    private static func tornRows(_ reading: PageReader.Reading) -> Double {
        Double(PageReader.sideBySide(reading.lines).narrow) / Double(max(reading.lines.count, 1))
    }

    /// A reading mapped back to `image`'s pixels.
    private static func assemble(_ reading: PageReader.Reading, image: Image, options: RecognitionOptions) -> RecognizedText {
        ResultAssembler(mapping: reading.page.mapping, imageWidth: image.width, imageHeight: image.height,
                        minimumWordHeight: options.minimumTextHeight * Double(image.height),
                        dropsJunk: options.characterWhitelist == nil && !options.keepsUnsureWords
                            && [.automatic, .singleBlock, .sparseText].contains(options.segmentation))
            .assemble(inReadingOrder(reading.lines))
    }

    /// Columns put in order, or else the parts of rows joined (`ColumnSplitter`, `RowJoiner`),
    /// when most lines run across the page. Lines that run down it (a turned page that `.fast`
    /// hands Tesseract as it is) stand side by side like columns, but Tesseract's order is right.
    static func inReadingOrder(_ lines: [TesseractLine]) -> [TesseractLine] {
        let acrossThePage = lines.filter { $0.box.width > $0.box.height }.count
        guard 2 * acrossThePage > lines.count else { return lines }
        return ColumnSplitter.split(lines) ?? RowJoiner.leftPartsFirst(RowJoiner.joined(lines))
    }
}
