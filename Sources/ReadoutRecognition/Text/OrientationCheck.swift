import CTesseract
import Foundation
import ReadoutImage

/// Which way up a page stands: Tesseract's orientation model (OSD) guesses from the shapes of the
/// letters, and a turn it proposes is checked by reading. OSD was confidently wrong (4 and more)
/// on every crumpled or curved magazine page of the real dev photos it turned (6 of 33, all
/// upright), and reading a wrongly turned page costs a whole reading pipeline before the page
/// read as it came wins back. So the window of the page where letter-like marks are densest is
/// read as it stands and turned as OSD says, and the turn is kept only when the turned window
/// reads clearly more text with confidence: text upside down or sideways reads as unsure nonsense.
/// (Filter Lab's poster after Binarize 25 % was judged upside down at 4+ too.) The check costs
/// two readings of a small window, where the page read both ways cost two whole pipelines.
struct OrientationCheck {
    let engine: TesseractEngine
    /// The letters' height on the page the check is given (the target scale).
    let letterHeight: Double
    /// OSD's confidence below which a page is left as it is.
    let minimumConfidence: Float

    /// The side of the square window read both ways: about 15 lines of 40 letters at the
    /// target scale, enough to tell upright text from turned, at a fraction of the page's cost.
    var windowSide: Int { Int(36 * letterHeight) }

    /// The orientation check before a photo is read, made only where its lines may run down the
    /// page: where its letters say they run across (`TextLineAngle.Run.across`), it stands upright
    /// or upside down, and a reading tells which. The real dev pages read upright at a mean
    /// confidence of 0.76–0.96 and turned by a half at 0.30–0.44, so `TextRecognizer` reads first
    /// and asks the model only when the reading is doubtful (`doubtfulBelow`). The model cost
    /// 0.4–0.5 s of every 12-megapixel photo and proposed a turn for three of eight upright dev
    /// pages (014, 023, 028), which two window readings then refused.
    func askedWhereLinesMayRunDown(_ page: LeptonicaPix, run: TextLineAngle.Run?) throws -> Int? {
        run == .across ? nil : try uprightQuarterTurns(page, run: run)
    }

    /// Clockwise quarter turns that make the binary `page` upright; nil when it stays as it is.
    /// `run` is which way its lines run, when its letters tell (`TextLineAngle.run`).
    func uprightQuarterTurns(_ page: LeptonicaPix, run: TextLineAngle.Run? = nil) throws -> Int? {
        let proposed = engine.uprightQuarterTurns(page.pointer, minimumConfidence: minimumConfidence)
        if run == .down { return try sidewaysQuarterTurns(page, proposed: proposed) }
        guard let turns = proposed, turns != 0 else { return nil }
        let window = try densestWindow(of: page)
        let asItStands = try confidentCharacters(window, label: "window")
        let turned = try confidentCharacters(try PixOperations.quarterTurns(window, turns), label: "window-turned")
        ReadingTrace.note("orientation model: \(turns) quarter turns; window read as it stands \(Int(asItStands)), turned \(Int(turned))")
        return Self.turnIsClear(turned: turned, asItStands: asItStands) ? turns : nil
    }

    /// For a page whose lines run down it: a quarter turn one way or the other, never none.
    /// The window is read turned both ways; the way that reads clearly more than the other (and
    /// than the window as it stands) is kept. When neither does (a window of a figure, or of
    /// lines curving into a book's gutter, reads little any way), the model's quarter turn is
    /// kept unless the window as it stands read clearly more than it. On the real dev photos
    /// turned a quarter either way, the model turned seven the wrong way round (dev 014, 019,
    /// 020, 024, 028, 029, 030), where the window read the right way clearly (014: 220 confident
    /// characters against 19); where the window read nothing any way (dev 012, on its figure),
    /// the model's turn was right.
    private func sidewaysQuarterTurns(_ page: LeptonicaPix, proposed: Int?) throws -> Int? {
        let window = try densestWindow(of: page)
        let asItStands = try confidentCharacters(window, label: "window")
        func turned(_ turns: Int) throws -> Double {
            try confidentCharacters(try PixOperations.quarterTurns(window, turns), label: "window-turned")
        }
        let (one, three) = (try turned(1), try turned(3))
        ReadingTrace.note("lines run down; model \(proposed.map(String.init) ?? "unsure"); window read as it stands "
            + "\(Int(asItStands)), a quarter turn \(Int(one)), three \(Int(three))")
        if Self.turnIsClear(turned: one, asItStands: max(asItStands, three)) { return 1 }
        if Self.turnIsClear(turned: three, asItStands: max(asItStands, one)) { return 3 }
        guard let proposed, proposed == 1 || proposed == 3,
              !Self.turnIsClear(turned: asItStands, asItStands: proposed == 1 ? one : three) else { return nil }
        return proposed
    }

