import Foundation
import ReadoutImage
@testable import ReadoutRecognition
import Testing

/// Tesseract's orientation model proposes a turn; `OrientationCheck` keeps it only when a window
/// of the page reads better turned. (`RealPhotoTests` reads a dev photo turned every way.)
@Suite struct OrientationCheckTests {
    /// What the orientation model says about the prepared page of `image`, and what the check keeps.
    static func judged(_ image: Image) async throws -> (model: Int?, checked: Int?) {
        let pool = EnginePool(capacity: 1, dataPath: TesseractData.resolvedPath(nil))
        return try await pool.withEngine(languageKey: "eng") { engine in
            let check = OrientationCheck(engine: engine, letterHeight: Preprocessor.Configuration().targetComponentHeight,
                                         minimumConfidence: TextRecognizer.minimumOrientationConfidence)
            var judged: (model: Int?, checked: Int?) = (nil, nil)
            _ = try Leptonica.quietly {
                try Preprocessor().accurate(image, wholePage: true) { page, run in
                    judged = (engine.uprightQuarterTurns(page.pointer, minimumConfidence: check.minimumConfidence),
                              try check.uprightQuarterTurns(page, run: run))
                    return judged.checked
                }
            }
            return judged
        }
    }

    /// A crumpled magazine page lying upright outdoors, which the orientation model judges upside
    /// down with confidence: read, the window says otherwise, and the page is not turned. (Dev
    /// photo 030 was this test's page until its sheet was found by its edges: flattened so, the
    /// model no longer doubts it.)
    @Test func refusesTheModelsConfidentTurnOfAnUprightPage() async throws {
        let image = try Image(contentsOf: try RealPhotoTests.photo("019").file)
        let judged = try await Self.judged(image)
        #expect(judged.model == 2, "the model's wrong guess this test is about")
        #expect(judged.checked == nil)
    }

    /// A manual page turned each way: the model's turn back upright is confirmed by reading.
    /// (The magazine page above turned upside down is judged upright by the model: it is
    /// unsure of that page either way, and the check can only refuse a turn, never propose one.)
    @Test(arguments: [1, 2, 3])
    func keepsTheModelsTurnOfATurnedPage(_ turns: Int) async throws {
        let image = try Image(contentsOf: try RealPhotoTests.photo("026").file).rotated(quarterTurns: turns)
        let judged = try await Self.judged(image)
        #expect(judged.checked == (4 - turns) % 4, "model: \(String(describing: judged.model))")
    }

    /// A book page turned a quarter either way, which the model turns the wrong way round: its
    /// letters' nearest neighbours say its lines run down the page, so it is turned a quarter,
    /// and its window, read turned both ways, says which (220 confident characters against 19).
    @Test(arguments: [1, 3])
    func turnsAPageWhoseLinesRunDownTheWayItsWindowReads(_ turns: Int) async throws {
        let image = try Image(contentsOf: try RealPhotoTests.photo("014").file).rotated(quarterTurns: turns)
        let judged = try await Self.judged(image)
        #expect(judged.model == turns, "the model's wrong turn this test is about")
        #expect(judged.checked == (4 - turns) % 4)
    }

    /// The first reading of `image`'s page, prepared as `TextRecognizer` prepares it before any
    /// reading: which way its lines run, the turn made before reading, and how sure the reading is.
    static func firstReading(_ image: Image) async throws -> (run: TextLineAngle.Run?, turns: Int?, confidence: Double) {
        let pool = EnginePool(capacity: 1, dataPath: TesseractData.resolvedPath(nil))
        return try await pool.withEngine(languageKey: "eng") { engine in
            let check = OrientationCheck(engine: engine, letterHeight: Preprocessor.Configuration().targetComponentHeight,
                                         minimumConfidence: TextRecognizer.minimumOrientationConfidence)
            var seen: (run: TextLineAngle.Run?, turns: Int?) = (nil, nil)
            let page = try Leptonica.quietly {
                try Preprocessor().accurate(image, wholePage: true) { page, run in
                    seen = (run, try check.askedWhereLinesMayRunDown(page, run: run))
                    return seen.turns
                }
            }
            let reading = try PageReader(engine: engine, preprocessor: Preprocessor(), options: .init(level: .accurate)).read(page)
            return (seen.run, seen.turns, reading.meanConfidence)
        }
    }

    /// A page whose lines run across is read before the orientation model is asked: upright, it
    /// reads surely and the model is never asked; upside down, it is prepared as it stands, reads
    /// doubtfully, and is then turned and read the right way up (CER as upright, 0.006).
    @Test func asksTheModelOnlyAfterADoubtfulReadingOfLinesRunningAcross() async throws {
        let photo = try RealPhotoTests.photo("026")
        let upright = try await Self.firstReading(try Image(contentsOf: photo.file))
        #expect(upright.run == .across && upright.turns == nil)
        #expect(upright.confidence >= OrientationCheck.doubtfulBelow, "upright read at \(upright.confidence)")

        let turned = try Image(contentsOf: photo.file).rotated(quarterTurns: 2)
        let first = try await Self.firstReading(turned)
        #expect(first.run == .across && first.turns == nil, "the model was asked before reading")
        #expect(first.confidence < OrientationCheck.doubtfulBelow, "upside down read at \(first.confidence)")
        let read = try await sharedRecognizer.recognize(turned, options: .init(level: .accurate))
        #expect(RealPhotoTests.cer(read.text, photo.truth) <= 0.02, "\(read.text.prefix(200))")
    }

    /// The window a turn is judged by lies where the marks are, on a page read in gray too (the
    /// page `quarterTurnsFoundByReading` is given when the gray reading was kept): Leptonica finds
    /// no components on a gray page, and the window fell in its top-left corner.
    @Test func theDensestWindowOfAGrayPageLiesOnItsMarks() throws {
        var pixels = [UInt8](repeating: 255, count: 600 * 600)
        for top in stride(from: 400, to: 580, by: 20) {
            for left in stride(from: 400, to: 580, by: 20) {
                for y in top..<(top + 10) { for x in left..<(left + 10) { pixels[y * 600 + x] = 20 } }
            }
        }
        let gray = try PixOperations.gray(Image(width: 600, height: 600, format: .gray, pixels: pixels))
        let window = DensestWindow(in: gray, letterHeight: 22, side: 200)
        #expect(window.x >= 350 && window.y >= 350, "window at \(window.x), \(window.y)")
    }

    /// A postcard upside down, of which the model is unsure: the page reads as nonsense, its
    /// densest window reads far more turned, and the page turned so reads its words as the
    /// postcard does upright (word recall 0.98; left upside down, CER 0.834). Its three columns
    /// come out partly joined row by row, which the CER counts (0.35; upright 0.06).
    @Test func turnsAPageTheModelLeftWhenItReadsBadly() async throws {
        let photo = try RealPhotoTests.photo("022")
        let image = try Image(contentsOf: photo.file).rotated(quarterTurns: 2)
        #expect(try await Self.judged(image).model ?? 0 == 0, "the model's doubt this test is about")
        let read = try await sharedRecognizer.recognize(image, options: .init(level: .accurate))
        #expect(Self.wordRecall(read.text, photo.truth) >= 0.95, "\(read.text.prefix(200))")
        #expect(RealPhotoTests.cer(read.text, photo.truth) <= 0.4, "\(read.text.prefix(200))")
    }

    /// A turn is kept only on clear evidence: a window that reads little either way (a magazine
    /// page's wavy italics, dev 020: 18 confident characters as it stood, 19 turned) or a few
    /// characters against none is no reason to turn a page upside down.
    @Test func keepsATurnOnlyWhenTheTurnedWindowReadsClearlyMore() {
        #expect(!OrientationCheck.turnIsClear(turned: 19, asItStands: 18))
        #expect(!OrientationCheck.turnIsClear(turned: 3, asItStands: 0))
        #expect(!OrientationCheck.turnIsClear(turned: 50, asItStands: 30))
        #expect(OrientationCheck.turnIsClear(turned: 12, asItStands: 0))
        #expect(OrientationCheck.turnIsClear(turned: 300, asItStands: 25))
    }

    /// A word leans by where its ink lies beyond its band (dark pixels per row, top first): an
    /// "h" rises above the band, a "p" drops below it, capitals and digits fill it.
    @Test func aWordLeansByTheInkBeyondItsBand() {
        let band = [8, 9, 9, 8]
        #expect(AscenderVote.lean(of: [2, 2, 2] + band) == 1)
        #expect(AscenderVote.lean(of: band + [2, 2, 2]) == -1)
        #expect(AscenderVote.lean(of: band + band) == 0)
        #expect(AscenderVote.lean(of: [2, 2] + band + [2, 2]) == 0)
        #expect(AscenderVote.lean(of: [0, 0, 0]) == 0)
    }

    /// A page is taken to stand upside down only when clearly more of its words lean so: dev
    /// photos 052, 027 and a faint receipt (021) upside down, against upright pages read with
    /// little confidence (as many words down as up; one word), a page of tiny type upside down
    /// whose words hardly lean (015: 27 up, 39 down), and an upright page.
    @Test func aPageStandsUpsideDownOnlyWhenClearlyMoreWordsLeanSo() {
        #expect(AscenderVote(up: 8, down: 88).saysUpsideDown)
        #expect(AscenderVote(up: 3, down: 19).saysUpsideDown)
        #expect(AscenderVote(up: 37, down: 59).saysUpsideDown)
        #expect(!AscenderVote(up: 8, down: 8).saysUpsideDown)
        #expect(!AscenderVote(up: 0, down: 1).saysUpsideDown)
        #expect(!AscenderVote(up: 27, down: 39).saysUpsideDown)
        #expect(!AscenderVote(up: 57, down: 6).saysUpsideDown)
    }

    /// The share of the words of `truth` (letters and digits, any case, counted with their
    /// repeats) that `read` holds, in any order.
    static func wordRecall(_ read: String, _ truth: String) -> Double {
        func words(_ text: String) -> [String: Int] {
            text.uppercased().split { !$0.isLetter && !$0.isNumber }.reduce(into: [:]) { $0[String($1), default: 0] += 1 }
        }
        let (found, wanted) = (words(read), words(truth))
        let hits = wanted.reduce(0) { $0 + min($1.value, found[$1.key] ?? 0) }
        return Double(hits) / Double(max(wanted.values.reduce(0, +), 1))
    }
}