    /// A turned window must read at least twice as much with confidence as the window as it
    /// stands, and `minimumMargin` more: text turned the wrong way reads as unsure nonsense (the
    /// upright dev windows the model would have turned read 2–32 confident characters turned,
    /// up to 180 as they stood). A window of hard text that reads little either way is no
    /// evidence, and the page stays as it came: a magazine page's wavy italics read 18 as they
    /// stood and 19 turned (dev 020), and the page was read upside down.
    static func turnIsClear(turned: Double, asItStands: Double) -> Bool {
        turned >= 2 * asItStands && turned >= asItStands + minimumMargin
    }

    /// The fewest more confident characters a turned window must read: 3 against 0 is noise.
    static let minimumMargin = 10.0

    /// A page read with less mean confidence than this, which the model left as it stands, may
    /// stand upside down or sideways where the model was unsure (`quarterTurnsFoundByReading`).
    static let doubtfulBelow = 0.6
    /// The fewest confident characters a turned window must read to be believed.
    static let minimumEvidence = 40.0

    /// For a `page` the model left as it stands and that read badly as `lines`: the quarter turns
    /// that may make it upright, or nil. A page whose densest window Tesseract read down it (lines
    /// taller than wide) stands sideways: the window is read a quarter turn either way, and the
    /// way that reads at least twice as much with confidence (and `minimumEvidence`) is taken.
    /// Otherwise the page may stand upside down: when its words lean so (`AscenderVote`), or when
    /// its window turned reads so much more. The caller reads the turned page whole and keeps it
    /// only when it reads more, and more surely. The words decide first because a window can be
    /// a figure, a faint receipt or a blurred screen that reads little any way up, while the
    /// page's words lean clearly: the windows of dev 012, 052 and 027 upside down read 0, 1 and 2
    /// confident characters as they stood and 0, 14 and 17 turned, while the pages' words leaned
    /// 35 up and 137 down, 8 and 88, 3 and 19.
    func quarterTurnsFoundByReading(_ page: LeptonicaPix, lines pageLines: [TesseractLine]) throws -> Int? {
        // Thresholded once, for the window's marks and the words' ink (a page read in gray).
        let binary = page.depth == 8 ? try PixOperations.otsu(page) : page
        let window = try densestWindow(of: page, marks: binary)
        PageReader.dump(window, "window")
        let lines = try engine.recognize(window.pointer, segmentation: .automatic, whitelist: nil)
        let across = PageReader.Reading.confidentCharacters(in: lines.filter { $0.box.width > $0.box.height })
        let down = PageReader.Reading.confidentCharacters(in: lines.filter { $0.box.width <= $0.box.height })
        let sideways = down > across
        if !sideways {
            let vote = AscenderVote(words: pageLines.lazy.flatMap(\.words), on: binary)
            ReadingTrace.note("orientation by reading: the page's words lean up \(vote.up), down \(vote.down)")
            if vote.saysUpsideDown { return 2 }
        }
        var best: (turns: Int, characters: Double)?
        for turns in sideways ? [1, 3] : [2] {
            let characters = try confidentCharacters(try PixOperations.quarterTurns(window, turns), label: "window-turned")
            if characters > best?.characters ?? 0 { best = (turns, characters) }
        }
        ReadingTrace.note("orientation by reading: as it stands \(Int(across)) across, \(Int(down)) down; "
            + "best \(best.map { "\($0.turns) quarter turns \(Int($0.characters))" } ?? "none")")
        guard let best, best.characters >= max(2 * across, Self.minimumEvidence) else { return nil }
        return best.turns
    }

    /// Characters read with confidence on lines that run across `window`, weighed by the
    /// confidence (`PageReader.Reading`). Tesseract turns a block of text that stands sideways
    /// one way and reads it nearly as well as upright: its lines run down the window, and
    /// counting them would keep a sideways page as it stands.
    private func confidentCharacters(_ window: LeptonicaPix, label: String) throws -> Double {
        PageReader.dump(window, label)
        let lines = try engine.recognize(window.pointer, segmentation: .automatic, whitelist: nil)
        return PageReader.Reading.confidentCharacters(in: lines.filter { $0.box.width > $0.box.height })
    }

    /// The square of `windowSide` (or the page, when smaller) holding the most letter-like marks,
    /// counted on `marks` when the caller has thresholded the page already.
    func densestWindow(of page: LeptonicaPix, marks: LeptonicaPix? = nil) throws -> LeptonicaPix {
        try DensestWindow(in: marks ?? page, letterHeight: letterHeight, side: windowSide).clipped(from: page)
    }
}
